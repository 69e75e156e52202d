import Foundation

/// What a list layout tells each row about its place in the list: the appearance, whether it starts
/// or ends its section (an inset grouped section rounds those corners) and the separators to draw.
/// `UICollectionViewListCell` reads it from its layout attributes.
struct ListRow: Equatable, Sendable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirstInSection: Bool
    var isLastInSection: Bool
    /// Whether the row is its section's header (`headerMode = .firstItemInSection`).
    var isHeaderRow = false
    /// Whether this is a supplementary header or footer of the list rather than a row.
    var isHeaderOrFooter = false
    var topSeparator: ListSeparator?
    var bottomSeparator: ListSeparator?

    /// A list section's supplementary header or footer: no separators, square.
    init(headerOrFooterOf appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.init(appearance: appearance, isFirstInSection: false, isLastInSection: false, isHeaderOrFooter: true)
    }

    init(appearance: UICollectionLayoutListConfiguration.Appearance, isFirstInSection: Bool, isLastInSection: Bool,
         isHeaderRow: Bool = false, isHeaderOrFooter: Bool = false, topSeparator: ListSeparator? = nil, bottomSeparator: ListSeparator? = nil) {
        self.appearance = appearance
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
        self.isHeaderRow = isHeaderRow
        self.isHeaderOrFooter = isHeaderOrFooter
        self.topSeparator = topSeparator
        self.bottomSeparator = bottomSeparator
    }

    /// The radius of the section's rounded background at this row's corners; 0 for square rows.
    var cornerRadius: CGFloat {
        appearance == .insetGrouped && (isFirstInSection || isLastInSection) ? ListMetrics.insetGroupedCornerRadius : 0
    }

    /// The corners the section's rounded background has at this row: the top ones on its first row,
    /// the bottom ones on its last.
    var roundedCorners: CACornerMask {
        var corners: CACornerMask = []
        if isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }
}

/// One separator line: its colour and its insets from the row's ends (nil: where the row's text starts,
/// or the row's trailing edge).
struct ListSeparator: Equatable, Sendable {
    var color: UIColor
    var leadingInset: CGFloat?
    var trailingInset: CGFloat?

    init(color: UIColor, insets: NSDirectionalEdgeInsets) {
        self.color = color
        leadingInset = insets.leading == UIListSeparatorConfiguration.automatic ? nil : insets.leading
        trailingInset = insets.trailing == UIListSeparatorConfiguration.automatic ? nil : insets.trailing
    }

    /// The line's frame in a row of `bounds`, along its bottom (or top) edge, one pixel thick; its
    /// leading inset is on the right in a right-to-left row.
    func frame(in bounds: CGRect, automaticLeading: CGFloat, atTop: Bool, scale: CGFloat, rightToLeft: Bool) -> CGRect {
        let thickness = 1 / max(1, scale)
        let leading = leadingInset ?? automaticLeading, trailing = trailingInset ?? 0
        return CGRect(x: bounds.minX + (rightToLeft ? trailing : leading), y: atTop ? bounds.minY : bounds.maxY - thickness,
                      width: max(0, bounds.width - leading - trailing), height: thickness)
    }
}

/// iOS's list geometry, in points, from Apple's Human Interface Guidelines and what UIKit draws:
/// 44-point rows, 10-point rounded inset grouped sections, inset from the sides by the layout
/// margins (20 points in a regular width, 16 in a compact one), 35 points between grouped sections.
enum ListMetrics {
    static let rowHeight: CGFloat = 44
    static let insetGroupedCornerRadius: CGFloat = 10
    static let sidebarCornerRadius: CGFloat = 10
    /// Above and below a grouped section, so two sections are 35 points apart.
    static let groupedSectionSpacing: CGFloat = 17.5
    /// A sidebar's rows are inset from its sides by this much.
    static let sidebarInset: CGFloat = 10

    /// How far an inset grouped section is from the list's sides.
    static func insetGroupedInset(for sizeClass: UIUserInterfaceSizeClass) -> CGFloat { sizeClass == .compact ? 16 : 20 }
}

extension UICollectionLayoutListConfiguration {
    /// The row at `indexPath` of a section of `count` items.
    @MainActor
    func row(at indexPath: IndexPath, of count: Int) -> ListRow {
        let item = indexPath.item
        var separators = separatorConfiguration
        if let itemSeparatorHandler { separators = itemSeparatorHandler(indexPath, separators) }
        let isHeaderRow = headerMode == .firstItemInSection && item == 0
        let bottom: Bool = switch separators.bottomSeparatorVisibility {
        case .hidden: false
        case .visible: true
        case .automatic: showsSeparators && (isPlain || item < count - 1) && !isHeaderRow
        }
        let top = separators.topSeparatorVisibility == .visible
        return ListRow(appearance: appearance, isFirstInSection: item == 0, isLastInSection: item == count - 1, isHeaderRow: isHeaderRow,
                       topSeparator: top ? ListSeparator(color: separators.color, insets: separators.topSeparatorInsets) : nil,
                       bottomSeparator: bottom ? ListSeparator(color: separators.color, insets: separators.bottomSeparatorInsets) : nil)
    }
}
