import CollectionEngine
import Foundation
import Testing

/// Each alignment across the axis, with frames worked out by hand from Apple's documentation of
/// `UIStackView.Alignment`. The views' lengths add up to the stack's, so only alignment moves them.
@MainActor @Suite struct UIStackViewAlignmentTests {
    let a = SizedView(50, 20), b = SizedView(60, 40)

    private func row(_ alignment: UIStackView.Alignment) {
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 110, height: 100)) { $0.alignment = alignment }
    }

    private func column(_ alignment: UIStackView.Alignment) {
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 100, height: 65)) {
            $0.axis = .vertical
            $0.spacing = 5
            $0.alignment = alignment
        }
    }

    @Test func fillStretchesEveryViewAcrossTheStack() {
        row(.fill)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 100))
    }

    @Test func topKeepsIntrinsicHeightsAgainstTheTop() {
        row(.top)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 40))
    }

    @Test func bottomKeepsIntrinsicHeightsAgainstTheBottom() {
        row(.bottom)
        #expect(a.frame == CGRect(x: 0, y: 80, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 60, width: 60, height: 40))
    }

    @Test func centerCentresEachViewAcrossTheStack() {
        row(.center)
        #expect(a.frame == CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 30, width: 60, height: 40))
    }

    @Test func leadingInAColumnKeepsIntrinsicWidthsAgainstTheLeadingEdge() {
        column(.leading)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 25, width: 60, height: 40))
    }

    @Test func trailingInAColumnKeepsIntrinsicWidthsAgainstTheTrailingEdge() {
        column(.trailing)
        #expect(a.frame == CGRect(x: 50, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 25, width: 60, height: 40))
    }

    @Test func centerInAColumnCentresEachView() {
        column(.center)
        #expect(a.frame == CGRect(x: 25, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 20, y: 25, width: 60, height: 40))
    }

    @Test func aContentSizedRowIsAsThickAsItsThickestView() {
        let stack = contentSizedStack([a, b]) { $0.alignment = .center }
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 110, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
    }

    @Test func aViewWithNoIntrinsicThicknessHasNoneWhenNotFilling() {
        let plain = UIView()
        _ = contentSizedStack([plain, b]) { $0.alignment = .top }
        #expect(plain.frame.height == 0)
        #expect(b.frame.height == 40)
    }

    @Test func firstBaselineLinesUpTheFirstBaselinesOfLabels() {
        let large = UILabel(), small = UILabel()
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        small.text = "small\nsecond line"
        small.numberOfLines = 0
        small.font = .systemFont(ofSize: 12)
        let stack = contentSizedStack([large, small]) { $0.alignment = .firstBaseline }
        // Frames are snapped to whole pixels, so baselines agree to within one.
        #expect(abs((large.frame.minY + large.font.ascender) - (small.frame.minY + small.font.ascender)) < 0.5)
        #expect(min(large.frame.minY, small.frame.minY) == 0)
        #expect(abs(stack.frame.height - max(large.frame.maxY, small.frame.maxY)) < 0.5)
    }

    @Test func lastBaselineLinesUpTheLastBaselines() {
        let large = UILabel(), small = UILabel()
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        small.text = "small\nsecond line"
        small.numberOfLines = 0
        small.font = .systemFont(ofSize: 12)
        _ = contentSizedStack([large, small]) { $0.alignment = .lastBaseline }
        func lastBaseline(_ label: UILabel) -> CGFloat { label.frame.maxY - (label.font.lineHeight - label.font.ascender) }
        #expect(abs(lastBaseline(large) - lastBaseline(small)) < 0.5)
    }

    /// A large label and a vertical stack of two small ones, to be arranged side by side.
    static func labelBesideColumn() -> (large: UILabel, title: UILabel, detail: UILabel, column: UIStackView) {
        let large = UILabel(), title = UILabel(), detail = UILabel()
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        for (label, text) in [(title, "title"), (detail, "detail")] {
            label.text = text
            label.font = .systemFont(ofSize: 12)
        }
        let column = UIStackView(arrangedSubviews: [title, detail])
        column.axis = .vertical
        return (large, title, detail, column)
    }

    @Test func aNestedStackLinesUpByTheFirstBaselineOfItsFirstLabel() {
        let (large, title, _, column) = Self.labelBesideColumn()
        _ = contentSizedStack([large, column]) { $0.alignment = .firstBaseline }
        let titleBaseline = column.frame.minY + title.frame.minY + title.font.ascender
        #expect(abs((large.frame.minY + large.font.ascender) - titleBaseline) < 0.5)
    }

    @Test func aNestedStackLinesUpByTheLastBaselineOfItsLastLabel() {
        let (large, _, detail, column) = Self.labelBesideColumn()
        _ = contentSizedStack([large, column]) { $0.alignment = .lastBaseline }
        func lastBaseline(_ label: UILabel, in frame: CGRect) -> CGFloat { frame.maxY - (label.font.lineHeight - label.font.ascender) }
        let detailFrame = detail.frame.offsetBy(dx: column.frame.minX, dy: column.frame.minY)
        #expect(abs(lastBaseline(large, in: large.frame) - lastBaseline(detail, in: detailFrame)) < 0.5)
    }

    @Test func aStackAnswersForItsBaselinesWithItsVisibleEndViews() {
        let column = UIStackView(arrangedSubviews: [a, b, UILabel()])
        column.axis = .vertical
        column.arrangedSubviews[2].isHidden = true
        #expect(column.forFirstBaselineLayout === a)
        #expect(column.forLastBaselineLayout === b)
        let plain = UIView()
        #expect(plain.forFirstBaselineLayout === plain && plain.forLastBaselineLayout === plain)
    }

    @Test func baselineAlignmentOfViewsWithoutTextLinesUpTheirBottoms() {
        let stack = contentSizedStack([a, b]) { $0.alignment = .firstBaseline }
        #expect(a.frame == CGRect(x: 0, y: 20, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 40))
        #expect(stack.frame.height == 40)
    }

    @Test func topAndBottomAreLeadingAndTrailing() {
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    }
}
