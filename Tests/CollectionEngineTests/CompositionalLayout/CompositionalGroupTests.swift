import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// How groups fill, space and place their items; sections' spacing and direction; bad descriptions.
@MainActor
@Suite struct CompositionalGroupTests {
    private typealias C = Compose

    private func layout(_ group: NSCollectionLayoutGroup, configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let section = NSCollectionLayoutSection(group: group)
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func row(of items: [NSCollectionLayoutItem], spacing: NSCollectionLayoutSpacing? = nil) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: items)
        group.interItemSpacing = spacing
        return group
    }

    @Test func flexibleSpacingSharesTheLeftoverBetweenItems() {
        // Three 110-point items fit in 400 (a fourth would not); 70 left over, 35 per gap.
        let scene = CollectionScene.compositional(layout(row(of: [C.item(.absolute(110), .fractionalHeight(1))], spacing: .flexible(0))), counts: [3])
        #expect(scene.dump() == """
        cell 0-0 frame (0 0; 110 50)
        cell 0-1 frame (145 0; 110 50)
        cell 0-2 frame (290 0; 110 50)
        """)
    }

    @Test func fixedSpacingCountsWhenDecidingWhatFits() {
        // 0.5 + 10 + 0.5 of the width does not fit: one item per row, as in UIKit.
        let scene = CollectionScene.compositional(layout(row(of: [C.item(.fractionalWidth(0.5), .fractionalHeight(1))], spacing: .fixed(10))), counts: [2])
        #expect(scene.frame(1) == CGRect(x: 0, y: 50, width: 200, height: 50))
    }

    @Test func flexibleEdgeSpacingCentresEachItemInItsShare() {
        let item = C.item(.absolute(110), .absolute(30))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        // 70 left over in six flexible edges: 11.667 each; 10 across, shared above and below.
        let scene = CollectionScene.compositional(layout(row(of: [item])), counts: [3])
        #expect(scene.dump() == """
        cell 0-0 frame (12 10; 110 30)
        cell 0-1 frame (145 10; 110 30)
        cell 0-2 frame (278 10; 110 30)
        """)
    }

    @Test func fixedEdgeSpacingMovesAnItemWithoutShrinkingIt() {
        let item = C.item(.absolute(100), .absolute(30))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: .fixed(4), trailing: nil, bottom: nil)
        let scene = CollectionScene.compositional(layout(row(of: [item])), counts: [2])
        #expect(scene.frame(0) == CGRect(x: 8, y: 4, width: 100, height: 30))
        #expect(scene.frame(1) == CGRect(x: 116, y: 4, width: 100, height: 30))
    }

    @Test func subitemsRepeatInOrderWhileTheyFit() {
        let wide = C.item(.fractionalWidth(0.5), .fractionalHeight(1)), narrow = C.item(.fractionalWidth(0.25), .fractionalHeight(1))
        let scene = CollectionScene.compositional(layout(row(of: [wide, narrow])), counts: [4])
        // wide 0–200, narrow 200–300, narrow does not repeat the pattern: wide (200) no longer fits.
        #expect(scene.dump() == """
        cell 0-0 frame (0 0; 200 50)
        cell 0-1 frame (200 0; 100 50)
        cell 0-2 frame (0 50; 200 50)
        cell 0-3 frame (200 50; 100 50)
        """)
    }

    @Test func groupContentInsetsShrinkTheSpaceItsItemsShare() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(60)),
                                                       repeatingSubitem: C.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        let scene = CollectionScene.compositional(layout(group), counts: [2])
        #expect(scene.frame(0) == CGRect(x: 20, y: 5, width: 180, height: 50))
        #expect(scene.frame(1) == CGRect(x: 200, y: 5, width: 180, height: 50))
    }

    @Test func customGroupPlacesItsItemsWhereTheProviderSays() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: C.size(.fractionalWidth(1), .absolute(100))) { environment in
            containers.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 10, width: 30, height: 30), zIndex: 3)]
        }
        let scene = CollectionScene.compositional(layout(group), counts: [3])
        #expect(scene.dump() == """
        cell 0-0 frame (0 0; 50 50)
        cell 0-1 frame (60 10; 30 30) z 3
        cell 0-2 frame (0 100; 50 50)
        """)
        #expect(containers.last == CGSize(width: 400, height: 100))
    }

    @Test func horizontalScrollingRepeatsGroupsSideways() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: C.size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                     subitems: [C.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let scene = CollectionScene.compositional(layout, counts: [5])
        #expect(scene.dump(CGRect(x: 0, y: 0, width: 800, height: 600)) == """
        cell 0-0 frame (0 0; 200 300)
        cell 0-1 frame (0 300; 200 300)
        cell 0-2 frame (200 0; 200 300)
        cell 0-3 frame (200 300; 200 300)
        cell 0-4 frame (400 0; 200 300)
        """)
        #expect(scene.layout.collectionViewContentSize == CGSize(width: 600, height: 600))
    }

    @Test func estimatedDimensionLaysOutAtItsEstimateAndIgnoresInsetsOnThatAxis() {
        let item = C.item(.fractionalWidth(1), .estimated(44), insets: 8)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: C.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let scene = CollectionScene.compositional(layout(group), counts: [2])
        #expect(scene.frame(1) == CGRect(x: 8, y: 44, width: 384, height: 44))
    }

    @Test func sectionProviderSeesTheContainerAndTraits() {
        var seen: [CGSize] = []
        var traits: [UIUserInterfaceSizeClass] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.container.effectiveContentSize)
            traits.append(environment.traitCollection.horizontalSizeClass)
            return NSCollectionLayoutSection(group: self.row(of: [C.item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let scene = CollectionScene.compositional(layout, counts: [1])
        scene.collectionView.contentInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        scene.layout.invalidateLayout()
        scene.layoutPass()
        #expect(seen.last == CGSize(width: 360, height: 600))
        #expect(traits.last == .compact)
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 360, height: 50))
    }

    @Test func nilSectionIsReportedAndShowsNothingWhileOthersLayOut() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? nil : NSCollectionLayoutSection(group: self.row(of: [C.item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let scene = CollectionScene.compositional(layout, counts: [3, 1])
        #expect(scene.errors.contains(.invalidCompositionalSection(section: 0, reason: "the section provider returned nil")))
        #expect(scene.frame(0) == nil)
        #expect(scene.frame(0, 1) == CGRect(x: 0, y: 0, width: 400, height: 50))
    }

    @Test func emptyCustomGroupIsReported() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: C.size(.fractionalWidth(1), .absolute(100))) { _ in [] }
        let scene = CollectionScene.compositional(layout(group), counts: [2])
        #expect(scene.errors.contains(.invalidCompositionalSection(section: 0, reason: "its group holds no items for 2 items")))
        #expect(scene.visiblePaths.isEmpty)
    }

    @Test func interGroupSpacingSeparatesRepetitions() {
        let scene = CollectionScene.compositional(layout(row(of: [C.item(.fractionalWidth(1), .fractionalHeight(1))])) { $0.interGroupSpacing = 7 },
                                                  counts: [3])
        #expect(scene.frame(2)?.minY == 114)
        #expect(scene.layout.collectionViewContentSize.height == 164)
    }
}
