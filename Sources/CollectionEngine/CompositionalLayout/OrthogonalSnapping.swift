import Foundation

/// Where an orthogonal section may come to rest: evenly spaced points (pages, or group boundaries),
/// the last clamped to the end of the section's offset range. A pure value; `rest`, `next` and
/// `nearest` are arithmetic, whatever the number of groups.
struct OrthogonalSnapping: Equatable {
    var base: CGFloat
    var step: CGFloat
    var count: Int
    var range: ClosedRange<CGFloat>

    /// The points a section with `behavior` rests at, or nil when it rests anywhere (`.continuous`).
    static func points(of section: CompositionalSection) -> OrthogonalSnapping? {
        let range = section.offsetRange
        switch section.orthogonal {
        case .none, .continuous:
            return nil
        case .paging:
            let page = section.viewport.length
            guard page > 0 else { return nil }
            return OrthogonalSnapping(base: 0, step: page, count: Int((range.upperBound / page).rounded(.up)) + 1, range: range)
        case .groupPaging, .continuousGroupLeadingBoundary:
            guard section.stride > 0 else { return nil }
            return OrthogonalSnapping(base: 0, step: section.stride, count: section.groupCount, range: range)
        case .groupPagingCentered:
            guard section.stride > 0 else { return nil }
            return OrthogonalSnapping(base: section.centredOffset(ofGroup: 0), step: section.stride, count: section.groupCount, range: range)
        }
    }

    func point(_ index: Int) -> CGFloat {
        min(max(base + CGFloat(min(max(index, 0), max(count - 1, 0))) * step, range.lowerBound), range.upperBound)
    }

    func nearest(to offset: CGFloat) -> CGFloat {
        point(Int(((offset - base) / step).rounded()))
    }

    /// The first point past `offset` in `direction` (-1 back, +1 forward), or the last one that way.
    func next(from offset: CGFloat, direction: Int) -> CGFloat {
        let position = (offset - base) / step
        let index = direction > 0 ? Int((position + Self.tolerance).rounded(.down)) + 1 : Int((position - Self.tolerance).rounded(.up)) - 1
        return point(index)
    }

    /// Where a scroll that started at `start` and was let go at `proposed`, moving at `velocity` points
    /// per second, comes to rest: quick flicks go on to the next point, slow ones to the nearest.
    func rest(proposed: CGFloat, start: CGFloat, velocity: CGFloat) -> CGFloat {
        guard abs(velocity) >= Self.flickSpeed else { return nearest(to: proposed) }
        return next(from: nearest(to: start), direction: velocity > 0 ? 1 : -1)
    }

    /// Below this speed a released drag settles on the nearest point.
    static let flickSpeed: CGFloat = 300
    private static let tolerance: CGFloat = 0.001
}
