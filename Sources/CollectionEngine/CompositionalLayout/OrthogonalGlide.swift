import Foundation

/// An orthogonal section's offset gliding to where it comes to rest, eased out, stepped by the
/// collection view's frame driver. Each step moves the offset and asks for a layout pass; views are
/// placed by that pass, so items that come into view appear where they belong.
@MainActor
final class OrthogonalGlide: FrameTicking {
    private weak var layout: UICollectionViewCompositionalLayout?
    let section: Int
    private let from: CGFloat
    let to: CGFloat
    private let span: AnimationSpan

    static let duration: TimeInterval = 0.25

    init(layout: UICollectionViewCompositionalLayout, section: Int, from: CGFloat, to: CGFloat, start: TimeInterval) {
        self.layout = layout
        self.section = section
        (self.from, self.to) = (from, to)
        span = AnimationSpan(start: start, duration: Self.duration)
    }

    func advance(to time: TimeInterval) -> Bool {
        guard let layout, layout.orthogonalGlides[section] === self else { return false }
        let fraction = span.fraction(at: time)
        layout.setOrthogonalOffset(fraction >= 1 ? to : from + (to - from) * TimingCurve.easeOut.progress(fraction), ofSection: section)
        if fraction >= 1 { layout.orthogonalGlides[section] = nil }
        return fraction < 1
    }
}
