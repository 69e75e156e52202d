import Foundation

/// Where prefetching looks: the strip of content just beyond the visible rect's leading edge (the
/// edge the content scrolls toward), as deep as the scroll travels in a given time, within a bound.
///
/// Distances along the heading are measured in "ahead" coordinates, which grow in the direction of
/// travel: y when scrolling down, −y when scrolling up (x and −x sideways). The leading edge is where
/// "ahead" starts; an element's distance is how far its near side lies beyond it.
///
/// Pure functions of geometry, so tests can state them without a view.
struct PrefetchWindow: Equatable, Sendable {
    /// How long ahead of the scroll data is asked for, and how many visible lengths that may reach at most.
    static let data = PrefetchWindow(lookahead: 0.5, maximumScreens: 2)
    /// How long ahead cells are prepared (two frames at 60 Hz), and how many visible lengths that may
    /// reach at most (also how far a prepared cell may fall behind before it goes back to its queue).
    static let cells = PrefetchWindow(lookahead: 2.0 / 60, maximumScreens: 1)

    /// Seconds of travel at the current speed that the window reaches ahead.
    var lookahead: TimeInterval
    /// The bound on the window's depth, in lengths of the visible rect along the heading.
    var maximumScreens: CGFloat

    /// How deep the window reaches beyond the leading edge: `lookahead` seconds of travel, at least
    /// one point (the element about to enter), at most `maximumScreens` visible lengths.
    func depth(for heading: ScrollHeading, visible: CGRect) -> CGFloat {
        min(max(1, heading.speed * CGFloat(lookahead)), maximumDepth(for: heading, visible: visible))
    }

    /// The deepest the window may ever reach for this visible rect.
    func maximumDepth(for heading: ScrollHeading, visible: CGRect) -> CGFloat {
        maximumScreens * Self.length(of: visible, along: heading)
    }

    // MARK: Ahead coordinates

    /// Where "ahead" starts: the visible rect's edge the content scrolls toward.
    static func leadingEdge(of visible: CGRect, heading: ScrollHeading) -> CGFloat {
        switch (heading.axis, heading.forward) {
        case (.vertical, true): visible.maxY
        case (.vertical, false): -visible.minY
        case (.horizontal, true): visible.maxX
        case (.horizontal, false): -visible.minX
        }
    }

    /// The near and far sides of `frame` along the heading, in ahead coordinates.
    static func span(of frame: CGRect, heading: ScrollHeading) -> (near: CGFloat, far: CGFloat) {
        switch (heading.axis, heading.forward) {
        case (.vertical, true): (frame.minY, frame.maxY)
        case (.vertical, false): (-frame.maxY, -frame.minY)
        case (.horizontal, true): (frame.minX, frame.maxX)
        case (.horizontal, false): (-frame.maxX, -frame.minX)
        }
    }

    /// How far beyond the leading edge `frame` starts (negative when it reaches back over it): the order
    /// in which elements are prefetched.
    static func distance(of frame: CGRect, beyond visible: CGRect, heading: ScrollHeading) -> CGFloat {
        span(of: frame, heading: heading).near - leadingEdge(of: visible, heading: heading)
    }

    /// Whether `frame` lies within `reach` of the visible rect on the side it scrolls toward (or meets
    /// the visible rect itself). Elements outside it were passed by, turned away from or jumped over.
    static func isWithin(_ frame: CGRect, reach: CGFloat, of visible: CGRect, heading: ScrollHeading) -> Bool {
        let edge = leadingEdge(of: visible, heading: heading)
        let trailing = edge - length(of: visible, along: heading)
        let sides = span(of: frame, heading: heading)
        return sides.far >= trailing && sides.near <= edge + reach
    }

    /// The part of the content between `near` and `far` (ahead coordinates), as wide as the visible
    /// rect across the heading; nil when it is empty or lies beyond the end of the content.
    static func strip(
        of visible: CGRect, heading: ScrollHeading, from near: CGFloat, to far: CGFloat, contentSize: CGSize
    ) -> CGRect? {
        let contentEnd: CGFloat = switch (heading.axis, heading.forward) {
        case (.vertical, true): contentSize.height
        case (.horizontal, true): contentSize.width
        case (_, false): 0
        }
        let end = min(far, contentEnd)
        guard end > near else { return nil }
        let (low, high) = heading.forward ? (near, end) : (-end, -near)
        switch heading.axis {
        case .vertical: return CGRect(x: visible.minX, y: low, width: visible.width, height: high - low)
        case .horizontal: return CGRect(x: low, y: visible.minY, width: high - low, height: visible.height)
        }
    }

    /// The visible rect's extent across the heading: a strip built for another extent covers other content.
    static func crossExtent(of visible: CGRect, heading: ScrollHeading) -> ClosedRange<CGFloat> {
        heading.axis == .vertical ? visible.minX...visible.maxX : visible.minY...visible.maxY
    }

    static func length(of visible: CGRect, along heading: ScrollHeading) -> CGFloat {
        heading.axis == .vertical ? visible.height : visible.width
    }
}
