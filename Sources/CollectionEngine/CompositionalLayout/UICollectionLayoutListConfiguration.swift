import Foundation

/// The description of a list: its appearance, headers, footers and separators, as UIKit's
/// `UICollectionLayoutListConfiguration`. Turn it into a layout with
/// `UICollectionViewCompositionalLayout.list(using:)`, or into one section with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Rows are the full width of the list (less its insets) with an estimated height of 44 points. The
/// appearances, as Tessera draws them:
/// - `.plain`, `.sidebarPlain`: rows edge to edge; plain headers (28 points, estimated) stay at the top
///   while their section is on screen.
/// - `.grouped`: 17.5 points above and below each section (35 between sections); headers 38 points.
/// - `.insetGrouped`: as grouped, inset 20 points from both sides.
/// - `.sidebar`: as inset grouped, inset 10 points.
/// `UICollectionViewListCell`s draw the separators: under every row but a grouped section's last.
///
/// - Note: Rows are laid out at their estimate until they are measured. Swipe actions, accessories,
///   `leadingSwipeActionsConfigurationProvider` and `backgroundColor` are not available.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The look of a list: its insets, header sizes and whether headers stay pinned.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header (no separator under it).
        case firstItemInSection
    }

    /// Where section footers come from: nowhere, or supplementary views of `UICollectionView.elementKindSectionFooter`.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// The look of the list, fixed when the configuration is made.
    public let appearance: Appearance
    /// Whether rows draw separators when `bottomSeparatorVisibility` is `.automatic`.
    public var showsSeparators = true
    /// The separators' colour and insets.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Where section headers come from.
    public var headerMode: HeaderMode = .none
    /// Where section footers come from.
    public var footerMode: FooterMode = .none

    /// A list of `appearance` with separators, no headers and no footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The section's content insets for this appearance.
    var sectionInsets: NSDirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain: .zero
        case .grouped: NSDirectionalEdgeInsets(top: 17.5, leading: 0, bottom: 17.5, trailing: 0)
        case .insetGrouped: NSDirectionalEdgeInsets(top: 17.5, leading: 20, bottom: 17.5, trailing: 20)
        case .sidebar: NSDirectionalEdgeInsets(top: 17.5, leading: 10, bottom: 17.5, trailing: 10)
        }
    }

    var isPlain: Bool { appearance == .plain || appearance == .sidebarPlain }
}

/// How a list draws the lines between its rows, as UIKit's `UIListSeparatorConfiguration`.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows: as the list decides (`.automatic`), always, or never.
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// The separators' colour; the system separator colour by default.
    public var color: UIColor = .separator
    /// Space at the ends of the bottom separator; `leading` 16 points by default, to line up with
    /// the text of a list cell.
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
    /// Whether rows show their bottom separator; `.visible` and `.hidden` override `showsSeparators`.
    public var bottomSeparatorVisibility: Visibility = .automatic

    /// The default separators for a list.
    ///
    /// - Note: Every appearance starts with the same defaults here (16-point leading inset, the system
    ///   separator colour); `listAppearance` is not read.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
