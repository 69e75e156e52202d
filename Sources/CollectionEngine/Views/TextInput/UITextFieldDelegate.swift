import Foundation

/// What a text field asks and tells its delegate while it is edited, as UIKit's `UITextFieldDelegate`.
/// Every method is optional; the defaults allow everything.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing (become first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing when asked to resign.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the user's edit of `range` (UTF-16 offsets) to `string` may happen: typing, deleting,
    /// pasting, cutting. Undo and setting `text` in code do not ask.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; return false to do nothing else.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
