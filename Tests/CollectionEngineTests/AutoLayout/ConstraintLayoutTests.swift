import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A view that records, in `layoutSubviews`, the frame its subview had by then.
private final class RecordingView: UIView {
    var framesSeenInLayoutSubviews: [CGRect] = []
    var updatePasses = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        framesSeenInLayoutSubviews.append(subviews.first?.frame ?? .null)
    }
    override func updateConstraints() {
        updatePasses += 1
        super.updateConstraints()
    }
}

/// A view that makes its constraints in `updateConstraints()`, as UIKit's documentation suggests.
private final class SelfConstrainingView: UIView {
    let badge = UIView()
    private var madeConstraints = false
    override class var requiresConstraintBasedLayout: Bool { true }
    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        if !madeConstraints {
            madeConstraints = true
            NSLayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: trailingAnchor), badge.topAnchor.constraint(equalTo: topAnchor),
                                         badge.widthAnchor.constraint(equalToConstant: 12), badge.heightAnchor.constraint(equalToConstant: 12)])
        }
        super.updateConstraints()
    }
}

/// Constraints placing views in one layout pass, as UIKit documents each kind.
@MainActor @Suite struct ConstraintLayoutTests {
    @Test func edgesPinnedWithConstantsSetTheFrame() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 270, height: 40))
    }

    @Test func centresAndMultipliersPlaceAsWritten() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 63, width: 150, height: 75), "62.5 rounded to the pixel grid, as UIKit rounds")
    }

    @Test func constraintsFollowTheRootsSize() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        parent.frame.size = CGSize(width: 120, height: 80)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    @Test func aRequiredConstraintWinsOverAnOptionalOne() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
            wish,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 300)
    }

    @Test func aHigherOptionalPriorityWinsOverALowerOne() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let low = child.widthAnchor.constraint(equalToConstant: 50), high = child.widthAnchor.constraint(equalToConstant: 80)
        low.priority = .defaultLow
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10), low, high,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 80)
    }

    @Test func aLabelTakesItsIntrinsicSize() {
        let parent = constraintContainer(), label = constrainedSubview(of: parent, UILabel())
        label.text = "Hello"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
        ])
        parent.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.origin == CGPoint(x: 4, y: 4))
    }

    @Test func theLabelWithLowerHuggingStretches() {
        let parent = constraintContainer(), title = constrainedSubview(of: parent, UILabel()), value = constrainedSubview(of: parent, UILabel())
        title.text = "Name"
        value.text = "42"
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            title.topAnchor.constraint(equalTo: parent.topAnchor),
            value.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width, "the value hugs its text")
        #expect(title.frame.width == 300 - value.intrinsicContentSize.width, "the title takes the rest")
    }

    @Test func theLabelWithLowerCompressionResistanceShrinks() {
        let parent = constraintContainer(width: 100), first = constrainedSubview(of: parent, UILabel()), second = constrainedSubview(of: parent, UILabel())
        first.text = "A long title here"
        second.text = "Other text"
        first.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor),
            first.topAnchor.constraint(equalTo: parent.topAnchor),
            second.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(second.frame.width == second.intrinsicContentSize.width)
        #expect(first.frame.width == 100 - second.intrinsicContentSize.width)
    }

    @Test func marginAttributesAndTheMarginsGuideInsetByTheLayoutMargins() {
        let parent = constraintContainer(), a = constrainedSubview(of: parent), b = constrainedSubview(of: parent)
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: guide.leadingAnchor), a.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            a.topAnchor.constraint(equalTo: guide.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: parent, attribute: .bottomMargin, multiplier: 1, constant: 0),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 12, y: 10, width: 272, height: 10))
        #expect(b.frame == CGRect(x: 12, y: 181, width: 5, height: 5))
        #expect(guide.layoutFrame == CGRect(x: 12, y: 10, width: 272, height: 176))
    }

    @Test func marginsAreMeasuredFromTheSafeAreaUnlessTurnedOff() {
        /// A view under a bar, as a subclass on iOS would report it: its top 20 points are unsafe.
        final class UnderBarView: UIView {
            override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }
        }
        let parent = UnderBarView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 1), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.minY == 28, "the default 8-point margin below the 20 unsafe points")
        parent.insetsLayoutMarginsFromSafeArea = false
        parent.layoutIfNeeded()
        #expect(child.frame.minY == 8)
    }

    @Test func changingTheMarginsMovesWhatIsPinnedToThem() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.widthAnchor.constraint(equalToConstant: 1), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        parent.directionalLayoutMargins.leading = 30
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 30)
    }

    @Test func theReadableGuideIsCappedAndCentredWithinTheMargins() {
        let parent = constraintContainer(width: 1000), child = constrainedSubview(of: parent)
        let guide = parent.readableContentGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor), child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 672)
        #expect(child.frame.midX == 500)
    }

    @Test func theSafeAreaGuideIsTheWholeBounds() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let safe = parent.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: safe.leadingAnchor), child.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            child.topAnchor.constraint(equalTo: safe.topAnchor), child.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == parent.bounds)
    }

    @Test func aLayoutGuideSpacesViewsLikeAView() {
        let parent = constraintContainer(), left = constrainedSubview(of: parent), right = constrainedSubview(of: parent)
        let gap = UILayoutGuide()
        parent.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor), left.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 30),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor), right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            left.topAnchor.constraint(equalTo: parent.topAnchor), right.topAnchor.constraint(equalTo: parent.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 10), right.heightAnchor.constraint(equalToConstant: 10),
            gap.topAnchor.constraint(equalTo: parent.topAnchor), gap.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(right.frame.minX == 130 && right.frame.width == 170)
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 30, height: 10))
    }

    @Test func anOffsetAnchorConstrainsTheDistanceBetweenTwoAnchors() {
        let parent = constraintContainer(), a = constrainedSubview(of: parent), b = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 40),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 25),
            b.widthAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(b.frame.minX == 65)
    }

    @Test func aViewThatKeepsAutoresizingConstraintsStaysWhereItsFrameIs() {
        let parent = constraintContainer(), fixed = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 40))
        parent.addSubview(fixed)
        let follower = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 20, y: 30, width: 50, height: 40))
        #expect(follower.frame == CGRect(x: 75, y: 70, width: 50, height: 5))
    }

    @Test func anAutoresizingViewsMaskBecomesConstraints() {
        let parent = constraintContainer(), stretchy = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        parent.addSubview(stretchy)
        let follower = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            follower.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor), follower.topAnchor.constraint(equalTo: stretchy.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        parent.frame.size.width = 400
        parent.layoutIfNeeded()
        #expect(stretchy.frame.maxX == 390)
        #expect(follower.frame.maxX == 390)
    }

    @Test func framesAreSetBeforeLayoutSubviewsRuns() {
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 7), child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 9), child.heightAnchor.constraint(equalToConstant: 9),
        ])
        parent.layoutIfNeeded()
        #expect(parent.framesSeenInLayoutSubviews == [CGRect(x: 7, y: 0, width: 9, height: 9)])
    }

    @Test func updateConstraintsRunsBeforeTheSolveWhenAskedFor() {
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = constrainedSubview(of: parent)
        child.widthAnchor.constraint(equalToConstant: 9).isActive = true
        parent.layoutIfNeeded()
        let before = parent.updatePasses
        parent.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        parent.layoutIfNeeded()
        #expect(parent.updatePasses == before + 1)
        #expect(!parent.needsUpdateConstraints())
    }

    @Test func aConstantChangedThenLaidOutInsideAnAnimationAnimatesTheFrame() {
        let clock = ManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.frameDriver = FrameDriver(clock: clock)
        let parent = constraintContainer()
        window.addSubview(parent)
        let child = constrainedSubview(of: parent)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: parent.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        window.prepareFrame()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            leading.constant = 100
            parent.layoutIfNeeded()
        }, completion: nil)
        #expect(child.frame.minX == 100, "the model frame is the new solution at once")
        clock.now += 0.5
        window.prepareFrame()
        #expect(child.presentation.center.x == 55, "halfway there on screen")
        clock.now += 0.6
        window.prepareFrame()
        #expect(child.presentation.center.x == 105)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItsConstraintsGiveInOnePass() {
        let parent = constraintContainer(width: 100), label = constrainedSubview(of: parent, UILabel())
        label.numberOfLines = 0
        label.text = "one two three four five six seven"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor), label.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.width == 100)
        #expect(label.frame.height == wrapped.height)
        #expect(wrapped.height > label.font.lineHeight, "the text takes several lines at 100 points")
    }

    @Test func preferredMaxLayoutWidthSetsWhereALabelWraps() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four five six seven"
        label.preferredMaxLayoutWidth = 80
        #expect(label.intrinsicContentSize.height == label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude)).height)
    }

    @Test func baselinesAlignLabelsOfDifferentSizes() {
        let parent = constraintContainer(), big = constrainedSubview(of: parent, UILabel()), small = constrainedSubview(of: parent, UILabel())
        big.text = "Big"; big.font = .systemFont(ofSize: 30)
        small.text = "small"; small.font = .systemFont(ofSize: 12)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: parent.leadingAnchor), big.topAnchor.constraint(equalTo: parent.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(abs((big.frame.minY + big.font.ascender) - (small.frame.minY + small.font.ascender)) < 1)
    }

    @Test func alignmentRectInsetsLetTheFrameReachOutsideTheAlignedRectangle() {
        final class ShadowedView: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4) }
        }
        let parent = constraintContainer(), child = constrainedSubview(of: parent, ShadowedView())
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10), child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 6, y: 0, width: 58, height: 5))
        #expect(child.alignmentRect(forFrame: child.frame) == CGRect(x: 10, y: 0, width: 50, height: 5))
    }

    @Test func constraintsAffectingLayoutListThoseOnTheAxis() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let x = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor), y = child.topAnchor.constraint(equalTo: parent.topAnchor)
        NSLayoutConstraint.activate([x, y])
        #expect(child.constraintsAffectingLayout(for: .horizontal) == [x])
        #expect(child.constraintsAffectingLayout(for: .vertical) == [y])
    }

    @Test func deactivatingAConstraintLetsTheOthersDecide() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let narrow = child.widthAnchor.constraint(equalToConstant: 10)
        let wide = child.widthAnchor.constraint(equalToConstant: 90)
        wide.priority = .defaultLow
        NSLayoutConstraint.activate([narrow, wide, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 1)])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 10)
        narrow.isActive = false
        parent.layoutIfNeeded()
        #expect(child.frame.width == 90)
    }

    @Test func viewsOfOneShapeWithOtherConstantsEachLayOutByTheirOwn() {
        func card(inset: CGFloat, width: CGFloat) -> UIView {
            let parent = constraintContainer(), child = constrainedSubview(of: parent)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
                child.widthAnchor.constraint(equalToConstant: width), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            parent.layoutIfNeeded()
            return child
        }
        // The second and third start from the first one's solved system (same shape, other constants).
        #expect(card(inset: 3, width: 30).frame == CGRect(x: 3, y: 3, width: 30, height: 10))
        #expect(card(inset: 17, width: 55).frame == CGRect(x: 17, y: 17, width: 55, height: 10))
        #expect(card(inset: 3, width: 30).frame == CGRect(x: 3, y: 3, width: 30, height: 10))
    }

    @Test func constraintsMadeInUpdateConstraintsArePlacedInTheFirstPass() {
        let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layoutIfNeeded()
        #expect(view.badge.frame == CGRect(x: 88, y: 0, width: 12, height: 12))
    }
}
