import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Seeded random stacks (axis, distribution, alignment, spacings, sizes, hidden views), sized by their
/// content, checked against what every configuration must give.
@MainActor @Suite struct UIStackViewFuzzTests {
    private struct Configuration {
        var axis: NSLayoutConstraint.Axis
        var distribution: UIStackView.Distribution
        var alignment: UIStackView.Alignment
        var spacing: CGFloat
        var sizes: [CGSize]
        var hidden: [Bool]
        var customSpacings: [Int: CGFloat]

        init(random: inout SeededGenerator) {
            axis = Bool.random(using: &random) ? .horizontal : .vertical
            distribution = UIStackView.Distribution(rawValue: Int.random(in: 0...4, using: &random)) ?? .fill
            alignment = UIStackView.Alignment(rawValue: Int.random(in: 0...5, using: &random)) ?? .fill
            spacing = CGFloat(Int.random(in: 0...12, using: &random))
            let count = Int.random(in: 1...6, using: &random)
            sizes = (0..<count).map { _ in
                CGSize(width: CGFloat(Int.random(in: 1...80, using: &random)), height: CGFloat(Int.random(in: 1...80, using: &random)))
            }
            hidden = (0..<count).map { _ in Int.random(in: 0..<4, using: &random) == 0 }
            customSpacings = [:]
            for index in 0..<count where Int.random(in: 0..<4, using: &random) == 0 {
                customSpacings[index] = CGFloat(Int.random(in: 0...20, using: &random))
            }
        }

        /// A stack laid out by this configuration, with its views.
        @MainActor func make() -> (UIStackView, [SizedView]) {
            let views = sizes.map { SizedView($0.width, $0.height) }
            for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
            let stack = contentSizedStack(views) { stack in
                stack.axis = axis
                stack.distribution = distribution
                stack.alignment = alignment
                stack.spacing = spacing
                for (index, value) in customSpacings { stack.setCustomSpacing(value, after: views[index]) }
            }
            return (stack, views)
        }
    }

    @Test func randomStacksHoldTheirInvariants() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let configuration = Configuration(random: &random)
            var made: (UIStackView, [SizedView])?
            let errors = constraintErrors { made = configuration.make() }
            guard let (stack, views) = made else { continue }
            #expect(errors.isEmpty, "\(random)")
            check(configuration, stack, views, random)
            let (_, again) = configuration.make()
            #expect(again.map(\.frame) == views.map(\.frame), "the same stack is laid out the same way: \(random)")
        }
    }

    private func check(_ configuration: Configuration, _ stack: UIStackView, _ views: [SizedView], _ random: SeededGenerator) {
        let horizontal = configuration.axis == .horizontal
        func start(_ rect: CGRect) -> CGFloat { horizontal ? rect.minX : rect.minY }
        func end(_ rect: CGRect) -> CGFloat { horizontal ? rect.maxX : rect.maxY }
        func length(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        func thickness(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
        // Frames are snapped to whole pixels: an edge moves by up to half a point, a length or a
        // distance between two edges by up to one.
        let snap: CGFloat = 1.01
        let visible = views.filter { !$0.isHidden }
        for view in views where view.isHidden { #expect(length(view.frame.size) == 0, "hidden views collapse: \(random)") }
        guard let first = visible.first, let last = visible.last else { return }
        #expect(abs(start(first.frame)) < 0.5, "\(random)")
        #expect(abs(end(last.frame) - length(stack.bounds.size)) < snap, "\(random)")
        for (earlier, later) in zip(visible, visible.dropFirst()) {
            let index = views.firstIndex { $0 === earlier } ?? 0
            let gap = configuration.customSpacings[index] ?? configuration.spacing
            let distance = start(later.frame) - end(earlier.frame)
            if configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering {
                #expect(distance > gap - snap, "spacing is a minimum: \(random)")
            } else {
                #expect(abs(distance - gap) < snap, "spacing is exact: \(random)")
            }
        }
        if configuration.distribution == .fillEqually {
            #expect(visible.allSatisfy { abs(length($0.frame.size) - length(first.frame.size)) < snap }, "\(random)")
        } else {
            #expect(visible.allSatisfy { abs(length($0.frame.size) - length($0.size)) < snap }, "intrinsic lengths: \(random)")
        }
        let canvas = thickness(stack.bounds.size)
        #expect(abs(canvas - visible.map { thickness($0.size) }.max()!) < 0.5, "the stack is as thick as its thickest view: \(random)")
        for view in visible {
            let low = horizontal ? view.frame.minY : view.frame.minX, high = horizontal ? view.frame.maxY : view.frame.maxX
            #expect(low > -0.5 && high < canvas + 0.5, "views stay inside the stack: \(random)")
        }
    }
}
