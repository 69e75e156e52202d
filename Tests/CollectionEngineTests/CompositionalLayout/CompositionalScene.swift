import CollectionEngine
import EngineTestSupport
import Foundation

extension CollectionScene where Layout == UICollectionViewCompositionalLayout {
    /// The scene for compositional layout tests: a `width` × `height` collection view over `counts`
    /// items per section, with views registered for `supplementaryKinds` too, laid out once. Its views
    /// keep the sizes the layout gives them, so frames are the layout's own arithmetic, estimates
    /// included (self-sizing has its own suite).
    static func compositional(
        _ layout: UICollectionViewCompositionalLayout, width: CGFloat = 400, height: CGFloat = 600, counts: [Int],
        supplementaryKinds: [String] = []
    ) -> CollectionScene {
        let scene = CollectionScene(layout: layout, model: ReferenceModel(counts: counts), frame: CGRect(x: 0, y: 0, width: width, height: height),
                                    cellClass: LayoutSizedCell.self)
        let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] + supplementaryKinds
        for kind in kinds {
            scene.collectionView.register(LayoutSizedSupplementaryView.self, forSupplementaryViewOfKind: kind,
                                          withReuseIdentifier: ModelDataSource<Int>.supplementaryIdentifier)
        }
        scene.collectionView.layoutIfNeeded()
        return scene
    }

    /// The scene for orthogonal scrolling: section 0 scrolls sideways with `behavior`, groups 300
    /// wide (75 % of 400) and 100 tall, one item each, 10 apart (3,090 points of groups, offsets
    /// 0…2690), with `leadingInset` before them and `handler` told what it shows; section 1 is a
    /// column of 100-point rows.
    static func orthogonalRow(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, leadingInset: CGFloat = 0,
                              handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> CollectionScene {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
            let width: NSCollectionLayoutDimension = index == 0 ? .fractionalWidth(0.75) : .fractionalWidth(1)
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: Compose.size(width, .absolute(100)), subitems: [item]))
            if index == 0 {
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leadingInset, bottom: 0, trailing: 0)
                section.visibleItemsInvalidationHandler = handler
            }
            return section
        }
        return compositional(layout, width: 400, height: 300, counts: [10, 20])
    }

    /// The dump of everything the layout places in `rect` (the visible bounds when nil).
    func dump(_ rect: CGRect? = nil) -> String {
        LayoutDump.describe(layout, in: rect ?? collectionView.bounds)
    }
}

/// A cell that keeps the size its layout gives it, estimated or not.
final class LayoutSizedCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A supplementary view that keeps the size its layout gives it, estimated or not.
final class LayoutSizedSupplementaryView: UICollectionReusableView {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
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
