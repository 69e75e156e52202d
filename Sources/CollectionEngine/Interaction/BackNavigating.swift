import Foundation

/// A view that goes back a page when the mouse's back button is pressed over it (a navigation
/// controller's view); the input router offers the press to the views under the pointer, innermost first.
@MainActor
protocol BackNavigating: AnyObject {
    /// Goes back; false when there is nowhere to go back to (the press goes on outwards).
    func navigateBack() -> Bool
}
