import Foundation

// The accessories that act or show more than one glyph: insert, outline disclosure, detail, label,
// pop-up menu and custom view.
extension UICellAccessory {
    /// Options for `.outlineDisclosure(displayed:options:actionHandler:)`.
    public struct OutlineDisclosureOptions {
        /// How the disclosure looks and acts.
        public enum Style: Int, Sendable {
            /// `.header` for a row that is its section's header (`headerMode = .firstItemInSection`), else `.cell`.
            case automatic
            /// A section header's chevron.
            case header
            /// An item's chevron.
            case cell
        }

        /// How the disclosure looks.
        public var style: Style
        /// A hidden accessory keeps its space but is not drawn and does not act.
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour: the tint colour for a header, `secondaryLabel` otherwise when nil.
        public var tintColor: UIColor?

        /// Options with UIKit's defaults.
        public init(style: Style = .automatic, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (style, isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// A chevron at the trailing edge that points down while the row's item is expanded in its
    /// section's outline. Clicking it runs `actionHandler`, or without one expands or collapses the item
    /// through the diffable data source (asking its `sectionSnapshotHandlers`), animated.
    ///
    /// ```swift
    /// cell.accessories = item.hasChildren ? [.outlineDisclosure()] : []
    /// ```
    ///
    /// - Note: Only the chevron toggles, for `.header` style too (UIKit's header rows toggle when
    ///   clicked anywhere).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                                        actionHandler: actionHandler)
        accessory.content = .outline(options.style)
        return accessory
    }

    /// UIKit's name for an insert accessory's options.
    public typealias InsertOptions = CircleOptions

    /// A green circle with a plus at the leading edge; clicking it runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// UIKit's name for a detail accessory's options.
    public typealias DetailOptions = GlyphOptions

    /// An info button (ⓘ) at the trailing edge; clicking it runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// Options for `.label(text:displayed:options:)`.
    public struct LabelOptions {
        /// A hidden accessory keeps its space but is not drawn.
        public var isHidden: Bool
        /// The width kept for the accessory; its own width by default.
        public var reservedLayoutWidth: LayoutDimension
        /// The text's colour; `secondaryLabel` when nil.
        public var tintColor: UIColor?
        /// The text's font; the body font by default.
        public var font: UIFont

        /// Options with UIKit's defaults: shown, its own width, the secondary label colour, the body font.
        public init(isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .actual, tintColor: UIColor? = nil,
                    font: UIFont = .preferredFont(forTextStyle: .body)) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.font) = (isHidden, reservedLayoutWidth, tintColor, font)
        }
    }

    /// A short text at the trailing edge, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(.label, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.content = .text(text, options.font)
        return accessory
    }

    /// UIKit's name for a pop-up menu accessory's options.
    public typealias PopUpMenuOptions = GlyphOptions

    /// The menu's selected action's title and up-down chevrons at the trailing edge; clicking opens
    /// `menu`. Choosing an action turns it on (and the others off), runs it, then
    /// `selectedElementDidChangeHandler` with the menu.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: (@MainActor (UIMenu) -> Void)? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.popUpMenu, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.content = .menu(menu, selectionDidChange: selectedElementDidChangeHandler)
        return accessory
    }

    /// Where a custom view accessory sits and when it shows.
    public enum Placement {
        /// At the leading edge, while `displayed` matches the editing state.
        case leading(displayed: DisplayedState = .always)
        /// At the trailing edge, while `displayed` matches the editing state.
        case trailing(displayed: DisplayedState = .always)
    }

    /// A view of the app's own beside the content, as UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: UIView
        /// Which edge it sits at and when it shows.
        public var placement: Placement
        /// A hidden accessory keeps its space but is not drawn and does not act.
        public var isHidden: Bool
        /// The width kept for the accessory.
        public var reservedLayoutWidth: LayoutDimension
        /// Given to the view as its `tintColor` when set.
        public var tintColor: UIColor?
        /// Whether the view keeps the size it has (true) or is sized to fit its content.
        public var maintainsFixedSize: Bool

        /// A configuration showing `customView` at `placement`, sized to fit unless `maintainsFixedSize`.
        public init(customView: UIView, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            (self.customView, self.placement, self.isHidden, self.reservedLayoutWidth) = (customView, placement, isHidden, reservedLayoutWidth)
            (self.tintColor, self.maintainsFixedSize) = (tintColor, maintainsFixedSize)
        }
    }

    /// The configuration's view beside the content.
    ///
    /// ```swift
    /// let toggle = UISwitch()
    /// cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
    /// ```
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case let .leading(displayed): (true, displayed)
        case let .trailing(displayed): (false, displayed)
        }
        var accessory = UICellAccessory(.customView, displayed: displayed, isHidden: configuration.isHidden,
                                        reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
        accessory.content = .view(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize)
        accessory.customViewIsLeading = leading
        return accessory
    }
}
