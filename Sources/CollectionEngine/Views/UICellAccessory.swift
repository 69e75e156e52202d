import Foundation

/// A system accessory a list cell shows beside its content, as UIKit's `UICellAccessory`.
///
/// ```swift
/// cell.accessories = [
///     .multiselect(displayed: .whenEditing),
///     .delete(displayed: .whenEditing) { [weak self] in self?.remove(photo) },
///     .reorder(displayed: .whenEditing),
/// ]
/// ```
///
/// Leading accessories (delete, insert, multiselect) sit at the cell's leading edge, trailing ones
/// (checkmark, disclosure indicator, outline disclosure, detail, label, pop-up menu, reorder) at its
/// trailing edge, custom views where their placement says; the content view takes the width between.
///
/// - Note: On each side the accessories keep their order in `accessories`, counted from the cell's
///   edge inwards (Tessera's rule; UIKit orders system accessories by its own rules, and a custom
///   view's `Placement` takes a position, which Tessera does not).
public struct UICellAccessory {
    /// When an accessory shows, by the editing state of the collection view.
    public enum DisplayedState: Hashable, Sendable {
        case always
        case whenEditing
        case whenNotEditing

        /// Whether an accessory with this state shows while the collection view is (or is not) editing.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// How much width an accessory reserves; it is centred in that width.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for accessories (`UICellAccessory.standardDimension`).
        case standard
        /// The given width (never less than the accessory's own).
        case custom(CGFloat)
    }

    /// The kind of accessory.
    public enum AccessoryType: Hashable, Sendable {
        case delete
        case insert
        case reorder
        case multiselect
        case checkmark
        case disclosureIndicator
        case outlineDisclosure
        case detail
        case label
        case popUpMenu
        case customView
    }

    /// The width `.standard` reserves, in points.
    ///
    /// - Note: Tessera's choice: wide enough for its largest system accessory, so mixed accessories align.
    public static let standardDimension: CGFloat = 28

    /// Options for the circular accessories, `.delete(displayed:options:actionHandler:)` and
    /// `.multiselect(displayed:options:)`.
    public struct CircleOptions {
        /// A hidden accessory keeps its space but is not drawn and does not act.
        public var isHidden: Bool
        /// The width kept for the accessory, so accessories of different rows line up.
        public var reservedLayoutWidth: LayoutDimension
        /// Delete: the minus sign's colour (white when nil). Multiselect: the circle's fill while the
        /// cell is selected (system blue when nil).
        public var tintColor: UIColor?
        /// Delete: the circle's colour (`systemRed` when nil). Multiselect: the circle's fill while the
        /// cell is not selected (clear when nil).
        public var backgroundColor: UIColor?

        /// Options with UIKit's defaults: shown, standard width, system colours.
        public init(isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// UIKit's name for a delete accessory's options.
    public typealias DeleteOptions = CircleOptions
    /// UIKit's name for a multiselect accessory's options.
    public typealias MultiselectOptions = CircleOptions

    /// Options for the accessories drawn in one colour: `.checkmark(displayed:options:)`,
    /// `.disclosureIndicator(displayed:options:)` and `.reorder(displayed:options:)`.
    ///
    /// - Note: The grip's `showsVerticalSeparator` is not available: no separator is drawn beside it.
    public struct GlyphOptions {
        /// A hidden accessory keeps its space but is not drawn (a hidden grip cannot be dragged).
        public var isHidden: Bool
        /// The width kept for the accessory, so accessories of different rows line up.
        public var reservedLayoutWidth: LayoutDimension
        /// The glyph's colour; when nil, system blue for a checkmark, `systemGray` for a disclosure
        /// indicator and a grip.
        public var tintColor: UIColor?

        /// Options with UIKit's defaults: shown, standard width, the system colour.
        public init(isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// UIKit's name for a checkmark's options.
    public typealias CheckmarkOptions = GlyphOptions
    /// UIKit's name for a disclosure indicator's options.
    public typealias DisclosureIndicatorOptions = GlyphOptions
    /// UIKit's name for a reorder grip's options.
    public typealias ReorderOptions = GlyphOptions

    /// The kind of accessory.
    public let accessoryType: AccessoryType
    /// When the accessory shows.
    public var displayedState: DisplayedState
    /// Whether the accessory keeps its space without being drawn or acting.
    public var isHidden: Bool
    /// The width reserved for the accessory.
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's main colour (see each kind's options).
    public var tintColor: UIColor?
    /// The accessory's fill, for delete, insert and multiselect.
    var backgroundColor: UIColor?
    /// What a delete, insert, detail or outline disclosure accessory runs when clicked.
    let actionHandler: (@MainActor () -> Void)?
    /// What the accessory shows besides its glyph: a label's text, a pop-up menu, a custom view.
    var content = Content.none

    /// The payload of the accessories that show more than a glyph.
    enum Content {
        case none
        case text(String, UIFont)
        case menu(UIMenu, selectionDidChange: (@MainActor (UIMenu) -> Void)?)
        case view(UIView, maintainsFixedSize: Bool)
        case outline(OutlineDisclosureOptions.Style)
    }

    init(_ type: AccessoryType, displayed: DisplayedState, isHidden: Bool, reservedLayoutWidth: LayoutDimension,
         tintColor: UIColor?, backgroundColor: UIColor? = nil, actionHandler: (@MainActor () -> Void)? = nil) {
        accessoryType = type
        displayedState = displayed
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.actionHandler = actionHandler
    }

    /// A red circle with a minus at the leading edge; clicking it runs `actionHandler`, or without one
    /// reveals the row's trailing swipe actions, as UIKit's does.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
    }

    /// A grip at the trailing edge; dragging it moves the item through the collection view's interactive
    /// movement (`beginInteractiveMovementForItem(at:)`…), so the data source's `canMoveItemAt` and
    /// `moveItemAt:to:` decide as for any other reorder.
    ///
    /// - Note: The movement begins once the grip is dragged 2 points, and it works whatever
    ///   `installsStandardGestureForInteractiveMovement` says, as UIKit's grip does.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A circle at the leading edge, empty while the cell is not selected and filled with a check while
    /// it is. Clicks on it select the item as clicks on the rest of the cell do.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor, backgroundColor: options.backgroundColor)
    }

    /// A check mark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A chevron at the trailing edge, saying the item leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// Which edge of the cell the accessory sits at.
    var isLeading: Bool {
        switch accessoryType {
        case .delete, .insert, .multiselect: true
        case .customView: customViewIsLeading
        default: false
        }
    }

    /// Whether a custom view accessory was placed at the leading edge.
    var customViewIsLeading = false
}
