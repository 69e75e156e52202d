import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Headers, footers, pinning, layout-wide boundary items and section backgrounds.
@MainActor
@Suite struct CompositionalSupplementaryTests {
    private typealias C = Compose

    private func rows(header: Bool = true, footer: Bool = true, pinned: Bool = false,
                      configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let item = C.item(.fractionalWidth(1), .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = C.insets(10)
        let headerItem = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        headerItem.pinToVisibleBounds = pinned
        let footerItem = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: C.size(.fractionalWidth(1), .absolute(20)), elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = (header ? [headerItem] : []) + (footer ? [footerItem] : [])
        configure(section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func headerComesBeforeTheTopInsetAndFooterAfterTheBottomOne() {
        let scene = CollectionScene.compositional(rows(), counts: [2, 1])
        #expect(scene.dump() == """
        cell 0-0 frame (10 40; 380 50)
        cell 0-1 frame (10 90; 380 50)
        cell 1-0 frame (10 210; 380 50)
        header 0-0 frame (10 0; 380 30) z 1
        footer 0-0 frame (10 150; 380 20) z 1
        header 1-0 frame (10 170; 380 30) z 1
        footer 1-0 frame (10 270; 380 20) z 1
        """)
        #expect(scene.layout.collectionViewContentSize.height == 290)
    }

    @Test func supplementariesSpanTheWholeWidthWhenTheyDoNotFollowTheInsets() {
        let scene = CollectionScene.compositional(rows(footer: false) { $0.supplementariesFollowContentInsets = false }, counts: [1])
        let header = scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
    }

    @Test func headerThatDoesNotExtendTheBoundaryLiesOverTheContent() {
        let layout = rows(footer: false) { section in section.boundarySupplementaryItems.forEach { $0.extendsBoundary = false } }
        let scene = CollectionScene.compositional(layout, counts: [1])
        #expect(scene.frame(0) == CGRect(x: 10, y: 10, width: 380, height: 50))
    }

    @Test func pinnedHeaderStaysAtTheTopWhileItsSectionIsOnScreen() {
        let scene = CollectionScene.compositional(rows(pinned: true), counts: [30, 30])
        scene.scroll(toY: 200)
        let header = scene.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 200)
    }

    @Test func pinnedHeaderIsPushedOutByTheEndOfItsSection() {
        // Section 0: header 0–30, inset 10, 30 rows to 1540, inset 10: content ends at 1550.
        let scene = CollectionScene.compositional(rows(pinned: true), counts: [30, 30])
        scene.scroll(toY: 1540)
        let header = scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.maxY == 1550)
    }

    @Test func layoutBoundaryItemsFramePlusInterSectionSpacing() {
        let item = C.item(.fractionalWidth(1), .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: C.size(.fractionalWidth(1), .absolute(40)), elementKind: "banner", alignment: .top),
        ]
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let scene = CollectionScene.compositional(layout, counts: [1, 1], supplementaryKinds: ["banner"])
        #expect(scene.dump() == """
        cell 0-0 frame (0 40; 400 50)
        cell 1-0 frame (0 110; 400 50)
        supplementary(banner) 0-0 frame (0 0; 400 40) z 1
        """)
    }

    @Test func backgroundDecorationCoversTheSectionContentAcrossTheLayoutLessItsInsets() {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = C.insets(5)
        let layout = rows(header: false, footer: false) { $0.decorationItems = [background] }
        layout.register(TestSupplementaryView.self, forDecorationViewOfKind: "background")
        let scene = CollectionScene.compositional(layout, counts: [2])
        // The section's content with its insets runs from 0 to 120.
        #expect(scene.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.description
            == "decoration(background) 0-0 frame (5 5; 390 110) z -1")
        #expect(scene.collectionView.subviews.contains { $0.frame == CGRect(x: 5, y: 5, width: 390, height: 110) })
        #expect(scene.errors.isEmpty)
    }
}
