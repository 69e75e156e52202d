@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The demo's custom layouts, written the iOS way, behave as layouts must.
@MainActor
@Suite struct DemoLayoutTests {
    private func collectionView(_ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 900, height: 600)) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let dataSource = ModelDataSource<Int>(model: ReferenceModel(counts: counts))
        dataSource.install(in: collectionView)
        collectionView.layoutIfNeeded()
        keepAlive(dataSource)
        return collectionView
    }

    @Test func ringPlacesItsItemsOnACircleInsideTheWindow() {
        let layout = CircleLayout()
        let view = collectionView(layout, counts: [10, 10])
        let frames = (0..<20).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0 % 10, section: $0 / 10))?.frame }
        #expect(frames.count == 20)
        let center = CGPoint(x: 450, y: 300)
        let radii = frames.map { ($0.midX - center.x) * ($0.midX - center.x) + ($0.midY - center.y) * ($0.midY - center.y) }
        #expect(radii.allSatisfy { abs($0.squareRoot() - radii[0].squareRoot()) < 0.001 })
        #expect(frames.allSatisfy { view.bounds.contains($0.insetBy(dx: 8, dy: 8)) })
        #expect(view.checkInvariants() == [])
    }

    @Test func ringLeavesOutItemsBeyondItsCapacity() {
        let layout = CircleLayout()
        _ = collectionView(layout, counts: [100])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: layout.capacity, section: 0)) == nil)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 900, height: 600))?.count == layout.capacity)
    }

    @Test func coverFlowFacesTheMiddleItemAndTurnsTheOthersAway() {
        let layout = CoverFlowLayout()
        let view = collectionView(layout, counts: [50])
        let middle = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        let side = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        #expect(middle?.transform3D.m13 ?? 1 == 0)
        #expect(side?.transform3D.m34 != 0 && side?.transform3D.m11 ?? 1 < 1)
        #expect((middle?.zIndex ?? 0) > (side?.zIndex ?? 0))
        #expect(view.checkInvariants() == [])
    }

    @Test func coverFlowQueryReturnsWhatTheRectHoldsOfSixteenMillionItems() {
        let layout = CoverFlowLayout()
        let view = collectionView(layout, counts: [16_777_216])
        view.contentOffset = CGPoint(x: 1_000_000, y: 0)
        view.layoutIfNeeded()
        #expect((layout.layoutAttributesForElements(in: view.bounds)?.count ?? 0) < 20)
        #expect(view.visibleCells.count < 20)
    }

    @Test func coverFlowStopsScrollingWithAnItemInTheMiddle() {
        let layout = CoverFlowLayout()
        let view = collectionView(layout, counts: [50])
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1234, y: 0))
        let middleX = target.x + view.bounds.width / 2
        #expect(abs((middleX - view.bounds.width / 2).truncatingRemainder(dividingBy: layout.spacing)) < 0.001)
    }

    @Test func refittingTheGridToANarrowerWidthTakesAColumnAway() {
        let layout = GridLayoutFactory.grid(width: 1000)
        #expect(layout.itemSize.width == 224)
        GridLayoutFactory.fit(layout, width: 700)
        #expect(layout.itemSize.width == 205)
    }

    @Test func listRowsSpanTheWidthLessTheGalleryMargins() {
        let layout = GalleryListLayout.make()
        _ = collectionView(layout, counts: [5], size: CGSize(width: 700, height: 600))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 652)  // 700 less 24 on each side
    }

    @Test func listSectionTitlesAreAsTallAsTheGridsSoTheirTextFits() {
        let layout = GalleryListLayout.make()
        _ = collectionView(layout, counts: [5], size: CGSize(width: 700, height: 600))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 700, height: SectionTitleItems.headerHeight))
    }

    @Test func mosaicAlternatesALargePictureBesideAColumnOfTwo() {
        let layout = MosaicLayout.make()
        _ = collectionView(layout, counts: [6], size: CGSize(width: 1000, height: 600))
        let frames = (0..<6).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0].width > 2 * frames[1].width - MosaicLayout.gutter * 2)
        #expect(frames[1].minX > frames[0].maxX && frames[2].minX == frames[1].minX && frames[2].minY > frames[1].maxY)
        #expect(frames[3].minX < frames[5].minX && frames[4].minX == frames[3].minX)
        #expect(frames[5].minY == frames[3].minY && frames[3].minY > frames[0].maxY)
    }
}

/// Keeps a test's data source alive for the collection view's weak reference.
@MainActor
private var retained: [AnyObject] = []
@MainActor
private func keepAlive(_ object: AnyObject) { retained.append(object) }
