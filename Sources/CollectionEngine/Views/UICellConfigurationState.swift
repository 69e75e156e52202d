import Foundation

/// The state a cell shows, handed to `updateConfiguration(using:)`, as UIKit's `UICellConfigurationState`.
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///     checkmark.isHidden = !(state.isEditing && state.isSelected)
///     layer.borderWidth = state.isFocused ? 3 : 0
/// }
/// ```
public struct UICellConfigurationState: Hashable, Sendable {
    /// Whether the cell's item is selected.
    public var isSelected = false
    /// Whether the cell is pressed (the button is down over it).
    public var isHighlighted = false
    /// Whether the cell has keyboard focus.
    public var isFocused = false
    /// Whether the cell is shown as unavailable.
    ///
    /// - Note: The collection view never sets it (nothing disables a cell here); it is false in the
    ///   states the cell is given.
    public var isDisabled = false
    /// Whether the collection view showing the cell is editing.
    public var isEditing = false

    /// A state with every flag off.
    public init() {}
}
