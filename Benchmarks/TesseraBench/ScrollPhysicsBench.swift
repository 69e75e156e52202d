import CollectionEngine
import Foundation

/// The scroll physics' exact figures, measured through the public API on the frame clock (1/60 s
/// frames) and printed beside iOS's: where a 1,000 pt/s flick rests and in how many frames, for both
/// deceleration rates; what a drag past the edge of a 960-point view shows; how far a spring back
/// overshoots; where paging flicks stop. No timing: these are the behaviour's numbers.
@MainActor
struct ScrollPhysicsBench {
    func run() {
        print("Scroll physics (a 400 × 960 scroll view, 1/60 s frames; iOS's figures from its decay, v e^(1000 ln r t), resting within half a point)")
        for (name, rate) in [("normal", UIScrollView.DecelerationRate.normal), ("fast", .fast)] {
            let (travel, frames) = flick(rate: rate)
            let r = Double(rate.rawValue)
            let projection = 1000.0 / 1000 * r / (1 - r)
            let iOSFrames = Int((log(-1000 * log(r) * 0.5 / 1000) / (1000 * log(r)) * 60).rounded(.up))
            print(String(format: "  flick 1,000 pt/s, .%@: rests %.2f pt on (projection %.2f, off by %.2f) after %d frames (iOS: %d)",
                         name, travel, projection, abs(travel - projection), frames, iOSFrames))
        }
        for (drag, uikit) in [(100.0, 52.0), (400, 179), (960, 341)] {
            let (shown, overshoot, frames) = rubberBand(drag: CGFloat(drag))
            print(String(format: "  drag %.0f pt past the edge: shows %.2f pt (UIKit %.0f); released, springs back in %d frames, overshoot %.3f pt",
                         drag, shown, uikit, frames, overshoot))
        }
        let pages = [400.0, 1000, 4000, 11_000].map { paging(speed: CGFloat($0)) }
        print("  paging flicks at 400, 1,000, 4,000, 11,000 pt/s from page 5 rest at pages \(pages.map { String(format: "%.3f", $0) }.joined(separator: ", "))")
    }

    @MainActor
    private final class Scene {
        let clock = BenchClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 1000))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 960))

        init(offset: CGFloat) {
            window.frameDriver = FrameDriver(clock: clock)
            scrollView.contentSize = CGSize(width: 400, height: 100_000)
            window.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
        }

        func send(_ kind: InputEvent.Kind, y: CGFloat) {
            window.sendEvent(InputEvent(kind, at: CGPoint(x: 200, y: y), timestamp: clock.now))
        }

        func step() {
            clock.now += 1.0 / 60
            window.frameDriver.step()
        }

        /// A finger from y 800 moving up `distance` points at `speed`, one move a frame, then lifted.
        func flick(speed: CGFloat, distance: CGFloat = 200) {
            send(.touchBegan(id: 1), y: 800)
            let frames = max(1, Int((distance / speed * 60).rounded()))
            for index in 1...frames {
                step()
                send(.touchMoved(id: 1), y: 800 - distance * CGFloat(index) / CGFloat(frames))
            }
            send(.touchEnded(id: 1), y: 800 - distance)
        }

        @discardableResult
        func framesToRest() -> Int {
            var frames = 0
            while scrollView.isDecelerating, frames < 5000 {
                step()
                frames += 1
            }
            return frames
        }
    }

    private func flick(rate: UIScrollView.DecelerationRate) -> (travel: Double, frames: Int) {
        let scene = Scene(offset: 5000)
        scene.scrollView.decelerationRate = rate
        scene.flick(speed: 1000)
        let released = scene.scrollView.contentOffset.y
        let frames = scene.framesToRest()
        return (Double(scene.scrollView.contentOffset.y - released), frames)
    }

    private func rubberBand(drag: CGFloat) -> (shown: Double, overshoot: Double, frames: Int) {
        let scene = Scene(offset: 0)
        scene.send(.touchBegan(id: 1), y: 20)
        scene.send(.touchMoved(id: 1), y: 31)
        scene.send(.touchMoved(id: 1), y: 31 + drag)
        let shown = -Double(scene.scrollView.contentOffset.y)
        for _ in 0..<6 { scene.step() }
        scene.send(.touchEnded(id: 1), y: 31 + drag)
        var overshoot = 0.0, frames = 0
        while scene.scrollView.isDecelerating, frames < 5000 {
            scene.step()
            frames += 1
            overshoot = max(overshoot, Double(scene.scrollView.contentOffset.y) + 0)
        }
        return (shown, overshoot == 0 ? 0 : overshoot, frames)
    }

    private func paging(speed: CGFloat) -> Double {
        let scene = Scene(offset: 5 * 960)
        scene.scrollView.isPagingEnabled = true
        scene.flick(speed: speed, distance: speed / 10)
        scene.framesToRest()
        return Double(scene.scrollView.contentOffset.y / 960)
    }
}
