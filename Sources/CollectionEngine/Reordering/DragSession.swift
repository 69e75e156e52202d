import Foundation

/// What drags and drops have in common, as UIKit's `UIDragDropSession`.
@MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    /// Always true: Tessera's drags stay in the app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether any item's provider holds an object of `aClass`.
    func canLoadObjects<T>(ofClass aClass: T.Type) -> Bool
}

/// A drag, seen by its source, as UIKit's `UIDragSession`.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep for the length of the drag.
    var localContext: Any? { get set }
}

/// A drag, seen by a drop target, as UIKit's `UIDropSession`.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app (always, in Tessera).
    var localDragSession: UIDragSession? { get }
    /// Hands `completion` the objects of `aClass` the items' providers hold, in item order.
    ///
    /// - Note: Synchronous here (the objects are in the app): `completion` runs before this returns,
    ///   and the progress is already complete.
    @discardableResult
    func loadObjects<T>(ofClass aClass: T.Type, completion: ([T]) -> Void) -> Progress
}

/// Animations to run alongside a drop, as UIKit's `UIDragAnimating`.
@MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// The one drag session class: the source's drag session and the targets' drop session.
@MainActor
final class DragSession: UIDragSession, UIDropSession {
    private(set) var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication: Bool { true }
    var localDragSession: UIDragSession? { self }
    /// The collection view the drag started in.
    private(set) weak var source: UICollectionView?
    /// The pointer, in the window's coordinates.
    var windowLocation: CGPoint
    /// The collection view under the pointer that accepts this session, if any.
    weak var target: UICollectionView?
    /// Animations and completions added by drop calls, run when the drop settles.
    let animator = DropAnimator()

    init(source: UICollectionView, at windowLocation: CGPoint) {
        self.source = source
        self.windowLocation = windowLocation
        items = []
    }

    func add(_ newItems: [UIDragItem]) { items += newItems }

    func location(in view: UIView) -> CGPoint { view.convert(windowLocation, from: nil) }

    func canLoadObjects<T>(ofClass aClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects<T>(ofClass aClass: T.Type, completion: ([T]) -> Void) -> Progress {
        var objects: [T] = []
        for item in items { item.itemProvider.loadObject(ofClass: aClass) { if let object = $0 { objects.append(object) } } }
        completion(objects)
        let progress = Progress(totalUnitCount: Int64(items.count))
        progress.completedUnitCount = Int64(items.count)
        return progress
    }

    /// The lifted cell's own look, while drag preview parameters replace it.
    var liftedLook: LiftedCellLook?

    func end() {
        target = nil
        liftedLook?.restore()
        liftedLook = nil
    }
}

/// Collects the animations and completions of a drop and runs them with its settle animation.
///
/// Once that animation has ended, animations added later run at once and completions are called at
/// once with `.end`: app code that waits for a completion never waits for an animation that is over.
@MainActor
final class DropAnimator: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var hasCompleted = false

    func addAnimations(_ animations: @escaping () -> Void) {
        if hasCompleted { animations() } else { self.animations.append(animations) }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        if hasCompleted { completion(.end) } else { completions.append(completion) }
    }

    func runAnimations() {
        let running = animations
        animations = []
        running.forEach { $0() }
    }

    func complete() {
        hasCompleted = true
        let finishing = completions
        completions = []
        finishing.forEach { $0(.end) }
    }
}
