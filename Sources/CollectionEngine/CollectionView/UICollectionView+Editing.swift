import Foundation

// Editing mode, as UIKit's collection view has it since iOS 14: a flag the cells show through their
// configuration state (`UICellConfigurationState.isEditing`, `updateConfiguration(using:)`), with its
// own selection rules (`allowsSelectionDuringEditing`, `allowsMultipleSelectionDuringEditing`) that
// replace `allowsSelection` and `allowsMultipleSelection` while it is on.

extension UICollectionView {
    /// Whether the collection view is in editing mode; setting it is `setEditing(_:animated:)` without animation.
    public var isEditing: Bool {
        get { editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Whether users can select items while editing; `false` by default, as in UIKit.
    public var allowsSelectionDuringEditing: Bool {
        get { editing.allowsSelectionDuringEditing }
        set { editing.allowsSelectionDuringEditing = newValue; fitSelectionToMode() }
    }

    /// Whether users can select several items while editing (each click toggles); `false` by default.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editing.allowsMultipleSelectionDuringEditing }
        set { editing.allowsMultipleSelectionDuringEditing = newValue; fitSelectionToMode() }
    }

    /// Turns editing mode on or off; every cell on screen updates its configuration (inside an
    /// animation when `animated`), and cells that scroll in later see the new state too.
    ///
    /// - Note: The selection is kept as far as the new mode allows it: none when the mode allows no
    ///   selection, the first item when it allows one.
    ///
    /// - Complexity: O(cells on screen) configuration updates, plus O(selected items) to fit the selection
    ///   to the new mode.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing.isEditing else { return }
        self.editing.isEditing = editing
        fitSelectionToMode()
        if !allowsFocusNow, focus.focused != nil { setFocus(nil, heading: []) }
        let cells = live.views.values.compactMap { $0 as? UICollectionViewCell }
        let update = {
            for cell in cells {
                cell.setNeedsUpdateConfiguration()
                cell.updateConfigurationIfNeeded()
                cell.layoutIfNeeded()
            }
        }
        if animated {
            UIView.animate(on: frameDriver, duration: UICollectionView.updateAnimationDuration, curve: .timing(.easeInOut), update, completion: nil)
        } else {
            update()
        }
    }

    /// Whether users can select items in the current mode.
    var allowsSelectionNow: Bool { editing.isEditing ? editing.allowsSelectionDuringEditing : allowsSelection }

    /// Whether users can select several items in the current mode.
    var allowsMultipleSelectionNow: Bool {
        editing.isEditing ? editing.allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    private func fitSelectionToMode() {
        if !allowsSelectionNow && editing.isEditing {
            deselectAll()
        } else if !allowsMultipleSelectionNow, selection.count > 1 {
            keepOnlyFirstSelection()
        }
    }
}
