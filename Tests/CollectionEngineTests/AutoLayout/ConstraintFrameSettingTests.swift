import CollectionEngine
import Foundation
import Testing

/// A view that records what its geometry setters are given, as iOS subclasses observe Auto Layout.
private final class GeometryRecordingView: UIView {
    private(set) var boundsSet: [CGRect] = []
    private(set) var centersSet: [CGPoint] = []
    override var bounds: CGRect {
        get { super.bounds }
        set { boundsSet.append(newValue); super.bounds = newValue }
    }
    override var center: CGPoint {
        get { super.center }
        set { centersSet.append(newValue); super.center = newValue }
    }
}

/// How a solved layout reaches views, and how a batch of activations reaches the systems it changes.
@MainActor @Suite struct ConstraintFrameSettingTests {
    private func place(_ child: UIView, in parent: UIView, at origin: CGPoint, size: CGSize) -> [NSLayoutConstraint] {
        [child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: origin.x),
         child.topAnchor.constraint(equalTo: parent.topAnchor, constant: origin.y),
         child.widthAnchor.constraint(equalToConstant: size.width),
         child.heightAnchor.constraint(equalToConstant: size.height)]
    }

    @Test func solvedFramesGoThroughTheViewsBoundsAndCenterSetters() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent, GeometryRecordingView())
        NSLayoutConstraint.activate(place(child, in: parent, at: CGPoint(x: 10, y: 20), size: CGSize(width: 40, height: 30)))
        parent.layoutIfNeeded()
        #expect(child.boundsSet.last?.size == CGSize(width: 40, height: 30))
        #expect(child.centersSet.last == CGPoint(x: 30, y: 35))
        #expect(child.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
    }

    @Test func settingASolvedFrameKeepsTheBoundsOrigin() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        child.bounds.origin = CGPoint(x: 5, y: 7)
        NSLayoutConstraint.activate(place(child, in: parent, at: .zero, size: CGSize(width: 50, height: 60)))
        parent.layoutIfNeeded()
        #expect(child.bounds == CGRect(x: 5, y: 7, width: 50, height: 60))
    }

    @Test func settingFrameKeepsTheBoundsOrigin() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 3, y: 4)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 30)
        #expect(view.bounds == CGRect(x: 3, y: 4, width: 20, height: 30))
        #expect(view.center == CGPoint(x: 20, y: 25))
    }

    @Test func aSolvedFrameSetInsideAnAnimationBlockAnimates() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: parent.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        parent.layoutIfNeeded()
        #expect(!child.isAnimating)
        width.constant = 80
        UIView.animate(withDuration: 0.3) { parent.layoutIfNeeded() }
        #expect(child.isAnimating)
        #expect(child.frame.width == 80)
    }

    @Test func oneBatchReachesEveryTreeItInstallsIn() {
        // Constraints installed on a view itself, on its parent, and in a second, unrelated tree: each
        // tree's system hears of the batch and lays it out.
        let first = constraintContainer(), second = constraintContainer()
        let a = constrainedSubview(of: first), b = constrainedSubview(of: second)
        NSLayoutConstraint.activate(place(a, in: first, at: CGPoint(x: 1, y: 2), size: CGSize(width: 30, height: 40))
                                    + place(b, in: second, at: CGPoint(x: 5, y: 6), size: CGSize(width: 70, height: 80)))
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(b.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    }

    @Test func aBatchAddedToALaidOutTreeIsLaidOutAtTheNextPass() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        NSLayoutConstraint.activate(place(child, in: parent, at: .zero, size: CGSize(width: 10, height: 10)))
        parent.layoutIfNeeded()
        let grandchild = constrainedSubview(of: child)
        NSLayoutConstraint.activate(place(grandchild, in: child, at: CGPoint(x: 2, y: 3), size: CGSize(width: 4, height: 5))
                                    + [child.widthAnchor.constraint(greaterThanOrEqualToConstant: 20)])
        parent.layoutIfNeeded()
        #expect(grandchild.frame == CGRect(x: 2, y: 3, width: 4, height: 5))
    }

    @Test func aConstraintOnALayoutGuideLaysOutItsView() {
        let parent = constraintContainer(), child = constrainedSubview(of: parent)
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                     child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                     child.topAnchor.constraint(equalTo: guide.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 20)])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 10, width: 276, height: 20))
    }
}
