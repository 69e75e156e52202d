import CollectionEngine
import Foundation
import Testing

/// A card measured through its constraints: a title over a wrapping body, inset by 10 points.
@MainActor
private func card(body text: String) -> (card: UIView, title: UILabel, body: UILabel) {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let title = constrainedSubview(of: card, UILabel()), body = constrainedSubview(of: card, UILabel())
    title.text = "Title"
    body.text = text
    body.numberOfLines = 0
    NSLayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
        title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
        body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
        body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
    ])
    return (card, title, body)
}

/// `systemLayoutSizeFitting` through constraints.
@MainActor @Suite struct ConstraintFittingTests {
    @Test func theCompressedSizeIsTheSmallestTheConstraintsAllow() {
        let (card, title, body) = card(body: "Short")
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let widest = max(title.intrinsicContentSize.width, body.intrinsicContentSize.width)
        #expect(size.width == widest + 20)
        #expect(size.height == title.intrinsicContentSize.height + 4 + body.intrinsicContentSize.height + 20)
    }

    @Test func aRequiredWidthWrapsTheTextAndMeasuresTheHeight() {
        let (card, title, body) = card(body: "A body long enough to wrap onto more than one line at this width")
        let size = card.systemLayoutSizeFitting(CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let wrapped = body.sizeThatFits(CGSize(width: 130, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(size.width == 150)
        #expect(wrapped > body.font.lineHeight)
        #expect(size.height == title.intrinsicContentSize.height + 4 + wrapped + 20)
    }

    @Test func measuringDoesNotMoveTheSubviews() {
        let (card, title, _) = card(body: "Body")
        card.layoutIfNeeded()
        let before = title.frame
        _ = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(title.frame == before)
    }

    @Test func aViewWithoutConstraintsIsMeasuredByItsContentAsBefore() {
        let label = UILabel()
        label.text = "Plain"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)))
    }

    @Test func sizeToFitKeepsTheFramesOrigin() {
        let label = UILabel(frame: CGRect(x: 20, y: 8, width: 300, height: 100))
        label.text = "Hi"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 20, y: 8))
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func labelsOutsideAWindowMeasureWithTheProcessDefaultMeasurer() {
        final class Wide: TextMeasuring {
            func width(of text: String, font: UIFont) -> CGFloat { CGFloat(text.count) * 100 }
            func lineHeight(of font: UIFont) -> CGFloat { 7 }
        }
        let previous = UIWindow.defaultTextMeasurer
        UIWindow.defaultTextMeasurer = Wide()
        defer { UIWindow.defaultTextMeasurer = previous }
        let label = UILabel()
        label.text = "abc"
        #expect(label.intrinsicContentSize == CGSize(width: 300, height: 7))
        #expect(UIWindow(frame: .zero).textMeasurer is Wide, "a new window starts with it too")
    }
}
