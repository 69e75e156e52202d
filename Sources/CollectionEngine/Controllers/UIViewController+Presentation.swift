import Foundation

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// A sheet (`.pageSheet`).
    case automatic = -2
    /// A sheet in the middle of the window over a dimmed backdrop; the presenter stays shown.
    case pageSheet = 1
    /// A smaller sheet in the middle of the window.
    case formSheet = 2
    /// The whole window; the presenter disappears under it.
    case fullScreen = 0
    /// The whole window, over the presenter, which stays shown.
    case overFullScreen = 5
}

/// The views of one presentation: a dimmed backdrop over the window and the sheet holding the
/// presented controller's view, and where the presentation is in its course.
@MainActor
final class PresentationSheet {
    enum Phase {
        case presenting, shown, dismissing
    }

    var phase = Phase.presenting
    let dimming = UIView(frame: .zero)
    let sheet = UIView(frame: .zero)
    /// The window's key target before the sheet took the keys, given back when it goes.
    var previousKeyTarget: KeyFocus?
    let coordinator: TransitionCoordinator

    init(coordinator: TransitionCoordinator) { self.coordinator = coordinator }

    /// Where the sheet goes in a window of `bounds`.
    static func sheetFrame(in bounds: CGRect, style: UIModalPresentationStyle) -> CGRect {
        let size: CGSize
        switch style {
        case .fullScreen, .overFullScreen: return bounds
        case .formSheet: size = CGSize(width: min(bounds.width - 40, 540), height: min(bounds.height - 40, 620))
        case .automatic, .pageSheet: size = CGSize(width: min(bounds.width - 40, 720), height: bounds.height - 40)
        }
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: max(0, size.width), height: max(0, size.height))
    }
}

