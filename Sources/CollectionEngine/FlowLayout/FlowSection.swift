import Foundation

/// What one section of a flow layout is made of, already in flow coordinates.
struct FlowSectionMetrics {
    var itemCount: Int
    /// Insets in flow terms: before/after along the scroll axis, and across it.
    var mainBefore: CGFloat, mainAfter: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerLength: CGFloat
    var footerLength: CGFloat
    /// One size for every item, or one size per item.
    var sizes: ItemSizes

    enum ItemSizes {
        case uniform(FlowSize)
        case perItem([FlowSize])
        /// Self-sizing: the estimate for every item but those measured (in item order, each different
        /// from the estimate).
        case estimated(FlowSize, measured: [(item: Int, size: FlowSize)])
    }
}

/// One laid-out section: where its header, lines and footer are along the scroll axis, and how its
/// items sit in their lines.
///
/// - Complexity: Uniform sections answer every question by arithmetic in O(1) memory; sections with
///   per-item sizes keep O(n) arrays and answer by binary search; self-sizing sections keep only their
///   measured items (see `EstimatedLines`).
struct FlowSection: StackedSection {
    /// The section's extent; its content lies between its header and its footer.
    var span: SectionSpan
    /// What the section was built from: its item count, insets, spacings, header and footer lengths.
    var metrics: FlowSectionMetrics
    /// Where the first line starts along the scroll axis, and the lines across it.
    var itemsMainStart: CGFloat
    var crossStart: CGFloat
    var lines: Lines

    enum Lines {
        case uniform(UniformLines)
        case variable(VariableLines)
        case estimated(EstimatedLines)
    }

