import Foundation

/// One line of wrapped text, in logical order.
struct WrappedLine: Equatable {
    /// The line without the spaces that end it (spaces at the end of a line are not measured).
    var text: String
    /// Where the line starts in the text wrapped: a label cut to fewer lines shows the rest from here.
    var start: String.Index
    /// Its paragraph's direction, which every line of the paragraph is ordered in (nil: the line's
    /// own first strong character decides, for a label of one line).
    var isRightToLeft: Bool?
}

/// Text broken into lines no wider than `width`: at the Unicode line breaking algorithm's
/// opportunities (`LineBreaks`), the furthest that fits; a word wider than a line breaks between
/// grapheme clusters (never inside one), and a line always holds at least one cluster.
///
/// Lines are broken in logical order; each keeps its paragraph's direction (the first strong
/// character of the text between line feeds), so a right-to-left paragraph's lines are each
/// reordered by the bidi algorithm as a line of that paragraph.
///
/// ```swift
/// let wrapping = LineWrapping(width: 120, advances: shapedAdvances, measure: shapedWidth)
/// wrapping.lines(of: "ภาษาไทยไม่มีช่องว่าง").map(\.text)     // broken between Thai words
/// ```
///
/// - Complexity: O(n) in the scalars to find opportunities and add up `advances` (each paragraph
///   measured once), plus one `measure` of each line: the advances pick where a line ends, the
///   measure (the line shaped on its own, as drawn) confirms it. Only when joining or kerning at the
///   cut makes a line wider than its advances said does it search back, in O(log k) measures for the
///   k opportunities on the line. Whatever the text, the work is bounded by its length, not by the
///   number of ways it could be broken.
struct LineWrapping {
    /// The most a line may measure.
    var width: CGFloat
    /// Each scalar's share of a paragraph's advance, in logical order (a paragraph shaped once, in
    /// its direction): the estimate that picks where a line ends.
    var advances: (_ paragraph: String, _ rightToLeft: Bool) -> [CGFloat]
    /// A line's width as drawn (shaped on its own, in its paragraph's direction): what decides.
    var measure: (_ line: String, _ rightToLeft: Bool) -> CGFloat

    /// Rounding between points and pixels must not push a line that was measured to fit onto two.
    private static let tolerance: CGFloat = 0.01

    /// The lines of `text`: each paragraph (text between line feeds) broken on its own; an empty
    /// paragraph is an empty line. With a `limit` above 0, only the first `limit` lines (a label of
    /// that many lines cuts the rest): a long text costs no more lines shaped than are shown.
    func lines(of text: String, limit: Int = 0) -> [WrappedLine] {
        var lines: [WrappedLine] = []
        let limit = limit > 0 ? limit : Int.max
        var paragraph = Paragraph(start: text.startIndex)
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character.isNewline {
                paragraph.end = index
                wrap(paragraph, of: text, into: &lines, limit: limit)
                guard lines.count < limit else { return lines }
                paragraph = Paragraph(start: next)
            } else {
                paragraph.add(text.unicodeScalars[index..<next], at: index)
            }
            index = next
        }
        paragraph.end = text.endIndex
        wrap(paragraph, of: text, into: &lines, limit: limit)
        return lines
    }

    /// A paragraph's scalars with where each starts in the text, and where its clusters start.
    private struct Paragraph {
        var start: String.Index
        var end: String.Index
        var scalars: [Unicode.Scalar] = []
        var indices: [String.Index] = []
        var clusterStarts: [Int] = []

        init(start: String.Index) {
            self.start = start
            end = start
        }

        mutating func add(_ cluster: Substring.UnicodeScalarView, at index: String.Index) {
            clusterStarts.append(scalars.count)
            var scalarIndex = index
            for scalar in cluster {
                scalars.append(scalar)
                indices.append(scalarIndex)
                scalarIndex = cluster.index(after: scalarIndex)
            }
        }

        /// Where scalar `offset` starts in the text (the paragraph's end for its length).
        func index(_ offset: Int) -> String.Index { offset < indices.count ? indices[offset] : end }
    }

    private func wrap(_ paragraph: Paragraph, of text: String, into lines: inout [WrappedLine], limit: Int) {
        let count = paragraph.scalars.count
        let rightToLeft = BidiLayout.isRightToLeft(paragraph: paragraph.scalars.map(\.value))
        guard count > 0 else {
            lines.append(WrappedLine(text: "", start: paragraph.start, isRightToLeft: rightToLeft))
            return
        }
        let whole = String(text[paragraph.start..<paragraph.end])
        var sums = [CGFloat](repeating: 0, count: count + 1)
        let shares = advances(whole, rightToLeft)
        for offset in 0..<count { sums[offset + 1] = sums[offset] + (offset < shares.count && shares[offset].isFinite ? shares[offset] : 0) }
        let line = LineMeasure(paragraph: paragraph, text: text, sums: sums, rightToLeft: rightToLeft, wrapping: self)
        let breaks = LineBreaks.opportunities(in: paragraph.scalars)
        let clusterEnds = Array(paragraph.clusterStarts.dropFirst()) + [count]
        var start = 0, nextBreak = 0, nextCluster = 0
        while start < count, lines.count < limit {
            while breaks[nextBreak] <= start { nextBreak += 1 }
            while clusterEnds[nextCluster] <= start { nextCluster += 1 }
            let end = line.furthestFit(from: start, among: breaks, first: nextBreak)
                ?? line.furthestFit(from: start, among: clusterEnds, first: nextCluster, before: breaks[nextBreak])
                ?? clusterEnds[nextCluster]
            lines.append(WrappedLine(text: line.text(start, end), start: paragraph.index(start), isRightToLeft: rightToLeft))
            start = end
        }
    }

    /// Measuring candidate lines of one paragraph.
    private struct LineMeasure {
        let paragraph: Paragraph
        let text: String
        /// Running totals of the advances: `sums[j] - sums[i]` is the estimate of scalars i..<j.
        let sums: [CGFloat]
        let rightToLeft: Bool
        let wrapping: LineWrapping

        /// `end` without the white space before it, but not before `start`.
        func visibleEnd(_ start: Int, _ end: Int) -> Int {
            var visible = end
            while visible > start, paragraph.scalars[visible - 1].properties.isWhitespace { visible -= 1 }
            return visible
        }

        func text(_ start: Int, _ end: Int) -> String {
            String(text[paragraph.index(start)..<paragraph.index(visibleEnd(start, end))])
        }

        func estimateFits(_ start: Int, _ end: Int) -> Bool {
            sums[visibleEnd(start, end)] - sums[start] <= wrapping.width + LineWrapping.tolerance
        }

        func fits(_ start: Int, _ end: Int) -> Bool {
            wrapping.measure(text(start, end), rightToLeft) <= wrapping.width + LineWrapping.tolerance
        }

        /// The furthest of `ends[first...]` (ascending, below `limit`) whose line from `start` fits
        /// when measured, or nil when none does: the estimate picks one, the measure confirms it or
        /// a binary search among those before it finds the last that fits.
        func furthestFit(from start: Int, among ends: [Int], first: Int, before limit: Int = .max) -> Int? {
            var last = first - 1
            while last + 1 < ends.count, ends[last + 1] < limit, estimateFits(start, ends[last + 1]) { last += 1 }
            guard last >= first else { return nil }
            if fits(start, ends[last]) { return ends[last] }
            var low = first, high = last - 1, found: Int?
            while low <= high {
                let middle = (low + high) / 2
                if fits(start, ends[middle]) { found = ends[middle]; low = middle + 1 } else { high = middle - 1 }
            }
            return found
        }
    }
}
