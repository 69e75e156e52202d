import Foundation

/// Lines of a self-sizing section: every item has the estimated size except a sparse, sorted set of
/// measured ones.
///
/// The section is a sequence of pieces: runs of lines made only of estimates (arithmetic, like
/// `UniformLines`) between single lines that hold at least one measured item (kept explicitly).
/// Greedy line breaking falls back into step with the estimate right after each measured cluster,
/// so an item count of millions costs nothing beyond its measured items.
///
/// - Complexity: Building is O(m · k) for m measured items and k estimated items per line; finding an
///   item or a position is O(log pieces).
struct EstimatedLines {
    /// A stretch of lines of `itemsPerLine` estimated items each (the section's last may be shorter).
    struct Run {
        var firstItem: Int
        var itemCount: Int
        var lineCount: Int
    }

    /// One line holding a measured item; its items' sizes and offsets across the line are in the
    /// flat arrays at `storage`.
    struct Line {
        var items: Range<Int>
        var thickness: CGFloat
        var storage: Int
    }

    enum Kind {
        case run(Run)
        case line(Line)
    }

    struct Piece {
        var kind: Kind
        var firstItem: Int
        /// Where the piece starts along the scroll axis, and its extent (without the spacing after it).
        var origin: CGFloat
        var length: CGFloat
    }

    /// The lines of estimates that runs are made of.
    let grid: LineGrid
    let count: Int
    private(set) var pieces: [Piece] = []
    private(set) var sizes: [FlowSize] = []
    private(set) var crossOffsets: [CGFloat] = []
    private(set) var totalLength: CGFloat = 0

    /// `measured` lists items in increasing order, with their sizes.
    init(estimate: FlowSize, count: Int, measured: [(item: Int, size: FlowSize)],
         available: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        grid = LineGrid(size: estimate, available: available, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing)
        self.count = count
        let perLine = grid.itemsPerLine

        var item = 0, next = 0, main: CGFloat = 0, lineCount = 0
        func size(of item: Int) -> FlowSize {
            while next < measured.count, measured[next].item < item { next += 1 }
            return next < measured.count && measured[next].item == item ? measured[next].size : estimate
        }
        while item < count {
            _ = size(of: item)
            let nextMeasured = next < measured.count ? measured[next].item : count
            // Whole lines of estimates that cannot take in the next measured item: a full line right
            // before it might (when it is narrow), and the section's last line is packed, so both are
            // broken item by item below.
            let freeLines = (nextMeasured - item - 1) / perLine
            if freeLines > 0 {
                let items = min(freeLines * perLine, count - item)
                let length = grid.length(ofLines: freeLines)
                pieces.append(Piece(kind: .run(Run(firstItem: item, itemCount: items, lineCount: freeLines)),
                                    firstItem: item, origin: main, length: length))
                main += length + lineSpacing
                item += items
                lineCount += freeLines
                continue
            }
            // A line that holds a measured item, broken greedily as `VariableLines` breaks it.
            // Written into the flat arrays directly: a list has one such line per measured item.
            let storage = sizes.count
            let first = size(of: item)
            var end = item + 1, used = first.cross, thickness = first.main
            sizes.append(first)
            while end < count {
                let candidate = size(of: end)
                guard used + interitemSpacing + candidate.cross <= available + FlowTolerance.fit else { break }
                used += interitemSpacing + candidate.cross
                thickness = max(thickness, candidate.main)
                sizes.append(candidate)
                end += 1
            }
            Self.appendJustifiedOffsets(of: sizes[storage...], used: used, available: available,
                                        interitemSpacing: interitemSpacing, to: &crossOffsets)
            pieces.append(Piece(kind: .line(Line(items: item..<end, thickness: thickness, storage: storage)),
                                firstItem: item, origin: main, length: thickness))
            main += thickness + lineSpacing
            item = end
            lineCount += 1
        }
        totalLength = pieces.isEmpty ? 0 : main - lineSpacing
        // The last line of a section of several lines is packed at the leading edge, as `VariableLines` packs it.
        if lineCount > 1, let last = pieces.last, case let .line(line) = last.kind {
            let range = line.storage..<(line.storage + line.items.count)
            let packed = LineJustification.packed(sizes[range].map(\.cross), spacing: interitemSpacing)
            crossOffsets.replaceSubrange(range, with: packed)
        }
    }

    /// `LineJustification.justified` for one line, appended without intermediate arrays.
    private static func appendJustifiedOffsets(
        of line: ArraySlice<FlowSize>, used: CGFloat, available: CGFloat, interitemSpacing: CGFloat, to offsets: inout [CGFloat]
    ) {
        guard line.count > 1, let first = line.first else {
            if let only = line.first { offsets.append((available - only.cross) / 2) }
            return
        }
        let lengths = used - CGFloat(line.count - 1) * interitemSpacing
        let gap = (available - lengths) / CGFloat(line.count - 1)
        var position: CGFloat = 0
        offsets.append(position)
        position += first.cross + gap
        for size in line.dropFirst() {
            offsets.append(position)
            position += size.cross + gap
        }
    }

    /// The piece holding `item`.
    private func piece(holding item: Int) -> Piece {
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        return pieces[low]
    }

    func frame(of item: Int) -> FlowRect {
        let piece = piece(holding: item)
        switch piece.kind {
        case let .run(run):
            return grid.frame(of: item - run.firstItem, origin: piece.origin)
        case let .line(line):
            let index = line.storage + item - line.items.lowerBound, size = sizes[index]
            return FlowRect(main: piece.origin + (line.thickness - size.main) / 2, cross: crossOffsets[index],
                            mainLength: size.main, crossLength: size.cross)
        }
    }

    /// The items of the line holding `item`, and that line's thickness.
    func line(holding item: Int) -> (items: Range<Int>, thickness: CGFloat) {
        let piece = piece(holding: item)
        switch piece.kind {
        case let .run(run):
            let local = grid.line(holding: item - run.firstItem, of: run.itemCount)
            return (run.firstItem + local.lowerBound..<run.firstItem + local.upperBound, grid.size.main)
        case let .line(line):
            return (line.items, line.thickness)
        }
    }

    func items(inMain main: FlowSpan, cross: FlowSpan) -> [Int] {
        // The first piece that ends after the span starts.
        var low = 0, high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            if pieces[middle].origin + pieces[middle].length < main.start { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var index = low
        while index < pieces.count, pieces[index].origin <= main.end {
            let piece = pieces[index]
            switch piece.kind {
            case let .run(run):
                grid.appendItems(inMain: main, cross: cross, lines: run.lineCount, items: run.itemCount, origin: piece.origin,
                                 firstItem: run.firstItem, to: &result)
            case let .line(line):
                for item in line.items {
                    let frame = frame(of: item)
                    if main.overlaps(frame.main, frame.mainEnd), cross.overlaps(frame.cross, frame.crossEnd) { result.append(item) }
                }
            }
            index += 1
        }
        return result
    }
}
