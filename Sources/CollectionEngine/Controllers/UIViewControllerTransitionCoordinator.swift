import Foundation

/// Names the controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown after it.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown after it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition is doing, as UIKit's `UIViewControllerTransitionCoordinatorContext`: handed to
/// the blocks given to `animate(alongsideTransition:completion:)`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user drives it (a gesture); Tessera's transitions are never interactive.
    var isInteractive: Bool { get }
    /// Whether it was cancelled; Tessera's transitions always complete.
    var isCancelled: Bool { get }
    /// How long it lasts, in seconds (0 when not animated).
    var transitionDuration: TimeInterval { get }
    /// How far it has gone, 0…1.
    var percentComplete: CGFloat { get }
    /// The view that holds the views that move.
    var containerView: UIView { get }
    /// For a window resize, the rotation applied; always the identity on a desktop.
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs your animations beside a transition and tells you when it ends, as UIKit's
/// `UIViewControllerTransitionCoordinator`: a controller's `transitionCoordinator` during a push or
/// a pop, and the coordinator `viewWillTransition(to:with:)` receives when the window is resized.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     transitionCoordinator?.animate(alongsideTransition: { _ in
///         self.banner.alpha = 1
///     }, completion: { context in
///         if !context.isCancelled { self.banner.flashScrollIndicators() }
///     })
/// }
/// ```
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (same duration and curve) and `completion`
    /// after it ends. Returns false when the transition has already ended, and runs neither.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator of one transition: a push, a pop, a presentation or a window resize.
///
/// Blocks given before the transition starts run when it starts; blocks given while it runs run at
/// once, in an animation for the time left; completions run when it ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    enum Phase {
        case gathering, running(start: TimeInterval), ended
    }

    private(set) var phase = Phase.gathering
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let containerView: UIView
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var percentComplete: CGFloat = 0
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    /// The curve alongside animations use (the transition's own).
    let curve: TimingCurve

    init(from: UIViewController?, to: UIViewController?, container: UIView, duration: TimeInterval, curve: TimingCurve = .easeInOut) {
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        containerView = container
        transitionDuration = max(0, duration)
        isAnimated = duration > 0
        self.curve = curve
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        controllers[key == .from ? .from : .to]?.viewIfLoaded
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        switch phase {
        case .ended:
            return false
        case .gathering:
            if let animation { alongside.append(animation) }
        case let .running(start):
            if let animation { run(animation, remaining: transitionDuration - (containerView.frameDriver.now - start)) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition starts: the blocks gathered so far run in one animation of its duration.
    func start() {
        guard case .gathering = phase else { return }
        phase = .running(start: containerView.frameDriver.now)
        let blocks = alongside
        alongside = []
        for block in blocks { run(block, remaining: transitionDuration) }
    }

    func setProgress(_ progress: CGFloat) { percentComplete = min(1, max(0, progress)) }

    /// The transition ended: completions run, once.
    func end() {
        if case .gathering = phase { start() }
        guard case .running = phase else { return }
        phase = .ended
        percentComplete = 1
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ block: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void, remaining: TimeInterval) {
        if isAnimated, remaining > 0 {
            UIView.animate(on: containerView.frameDriver, duration: remaining, curve: .timing(curve), { block(self) }, completion: nil)
        } else {
            UIView.performWithoutAnimation { block(self) }
        }
    }
}
