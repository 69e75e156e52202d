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
/// Rows are the full width of the list (less its insets) with an estimated height of 44 points, the
/// minimum the Human Interface Guidelines give a row. The appearances, as iOS draws them:
/// - `.plain`: rows edge to edge on the system background; headers (28 points, estimated) stay at
///   the top while their section is on screen.
/// - `.grouped`: rows on the grouped content colour, sections 35 points apart on the grouped
///   background; headers 38 points.
/// - `.insetGrouped`: as grouped, each section inset from the sides by the layout margin (20 points in
///   a regular width, 16 in a compact one) with its corners rounded at a 10-point radius.
/// - `.sidebar`: rows inset 10 points, clear, a rounded tint-coloured fill for the selected row, no
///   separators; `.sidebarPlain`: the same rows edge to edge, with pinned headers.
/// `UICollectionViewListCell`s draw the separators (under every row but a grouped section's last)
/// and take their background from the appearance (`defaultBackgroundConfiguration()`); the collection
/// view shows the list's `backgroundColor` unless it has a background colour of its own.
///
/// - Note: Rows are laid out at their estimate until they are measured.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// Swipe actions for the row at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// The separators of the row at an index path, given the list's; return them changed or as they are.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

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

    /// Changes the separators of single rows; nil leaves every row with `separatorConfiguration`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil for the appearance's (the system background for plain lists, the
    /// grouped background for grouped ones). The collection view shows it unless its own
    /// `backgroundColor` is set.
    public var backgroundColor: UIColor?
    /// The actions revealed by swiping a row from its leading edge towards the trailing one.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row from its trailing edge towards the leading one.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list of `appearance` with separators, no headers and no footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The section's content insets for this appearance, for a list `sizeClass` wide.
    func sectionInsets(for sizeClass: UIUserInterfaceSizeClass) -> NSDirectionalEdgeInsets {
        let spacing = ListMetrics.groupedSectionSpacing
        switch appearance {
        case .plain, .sidebarPlain: return .zero
        case .grouped: return NSDirectionalEdgeInsets(top: spacing, leading: 0, bottom: spacing, trailing: 0)
        case .insetGrouped:
            let side = ListMetrics.insetGroupedInset(for: sizeClass)
            return NSDirectionalEdgeInsets(top: spacing, leading: side, bottom: spacing, trailing: side)
        case .sidebar:
            let side = ListMetrics.sidebarInset
            return NSDirectionalEdgeInsets(top: spacing, leading: side, bottom: spacing, trailing: side)
        }
    }

    /// The list's background colour: `backgroundColor`, or the appearance's.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return switch appearance {
        case .plain: .systemBackground
        case .grouped, .insetGrouped: .systemGroupedBackground
        case .sidebar, .sidebarPlain: .secondarySystemBackground
        }
    }

    var isPlain: Bool { appearance == .plain || appearance == .sidebarPlain }
}
