import Foundation

/// A header or footer of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// Items aligned to the start of the scroll axis (`.top`, `.topLeading`, `.topTrailing` when scrolling
/// vertically) come before the section's content, those aligned to its end after it; the others lie
/// over the content. A section's boundary items have the index path `[section, 0]`, the layout's
/// `[0, 0]`.
///
/// - Note: An item along the cross axis only (`.leading`, `.trailing`, `.none` when scrolling
///   vertically) lies over the content, centred along the scroll axis; it never widens the section.
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge or corner of the section (or layout) the item sits against.
    public let alignment: NSRectAlignment
    /// A shift in points from the aligned position.
    public let offset: CGPoint
    /// Keeps the item on screen while its section is: a header stays at the top of the visible area
    /// until the end of its section pushes it away.
    public var pinToVisibleBounds = false
    /// Whether the item takes space of its own (true) or lies over the section's content (false).
    public var extendsBoundary = true

    /// A header or footer of `elementKind` against `alignment`, with no offset.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer of `elementKind` against `alignment`, shifted by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }
}
