import CollectionEngine
import Foundation

/// The mosaic, built with the compositional layout: a large picture beside a column of two small ones,
/// then the same mirrored, repeating; each section's title stays at the top while the section is on
/// screen.
///
/// ```
/// +-----------+-----+      +-----+-----------+
/// |           |  1  |      |  3  |           |
/// |     0     +-----+      +-----+     5     |
/// |           |  2  |      |  4  |           |
/// +-----------+-----+      +-----+-----------+
/// ```
enum MosaicLayout {
    /// Space between pictures: half of it on each side of every item.
    static let gutter: CGFloat = 16

    @MainActor
    static func make() -> UICollectionViewCompositionalLayout {
        let half = gutter / 2
        let itemInsets = NSDirectionalEdgeInsets(top: half, leading: half, bottom: half, trailing: half)
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        large.contentInsets = itemInsets
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = itemInsets
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))
        let largeFirst = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [large, column])
        let columnFirst = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [column, large])
        let block = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.9)),
            subitems: [largeFirst, columnFirst])

        let section = NSCollectionLayoutSection(group: block)
        let inset = GridLayoutFactory.sectionInset
        section.contentInsets = NSDirectionalEdgeInsets(top: inset.top - half, leading: inset.left - half,
                                                        bottom: inset.bottom - half, trailing: inset.right - half)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = SectionTitleItems.make()
        return UICollectionViewCompositionalLayout(section: section)
    }
}
