import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct QueryTests {
    @Test func visibleCellsAndTheirIndexPathsAreWhatTheVisibleRectHolds() {
        let scene = CollectionScene()
        scene.scroll(toY: 120) // 120…310: rows 2–6
        #expect(scene.visiblePaths == paths(8..<28))
        #expect(scene.collectionView.visibleCells.map { scene.collectionView.indexPath(for: $0) } == paths(8..<28))
    }

    @Test func cellForItemIsTheLiveCellOrNilWhenOffScreen() {
        let scene = CollectionScene()
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(5))
        #expect(cell != nil)
        #expect(cell?.frame == scene.layout.itemFrame(path(5)))
        #expect(scene.collectionView.cellForItem(at: path(50)) == nil)
        #expect(scene.collectionView.cellForItem(at: path(0, 7)) == nil)
    }

    @Test func indexPathForACellNotShownIsNil() {
        let scene = CollectionScene()
        scene.layoutPass()
        #expect(scene.collectionView.indexPath(for: UICollectionViewCell()) == nil)
        #expect(scene.collectionView.cellForItem(at: path(6)).flatMap(scene.collectionView.indexPath(for:)) == path(6))
    }

    @Test func indexPathForItemAtAPointUsesContentCoordinates() {
        let scene = CollectionScene(layout: GridTestLayout(spacing: 10))
        scene.scroll(toY: 300)
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 70, y: 25)) == path(1))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 70, y: 365)) == path(25))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 55, y: 25)) == nil, "in the spacing")
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 500, y: 25)) == nil)
    }

    @Test func indexPathForItemAtAPointPicksTheHighestZIndex() {
        let cells = FixedFramesLayout.cells([
            CGRect(x: 0, y: 0, width: 100, height: 100),
            CGRect(x: 50, y: 50, width: 100, height: 100),
            CGRect(x: 25, y: 25, width: 100, height: 100),
        ])
        cells[0].zIndex = 5
        cells[1].zIndex = 1
        let scene = CollectionScene(layout: FixedFramesLayout(elements: cells, contentSize: CGSize(width: 200, height: 200)), model: [[0, 1, 2]])
        scene.layoutPass()
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 75, y: 75)) == path(0))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 110, y: 110)) == path(1))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 140, y: 140)) == path(1))
        cells[2].zIndex = 9
        scene.layout.invalidateLayout()
        scene.layoutPass()
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 75, y: 75)) == path(2))
    }

    @Test func indexPathForItemAtAPointFollowsTheCellTransform() {
        let layout = StyledGridLayout()
        layout.style = { if $0.indexPath.item == 0 { $0.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) } }
        let scene = CollectionScene(layout: layout, model: [Array(0..<8)])
        scene.layoutPass()
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 25, y: 25)) == path(0))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 5, y: 5)) == nil)
    }

    /// A grid whose turned cells reach past their rows, so it widens each rect query by that reach, as
    /// a layout with transforms must.
    private final class TurningGridLayout: GridTestLayout {
        var style: (UICollectionViewLayoutAttributes) -> Void = { _ in }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect.insetBy(dx: -25, dy: -25))?.map { style($0); return $0 }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            super.layoutAttributesForItem(at: indexPath).map { style($0); return $0 }
        }
    }

    @Test func indexPathForItemAtAPointFollowsTheDrawnShapeOfARotatedCell() {
        let layout = TurningGridLayout()
        layout.style = { if $0.indexPath.item == 5 { $0.transform = CGAffineTransform(rotationAngle: .pi / 4) } }
        let scene = CollectionScene(layout: layout, model: [Array(0..<8)])
        scene.layoutPass()
        // Item 5 is centred at (75, 75); turned by 45° its corners point up, down, left and right.
        // Its left tip reaches over item 4, and is drawn in front of it (added later, same z index).
        let tip = CGPoint(x: 45, y: 75)
        #expect(scene.collectionView.indexPathForItem(at: tip) == path(5))
        let cell = scene.collectionView.cellForItem(at: path(5))
        #expect(cell.map { scene.collectionView.hitTest(tip, with: nil)?.isDescendant(of: $0) == true } == true,
                "the query and hit testing agree")
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 53, y: 53)) == nil,
                "inside the turned cell's bounding box but outside its diamond, and in no other cell")
    }

    @Test func visibleSupplementaryQueriesListTheHeadersOnScreen() {
        let layout = GridTestLayout(headerHeight: 30, footerHeight: 20)
        let scene = CollectionScene(items: 8, sections: 3, layout: layout)
        // Each section is 30 + 100 + 20 = 150 high: at y = 100 the view shows 100…290.
        scene.scroll(toY: 100)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header) == [path(0, 1)])
        #expect(scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [path(0, 0), path(0, 1)])
        let views = scene.collectionView.visibleSupplementaryViews(ofKind: footer)
        #expect(views.count == 2)
        #expect(views.allSatisfy { $0 is TestSupplementaryView })
        let headerView = scene.collectionView.supplementaryView(forElementKind: header, at: path(0, 1))
        #expect((headerView as? TestSupplementaryView)?.label.text == "\(header) 1")
        #expect(headerView?.frame == CGRect(x: 0, y: 150, width: 200, height: 30))
        #expect(scene.collectionView.supplementaryView(forElementKind: header, at: path(0, 0)) == nil)
    }

    @Test func layoutAttributesForItemAnswersEvenOffScreen() {
        let scene = CollectionScene()
        #expect(scene.collectionView.layoutAttributesForItem(at: path(99))?.frame == CGRect(x: 150, y: 1200, width: 50, height: 50))
        #expect(scene.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: path(0)) == nil)
        scene.expectConsistent()
    }

    @Test func layoutAttributesForSupplementaryElementAsksTheLayout() {
        let scene = CollectionScene(items: 8, sections: 2, layout: GridTestLayout(headerHeight: 30))
        let attributes = scene.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: path(0, 1))
        #expect(attributes?.frame == CGRect(x: 0, y: 130, width: 200, height: 30))
        #expect(attributes?.representedElementCategory == .supplementaryView)
        scene.expectConsistent()
    }

    @Test func countsStayCachedUntilReloadData() {
        let scene = CollectionScene(items: 10)
        #expect(scene.collectionView.numberOfSections == 1)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 10)
        scene.dataSource.model = [Array(0..<3), Array(0..<4)]
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 10)
        scene.collectionView.reloadData()
        #expect(scene.collectionView.numberOfSections == 2)
        #expect(scene.collectionView.numberOfItems(inSection: 1) == 4)
        scene.layoutPass()
        #expect(scene.visiblePaths == paths(0..<3) + paths(0..<4, section: 1))
    }

    @Test func aCollectionViewWithoutDataSourceHasNoSectionsAndNoCells() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: GridTestLayout())
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 0)
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.checkInvariants() == [])
    }
}
