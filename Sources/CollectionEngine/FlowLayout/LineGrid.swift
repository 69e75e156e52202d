import Foundation

/// Lines of items that all have one size, in fixed columns: the arithmetic of a uniform section
/// (`UniformLines`) and of each run of estimated lines in a self-sizing one (`EstimatedLines`).
///
/// Items are numbered from the grid's first, lines from the one that starts at `origin`.
struct LineGrid {
    var size: FlowSize
    var itemsPerLine: Int
    var lineSpacing: CGFloat
    /// Offsets across the line of each column; every line uses the same columns.
    var columnOffsets: [CGFloat]

    /// As many items to a line as fit in `available`. The columns are justified over a full line, or
    /// over `itemCount` items when that many fill just one line (a single line is justified over the
    /// items it has; otherwise every line, the last one included, uses the columns of a full line).
    init(size: FlowSize, itemCount: Int? = nil, available: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.size = size
        self.lineSpacing = lineSpacing
        let perLine = LineJustification.itemsPerLine(length: size.cross, available: available, spacing: interitemSpacing)
        itemsPerLine = perLine
        let columns = if let itemCount, itemCount > 0, itemCount <= perLine { itemCount } else { perLine }
        columnOffsets = LineJustification.justified(Array(repeating: size.cross, count: columns), available: available)
    }

    var pitch: CGFloat { size.main + lineSpacing }

    /// The lines `items` items fill; written to avoid overflow for counts near `Int.max`.
    func lineCount(of items: Int) -> Int { items / itemsPerLine + (items % itemsPerLine == 0 ? 0 : 1) }

    /// The length of `lines` lines along the scroll axis, without spacing after the last.
    func length(ofLines lines: Int) -> CGFloat {
        lines == 0 ? 0 : CGFloat(lines) * size.main + CGFloat(lines - 1) * lineSpacing
    }

    func frame(of item: Int, origin: CGFloat) -> FlowRect {
        FlowRect(main: origin + CGFloat(item / itemsPerLine) * pitch, cross: columnOffsets[item % itemsPerLine],
                 mainLength: size.main, crossLength: size.cross)
    }

    /// The items of the line holding `item`, of a grid of `items` items.
    func line(holding item: Int, of items: Int) -> Range<Int> {
        let start = item / itemsPerLine * itemsPerLine
        return start..<min(start + itemsPerLine, items)
    }

    /// Appends `firstItem` plus the number of each of the grid's `items` items (in `lines` lines from
    /// `origin`) whose frame overlaps `main` and `cross`, in item order.
    ///
    /// - Complexity: O(lines and columns overlapped), whatever the number of items.
    func appendItems(inMain main: FlowSpan, cross: FlowSpan, lines: Int, items: Int, origin: CGFloat,
                     firstItem: Int, to result: inout [Int]) {
        guard lines > 0 else { return }
        guard pitch > 0 else {
            // Lines of no thickness and no spacing all lie at `origin`.
            if main.overlaps(origin, origin + length(ofLines: lines)) { result.append(contentsOf: firstItem..<firstItem + items) }
            return
        }
        let count = CGFloat(lines)
        let first = Int(min(count, max(0, ((main.start - origin) / pitch).rounded(.down))))
        let last = Int(min(count - 1, max(-1, ((main.end - origin) / pitch).rounded(.down))))
        guard first <= last else { return }
        let columns = columnOffsets.indices.filter { cross.overlaps(columnOffsets[$0], columnOffsets[$0] + size.cross) }
        // Reserved only into an empty array: growing it run by run would copy it each time.
        if result.isEmpty { result.reserveCapacity((last - first + 1) * columns.count) }
        for line in first...last {
            let lineMain = origin + CGFloat(line) * pitch
            guard main.overlaps(lineMain, lineMain + size.main) else { continue }
            for column in columns {
                let item = line * itemsPerLine + column
                if item < items { result.append(firstItem + item) }
            }
        }
    }
}
