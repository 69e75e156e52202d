import Foundation

/// One dimension of a compositional layout's size: a fraction of the container, an absolute length, or
/// an estimate, as UIKit's `NSCollectionLayoutDimension`.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))
/// ```
///
/// - Note: An `.estimated` dimension is laid out at its estimate until the view is displayed and
///   measured, and only along the layout's scroll axis (see `UICollectionViewCompositionalLayout`).
public final class NSCollectionLayoutDimension: NSObject, NSCopying, Sendable {
    enum Kind: Equatable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction for fractional dimensions, the length in points otherwise.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }
    /// A first guess in points, replaced by the measured size once the element is shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    /// Whether `dimension` is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether `dimension` is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether `dimension` is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether `dimension` is an estimate, replaced by the measured length once the element is shown.
    public var isEstimated: Bool { kind == .estimated }

    /// The length this dimension has in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    /// The dimension itself: it is immutable, so a copy would be indistinguishable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// True for a dimension of the same kind and value.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return kind == other.kind && dimension == other.dimension
    }

    /// A hash of the kind and value, consistent with `isEqual(_:)`.
    public override var hash: Int { dimension.hashValue ^ kind.hashValue }

    /// The dimension as its factory call reads, such as `.fractionalWidth(0.5)`.
    public override var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        }
    }
}

/// A width and a height, each an `NSCollectionLayoutDimension`, as UIKit's `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: NSObject, NSCopying, Sendable {
    /// How wide the element is.
    public let widthDimension: NSCollectionLayoutDimension
    /// How tall the element is.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from a width and a height dimension, which may be of different kinds.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points in a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The size itself: it is immutable, so a copy would be indistinguishable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// True for a size with equal width and height dimensions.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension == other.widthDimension && heightDimension == other.heightDimension
    }

    /// A hash of both dimensions, consistent with `isEqual(_:)`.
    public override var hash: Int { widthDimension.hash &* 31 &+ heightDimension.hash }
}
