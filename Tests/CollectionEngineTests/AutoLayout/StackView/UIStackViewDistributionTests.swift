import CollectionEngine
import Foundation
import Testing

/// Each distribution along the axis, with frames worked out by hand from Apple's documentation of
/// `UIStackView.Distribution`.
@MainActor @Suite struct UIStackViewDistributionTests {
    // MARK: fill

    @Test func fillGivesExtraRoomToTheFirstOfViewsThatHugEqually() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 300, height: 100)) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 100))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
    }

    @Test func fillGivesExtraRoomToTheViewThatHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 300, height: 100)) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test func fillTakesAShortageFromTheViewThatResistsCompressionLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        b.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 100, height: 40)) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 40, height: 40))
    }

    @Test func aVerticalFillStacksTopToBottom() {
        let a = SizedView(50, 20), b = SizedView(60, 30)
        b.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 80, height: 100)) {
            $0.axis = .vertical
            $0.spacing = 5
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 25, width: 80, height: 75))
    }

    @Test func aContentSizedStackIsAsLongAsItsViewsAndGaps() {
        let stack = contentSizedStack([SizedView(50, 20), SizedView(60, 30)]) { $0.spacing = 10 }
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
    }

    // MARK: fillEqually

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [SizedView(10, 20), SizedView(90, 20), SizedView(40, 20)]
        _ = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 320, height: 50)) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
            CGRect(x: 220, y: 0, width: 100, height: 50),
        ])
    }

    // MARK: fillProportionally

    @Test func fillProportionallySharesTheRoomLeftByTheGapsInTheRatioOfIntrinsicLengths() {
        let a = SizedView(50, 20), b = SizedView(100, 20)
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 310, height: 40)) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 200, height: 40))
    }

    @Test func fillProportionallyFollowsANewIntrinsicSize() {
        let a = SizedView(50, 20), b = SizedView(100, 20)
        let stack = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 300, height: 40)) { $0.distribution = .fillProportionally }
        a.size.width = 100
        stack.layoutIfNeeded()
        #expect(a.frame.width == 150)
        #expect(b.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
    }

    // MARK: equalSpacing

    @Test func equalSpacingKeepsTheViewsLengthsAndSharesTheRoomBetweenThem() {
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        _ = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 20)) { $0.distribution = .equalSpacing }
        #expect(views.map(\.frame.minX) == [0, 110, 230])
        #expect(views.map(\.frame.width) == [50, 60, 70])
    }

    @Test func equalSpacingKeepsSpacingAsAMinimumAndThenCompressesByResistance() {
        let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
        views[2].setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        _ = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 200, height: 20)) {
            $0.distribution = .equalSpacing
            $0.spacing = 20
        }
        #expect(views.map(\.frame.minX) == [0, 70, 150])
        #expect(views.map(\.frame.width) == [50, 60, 50])
    }

    // MARK: equalCentering

    @Test func equalCenteringPutsTheCentresEquallyFarApart() {
        let views = [SizedView(40, 20), SizedView(60, 20), SizedView(80, 20)]
        _ = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 20)) { $0.distribution = .equalCentering }
        #expect(views.map(\.frame.midX) == [20, 140, 260])
        #expect(views.map(\.frame.width) == [40, 60, 80])
    }

    // MARK: Spacing

    @Test func aCustomSpacingReplacesSpacingAfterItsView() {
        let views = [SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)]
        let stack = contentSizedStack(views) {
            $0.spacing = 10
            $0.setCustomSpacing(30, after: views[0])
        }
        #expect(views.map(\.frame.minX) == [0, 80, 140])
        #expect(stack.frame.width == 190)
    }

    @Test func customSpacingReadsBackAndSpacingUseDefaultRemovesIt() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        #expect(stack.customSpacing(after: a) == 12)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    }

    @Test func spacingUseSystemIsTheStandardEightPoints() {
        let views = [SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)]
        _ = contentSizedStack(views) {
            $0.spacing = UIStackView.spacingUseSystem
            $0.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        }
        #expect(views.map(\.frame.minX) == [0, 58, 116])
    }

    @Test func marginsRelativeArrangementLaysOutInsideTheLayoutMargins() {
        let a = SizedView(10, 10), b = SizedView(10, 10)
        _ = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 300, height: 100)) {
            $0.distribution = .fillEqually
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(a.frame == CGRect(x: 20, y: 10, width: 130, height: 80))
        #expect(b.frame == CGRect(x: 150, y: 10, width: 130, height: 80))
    }

    @Test func baselineRelativeArrangementSpacesAVerticalStackFromBaselineToBaseline() {
        let title = UILabel(), subtitle = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 24)
        subtitle.text = "Subtitle"
        subtitle.font = .systemFont(ofSize: 12)
        _ = contentSizedStack([title, subtitle]) {
            $0.axis = .vertical
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        let titleBaseline = title.frame.maxY - (title.font.lineHeight - title.font.ascender)
        let subtitleBaseline = subtitle.frame.minY + subtitle.font.ascender
        // Frames are snapped to whole pixels, so baselines agree to within one.
        #expect(abs(subtitleBaseline - titleBaseline - 20) < 0.5)
    }
}
