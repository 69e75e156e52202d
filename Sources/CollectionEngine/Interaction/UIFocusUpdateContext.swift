import Foundation

/// The direction a focus movement goes, as UIKit's `UIFocusHeading`.
public struct UIFocusHeading: BitFlags {
    let bits: UInt

    /// Upwards, as the up arrow (or Page Up) moves it.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Downwards, as the down arrow (or Page Down) moves it.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// To the left, as the left arrow moves it.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// To the right, as the right arrow moves it.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Forwards in order, as Tab moves focus into the collection view.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Backwards in order, as Shift-Tab moves focus into the collection view.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// To the first item, as Home moves it.
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// To the last item, as End moves it.
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// One focus change: where focus was, where it goes, and which way, as UIKit's `UIFocusUpdateContext`.
@MainActor
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus, if it is on screen.
    public private(set) weak var previouslyFocusedView: UIView?
    /// The view that gets focus, if it is on screen.
    public private(set) weak var nextFocusedView: UIView?
    /// The direction of the movement; empty when focus was set rather than moved.
    public let focusHeading: UIFocusHeading

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}

/// A focus change between items of a collection view, as UIKit's `UICollectionViewFocusUpdateContext`.
///
/// The index paths are set even when the cells are not on screen (the views are then nil).
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item that had focus; nil when no item had it.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The item that gets focus; nil when focus leaves the items.
    public let nextFocusedIndexPath: IndexPath?

    init(previous: IndexPath?, next: IndexPath?, previousView: UIView?, nextView: UIView?, heading: UIFocusHeading) {
        previouslyFocusedIndexPath = previous
        nextFocusedIndexPath = next
        super.init(previouslyFocusedView: previousView, nextFocusedView: nextView, focusHeading: heading)
    }
}

/// Collects animations that run together with a focus change, as UIKit's `UIFocusAnimationCoordinator`.
///
/// Everyone told of the change (the views and the delegate) may add animations; once all were told,
/// they run in one animation of `UIFocusAnimationCoordinator.duration`, and the completions after it.
@MainActor
public final class UIFocusAnimationCoordinator: NSObject {
    /// How long focus animations run, in seconds.
    public static let duration: TimeInterval = 0.15

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    override init() { super.init() }

    /// Adds animations to run alongside the focus change, and something to do once they ended.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs what was added: the animations in one block, then the completions.
    func run() {
        let animations = animations, completions = completions
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(withDuration: Self.duration, animations: { animations.forEach { $0() } }) { _ in
            completions.forEach { $0() }
        }
    }
}
