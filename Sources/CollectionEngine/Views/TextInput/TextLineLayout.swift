import Foundation

/// Which part of a field's one line is shown: the line scrolls so the caret stays in view, and only
/// the shown part (and what scrolling walks over near the caret) is ever measured, so a line of
/// megabytes costs what a short one does.
///
/// `measure` gives the caret positions of a range of the text with x from the range's start (the
/// field measures with its window's `textMeasurer`); ranges are UTF-16 offsets on cluster boundaries.
struct TextLineLayout {
    let buffer: TextEditingBuffer
    /// The offset shown at the leading edge.
    private(set) var start: Int
    let width: CGFloat
    let measure: (Range<Int>) -> [TextCaretPosition]

    /// How many UTF-16 units are measured at first when walking the line; doubled until enough.
    static let firstChunk = 256
    /// Beyond this many units between the leading edge and the caret, the caret is not measured from
    /// the edge: the line is placed afresh with the caret at the trailing edge.
    static let farCaret = 8192

    init(buffer: TextEditingBuffer, start: Int, width: CGFloat, measure: @escaping (Range<Int>) -> [TextCaretPosition]) {
        self.buffer = buffer
        self.start = buffer.boundary(atOrBefore: min(max(0, start), buffer.length))
        self.width = max(1, width)
        self.measure = measure
    }

    /// The room the caret needs at the trailing edge.
    private var usable: CGFloat { max(1, width - 2) }

    /// Moves `start` so the caret is in view: left of the edge, it becomes the edge; past the
    /// trailing edge, the line scrolls until it sits there. A line that ends before the trailing
    /// edge while scrolled scrolls back to fill it.
    mutating func scrollToCaret() {
        let caret = buffer.caret
        if caret < start { start = caret }
        if caret - start > Self.farCaret || (measure(start..<caret).last?.x ?? 0) > usable {
            start = startShowing(upTo: caret)
        }
        if start > 0, buffer.length - start <= Self.farCaret, (measure(start..<buffer.length).last?.x ?? 0) < usable {
            start = startShowing(upTo: buffer.length)
        }
    }

    /// The leading offset that shows the text before `end` filling the line, `end` at the trailing edge.
    func startShowing(upTo end: Int) -> Int {
        var chunk = Self.firstChunk
        while true {
            let lower = buffer.boundary(atOrBefore: max(0, end - chunk))
            let positions = measure(lower..<end)
            let total = positions.last?.x ?? 0
            if let fitting = positions.first(where: { total - $0.x <= usable }), fitting.offset != lower || lower == 0 {
                return fitting.offset
            }
            if lower == 0 { return 0 }
            chunk *= 2
        }
    }

    /// The caret positions shown from `start` to one past the trailing edge (or the end of the text).
    func shownPositions() -> [TextCaretPosition] {
        var chunk = Self.firstChunk
        while true {
            let end = buffer.boundary(atOrBefore: min(buffer.length, start + chunk))
            let positions = measure(start..<end)
            if let past = positions.firstIndex(where: { $0.x > width }) { return Array(positions[...past]) }
            if end == buffer.length { return positions }
            chunk *= 2
        }
    }
}
