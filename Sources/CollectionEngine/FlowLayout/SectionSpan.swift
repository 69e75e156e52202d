import Foundation

/// Where one laid-out section lies along the scroll axis: its whole extent, and the part between its
/// leading and trailing boundary items (a flow section's header and footer), which those items pin
/// within.
struct SectionSpan {
    var mainStart: CGFloat
    /// Where the section's content (with its insets) starts and ends: after its leading boundary
    /// items, before its trailing ones.
    var contentStart: CGFloat
    var contentEnd: CGFloat
    var mainEnd: CGFloat

    var content: FlowSpan { FlowSpan(start: contentStart, end: contentEnd) }
}

/// A section of a layout that stacks its sections along the scroll axis.
protocol StackedSection {
    var span: SectionSpan { get }
}

extension Array where Element: StackedSection {
    /// The sections, stacked in order along the scroll axis, whose extent meets `span`.
    ///
    /// With `countingTouches`, a section that only touches `span` (ends where it starts, or starts where
    /// it ends) counts too.
    ///
    /// - Complexity: O(log n + k) for k sections found.
    func indexes(overlapping span: FlowSpan, countingTouches: Bool) -> Range<Int> {
        let low = partitioningIndex {
            countingTouches ? $0.span.mainEnd >= span.start : $0.span.mainEnd > span.start
        }
        var end = low
        while end < count, countingTouches ? self[end].span.mainStart <= span.end : self[end].span.mainStart < span.end {
            end += 1
        }
        return low..<end
    }
}
