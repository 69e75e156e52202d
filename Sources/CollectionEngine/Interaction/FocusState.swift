import Foundation

/// A collection view's keyboard focus: its settings and which item has focus now.
struct FocusState {
    var allowsFocus = true
    var allowsFocusDuringEditing = true
    var selectionFollowsFocus = false
    var remembersLastFocusedIndexPath = false
    /// The focused item; nil while focus is elsewhere (or nowhere), when keys scroll instead.
    var focused: IndexPath?
    /// The item focused when focus last left the collection view.
    var lastFocused: IndexPath?
}

/// A view that can hold keyboard focus inside itself, told when it becomes the window's key target
/// and when the key target moves away.
@MainActor
protocol FocusContainer: AnyObject {
    func keyTargetDidArrive()
    func keyTargetDidLeave()
}

extension FocusContainer {
    func keyTargetDidArrive() {}
}
