import Foundation

/// Which boundary a section's content insets are measured from, as UIKit's `UIContentInsetsReference`.
///
/// - Note: Safe areas are zero on Linux, so `.automatic` and `.safeArea` act as `.none`.
///   `.readableContent` keeps the content at most 672 points wide (UIKit's readable width for its
///   default text size), centred within the layout margins.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// How a section scrolls across the layout's scroll axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own: its groups follow one another along the scroll axis.
    case none
    /// The groups follow one another across the scroll axis, and the section scrolls freely.
    case continuous
    /// Like `continuous`, but comes to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolls a page (the width of the visible area) at a time.
    case paging
    /// Scrolls a group at a time, stopping with the group's leading edge at the section's.
    case groupPaging
    /// Scrolls a group at a time, stopping with the group centred.
    case groupPagingCentered
}

/// Called before each layout pass with the section's visible items, which it may change (alpha,
/// transform, z order…), the section's scroll offset and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// One section's layout: the group it repeats, its insets and spacing, its headers, footers and
/// backgrounds, and whether it scrolls on its own, as UIKit's `NSCollectionLayoutSection`.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
/// section.interGroupSpacing = 10
/// section.orthogonalScrollingBehavior = .groupPaging
/// ```
///
/// Along the scroll axis a section is: its leading boundary items (headers), its top content inset,
/// its groups with `interGroupSpacing` between them (one row of groups when it scrolls orthogonally),
/// its bottom content inset, its trailing boundary items (footers).
///
/// - Complexity: The group is resolved once per layout pass (once for all sections that share it);
///   the rest is arithmetic over its repetitions.
@MainActor
public final class NSCollectionLayoutSection: NSObject {
    let group: NSCollectionLayoutGroup

    /// A section that repeats `group` until its items run out.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// Space between the section's groups and its edges; headers and footers sit outside it.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The boundary `contentInsets` are measured from across the scroll axis.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether headers and footers are inset like the content across the scroll axis (true) or span
    /// the whole layout.
    public var supplementariesFollowContentInsets = true
    /// Space between repetitions of the group.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls on its own across the layout's scroll axis, and how it comes to rest.
    ///
    /// Right to left, a section of a vertical layout starts at its right edge (its leading end), shows
    /// later groups as its content moves rightwards, and rests where the behaviour rests left to right,
    /// mirrored.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views placed by the layout for the section, such as its background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called whenever the layout answers for a rect holding some of the section's elements (so on every
    /// scroll step), with those elements to adjust.
    ///
    /// - Complexity: The handler runs once per layout pass, over the section's elements on screen; keep it cheap.
    /// - Note: Right to left, the items' frames and the offset are the layout's own, measured left to
    ///   right from the section's leading end (the offset is 0 at rest), and are mirrored when shown:
    ///   an effect computed from both (a scale by distance from the centre) mirrors with them.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list this section was made for by `list(using:layoutEnvironment:)`: its rows get separators.
    var listConfiguration: UICollectionLayoutListConfiguration?
}
