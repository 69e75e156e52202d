import Foundation

/// What went wrong where UIKit would raise an exception (or log and misbehave) with view controllers:
/// the controllers involved, by type and title.
///
/// A navigation controller reports to its `errorHandler`, a presentation to the presenting
/// controller's, and ignores the call, so no controller is lost:
///
/// ```swift
/// navigationController.errorHandler = { error in logger.error("\(error)") }
/// ```
public enum ViewControllerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `pushViewController` with a controller already on the stack; the push was ignored.
    case alreadyOnStack(controller: String, index: Int)
    /// `pushViewController` or `setViewControllers` with a navigation controller; it was ignored.
    case pushingNavigationController(controller: String)
    /// `setViewControllers` with the same controller more than once; the call was ignored.
    case duplicateViewControllers(controllers: [String])
    /// `present` from a controller that is already presenting another; the call was ignored.
    case alreadyPresenting(presenter: String, presented: String, attempted: String)
    /// `present` of a controller that is already presented or shown elsewhere; the call was ignored.
    case alreadyPresented(controller: String)
    /// `present` from a controller whose view is in no window; the call was ignored.
    case presenterNotInWindow(presenter: String)
    /// A bar button item with no title, image, system item or custom view; it shows as an empty slot.
    case blankBarButtonItem(bar: String, index: Int)

    public var description: String {
        switch self {
        case let .alreadyOnStack(controller, index):
            return "Pushing the same view controller instance more than once is not supported (\(controller) is at index \(index) of the stack); the push was ignored"
        case let .pushingNavigationController(controller):
            return "Pushing a navigation controller is not supported (\(controller)); ignored"
        case let .duplicateViewControllers(controllers):
            return "setViewControllers with a controller more than once: \(controllers.joined(separator: ", ")); ignored"
        case let .alreadyPresenting(presenter, presented, attempted):
            return "Attempt to present \(attempted) on \(presenter) which is already presenting \(presented); ignored"
        case let .alreadyPresented(controller):
            return "Attempt to present \(controller), which is already presented or in a container; ignored"
        case let .presenterNotInWindow(presenter):
            return "Attempt to present from \(presenter), whose view is not in a window; ignored"
        case let .blankBarButtonItem(bar, index):
            return "Bar button item \(index) of \(bar) has no title, image, system item or custom view; it shows as an empty slot"
        }
    }

    /// How a controller is named in a report: its type, and its title when it has one.
    @MainActor
    static func name(_ controller: UIViewController) -> String {
        let type = String(describing: Swift.type(of: controller))
        return controller.title.map { "<\(type) \"\($0)\">" } ?? "<\(type)>"
    }
}
