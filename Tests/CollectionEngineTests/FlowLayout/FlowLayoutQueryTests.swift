import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Rect queries agree with the item-by-item answer, and stay proportional to what the rect holds.
@MainActor
@Suite struct FlowLayoutQueryTests {
    /// Every element whose frame meets `rect`, found the slow way: one question per element.
    private func bruteForce(_ layout: UICollectionViewFlowLayout, counts: [Int], in rect: CGRect) -> Set<String> {
        var found: Set<String> = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)),
                   attributes.frame.intersects(rect) { found.insert(LayoutDump.line(for: attributes)) }
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)),
                   attributes.frame.intersects(rect) { found.insert(LayoutDump.line(for: attributes)) }
            }
        }
        return found
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func rectQueriesMatchTheItemByItemAnswer(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let counts = (0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 0...40, using: &random) }
        let uniform = Bool.random(using: &random)
        let horizontal = Bool.random(using: &random)
        let sizes = (0..<40).map { _ in CGSize(width: CGFloat.random(in: 10...120, using: &random).rounded(), height: CGFloat.random(in: 10...90, using: &random).rounded()) }
        let delegate = SizingFlowDelegate { sizes[$0.item] }
        let fixture = CollectionScene.flow(width: 400, height: 400, counts: counts) { layout in
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            layout.itemSize = CGSize(width: 70, height: 40)
            layout.minimumInteritemSpacing = CGFloat.random(in: 0...20, using: &random).rounded()
            layout.minimumLineSpacing = CGFloat.random(in: 0...20, using: &random).rounded()
            layout.sectionInset = UIEdgeInsets(top: 3, left: 7, bottom: 11, right: 5)
            layout.headerReferenceSize = CGSize(width: 25, height: 25)
            layout.footerReferenceSize = Bool.random(using: &random) ? CGSize(width: 15, height: 15) : .zero
        }
        if !uniform {
            fixture.collectionView.delegate = delegate
            fixture.collectionView.layoutIfNeeded()
        }
        let content = fixture.layout.collectionViewContentSize
        for _ in 0..<50 {
            let rect = CGRect(
                x: CGFloat.random(in: -50...max(1, content.width), using: &random),
                y: CGFloat.random(in: -50...max(1, content.height), using: &random),
                width: CGFloat.random(in: 1...300, using: &random), height: CGFloat.random(in: 1...300, using: &random))
            let fast = Set((fixture.layout.layoutAttributesForElements(in: rect) ?? []).map(LayoutDump.line(for:)))
            #expect(fast == bruteForce(fixture.layout, counts: counts, in: rect), "seed \(seed), rect \(rect)")
        }
    }

    @Test func queryOfSixteenMillionItemsReturnsOnlyWhatTheRectHolds() {
        let fixture = CollectionScene.flow(width: 800, height: 600, counts: [16_777_216]) { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
        }
        let far = CGRect(x: 0, y: fixture.layout.collectionViewContentSize.height - 600, width: 800, height: 600)
        let attributes = fixture.layout.layoutAttributesForElements(in: far) ?? []
        #expect(attributes.count <= 7 * 7)
        #expect(attributes.contains { $0.indexPath.item == 16_777_215 })
    }

    @Test func liveCellsStayBoundedWhileScrollingThroughAMillionItems() {
        let fixture = CollectionScene.flow(width: 800, height: 600, counts: [1_000_000]) { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
        }
        let end = fixture.collectionView.contentSize.height - 600
        for step in 0...50 {
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: end * CGFloat(step) / 50)
            fixture.collectionView.layoutIfNeeded()
            #expect(fixture.collectionView.visibleCells.count <= 7 * 7)
        }
        #expect(fixture.collectionView.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        #expect(fixture.collectionView.checkInvariants() == [])
    }
}

