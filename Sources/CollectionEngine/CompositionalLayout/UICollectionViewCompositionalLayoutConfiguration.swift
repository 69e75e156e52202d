import Foundation

/// Settings of a compositional layout as a whole, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// configuration.boundarySupplementaryItems = [layoutHeader]
/// let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
/// ```
///
/// The layout reads the configuration when it prepares; change it, then invalidate the layout (or set
/// the layout's `configuration`, which does).
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the whole layout scrolls along; sections stack along it.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The boundary every section's content insets are measured from while the section's own
    /// `contentInsetsReference` is `.automatic`.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
}
