import Foundation

/// How a context menu goes away when the user chooses its preview, as UIKit's
/// `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and the preview fade away.
    case dismiss
    /// The preview grows into the content it previews (the app shows it in a completion).
    case pop
}

/// Lets a delegate run animations alongside a context menu appearing or disappearing, as UIKit's
/// `UIContextMenuInteractionAnimating`.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, when the configuration has a preview provider.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator for choosing the preview, as UIKit's `UIContextMenuInteractionCommitAnimating`.
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The one animator Tessera hands out: animations added to it run together in one
/// `UIView.animate` of `ContextMenuAnimator.duration` on the collection view's clock, and the
/// completions when that ends.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    static let duration: TimeInterval = 0.2

    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what was added, on `driver`'s clock.
    func run(on driver: FrameDriver) {
        let animations = animations, completions = completions
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(on: driver, duration: Self.duration, curve: .timing(.easeOut), { animations.forEach { $0() } }) { _ in
            completions.forEach { $0() }
        }
    }
}

/// The interaction that shows a view's context menu, as UIKit's `UIContextMenuInteraction`; a
/// collection view has one (`contextMenuInteraction`).
@MainActor
public final class UIContextMenuInteraction: NSObject {
    /// The view the interaction belongs to.
    public private(set) weak var view: UIView?
    /// Where the menu was asked for, in window coordinates; nil while no menu is shown.
    var invocation: CGPoint?
    weak var session: MenuSession?

    init(view: UIView) {
        self.view = view
    }

    /// Where the menu was asked for (the right-click, or the focused item's centre from the keyboard),
    /// in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        let point = invocation ?? .zero
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    /// Closes the menu, if this interaction shows one, as if the user pressed Escape.
    public func dismissMenu() {
        session?.dismiss(choosing: nil)
    }
}
