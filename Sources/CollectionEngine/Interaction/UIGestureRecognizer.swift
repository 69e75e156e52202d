import Foundation

/// The object that can stop a gesture recognizer from beginning, as UIKit's `UIGestureRecognizerDelegate`.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked just before the recognizer leaves `.possible`; false makes it fail. The default is true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Lets every gesture begin by default.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// Recognizes a gesture in the primary-button presses on its view and the views inside it, as UIKit's
/// `UIGestureRecognizer`: the base of `UITapGestureRecognizer`, `UILongPressGestureRecognizer` and
/// `UIPanGestureRecognizer`.
///
/// ```swift
/// let longPress = UILongPressGestureRecognizer(target: self, action: GalleryController.handleLongPress)
/// collectionView.addGestureRecognizer(longPress)
/// ```
///
/// - Note: Target-action needs the Objective-C runtime, which Linux lacks. The target is a Swift
///   object and the action a method reference taking the recognizer, so the iOS line
///   `UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))` becomes
///   `UILongPressGestureRecognizer(target: self, action: Self.handleLongPress)` (and the method loses
///   its `@objc`). The target is not retained, as in UIKit. Only primary-button presses reach
///   recognizers; `delaysTouchesBegan`, simultaneous recognition and touch counts are not supported.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in its gesture, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) that was recognized: the same as `.ended`, as in UIKit.
        public static let recognized = State.ended
    }

    /// Where the recognizer is in its gesture; its actions run on each change but to `.possible` and `.failed`.
    public private(set) var state: State = .possible
    /// A disabled recognizer gets no presses; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { transition(to: .cancelled) } }
    }
    /// Whether the view's own handling of the press (a click, a highlight, a reorder) is cancelled
    /// once the gesture is recognized; `true` by default, as in UIKit.
    open var cancelsTouchesInView = true
    /// The object that may stop the gesture from beginning; held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// Recognizers that must fail before this one may leave `.possible`.
    private var mustFail: [WeakRecognizer] = []
    /// Recognizers waiting for this one to fail.
    private var dependents: [WeakRecognizer] = []
    /// The recognizer wanted to begin (or be recognized) while one it requires to fail was still possible.
    private var waitingToBegin: State?
    /// The last pointer location, in window coordinates.
    var lastLocation: CGPoint = .zero
    /// The press the recognizer is following, which it tells when it is recognized.
    weak var arbitration: GestureArbitration?

    /// A recognizer with no actions; add them with `addTarget(_:action:)`.
    public required override init() { super.init() }

    /// Adds an action: `action(target)` is called with the recognizer on every state change that UIKit
    /// reports (began, changed, ended/recognized, cancelled). The target is held weakly.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// Adds a closure as an action.
    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Removes every action registered for `target`'s methods and every closure action.
    public func removeAllActions() { actions.removeAll() }

    /// Makes this recognizer wait until `other` fails; if `other` is recognized, this one fails.
    public func require(toFail other: UIGestureRecognizer) {
        mustFail.append(WeakRecognizer(other))
        other.dependents.append(WeakRecognizer(self))
    }

    /// Where the pointer is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        view.map { $0.convert(lastLocation, from: nil) } ?? lastLocation
    }

    /// The number of touches: one pointer.
    open var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    // MARK: For subclasses

    /// A press began at `event.location` (window coordinates).
    func pointerDown(_ event: InputEvent) {}
    func pointerMoved(_ event: InputEvent) {}
    func pointerUp(_ event: InputEvent) {}
    /// Called when the recognizer returns to `.possible` after a gesture ends or fails.
    func reset() {}

    /// The one place the state changes. Leaving `.possible` asks the delegate and waits for the
    /// recognizers this one requires to fail; actions run for every reported state.
    func transition(to newState: State) {
        if state == .possible, newState == .began || newState == .ended {
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return fail() }
            if mustFail.contains(where: { $0.recognizer?.state == .began || $0.recognizer?.state == .changed }) {
                return fail()
            }
            if mustFail.contains(where: { $0.recognizer?.isTracking == true }) {
                waitingToBegin = newState
                return
            }
        }
        state = newState
        if newState != .failed { for action in actions { action(self) } }
        if newState == .began || newState == .ended { arbitration?.recognizerDidBegin(self) }
        if newState == .ended || newState == .cancelled || newState == .failed { finish(recognized: newState != .failed) }
    }

    func fail() { transition(to: .failed) }

    /// Called when a recognizer this one waits for has been recognized (this one fails) or has failed
    /// (this one goes ahead, unless it still waits for another).
    private func requiredRecognizerDidSettle(recognized: Bool) {
        guard let waiting = waitingToBegin, state == .possible else { return }
        if recognized {
            waitingToBegin = nil
            return fail()
        }
        if mustFail.contains(where: { $0.recognizer?.isTracking == true }) { return }
        waitingToBegin = nil
        transition(to: waiting)
    }

    /// Whether the recognizer is following a press (or waiting between the taps of one gesture).
    var isTracking = false

    /// Back to `.possible` once a gesture ended or failed; the press goes on without this recognizer,
    /// and those waiting for it to fail hear how it ended.
    private func finish(recognized: Bool) {
        isTracking = false
        waitingToBegin = nil
        state = .possible
        reset()
        for dependent in dependents { dependent.recognizer?.requiredRecognizerDidSettle(recognized: recognized) }
    }
}

/// A recognizer not kept alive by another's `require(toFail:)`.
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIGestureRecognizer {
    /// A recognizer that calls `action` on `target` (held weakly): the iOS
    /// `init(target:action: #selector(…))` with a method reference instead of a selector.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }
}
