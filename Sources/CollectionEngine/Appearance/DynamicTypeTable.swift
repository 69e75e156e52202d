import Foundation

/// iOS's Dynamic Type sizes: the point size and weight of each text style at each content size
/// category, as Apple's Human Interface Guidelines list them (iOS and iPadOS, Typography).
///
/// Rows run in `UIContentSizeCategory.allOrdered` order: xSmall, Small, Medium, Large (the default),
/// xLarge, xxLarge, xxxLarge, then AX1…AX5.
enum DynamicTypeTable {
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The weight of each style: every style is regular except the headline, which is semibold.
    static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The point size of `style` at `category`; an unknown style sizes as `body`.
    static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style] ?? sizes[.body] ?? []
        return row.indices.contains(category.index) ? row[category.index] : 17
    }
}
