import CollectionEngine
import Foundation
import Testing

/// A label that records the width bound of every measurement asked of it.
@MainActor
private final class RecordingLabel: UILabel {
    var measuredWidths: [CGFloat] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredWidths.append(size.width)
        return super.sizeThatFits(size)
    }

    var oneLineMeasurements: Int { measuredWidths.filter { $0 == .greatestFiniteMagnitude }.count }
}

/// A wrapping label pinned to both sides of a card, measured by the card's constraints.
@MainActor
private func card(_ text: String) -> (card: UIView, label: RecordingLabel) {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let label = RecordingLabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = text
    card.addSubview(label)
    NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
        label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    return (card, label)
}

@MainActor
private func height(of card: UIView, atWidth width: CGFloat) -> CGFloat {
    card.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                 verticalFittingPriority: .fittingSizeLevel).height
}

/// How a label's intrinsic size is measured for constraints: each measurement is kept until the text,
/// font or line count changes, the one-line size apart from the wrapped one.
@MainActor @Suite struct LabelMeasuringTests {
    private static let text = "A body long enough to wrap onto several lines at each of these widths"

    @Test func aWrappingLabelSizedAtSeveralWidthsMeasuresItsOneLineOnce() {
        let (card, label) = card(Self.text)
        for width in [120, 160, 200] as [CGFloat] { _ = height(of: card, atWidth: width) }
        #expect(label.oneLineMeasurements == 1)
        #expect(label.measuredWidths.count > 1, "each width is still measured wrapped")
    }

    @Test func theHeightsAtEachWidthAreThoseOfTheTextWrappedThere() {
        let (card, label) = card(Self.text)
        for width in [120, 160, 200, 120] as [CGFloat] {
            let wrapped = label.sizeThatFits(CGSize(width: width - 16, height: .greatestFiniteMagnitude)).height
            #expect(height(of: card, atWidth: width) == wrapped + 16)
        }
    }

    @Test func newTextIsMeasuredOnOneLineAgain() {
        let (card, label) = card(Self.text)
        _ = height(of: card, atWidth: 120)
        label.text = Self.text + " and then a little more"
        _ = height(of: card, atWidth: 160)
        #expect(label.oneLineMeasurements == 2)
    }

    @Test func aNewFontOrLineCountIsMeasuredOnOneLineAgain() {
        let (card, label) = card(Self.text)
        _ = height(of: card, atWidth: 120)
        label.font = .systemFont(ofSize: 20)
        _ = height(of: card, atWidth: 160)
        label.numberOfLines = 3
        _ = height(of: card, atWidth: 200)
        #expect(label.oneLineMeasurements == 3)
    }

    @Test func theOneLineSizeIsTheIntrinsicSizeWithoutAWidth() {
        let label = RecordingLabel()
        label.numberOfLines = 0
        label.text = Self.text
        let oneLine = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(label.intrinsicContentSize == oneLine)
        #expect(label.intrinsicContentSize == oneLine)
        #expect(label.oneLineMeasurements == 2, "the first call here, then one for the intrinsic size, kept after")
    }
}
