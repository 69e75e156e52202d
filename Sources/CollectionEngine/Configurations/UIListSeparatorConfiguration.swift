import Foundation

/// How a list draws the lines above and below its rows, as UIKit's `UIListSeparatorConfiguration`.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.separatorConfiguration.color = .systemBlue
/// configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
/// ```
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows: as the list decides (`.automatic`), always, or never.
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// Insets that mean "as the system places it": the bottom separator starts where the row's text
    /// does (its `separatorLayoutGuide`) and reaches the row's trailing edge. Any edge may be automatic.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: automatic, leading: automatic, bottom: automatic, trailing: automatic)

    /// The value an edge of `automaticInsets` holds.
    static let automatic: CGFloat = -.greatestFiniteMagnitude

    /// The separators' colour; the system separator colour by default.
    public var color: UIColor = .separator
    /// The colour of a separator between two selected rows while the list is editing with multiple
    /// selection; the system separator colour by default.
    public var multipleSelectionColor: UIColor = .separator
    /// Whether rows show a separator along their top edge; `.automatic` shows none.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether rows show their bottom separator: as `showsSeparators` and the appearance say
    /// (`.automatic`; every row but a grouped section's last), always, or never.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Space at the ends of the top separator; automatic by default.
    public var topSeparatorInsets = automaticInsets
    /// Space at the ends of the bottom separator; automatic by default (it lines up with the text).
    public var bottomSeparatorInsets = automaticInsets

    /// The default separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        // A sidebar draws none unless asked: its rows are apart, not ruled.
        if listAppearance == .sidebar || listAppearance == .sidebarPlain { bottomSeparatorVisibility = .hidden }
    }
}
