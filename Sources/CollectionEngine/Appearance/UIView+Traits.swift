import Foundation

// How traits reach views: a view's traits are its window's (size, scale, the desktop's appearance
// and text size) with the nearest appearance override on the way up. A change of either walks the
// affected subtree once, top down: labels that adjust take their new font, views whose colours may
// differ are redrawn, views whose text size changed are laid out again, and each view (and the
// controller owning it) hears `traitCollectionDidChange(_:)` with its previous traits.
extension UIView {
    /// The traits of the view's environment: size classes from its window's size (its own, outside a
    /// window), the window's `displayScale` and layout direction, the desktop's text size, and the
    /// desktop's appearance unless this view, a superview or their controller overrides it.
    ///
    /// ```swift
    /// let pixel = 1 / view.traitCollection.displayScale
    /// ```
    ///
    /// - Note: Computed on each read (O(depth)); outside a window the appearance and text size are
    ///   `UITraitCollection.current`'s.
    public var traitCollection: UITraitCollection {
        let host = window
        let base = host.map { ($0.systemUserInterfaceStyle, $0.systemContentSizeCategory) }
            ?? (UITraitCollection.current.userInterfaceStyle, UITraitCollection.current.preferredContentSizeCategory)
        return .forArea(host?.bounds.size ?? bounds.size, displayScale: host?.displayScale ?? 1,
                        userInterfaceStyle: inheritedStyleOverride ?? base.0, preferredContentSizeCategory: base.1,
                        layoutDirection: UITraitEnvironmentLayoutDirection(inheritedLayoutDirection))
    }

    /// The appearance this view sets for itself and its subtree: its `overrideUserInterfaceStyle`,
    /// else its controller's; nil when it inherits. The host resolves colours in it while it draws
    /// the subtree.
    ///
    /// - Note: Not in UIKit.
    public var userInterfaceStyleOverride: UIUserInterfaceStyle? {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let controller = owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
            return controller.overrideUserInterfaceStyle
        }
        return nil
    }

    /// The nearest override from this view up.
    var inheritedStyleOverride: UIUserInterfaceStyle? {
        var view: UIView? = self
        while let current = view {
            if let style = current.userInterfaceStyleOverride { return style }
            view = current.superview
        }
        return nil
    }

    /// Called by `overrideUserInterfaceStyle`'s setters: the subtree's appearance was `oldOverride`
    /// (or what it inherited when that was unspecified).
    func styleOverrideDidChange(from oldOverride: UIUserInterfaceStyle) {
        let inherited = superview?.inheritedStyleOverride
            ?? window?.systemUserInterfaceStyle ?? UITraitCollection.current.userInterfaceStyle
        let category = traitCollection.preferredContentSizeCategory
        let old = oldOverride == .unspecified ? inherited : oldOverride
        traitsDidChange(from: (old, category), to: (userInterfaceStyleOverride ?? inherited, category), overridesApplied: true)
    }

    /// Walks the subtree from this view, whose appearance and text size were `old` and are `new`:
    /// what it inherits, or, with `overridesApplied`, what it has after its own override.
    func traitsDidChange(from old: (UIUserInterfaceStyle, UIContentSizeCategory),
                         to new: (UIUserInterfaceStyle, UIContentSizeCategory), overridesApplied: Bool = false) {
        let own = overridesApplied ? nil : userInterfaceStyleOverride
        let was = (own ?? old.0, old.1), now = (own ?? new.0, new.1)
        guard was != now else { return }
        if was.1 != now.1 {
            (self as? UILabel)?.adjustFont(to: now.1)
            (self as? UICollectionView)?.collectionViewLayout.invalidateLayout()
            setNeedsLayout()
            setNeedsDisplay()
        }
        if was.0 != now.0 { setNeedsDisplay() }
        let current = traitCollection
        let previous = UITraitCollection(horizontalSizeClass: current.horizontalSizeClass, verticalSizeClass: current.verticalSizeClass,
                                         displayScale: current.displayScale, userInterfaceStyle: was.0,
                                         preferredContentSizeCategory: was.1, layoutDirection: current.layoutDirection)
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
        for subview in subviews { subview.traitsDidChange(from: was, to: now) }
    }
}

extension UIWindow {
    /// The desktop's appearance or text size changed from `style` and `category`.
    func systemTraitsDidChange(style: UIUserInterfaceStyle, category: UIContentSizeCategory) {
        UITraitCollection.current = UITraitCollection(traitsFrom: [
            UITraitCollection.current,
            UITraitCollection(userInterfaceStyle: systemUserInterfaceStyle),
            UITraitCollection(preferredContentSizeCategory: systemContentSizeCategory),
        ])
        traitsDidChange(from: (style, category), to: (systemUserInterfaceStyle, systemContentSizeCategory))
    }
}

/// Views whose fonts follow the preferred text size, as UIKit's `UIContentSizeCategoryAdjusting`.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view scales its font again when the content size category changes; only fonts
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` scale.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {
    /// Sets the font to its size at `category` when the label adjusts and its font scales.
    func adjustFont(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory else { return }
        font = font.adjusted(to: category)
    }
}
