import Foundation
import Synchronization

/// How much room a size class gives, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The traits of an environment that layouts and views adapt to, as UIKit's `UITraitCollection`:
/// size classes, display scale, light or dark appearance, the preferred text size and the layout
/// direction.
///
/// ```swift
/// let pixel = 1 / traitCollection.displayScale
/// let dark = traitCollection.userInterfaceStyle == .dark
/// ```
///
/// - Note: A desktop window has no device idiom; Tessera derives the size classes from the window
///   area a layout has: compact below 500 points (about a phone held that way), regular above.
///   `displayScale` is the window's (`UIWindow.displayScale`, which the X host sets from `Xft.dpi`);
///   the appearance and text size are the desktop's (`UIWindow.systemUserInterfaceStyle`,
///   `UIWindow.systemContentSizeCategory`).
public final class UITraitCollection: NSObject, Sendable {
    /// The width class: compact when the width is below 500 points, regular otherwise, in collections the window makes.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: compact when the height is below 500 points, regular otherwise, in collections the
    /// window makes.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; layouts round frames to it.
    public let displayScale: CGFloat
    /// Light or dark: what dynamic colours resolve against.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size the user prefers: what `UIFont.preferredFont(forTextStyle:)` sizes by.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Left to right or right to left: the direction leading and trailing follow in the environment.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A trait collection with every trait given; the appearance, text size and layout direction are
    /// unspecified unless given.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// A collection with every trait unspecified.
    public convenience override init() {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0)
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
                  userInterfaceStyle: userInterfaceStyle)
    }

    /// A collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
                  preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
                  layoutDirection: layoutDirection)
    }

    /// A collection that combines `traitCollections`: each trait from the last one that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
            traitCollections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
        }
        self.init(horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
                  preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  layoutDirection: last(\.layoutDirection, unspecified: .unspecified))
    }

    /// A copy with the appearance replaced.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
                          userInterfaceStyle: style, preferredContentSizeCategory: preferredContentSizeCategory,
                          layoutDirection: layoutDirection)
    }

    /// Whether dynamic colours may resolve differently in `traitCollection` than in this one.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    // MARK: The current traits

    private static let currentStorage = Mutex(UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                                                 displayScale: 1, userInterfaceStyle: .light,
                                                                 preferredContentSizeCategory: .large))

    /// The traits that dynamic colours and `UIFont.preferredFont(forTextStyle:)` resolve against when
    /// they are given none: reading a dynamic colour's components resolves it with these.
    ///
    /// ```swift
    /// view.traitCollection.performAsCurrent {
    ///     layer.borderColor = UIColor.separator.cgColor
    /// }
    /// ```
    ///
    /// - Note: UIKit keeps one per thread; Tessera keeps one per process. A window sets it to its
    ///   traits when the desktop's appearance or text size changes, and the host while it draws; with
    ///   one window (the usual case) it is that window's.
    public static var current: UITraitCollection {
        get { currentStorage.withLock { $0 } }
        set {
            currentStorage.withLock { $0 = newValue }
            currentIsDark.store(newValue.userInterfaceStyle == .dark, ordering: .relaxed)
        }
    }

    /// Whether `current` is dark, readable without the lock: the system colours need only this.
    private static let currentIsDark = Atomic<Bool>(false)
    static var currentStyleIsDark: Bool { currentIsDark.load(ordering: .relaxed) }

    /// Runs `actions` with this collection as `current`, then puts the previous one back.
    public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        return try actions()
    }

    // MARK: Equality

    /// True when every trait is equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
            && preferredContentSizeCategory == other.preferredContentSizeCategory && layoutDirection == other.layoutDirection
    }

    /// A hash of every trait, consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass); hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle); hasher.combine(preferredContentSizeCategory); hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    /// The traits of an area of `size` points on a display of `displayScale` pixels per point.
    static func forArea(_ size: CGSize, displayScale: CGFloat = 1, userInterfaceStyle: UIUserInterfaceStyle = .light,
                        preferredContentSizeCategory: UIContentSizeCategory = .large,
                        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) -> UITraitCollection {
        func sizeClass(_ length: CGFloat) -> UIUserInterfaceSizeClass { length < 500 ? .compact : .regular }
        return UITraitCollection(horizontalSizeClass: sizeClass(size.width), verticalSizeClass: sizeClass(size.height),
                                 displayScale: displayScale > 0 && displayScale.isFinite ? displayScale : 1,
                                 userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
                                 layoutDirection: layoutDirection)
    }
}
