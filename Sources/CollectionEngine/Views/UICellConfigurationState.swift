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
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isDisabled = false
    /// Whether the collection view showing the cell is editing.
    public var isEditing = false

    public init() {}
}
