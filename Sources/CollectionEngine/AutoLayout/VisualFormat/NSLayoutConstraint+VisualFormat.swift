import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: attributes to align the
    /// views on, the direction horizontal layouts flow in, and how vertical spacing is measured.
    ///
    /// The alignment options are `1 << attribute.rawValue`, as UIKit's are.
    public struct FormatOptions: BitFlags {
        let bits: UInt
        /// Aligns the left edges of every view in the format.
        public static let alignAllLeft = aligning(.left)
        /// Aligns the right edges of every view in the format.
        public static let alignAllRight = aligning(.right)
        /// Aligns the top edges of every view in the format.
        public static let alignAllTop = aligning(.top)
        /// Aligns the bottom edges of every view in the format.
        public static let alignAllBottom = aligning(.bottom)
        /// Aligns the leading edges of every view in the format (the right edges right to left).
        public static let alignAllLeading = aligning(.leading)
        /// Aligns the trailing edges of every view in the format (the left edges right to left).
        public static let alignAllTrailing = aligning(.trailing)
        /// Aligns the horizontal centres of every view in the format.
        public static let alignAllCenterX = aligning(.centerX)
        /// Aligns the vertical centres of every view in the format.
        public static let alignAllCenterY = aligning(.centerY)
        /// Aligns the last baselines of every view in the format.
        public static let alignAllLastBaseline = aligning(.lastBaseline)
        /// Aligns the first baselines of every view in the format.
        public static let alignAllFirstBaseline = aligning(.firstBaseline)
        /// The bits that hold the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal layouts flow from the leading edge to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Horizontal layouts flow from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal layouts flow from right to left: the first view in the format is the rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacing between views measured from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// In vertical layouts, spacing between views measured from one's last baseline to the next
        /// one's first baseline.
        ///
        /// - Note: A horizontal layout has no baselines to space by; there it changes nothing.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        private static func aligning(_ attribute: Attribute) -> FormatOptions { FormatOptions(rawValue: 1 << UInt(attribute.rawValue)) }

        /// Each alignment option with the attribute it aligns, in UIKit's attribute order.
        static let alignmentAttributes: [(option: FormatOptions, attribute: Attribute)] =
            [Attribute.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline]
                .map { (aligning($0), $0) }
    }

    /// The constraints a visual format string describes, inactive, ready for `activate(_:)`.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[title]-(>=8@750)-[badge(==24)]-|", options: [.alignAllCenterY],
    ///     metrics: nil, views: ["title": title, "badge": badge]))
    /// ```
    ///
    /// The grammar is Apple's (see the Auto Layout Guide's "Visual Format Language"): `H:`/`V:`, `|`
    /// for the superview's edges, `-` for the standard space (8 points between views; the layout
    /// margin at a `|`), `-N-`, `-metric-` and `-(>=8@750)-` for spacing, `[view(>=50,<=100@500)]`
    /// and `[view(==other)]` for lengths. Numbers in `metrics` may be `Int`, `Double`, `CGFloat`,
    /// `Float` or `NSNumber`.
    ///
    /// - Complexity: O(n) in the length of `format`.
    /// - Note: UIKit raises an exception for a string it cannot parse, a name missing from a
    ///   dictionary, or alignment options along the layout's own axis. Tessera reports
    ///   `LayoutConstraintError.visualFormat` with UIKit's "Unable to parse constraint format" message
    ///   and a caret under the position, and returns no constraints. Whitespace between the symbols
    ///   is allowed.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let built = VisualFormatParser.parse(format).flatMap { parsed in
            VisualFormatBuilder(format: parsed, source: format, options: opts, metrics: metrics ?? [:], views: views).build()
        }
        switch built {
        case let .success(constraints):
            return constraints
        case let .failure(error):
            report(.visualFormat(error))
            return []
        }
    }
}
