import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// How a flow layout fills lines: UIKit's justification rules.
@MainActor
@Suite struct FlowLayoutLineTests {
    private func grid(width: CGFloat = 340, count: Int, configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> CollectionScene<UICollectionViewFlowLayout> {
        CollectionScene.flow(width: width, counts: [count]) { layout in
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 5
            configure(layout)
        }
    }

    @Test func fullLinesShareLeftoverSpaceBetweenItems() {
        // 340 wide holds three 100-wide items with at least 10 between: the 40 left over makes 20-point gaps.
        let fixture = grid(count: 6)
        #expect(fixture.dump() == """
        cell 0-0 frame (0 0; 100 50)
        cell 0-1 frame (120 0; 100 50)
        cell 0-2 frame (240 0; 100 50)
        cell 0-3 frame (0 55; 100 50)
        cell 0-4 frame (120 55; 100 50)
        cell 0-5 frame (240 55; 100 50)
        """)
    }

    @Test func lastLineOfUniformItemsKeepsTheColumnsAbove() {
        let fixture = grid(count: 5)
        #expect(fixture.frame(3)?.minX == 0)
        #expect(fixture.frame(4)?.minX == 120)
    }

    @Test func lastLineWithASingleUniformItemStaysInTheFirstColumn() {
        let fixture = grid(count: 4)
        #expect(fixture.frame(3) == CGRect(x: 0, y: 55, width: 100, height: 50))
    }

    @Test func singleLineSectionIsJustifiedToBothEdges() {
        let fixture = grid(count: 2)
        #expect(fixture.frame(0)?.minX == 0)
        #expect(fixture.frame(1)?.maxX == 340)
    }

    @Test func lineWithOneItemCentresIt() {
        // 150 wide holds one 100-wide item per line: each is centred.
        let fixture = grid(width: 150, count: 3)
        for item in 0..<3 { #expect(fixture.frame(item)?.minX == 25) }
    }

    @Test func itemsThatFitExactlyUseTheMinimumSpacing() {
        let fixture = grid(width: 320, count: 3)
        #expect(fixture.frame(1)?.minX == 110)
        #expect(fixture.frame(2)?.minX == 220)
    }

    @Test func lastLineOfMixedSizesIsPackedAtTheLeadingEdgeWithMinimumSpacing() {
        let widths: [CGFloat] = [100, 100, 120, 60, 50]
        let delegate = SizingFlowDelegate { CGSize(width: widths[$0.item], height: 50) }
        let fixture = grid(count: widths.count) { _ in }
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        // Line 1: 100 + 100 + 120 = 320 plus two gaps in 340 -> 10-point gaps, justified.
        #expect(fixture.frame(2)?.maxX == 340)
        // Last line: 60 and 50, packed from the left with the 10-point minimum.
        #expect(fixture.frame(3)?.minX == 0)
        #expect(fixture.frame(4)?.minX == 70)
    }

    @Test func itemsShorterThanTheirLineAreCentredAcrossIt() {
        let heights: [CGFloat] = [40, 80, 60]
        let delegate = SizingFlowDelegate { CGSize(width: 100, height: heights[$0.item]) }
        let fixture = grid(count: 3)
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(0)?.minY == 20)
        #expect(fixture.frame(1)?.minY == 0)
        #expect(fixture.frame(2)?.minY == 10)
    }

    @Test func delegateSizesThatAreAllEqualFollowTheUniformRules() {
        let delegate = SizingFlowDelegate { _ in CGSize(width: 100, height: 50) }
        let fixture = grid(count: 5)
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        #expect(delegate.sizeCalls == 5)
        #expect(fixture.frame(4)?.minX == 120)
    }

    @Test func delegateWithoutSizeForItemKeepsItemSizeWithoutAskingPerItem() {
        let delegate = InsetOnlyFlowDelegate(inset: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        let fixture = grid(width: 380, count: 1_000_000)
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(999_999) != nil)
        #expect(fixture.frame(0) == CGRect(x: 20, y: 0, width: 100, height: 50))
    }

    @Test func itemWiderThanTheLineGetsALineOfItsOwn() {
        let widths: [CGFloat] = [50, 500, 50]
        let delegate = SizingFlowDelegate { CGSize(width: widths[$0.item], height: 50) }
        let fixture = grid(count: 3)
        fixture.collectionView.delegate = delegate
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(1)?.minY == 55)
        #expect(fixture.frame(2)?.minY == 110)
        #expect(fixture.errors.isEmpty)
    }
}
