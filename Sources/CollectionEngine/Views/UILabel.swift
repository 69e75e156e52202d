import Foundation

/// How text lines up within its bounds.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// How a line that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view that shows read-only text, as UIKit's `UILabel`.
///
/// - Note: Text is plain (no attributed strings). With `numberOfLines == 1` (the default) text that
///   does not fit is cut per `lineBreakMode` (an ellipsis at the tail unless told otherwise); with more
///   lines the host wraps at word boundaries. Text is centred vertically in the bounds, as in UIKit.
@MainActor
open class UILabel: UIView {
    /// The text shown; nil or empty shows nothing.
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font the text is measured and drawn with; the 17-point system font by default.
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { if font != oldValue { textDidChange() } } }
    /// The colour of the text; `.label` by default.
    open var textColor: UIColor = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// How each line lines up horizontally; `.natural` is the leading edge (the right one when the
    /// label's `effectiveUserInterfaceLayoutDirection` is right to left).
    ///
    /// - Note: `.justified` draws as `.natural`: Tessera does not stretch lines.
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    /// `textAlignment` as drawn: `.left`, `.center` or `.right`, with `.natural` and `.justified`
    /// resolved by the label's layout direction.
    ///
    /// - Note: Not in UIKit; the host draws by it.
    public var resolvedTextAlignment: NSTextAlignment {
        switch textAlignment {
        case .left, .center, .right: textAlignment
        case .natural, .justified: isRightToLeft ? .right : .left
        }
    }
    /// The most lines shown; 0 means as many as the text needs. 1 by default.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// How text that does not fit is cut.
    ///
    /// - Note: `.byCharWrapping` wraps as `.byWordWrapping` does (where the Unicode line breaking
    ///   algorithm allows); on the last line the wrapping and clipping modes show the text uncut and clipped.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsDisplay() } } }
    /// The width at which a multi-line label wraps when its intrinsic size is asked; 0 (the default)
    /// lets constraints decide: the label wraps at the width its constraints give it, within the same
    /// layout pass.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width constraints last gave a multi-line label that wraps at it (see `preferredMaxLayoutWidth`).
    var constraintLayoutWidth: CGFloat?
    /// Whether the label's height depends on the width constraints give it.
    var wrapsAtConstraintWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// Takes `width` as the width constraints give the label, when it wraps at that width and the
    /// width moved by more than a quarter point; returns whether it did (its height must be measured again).
    func wrap(atConstraintWidth width: CGFloat) -> Bool {
        guard wrapsAtConstraintWidth else { return false }
        if let current = constraintLayoutWidth, abs(current - width) <= 0.25 { return false }
        constraintLayoutWidth = width
        return true
    }

    /// Forgets the width constraints gave the label; returns whether it had one.
    func forgetConstraintLayoutWidth() -> Bool {
        guard constraintLayoutWidth != nil else { return false }
        constraintLayoutWidth = nil
        return true
    }

    /// Whether the label draws with `highlightedTextColor`.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// The text colour while `isHighlighted`; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { if highlightedTextColor != oldValue { setNeedsDisplay() } } }
    /// Whether the font takes the new size when the preferred text size changes (see
    /// `UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false

    /// Where the label's first or last baseline lies for constraints, as a fraction of its height plus
    /// an offset: its text (`textHeight` tall) is centred vertically.
    func baselinePlacement(last: Bool, textHeight: CGFloat) -> BaselinePlacement {
        let offset = last ? textHeight / 2 - font.lineHeight + font.ascender : -textHeight / 2 + font.ascender
        return BaselinePlacement(heightFraction: 0.5, offset: Double(offset))
    }

    private func textDidChange() {
        setNeedsDisplay()
        keptOneLineSize = nil
        keptWrappedSize = nil
        constraintLayoutWidth = nil
        invalidateIntrinsicContentSize()
    }
    override func finishInitialization() {
        super.finishInitialization()
        isUserInteractionEnabled = false
    }

    /// The colour the text is drawn in now.
    public var effectiveTextColor: UIColor {
        isHighlighted ? (highlightedTextColor ?? textColor) : textColor
    }

    /// One line of text's size, or the wrapped size when `numberOfLines != 1` and width is bounded.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measurer = window?.textMeasurer ?? UIWindow.defaultTextMeasurer
        let lineHeight = measurer.lineHeight(of: font)
        let width = measurer.width(of: text, font: font)
        // Text with line breaks takes several lines even when it would fit on one.
        if numberOfLines == 1 || width <= size.width && !text.utf8.contains(10) {
            return CGSize(width: min(width, size.width), height: lineHeight)
        }
        let lines = measurer.lines(of: text, width: size.width, font: font, limit: numberOfLines)
        let widest = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: min(widest, size.width), height: CGFloat(lines.count) * lineHeight)
    }

    /// The text's size on one line; a multi-line label's wrapped at `preferredMaxLayoutWidth`, or at the
    /// width its constraints give it.
    ///
    /// - Complexity: The text is measured once per text, font and width, then kept (constraints ask
    ///   for it on every solve). The one-line size is kept apart from the last wrapped one: a
    ///   multi-line label sized at several widths starts each from one line, measured once.
    open override var intrinsicContentSize: CGSize {
        let width = (numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : constraintLayoutWidth)
            ?? .greatestFiniteMagnitude
        let measurer = ObjectIdentifier(window?.textMeasurer ?? UIWindow.defaultTextMeasurer)
        let oneLine = width == .greatestFiniteMagnitude
        if let kept = oneLine ? keptOneLineSize : keptWrappedSize, kept.width == width, kept.measurer == measurer {
            return kept.size
        }
        let size = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        if oneLine { keptOneLineSize = (width, measurer, size) } else { keptWrappedSize = (width, measurer, size) }
        return size
    }

    /// The intrinsic sizes measured, each with the width bound and measurer it was measured with: on
    /// one line (no width bound), and wrapped at the last width asked for.
    private var keptOneLineSize: (width: CGFloat, measurer: ObjectIdentifier, size: CGSize)?
    private var keptWrappedSize: (width: CGFloat, measurer: ObjectIdentifier, size: CGSize)?
}

