import Foundation

/// A rectangle in flow coordinates: `main` runs along the scroll direction, `cross` across it.
///
/// The flow layout computes everything in these terms once, so vertical and horizontal scrolling share
/// one implementation; `rect(for:)` turns the result into screen coordinates.
struct FlowRect: Equatable {
    var main: CGFloat
    var cross: CGFloat
    var mainLength: CGFloat
    var crossLength: CGFloat

    var mainEnd: CGFloat { main + mainLength }
    var crossEnd: CGFloat { cross + crossLength }

    func rect(for direction: UICollectionView.ScrollDirection) -> CGRect {
        switch direction {
        case .vertical: CGRect(x: cross, y: main, width: crossLength, height: mainLength)
        case .horizontal: CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }
}

/// A size in flow coordinates.
struct FlowSize: Equatable {
    var main: CGFloat
    var cross: CGFloat

    init(main: CGFloat, cross: CGFloat) {
        self.main = main
        self.cross = cross
    }

    init(_ size: CGSize, _ direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: self.init(main: size.height, cross: size.width)
        case .horizontal: self.init(main: size.width, cross: size.height)
        }
    }
}

/// A closed range along one axis, used to ask "what lies between here and there".
struct FlowSpan {
    var start: CGFloat
    var end: CGFloat

    init(start: CGFloat, end: CGFloat) { (self.start, self.end) = (start, end) }

    init(_ rect: CGRect, main direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: (start, end) = (rect.minY, rect.maxY)
        case .horizontal: (start, end) = (rect.minX, rect.maxX)
        }
    }

    init(_ rect: CGRect, cross direction: UICollectionView.ScrollDirection) {
        switch direction {
        case .vertical: (start, end) = (rect.minX, rect.maxX)
        case .horizontal: (start, end) = (rect.minY, rect.maxY)
        }
    }

    func overlaps(_ start: CGFloat, _ end: CGFloat) -> Bool { start < self.end && end > self.start }
}

/// Where the items of one line go across the line: UIKit's justification rules, as pure functions.
///
/// - Full lines (every line but a section's last) are justified: the space left over is shared evenly
///   between the items, so the first item touches the leading inset and the last the trailing one.
/// - A line that holds a single item centres it.
/// - The last line of a section with more than one line keeps the spacing of the lines above when all
///   items have one size (so it lines up with the columns), and otherwise is packed against the
///   leading inset with the minimum inter-item spacing.
/// - A section with a single line treats it as a full line (so two small items sit at both edges, as
///   UIKit does).
enum LineJustification {
    /// Offsets from the line's start of items of `lengths` on a full line of `available` length.
    static func justified(_ lengths: [CGFloat], available: CGFloat) -> [CGFloat] {
        guard lengths.count > 1 else {
            return lengths.map { (available - $0) / 2 }
        }
        let gap = (available - lengths.reduce(0, +)) / CGFloat(lengths.count - 1)
        return offsets(lengths, gap: gap)
    }

    /// Offsets of items of `lengths` packed from the start with `spacing` between them.
    static func packed(_ lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
        offsets(lengths, gap: spacing)
    }

    private static func offsets(_ lengths: [CGFloat], gap: CGFloat) -> [CGFloat] {
        var position: CGFloat = 0
        return lengths.map { length in
            defer { position += length + gap }
            return position
        }
    }

    /// How many items of `length` fit on a line of `available` with at least `spacing` between them (at least one).
    static func itemsPerLine(length: CGFloat, available: CGFloat, spacing: CGFloat) -> Int {
        let pitch = length + spacing
        guard pitch > 0, available.isFinite else { return 1 }
        let fitting = ((available + spacing + FlowTolerance.fit) / pitch).rounded(.down)
        return max(1, Int(min(fitting, CGFloat(Int32.max))))
    }
}

enum FlowTolerance {
    /// Lets items that fit exactly (up to rounding) stay on the line.
    static let fit: CGFloat = 0.001
}
