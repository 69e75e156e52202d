import Foundation

/// A collection view's editing mode and the selection rules that hold while it is on.
struct EditingState {
    var isEditing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
}