/// Breaking text into lines: a pure function of the text, a width and a way to measure.
public enum TextWrapping {
    /// Greedy word wrapping at spaces; a word wider than the line is split by characters.
    ///
    /// - Note: The simple rule of the estimating measurer (no host). The X host breaks lines by the
    ///   Unicode line breaking algorithm instead (`TextMeasuring.lines(of:width:font:limit:)`).
    public static func lines(of text: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if measure(candidate) <= width || current.isEmpty && measure(String(word)) <= width {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                current = ""
                for character in word {
                    let next = current + String(character)
                    if measure(next) > width, !current.isEmpty {
                        lines.append(current)
                        current = String(character)
                    } else {
                        current = next
                    }
                }
            }
            lines.append(current)
        }
        return lines
    }

    /// `text` shortened with an ellipsis at the tail until it measures no more than `width`.
    public static func truncatingTail(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        if measure(text) <= width { return text }
        var characters = Array(text)
        // Binary search for the longest prefix that fits with the ellipsis.
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle]) + "…") <= width { low = middle } else { high = middle - 1 }
        }
        characters = Array(characters[..<low])
        while let last = characters.last, last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    /// `text` shortened with an ellipsis at the head (`.byTruncatingHead`): "…" and the longest end
    /// of the text that fits `width`.
    ///
    /// - Complexity: O(log n) measurements for n characters.
    public static func truncatingHead(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        truncating(text, width: width, measure: measure) { characters, kept in
            "…" + String(characters[(characters.count - kept)...]).drop { $0 == " " }
        }
    }

    /// `text` shortened with an ellipsis in the middle (`.byTruncatingMiddle`): its start and its end,
    /// as much of each as fits `width` (the start gets the odd character).
    ///
    /// - Complexity: O(log n) measurements for n characters.
    public static func truncatingMiddle(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        truncating(text, width: width, measure: measure) { characters, kept in
            let start = String(characters[..<((kept + 1) / 2)]), end = String(characters[(characters.count - kept / 2)...])
            return String(start.reversed().drop { $0 == " " }.reversed()) + "…" + end.drop { $0 == " " }
        }
    }

    /// The text `cut(characters, kept)` makes for the largest number of characters kept that fits
    /// `width` (the text itself when it fits whole).
    private static func truncating(_ text: String, width: CGFloat, measure: (String) -> CGFloat,
                                   cut: ([Character], Int) -> String) -> String {
        if measure(text) <= width { return text }
        let characters = Array(text)
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(cut(characters, middle)) <= width { low = middle } else { high = middle - 1 }
        }
        return cut(characters, low)
    }
}