extension UIViewController {
    /// The controller this one presents.
    public var presentedViewController: UIViewController? { presentedStorage }
    /// The controller that presents this one (or one of its parents).
    public var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    /// How `present(_:animated:completion:)` shows this controller.
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { modalPresentationStyleStorage }
        set { modalPresentationStyleStorage = newValue }
    }

    /// The controller presentations go through: the outermost container of this one.
    private var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    private static let presentationDuration: TimeInterval = 0.3

    func presentSheet(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        if let current = host.presentedStorage {
            return host.errorHandler(.alreadyPresenting(presenter: ViewControllerError.name(host), presented: ViewControllerError.name(current),
                                                   attempted: ViewControllerError.name(presented)))
        }
        guard presented !== host, presented.parent == nil, presented.presentingStorage == nil, presented.viewIfLoaded?.window == nil else {
            return host.errorHandler(.alreadyPresented(controller: ViewControllerError.name(presented)))
        }
        guard let window = host.viewIfLoaded?.window else {
            return host.errorHandler(.presenterNotInWindow(presenter: ViewControllerError.name(host)))
        }
        let style = presented.modalPresentationStyle
        let coordinator = TransitionCoordinator(from: host, to: presented, container: window,
                                                duration: animated ? Self.presentationDuration : 0, curve: .easeOut)
        let sheet = PresentationSheet(coordinator: coordinator)
        host.presentation = sheet
        host.presentedStorage = presented
        presented.presentingStorage = host
        presented.isBeingPresented = true
        presented.ownTransitionCoordinator = coordinator

        sheet.dimming.backgroundColor = UIColor(white: 0, alpha: style == .fullScreen ? 0 : 0.35)
        sheet.dimming.frame = window.bounds
        sheet.dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheet.sheet.frame = PresentationSheet.sheetFrame(in: window.bounds, style: style)
        sheet.sheet.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin]
        sheet.sheet.clipsToBounds = true
        sheet.sheet.layer.cornerRadius = style == .fullScreen || style == .overFullScreen ? 0 : 12
        sheet.sheet.backgroundColor = .systemBackground

        if style == .fullScreen { host.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        let content: UIView = presented.view
        content.frame = sheet.sheet.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheet.sheet.addSubview(content)
        window.addSubview(sheet.dimming)
        window.addSubview(sheet.sheet)
        sheet.previousKeyTarget = window.keyTarget.map(KeyFocus.init)
        window.keyTarget = content

        let finish = { [weak host] in
            guard let host, let sheet = host.presentation, sheet.phase == .presenting else { return }
            sheet.phase = .shown
            if style == .fullScreen { host.endAppearanceTransition() }
            presented.endAppearanceTransition()
            presented.ownTransitionCoordinator = nil
            sheet.coordinator.end()
            completion?()
        }
        guard animated else {
            coordinator.start()
            return finish()
        }
        sheet.dimming.alpha = 0
        sheet.sheet.transform = CGAffineTransform(translationX: 0, y: window.bounds.height - sheet.sheet.frame.minY)
        coordinator.start()
        UIView.animate(on: window.frameDriver, duration: Self.presentationDuration, curve: .timing(.easeOut), {
            sheet.dimming.alpha = 1
            sheet.sheet.transform = .identity
        }, completion: { _ in finish() })
    }

    func dismissSheet(animated: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        guard let presented = host.presentedStorage, let sheet = host.presentation else {
            // Nothing presented here: dismissing a presented controller asks its presenter.
            if let presenter = presentingViewController, presenter !== self { presenter.dismissSheet(animated: animated, completion: completion) }
            return
        }
        if sheet.phase == .dismissing { return }
        // A presentation still sliding in completes its callbacks first, so they stay in order; the
        // sheet slides back from where it is on screen.
        if sheet.phase == .presenting {
            sheet.phase = .shown
            if presented.modalPresentationStyle == .fullScreen { host.endAppearanceTransition() }
            presented.endAppearanceTransition()
            presented.ownTransitionCoordinator = nil
            sheet.coordinator.end()
        }
        // What the presented controller presents goes first, at once.
        if presented.presentedStorage != nil { presented.dismissSheet(animated: false, completion: nil) }

        sheet.phase = .dismissing
        let style = presented.modalPresentationStyle
        let window = sheet.sheet.window
        let coordinator = TransitionCoordinator(from: presented, to: host, container: window ?? sheet.sheet,
                                                duration: animated && window != nil ? Self.presentationDuration : 0, curve: .easeIn)
        presented.isBeingDismissed = true
        presented.ownTransitionCoordinator = coordinator
        presented.beginAppearanceTransition(false, animated: animated)
        if style == .fullScreen { host.beginAppearanceTransition(true, animated: animated) }

        let finish = { [weak host] in
            guard let host, host.presentation === sheet else { return }
            // Asked before the sheet leaves the window, while its views are still inside it.
            let keysWereOnSheet = window?.keyTarget == nil || window?.keyTarget?.isDescendant(of: sheet.sheet) == true
            sheet.dimming.removeFromSuperview()
            sheet.sheet.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            if let window, keysWereOnSheet {
                if let previous = sheet.previousKeyTarget {
                    previous.restore(in: window, restoresFocus: host.restoresFocusAfterTransition)
                } else {
                    window.keyTarget = nil
                }
            }
            host.presentation = nil
            host.presentedStorage = nil
            presented.presentingStorage = nil
            presented.endAppearanceTransition()
            if style == .fullScreen { host.endAppearanceTransition() }
            presented.ownTransitionCoordinator = nil
            coordinator.end()
            completion?()
        }
        coordinator.start()
        guard coordinator.isAnimated, let window else { return finish() }
        UIView.animate(on: window.frameDriver, duration: Self.presentationDuration, curve: .timing(.easeIn), {
            sheet.dimming.alpha = 0
            sheet.sheet.transform = CGAffineTransform(translationX: 0, y: window.bounds.height - sheet.sheet.frame.minY)
        }, completion: { _ in finish() })
    }
}