    /// Lays out a section that starts at `mainStart` in content `contentCross` wide (or high).
    static func build(_ metrics: FlowSectionMetrics, mainStart: CGFloat, crossStart: CGFloat, crossAvailable: CGFloat) -> FlowSection {
        var metrics = metrics
        let itemsMainStart = mainStart + metrics.headerLength + metrics.mainBefore
        let lines: Lines
        switch metrics.sizes {
        case let .estimated(estimate, measured) where !measured.isEmpty:
            lines = .estimated(EstimatedLines(
                estimate: estimate, count: metrics.itemCount, measured: measured, available: crossAvailable,
                lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
        case let .uniform(size), let .estimated(size, _):
            lines = .uniform(UniformLines(
                size: size, count: metrics.itemCount, available: crossAvailable,
                lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
        case let .perItem(sizes):
            if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
                // Kept as one size, so a uniform section holds no per-item array.
                metrics.sizes = .uniform(first)
                lines = .uniform(UniformLines(
                    size: first, count: sizes.count, available: crossAvailable,
                    lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
            } else {
                lines = .variable(VariableLines(
                    sizes: sizes, available: crossAvailable,
                    lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
            }
        }
        let linesLength: CGFloat = switch lines {
        case let .uniform(uniform): uniform.totalLength
        case let .variable(variable): variable.totalLength
        case let .estimated(estimated): estimated.totalLength
        }
        let itemsMainEnd = itemsMainStart + linesLength
        let mainEnd = itemsMainEnd + metrics.mainAfter + metrics.footerLength
        let span = SectionSpan(mainStart: mainStart, contentStart: mainStart + metrics.headerLength,
                               contentEnd: mainEnd - metrics.footerLength, mainEnd: mainEnd)
        return FlowSection(span: span, metrics: metrics, itemsMainStart: itemsMainStart, crossStart: crossStart, lines: lines)
    }

    /// The frame of item `item`, in flow coordinates.
    func itemFrame(_ item: Int) -> FlowRect {
        var frame = switch lines {
        case let .uniform(uniform): uniform.frame(of: item)
        case let .variable(variable): variable.frame(of: item)
        case let .estimated(estimated): estimated.frame(of: item)
        }
        frame.main += itemsMainStart
        frame.cross += crossStart
        return frame
    }

    /// The items whose frames meet the span `main` × `cross`, in order.
    func items(inMain main: FlowSpan, cross: FlowSpan) -> [Int] {
        let localMain = FlowSpan(start: main.start - itemsMainStart, end: main.end - itemsMainStart)
        let localCross = FlowSpan(start: cross.start - crossStart, end: cross.end - crossStart)
        return switch lines {
        case let .uniform(uniform): uniform.items(inMain: localMain, cross: localCross)
        case let .variable(variable): variable.items(inMain: localMain, cross: localCross)
        case let .estimated(estimated): estimated.items(inMain: localMain, cross: localCross)
        }
    }

    /// The items sharing a line with `item`, and the line's thickness along the scroll axis.
    func line(holding item: Int) -> (items: Range<Int>, thickness: CGFloat) {
        switch lines {
        case let .uniform(uniform):
            return (uniform.grid.line(holding: item, of: uniform.count), uniform.grid.size.main)
        case let .variable(variable):
            let line = variable.line(of: item)
            return (variable.lineRange(line), variable.lineThickness[line])
        case let .estimated(estimated):
            return estimated.line(holding: item)
        }
    }
}

/// Lines of items that all have one size: everything is arithmetic.
struct UniformLines {
    var grid: LineGrid
    var count: Int
    var lineCount: Int

    init(size: FlowSize, count: Int, available: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        grid = LineGrid(size: size, itemCount: count, available: available, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing)
        self.count = count
        lineCount = grid.lineCount(of: count)
    }

    var totalLength: CGFloat { grid.length(ofLines: lineCount) }

    func frame(of item: Int) -> FlowRect { grid.frame(of: item, origin: 0) }

    func items(inMain main: FlowSpan, cross: FlowSpan) -> [Int] {
        var result: [Int] = []
        grid.appendItems(inMain: main, cross: cross, lines: lineCount, items: count, origin: 0, firstItem: 0, to: &result)
        return result
    }
}

/// Lines of items of different sizes: greedy line breaking, positions kept in arrays.
struct VariableLines {
    var sizes: [FlowSize]
    /// The first item of each line.
    var lineStarts: [Int] = []
    var lineOrigins: [CGFloat] = []
    var lineThickness: [CGFloat] = []
    /// Each item's offset across its line.
    var crossOffsets: [CGFloat]
    var totalLength: CGFloat = 0

    init(sizes: [FlowSize], available: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.sizes = sizes
        crossOffsets = Array(repeating: 0, count: sizes.count)
        var start = 0, main: CGFloat = 0
        while start < sizes.count {
            var end = start + 1, used = sizes[start].cross
            while end < sizes.count, used + interitemSpacing + sizes[end].cross <= available + FlowTolerance.fit {
                used += interitemSpacing + sizes[end].cross
                end += 1
            }
            lineStarts.append(start)
            lineOrigins.append(main)
            let thickness = sizes[start..<end].map(\.main).max() ?? 0
            lineThickness.append(thickness)
            main += thickness + lineSpacing
            start = end
        }
        totalLength = lineStarts.isEmpty ? 0 : main - lineSpacing
        for line in lineStarts.indices {
            let range = lineRange(line)
            let lengths = sizes[range].map(\.cross)
            let isLast = line == lineStarts.count - 1
            let offsets = isLast && lineStarts.count > 1
                ? LineJustification.packed(lengths, spacing: interitemSpacing)
                : LineJustification.justified(lengths, available: available)
            for (item, offset) in zip(range, offsets) { crossOffsets[item] = offset }
        }
    }

    func lineRange(_ line: Int) -> Range<Int> {
        lineStarts[line]..<(line + 1 < lineStarts.count ? lineStarts[line + 1] : sizes.count)
    }

    /// The line holding `item`, by binary search.
    func line(of item: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func frame(of item: Int) -> FlowRect {
        let line = line(of: item), size = sizes[item]
        // Items are centred across the thickness of their line, as UIKit centres them.
        let main = lineOrigins[line] + (lineThickness[line] - size.main) / 2
        return FlowRect(main: main, cross: crossOffsets[item], mainLength: size.main, crossLength: size.cross)
    }

    func items(inMain main: FlowSpan, cross: FlowSpan) -> [Int] {
        guard !lineStarts.isEmpty else { return [] }
        // The first line that ends after the span starts.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineOrigins[middle] + lineThickness[middle] <= main.start { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        var line = low
        while line < lineStarts.count, lineOrigins[line] < main.end {
            for item in lineRange(line) {
                let frame = frame(of: item)
                if main.overlaps(frame.main, frame.mainEnd), cross.overlaps(frame.cross, frame.crossEnd) { result.append(item) }
            }
            line += 1
        }
        return result
    }
}
