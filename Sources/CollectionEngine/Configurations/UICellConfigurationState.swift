import Foundation

/// The state a cell shows, handed to `updateConfiguration(using:)`, as UIKit's `UICellConfigurationState`.
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///     checkmark.isHidden = !(state.isEditing && state.isSelected)
///     layer.borderWidth = state.isFocused ? 3 : 0
/// }
/// ```
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell's item is selected.
    public var isSelected = false
    /// Whether the cell is pressed (the button is down over it).
    public var isHighlighted = false
    /// Whether the cell has keyboard focus.
    public var isFocused = false
    /// Whether the cell is shown as unavailable: the cell's `isUserInteractionEnabled` is false.
    public var isDisabled = false
    /// Whether the collection view showing the cell is editing.
    public var isEditing = false
    /// Whether the cell's item is expanded in its section's outline (`NSDiffableDataSourceSectionSnapshot`).
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being moved by interactive movement.
    public var isReordering = false
    private var custom = CustomStates()

    /// A state with every flag off, for views with these traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A state with every flag off and the current traits.
    public init() { self.init(traitCollection: .current) }

    /// An app's own state under `key` (see `UIConfigurationStateCustomKey`); nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom.values[key] }
        set { custom.values[key] = newValue }
    }
}

/// An app's custom states. `AnyHashable` is not `Sendable`; the values a cell stores are its own value
/// types (flags, identifiers), copied with the state, and a state never leaves the main actor.
struct CustomStates: Hashable, @unchecked Sendable {
    var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}
