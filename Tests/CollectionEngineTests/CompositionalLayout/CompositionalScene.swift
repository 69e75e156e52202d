import CollectionEngine
import EngineTestSupport
import Foundation

extension CollectionScene where Layout == UICollectionViewCompositionalLayout {
    /// The scene for compositional layout tests: a `width` × `height` collection view over `counts`
    /// items per section, with test views registered for `supplementaryKinds` too, laid out once.
    static func compositional(
        _ layout: UICollectionViewCompositionalLayout, width: CGFloat = 400, height: CGFloat = 600, counts: [Int],
        supplementaryKinds: [String] = []
    ) -> CollectionScene {
        let scene = CollectionScene(layout: layout, model: ReferenceModel(counts: counts), frame: CGRect(x: 0, y: 0, width: width, height: height))
        for kind in supplementaryKinds {
            scene.collectionView.register(TestSupplementaryView.self, forSupplementaryViewOfKind: kind,
                                          withReuseIdentifier: ModelDataSource<Int>.supplementaryIdentifier)
        }
        scene.collectionView.layoutIfNeeded()
        return scene
    }

    /// The dump of everything the layout places in `rect` (the visible bounds when nil).
    func dump(_ rect: CGRect? = nil) -> String {
        LayoutDump.describe(layout, in: rect ?? collectionView.bounds)
    }
}

/// Shorthands for the sample layouts' descriptions.
@MainActor
enum Compose {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func insets(_ all: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
    }

    static func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension, insets: CGFloat = 0,
                     supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: size(width, height), supplementaryItems: supplementaryItems)
        item.contentInsets = self.insets(insets)
        return item
    }
}
