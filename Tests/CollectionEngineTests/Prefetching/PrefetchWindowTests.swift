@testable import CollectionEngine
import Foundation
import Testing

/// The prefetch window's geometry, as pure functions: a strip beyond the leading edge, as deep as the
/// scroll travels in the lookahead, within its bound, inside the content.
struct PrefetchWindowTests {
    let visible = CGRect(x: 0, y: 1_000, width: 200, height: 190)
    let content = CGSize(width: 200, height: 12_500)

    @Test func atRestThereIsNoHeading() {
        #expect(ScrollHeading(velocity: .zero) == nil)
        #expect(ScrollHeading(velocity: CGPoint(x: 0, y: 0.5)) == nil)
        #expect(ScrollHeading(velocity: CGPoint(x: 0, y: CGFloat.nan)) == nil)
    }

    @Test func theHeadingFollowsTheFasterAxis() {
        #expect(ScrollHeading(velocity: CGPoint(x: 30, y: -400)) == ScrollHeading.make(.vertical, forward: false, speed: 400))
        #expect(ScrollHeading(velocity: CGPoint(x: 500, y: 20)) == ScrollHeading.make(.horizontal, forward: true, speed: 500))
    }

    @Test func depthFollowsSpeedWithinTheBound() {
        let window = PrefetchWindow(lookahead: 0.5, maximumScreens: 2)
        #expect(window.depth(for: .make(.vertical, forward: true, speed: 100), visible: visible) == 50)
        #expect(window.depth(for: .make(.vertical, forward: true, speed: 600), visible: visible) == 300)
        #expect(window.depth(for: .make(.vertical, forward: true, speed: 100_000), visible: visible) == 380)
        #expect(window.depth(for: .make(.vertical, forward: true, speed: 1), visible: visible) == 1)
    }

    @Test func theStripLiesBeyondTheLeadingEdge() {
        let down = ScrollHeading.make(.vertical, forward: true, speed: 600)
        let up = ScrollHeading.make(.vertical, forward: false, speed: 600)
        let edgeDown = PrefetchWindow.leadingEdge(of: visible, heading: down)
        let edgeUp = PrefetchWindow.leadingEdge(of: visible, heading: up)
        #expect(PrefetchWindow.strip(of: visible, heading: down, from: edgeDown, to: edgeDown + 300, contentSize: content)
            == CGRect(x: 0, y: 1_190, width: 200, height: 300))
        #expect(PrefetchWindow.strip(of: visible, heading: up, from: edgeUp, to: edgeUp + 300, contentSize: content)
            == CGRect(x: 0, y: 700, width: 200, height: 300))
    }

    @Test func theStripStopsAtTheEndOfTheContent() {
        let up = ScrollHeading.make(.vertical, forward: false, speed: 600)
        let top = CGRect(x: 0, y: 100, width: 200, height: 190)
        let edge = PrefetchWindow.leadingEdge(of: top, heading: up)
        #expect(PrefetchWindow.strip(of: top, heading: up, from: edge, to: edge + 300, contentSize: content)
            == CGRect(x: 0, y: 0, width: 200, height: 100))
        let atTop = CGRect(x: 0, y: 0, width: 200, height: 190)
        let none = PrefetchWindow.leadingEdge(of: atTop, heading: up)
        #expect(PrefetchWindow.strip(of: atTop, heading: up, from: none, to: none + 300, contentSize: content) == nil)
    }

    @Test func distanceOrdersElementsByWhenTheScrollReachesThem() {
        let up = ScrollHeading.make(.vertical, forward: false, speed: 600)
        let near = CGRect(x: 0, y: 950, width: 50, height: 50), far = CGRect(x: 0, y: 800, width: 50, height: 50)
        #expect(PrefetchWindow.distance(of: near, beyond: visible, heading: up) == 0)
        #expect(PrefetchWindow.distance(of: far, beyond: visible, heading: up) == 150)
    }

    @Test func elementsBehindOrBeyondTheReachAreOutsideTheWindow() {
        let down = ScrollHeading.make(.vertical, forward: true, speed: 600)
        let ahead = CGRect(x: 0, y: 1_300, width: 50, height: 50)
        let behind = CGRect(x: 0, y: 900, width: 50, height: 50)
        let onScreen = CGRect(x: 0, y: 1_050, width: 50, height: 50)
        let tooFar = CGRect(x: 0, y: 1_600, width: 50, height: 50)
        #expect(PrefetchWindow.isWithin(ahead, reach: 380, of: visible, heading: down))
        #expect(PrefetchWindow.isWithin(onScreen, reach: 380, of: visible, heading: down))
        #expect(!PrefetchWindow.isWithin(behind, reach: 380, of: visible, heading: down))
        #expect(!PrefetchWindow.isWithin(tooFar, reach: 380, of: visible, heading: down))
    }
}

extension ScrollHeading {
    static func make(_ axis: Axis, forward: Bool, speed: CGFloat) -> ScrollHeading {
        let component = forward ? speed : -speed
        return ScrollHeading(velocity: axis == .vertical ? CGPoint(x: 0, y: component) : CGPoint(x: component, y: 0))!
    }
}
