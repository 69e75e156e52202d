import CollectionEngine
import Foundation

/// The list: a `UICollectionLayoutListConfiguration` list of picture rows under each section's title,
/// as an iOS photo app would write it, with the gallery's margins and a little air between rows.
enum GalleryListLayout {
    @MainActor
    static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            // The section titles are the gallery's own (not the list's 28-point estimate, which would
            // cut off a title hung from the header's bottom), so they are added below, not by the
            // configuration's header and footer modes.
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            // The cards have their own edges; lines between them would only add noise.
            configuration.showsSeparators = false
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            let inset = GridLayoutFactory.sectionInset
            section.contentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
            section.interGroupSpacing = 8
            section.supplementariesFollowContentInsets = false
            section.boundarySupplementaryItems = SectionTitleItems.make()
            return section
        }
    }
}
