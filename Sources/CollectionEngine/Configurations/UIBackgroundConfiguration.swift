import Foundation

/// The background of a cell, header or footer: a colour, a custom view, corner radius, stroke and
/// insets, with the system's look for each state, as UIKit's `UIBackgroundConfiguration`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 12
/// background.strokeColor = .separator
/// background.strokeWidth = 1
/// cell.backgroundConfiguration = background
/// ```
///
/// A configuration made by one of the list factories follows the cell's state: `updated(for:)` (which
/// a cell runs for you while `automaticallyUpdatesBackgroundConfiguration` is true) gives the selected
/// and highlighted colours of its style. A colour you set yourself wins over the style's.
///
/// - Note: A selected row keeps its normal fill while the list is editing (the multiselect circle
///   shows the selection); `visualEffect`, `image` and the environment-following `listCell()` are
///   not available.
public struct UIBackgroundConfiguration {
    /// The system look a configuration was made with; it picks the colours for each state.
    enum Style: Sendable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }

    let style: Style
    /// Whether `backgroundColor` was set by the app, so `updated(for:)` keeps it.
    private var colorIsCustom = false

    /// A view drawn over the background colour, inside the insets and clipped to the corner radius.
    public var customView: UIView?
    /// The radius of the background's corners (and the custom view's clip).
    public var cornerRadius: CGFloat = 0
    /// Space between the background and the edges of the view it fills.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges on which `backgroundInsets` count from the view's layout margins instead of its edges.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil draws the view's tint colour.
    public var backgroundColor: UIColor? {
        didSet { colorIsCustom = true }
    }
    /// Applied to the fill (the colour, or the tint colour) before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The outline's colour; nil draws the view's tint colour.
    public var strokeColor: UIColor?
    /// Applied to the outline's colour before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width; 0 draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edge.
    public var strokeOutset: CGFloat = 0

    private init(_ style: Style, color: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        backgroundColor = color
        self.cornerRadius = cornerRadius
    }

    /// No fill, no outline: nothing drawn.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.clear, color: .clear) }
    /// A row of a plain list: the system background, grey while selected or highlighted.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.plainCell, color: .systemBackground) }
    /// A row of a grouped or inset grouped list: the grouped content colour on the grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(.groupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A row of a sidebar: clear, a rounded tint-coloured fill while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(.sidebarCell, color: .clear, cornerRadius: ListMetrics.sidebarCornerRadius)
    }
    /// A row of a sidebar beside other content: clear, a rounded grey fill while selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(.accompaniedSidebarCell, color: .clear, cornerRadius: ListMetrics.sidebarCornerRadius)
    }
    /// A header or footer of a plain list: opaque, so rows scrolling under a pinned header are hidden.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(.plainHeaderFooter, color: .systemBackground)
    }
    /// A header or footer of a grouped list: clear, on the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.groupedHeaderFooter, color: .clear) }
    /// A sidebar's section header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(.sidebarHeader, color: .clear) }

    /// The fill drawn: `backgroundColor` (or `tintColor`) through `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline's colour drawn: `strokeColor` (or `tintColor`) through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration with its style's look for `state`: the selected and highlighted fills of the
    /// list styles. A colour set by the app, and `clear()`, are kept whatever the state.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard !colorIsCustom, let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.backgroundColor = style.color(for: cell)
        updated.colorIsCustom = false
        return updated
    }
}

extension UIBackgroundConfiguration.Style {
    /// The fill of this style in `state`; nil is the tint colour.
    func color(for state: UICellConfigurationState) -> UIColor? {
        let pressed = state.isHighlighted || (state.isSelected && !state.isEditing)
        switch self {
        case .clear: return .clear
        case .plainCell: return pressed ? .systemGray4 : .systemBackground
        case .groupedCell: return pressed ? .systemGray4 : .secondarySystemGroupedBackground
        case .sidebarCell:
            if state.isSelected { return nil }
            return state.isHighlighted ? .systemGray5 : .clear
        case .accompaniedSidebarCell: return pressed ? .systemGray4 : .clear
        case .plainHeaderFooter: return .systemBackground
        case .groupedHeaderFooter, .sidebarHeader: return .clear
        }
    }
}
