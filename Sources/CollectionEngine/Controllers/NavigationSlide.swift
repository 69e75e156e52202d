import Foundation

/// A navigation controller's stack change in progress, as UIKit animates it: the new page slides in
/// from the trailing edge over the old one, which moves a third of the way out the other side (a pop
/// runs it backwards), while the bar cross-fades.
@MainActor
struct NavigationSlide {
    enum Direction {
        case push, pop
    }

    let direction: Direction
    /// The controller on top before and after.
    let from: UIViewController?
    let to: UIViewController
    /// Controllers leaving the stack and joining it; their containment ends with the slide.
    let removed: [UIViewController]
    let added: [UIViewController]
    let start: TimeInterval
    let duration: TimeInterval
    let coordinator: TransitionCoordinator

    /// UIKit's push lasts about 0.35 s.
    static let duration: TimeInterval = 0.35
    static let curve = TimingCurve.easeInOut
    /// How far the page underneath moves, as a share of the width.
    static let parallax: CGFloat = 0.3

    /// How far the slide has gone at `time`, after the curve: 0…1.
    func progress(at time: TimeInterval) -> CGFloat {
        guard duration > 0 else { return 1 }
        let linear = min(1, max(0, (time - start) / duration))
        return Self.curve.progress(CGFloat(linear))
    }

    /// Where the leaving and arriving pages are at `progress`, as x offsets in a container `width` wide.
    static func offsets(direction: Direction, progress: CGFloat, width: CGFloat) -> (from: CGFloat, to: CGFloat) {
        switch direction {
        case .push:
            return (-parallax * width * progress, width * (1 - progress))
        case .pop:
            return (width * progress, -parallax * width * (1 - progress))
        }
    }
}

/// Where a navigation controller is: showing its top controller, or sliding to it. The controller
/// moves between these in one place (`UINavigationController.moveStack`).
@MainActor
enum NavigationState {
    case idle
    case sliding(NavigationSlide)
}

/// Steps something of a navigation controller on its frame driver: its slide, or its bars sliding
/// in or out.
@MainActor
final class NavigationTicker: FrameTicking {
    weak var navigationController: UINavigationController?
    /// Moves that part to a time; returns whether it still moves.
    private let step: (UINavigationController) -> (TimeInterval) -> Bool

    init(_ navigationController: UINavigationController, step: @escaping (UINavigationController) -> (TimeInterval) -> Bool) {
        self.navigationController = navigationController
        self.step = step
    }

    func advance(to time: TimeInterval) -> Bool {
        navigationController.map { step($0)(time) } ?? false
    }
}
