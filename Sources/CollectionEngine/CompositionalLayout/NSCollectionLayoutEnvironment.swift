import Foundation

/// The space a compositional layout lays out in, as UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The collection view's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// `contentSize` less `contentInsets`: the space sections lay out in.
    var effectiveContentSize: CGSize { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section, as UIKit's `NSCollectionLayoutEnvironment`.
///
/// ```swift
/// UICollectionViewCompositionalLayout { section, environment in
///     let columns = environment.container.effectiveContentSize.width > 800 ? 4 : 2
///     …
/// }
/// ```
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment the layout hands out, which is also its container: the space it lays out in,
/// and the traits of that space.
@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    /// The space the layout fills, with the traits that space has on a screen of `displayScale`.
    convenience init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, displayScale: CGFloat = 1) {
        let effective = Self.effective(contentSize, contentInsets)
        self.init(contentSize: contentSize, contentInsets: contentInsets,
                  traitCollection: .forArea(effective, displayScale: displayScale))
    }

    var container: NSCollectionLayoutContainer { self }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize { Self.effective(contentSize, contentInsets) }

    private static func effective(_ size: CGSize, _ insets: NSDirectionalEdgeInsets) -> CGSize {
        CGSize(width: max(0, size.width - insets.leading - insets.trailing),
               height: max(0, size.height - insets.top - insets.bottom))
    }

    /// The environment a custom group's item provider sees: the group is the container.
    func forGroup(of size: CGSize) -> LayoutEnvironment {
        LayoutEnvironment(contentSize: size, traitCollection: traitCollection)
    }
}
