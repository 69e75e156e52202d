import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Sections, headers, footers, insets, pinning and the horizontal direction.
@MainActor
@Suite struct FlowLayoutSectionTests {
    private func sectioned(
        counts: [Int], width: CGFloat = 340, height: CGFloat = 200, configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    ) -> CollectionScene<UICollectionViewFlowLayout> {
        CollectionScene.flow(width: width, height: height, counts: counts) { layout in
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            configure(layout)
        }
    }

    @Test func headerItemsAndFooterStackWithTheSectionInsetBetweenThem() {
        // 300 points between the insets hold two 100-point items (three would need 320).
        let fixture = sectioned(counts: [4, 0])
        #expect(fixture.dump() == """
        cell 0-0 frame (20 35; 100 50)
        cell 0-1 frame (220 35; 100 50)
        cell 0-2 frame (20 95; 100 50)
        cell 0-3 frame (220 95; 100 50)
        header 0-0 frame (0 0; 340 30) z 10
        footer 0-0 frame (0 160; 340 20) z 10
        header 1-0 frame (0 180; 340 30) z 10
        footer 1-0 frame (0 230; 340 20) z 10
        """)
    }

    @Test func contentSizeSpansEverySectionAndTheWidthOfTheView() {
        let fixture = sectioned(counts: [4, 0])
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 340, height: 250))
        #expect(fixture.collectionView.contentSize == CGSize(width: 340, height: 250))
    }

    @Test func zeroReferenceSizeMeansNoHeader() {
        let fixture = sectioned(counts: [1]) { $0.headerReferenceSize = .zero }
        let kinds = (fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 340, height: 500)) ?? [])
            .compactMap(\.representedElementKind)
        #expect(kinds == [UICollectionView.elementKindSectionFooter])
    }

    @Test func layoutMarginsReferenceInsetsItemsByTheMargins() {
        let fixture = sectioned(counts: [1]) { $0.sectionInsetReference = .fromLayoutMargins }
        // One item in a one-line section is centred between the margin-adjusted edges: 8 + 20 each side.
        #expect(fixture.frame(0)?.midX == 170)
        fixture.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        let midX = fixture.frame(0)?.midX ?? 0
        #expect(midX == 190, "\(midX - 190)")
    }

    @Test func pinnedHeaderStaysAtTheTopOfTheVisibleArea() {
        let fixture = sectioned(counts: [30, 30]) { $0.sectionHeadersPinToVisibleBounds = true }
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        fixture.collectionView.layoutIfNeeded()
        let header = fixture.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 100)
        #expect(header?.layer.zPosition == 1024)
        #expect(fixture.collectionView.checkInvariants() == [])
    }

    @Test func pinnedHeaderIsPushedOutByTheEndOfItsSection() {
        let fixture = sectioned(counts: [2, 30]) { $0.sectionHeadersPinToVisibleBounds = true }
        // Section 0: header 0-30, inset 5, one line 35-85, inset 15 -> footer at 100-120.
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 90)
        fixture.collectionView.layoutIfNeeded()
        let first = fixture.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(first?.frame.maxY == 100)
        let second = fixture.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.minY == 120)
    }

    @Test func pinnedFooterStaysAtTheBottomOfTheVisibleArea() {
        let fixture = sectioned(counts: [30]) { $0.sectionFootersPinToVisibleBounds = true }
        let footer = fixture.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.maxY == 200)
    }

    @Test func scrollingWithPinnedHeadersDoesNotRebuildTheSections() {
        let delegate = SizingFlowDelegate { _ in CGSize(width: 100, height: 50) }
        let fixture = sectioned(counts: [300]) { $0.sectionHeadersPinToVisibleBounds = true }
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        let callsAfterFirstLayout = delegate.sizeCalls
        for step in 1...10 {
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            fixture.collectionView.layoutIfNeeded()
        }
        #expect(delegate.sizeCalls == callsAfterFirstLayout)
        #expect(fixture.collectionView.checkInvariants() == [])
    }

    @Test func widthChangeRelaysTheLines() {
        let fixture = sectioned(counts: [6])
        #expect(fixture.frame(3)?.minY == 95)
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(3)?.minY == 35)
        #expect(fixture.collectionView.contentSize.width == 500)
        #expect(fixture.collectionView.checkInvariants() == [])
    }

    @Test func horizontalScrollingFillsColumnsTopToBottom() {
        let fixture = CollectionScene.flow(width: 300, height: 230, counts: [5]) { layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 20
            layout.headerReferenceSize = CGSize(width: 40, height: 0)
        }
        #expect(fixture.dump() == """
        cell 0-0 frame (40 0; 100 50)
        cell 0-1 frame (40 60; 100 50)
        cell 0-2 frame (40 120; 100 50)
        cell 0-3 frame (40 180; 100 50)
        cell 0-4 frame (160 0; 100 50)
        header 0-0 frame (0 0; 40 230) z 10
        """)
        #expect(fixture.layout.collectionViewContentSize == CGSize(width: 260, height: 230))
    }

    @Test func negativeItemSizeIsReportedAndTreatedAsZero() {
        let delegate = SizingFlowDelegate { $0.item == 1 ? CGSize(width: -5, height: 50) : CGSize(width: 100, height: 50) }
        let fixture = sectioned(counts: [3])
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.errors.contains(
            .invalidSize(what: "sizeForItemAt", indexPath: IndexPath(item: 1, section: 0), size: CGSize(width: -5, height: 50))))
        #expect(fixture.frame(1)?.width == 0)
        #expect(fixture.collectionView.checkInvariants() == [])
    }

    @Test func nonFiniteSpacingIsReportedAndTreatedAsZero() {
        let fixture = sectioned(counts: [3]) { $0.minimumLineSpacing = .nan }
        #expect(fixture.errors.count == 1)
        #expect(fixture.frame(0) != nil)
    }
}
