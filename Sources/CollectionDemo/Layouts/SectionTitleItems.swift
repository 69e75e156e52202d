import CollectionEngine
import Foundation

/// The section title and footer of the compositional layouts (mosaic and list), as tall as the grid's
/// (`headerReferenceSize`), so a title keeps its place and its whole text through a layout switch.
enum SectionTitleItems {
    /// The header's height in every layout: the header hangs its title 36 points above its bottom edge.
    static let headerHeight: CGFloat = 60

    /// A header that stays at the top while its section is on screen, and a footer under the section.
    @MainActor
    static func make() -> [NSCollectionLayoutBoundarySupplementaryItem] {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        return [header, footer]
    }
}
