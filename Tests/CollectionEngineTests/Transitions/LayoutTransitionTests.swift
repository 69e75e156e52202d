@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Animated and interactive layout changes, stepped with a manual clock.
@MainActor
@Suite struct LayoutTransitionTests {
    let grid = UICollectionViewFlowLayout()
    let list = UICollectionViewFlowLayout()
    let scene: CollectionScene<UICollectionViewFlowLayout>
    var clock: ManualClock { scene.clock }
    var driver: FrameDriver { scene.input.driver }
    var collectionView: UICollectionView { scene.collectionView }
    var dataSource: ModelDataSource<Int> { scene.dataSource }

    init() {
        grid.itemSize = CGSize(width: 100, height: 100)
        grid.minimumInteritemSpacing = 0
        grid.minimumLineSpacing = 0
        list.itemSize = CGSize(width: 400, height: 40)
        list.minimumLineSpacing = 0
        scene = CollectionScene(layout: grid, model: [Array(0..<200)], frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.collectionView.layoutIfNeeded()
    }

    private func step(_ seconds: TimeInterval = 1.0 / 60) {
        clock.advance(by: seconds)
        driver.step()
        collectionView.layoutIfNeeded()
    }

    private func settle() {
        driver.settle(clock: clock) { collectionView.layoutIfNeeded() }
        collectionView.layoutIfNeeded()
    }

    /// Where a view is on screen (its presented frame minus the content offset).
    private func onScreen(_ view: UIView?) -> CGRect {
        guard let frame = view?.presentation.frame else { return .null }
        return frame.offsetBy(dx: -collectionView.contentOffset.x, dy: -collectionView.contentOffset.y)
    }

    @Test func aCellThatComesIntoSightDuringAChangeIsToldItBeganBeforeItEnds() {
        list.itemSize = CGSize(width: 400, height: 20)
        collectionView.setCollectionViewLayout(list, animated: true)  // 16 cards become 20 rows
        settle()
        let cells = collectionView.visibleCells.compactMap { $0 as? TestCell }
        #expect(cells.count == 20)
        for cell in cells {
            #expect(cell.layoutChangesBegun >= 1 && cell.layoutChangesBegun == cell.layoutChangesEnded,
                    "\(cell.label.text ?? "?"): began \(cell.layoutChangesBegun), ended \(cell.layoutChangesEnded)")
        }
    }

    @Test func everyVisibleCellMovesFromItsOldPlaceToItsNewOne() {
        let cell = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(onScreen(cell) == CGRect(x: 100, y: 100, width: 100, height: 100))
        var finished: Bool?
        collectionView.setCollectionViewLayout(list, animated: true) { finished = $0 }
        #expect(onScreen(cell) == CGRect(x: 100, y: 100, width: 100, height: 100))
        step(UICollectionView.layoutTransitionDuration / 2)
        let midway = onScreen(cell)
        let end = list.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!.frame
            .offsetBy(dx: -collectionView.contentOffset.x, dy: -collectionView.contentOffset.y)
        #expect(midway.width > 100 && midway.width < 400)
        #expect(midway.minY != 100 && midway.minY != end.minY)
        settle()
        #expect(onScreen(cell) == end)
        #expect(finished == true)
        #expect(collectionView.collectionViewLayout === list)
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func switchingBackMidFlightReversesFromWhereThingsAre() {
        let cell = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        collectionView.setCollectionViewLayout(list, animated: true)
        step(0.1)
        let before = onScreen(cell)
        collectionView.setCollectionViewLayout(grid, animated: true)
        #expect(abs(onScreen(cell).minX - before.minX) < 1e-6 && abs(onScreen(cell).minY - before.minY) < 1e-6)
        step()
        #expect(abs(onScreen(cell).minY - before.minY) < 10)
        settle()
        #expect(onScreen(cell) == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func cellsOnlyInTheOldLayoutFadeOutAndLeave() {
        let before = Dictionary(uniqueKeysWithValues: collectionView.indexPathsForVisibleItems.map { ($0, collectionView.cellForItem(at: $0)) })
        collectionView.setCollectionViewLayout(list, animated: true)
        let gone = before.filter { collectionView.cellForItem(at: $0.key) == nil }
        #expect(!gone.isEmpty)
        #expect(gone.values.allSatisfy { $0?.superview === collectionView })
        settle()
        #expect(gone.values.allSatisfy { $0?.superview == nil })
        let shown = dataSource.shown(in: collectionView)[0]
        #expect(shown == Array((shown.first ?? 0)...(shown.last ?? 0)))
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func elementsMissingFromTheNewLayoutFadeOut() {
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0))
        collectionView.setCollectionViewLayout(FirstItemsLayout(count: 3), animated: true)
        step(UICollectionView.layoutTransitionDuration / 2)
        let alpha = cell?.presentation.alpha ?? 1
        #expect(alpha > 0 && alpha < 1)
        #expect(cell?.presentation.center == CGPoint(x: 350, y: 150))
        settle()
        #expect(cell?.superview == nil)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    }

    @Test func elementsNewInTheLayoutFadeIn() {
        collectionView.setCollectionViewLayout(FirstItemsLayout(count: 3), animated: false)
        collectionView.layoutIfNeeded()
        collectionView.setCollectionViewLayout(grid, animated: true)
        let appearing = collectionView.cellForItem(at: IndexPath(item: 7, section: 0))
        #expect(appearing?.presentation.alpha == 0)
        step(UICollectionView.layoutTransitionDuration / 2)
        let alpha = appearing?.presentation.alpha ?? 0
        #expect(alpha > 0 && alpha < 1)
        settle()
        #expect(appearing?.presentation.alpha == 1)
    }

    @Test func theItemInTheMiddleOfTheScreenStaysOnScreen() {
        collectionView.contentOffset = CGPoint(x: 0, y: 2000)
        collectionView.layoutIfNeeded()
        let anchor = collectionView.anchorItem()
        #expect(anchor != nil)
        collectionView.setCollectionViewLayout(list, animated: false)
        collectionView.layoutIfNeeded()
        #expect(anchor.map { collectionView.indexPathsForVisibleItems.contains($0) } == true)
    }

    @Test func interactiveProgressPlacesCellsInBetween() {
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        let transition = collectionView.startInteractiveTransition(to: list)
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        // Grid: centre (150, 50), 100×100; list: centre (200, 60), 400×40.
        #expect(cell?.frame == CGRect(x: 50, y: 20, width: 250, height: 70))
    }

    @Test func finishingInstallsTheNewLayoutAndReportsCompletedAndFinished() {
        var result: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: list) { result = ($0, $1) }
        transition.transitionProgress = 0.6
        collectionView.finishInteractiveTransition()
        settle()
        #expect(result?.0 == true && result?.1 == true)
        #expect(collectionView.collectionViewLayout === list)
        #expect(collectionView.contentOffset == transition.offsets.end)
        for cell in collectionView.visibleCells {
            let indexPath = collectionView.indexPath(for: cell)!
            #expect(cell.frame == list.layoutAttributesForItem(at: indexPath)?.frame)
        }
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func cancellingPutsTheOldLayoutBackAndReportsNotFinished() {
        var result: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: list) { result = ($0, $1) }
        transition.transitionProgress = 0.3
        collectionView.cancelInteractiveTransition()
        settle()
        #expect(result?.0 == true && result?.1 == false)
        #expect(collectionView.collectionViewLayout === grid)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func animatedKeysKeepTheirLastValue() {
        let transition = collectionView.startInteractiveTransition(to: list)
        transition.updateValue(3, forAnimatedKey: "pinch")
        transition.updateValue(7, forAnimatedKey: "pinch")
        #expect(transition.value(forAnimatedKey: "pinch") == 7)
        #expect(transition.value(forAnimatedKey: "other") == 0)
    }

    @Test func contentOffsetKeepingAPointOnScreenIsAPureShift() {
        let offset = UICollectionView.offset(keeping: CGPoint(x: 50, y: 500), at: CGPoint(x: 0, y: 400), whenMovedTo: CGPoint(x: 200, y: 900))
        #expect(offset == CGPoint(x: 150, y: 800))
    }
}

/// A layout that places only its first few items, in a row: the others do not exist in it.
final class FirstItemsLayout: UICollectionViewLayout {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init()
    }
    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * 120, y: 300, width: 100, height: 60)
        return attributes
    }
}

/// Cells whose size animates lay out their subviews inside the animation, so those move along.
@MainActor
@Suite struct AnimatedSubviewLayoutTests {
    @Test func contentViewGrowsWithItsCellDuringALayoutChange() {
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 300, height: 40)
        let scene = CollectionScene(layout: grid, model: [Array(0..<3)], frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let (collectionView, clock) = (scene.collectionView, scene.clock)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        collectionView.setCollectionViewLayout(list, animated: true)
        clock.advance(by: UICollectionView.layoutTransitionDuration / 2)
        collectionView.frameDriver.step()
        let width = cell?.contentView.presentation.bounds.width ?? 0
        #expect(width > 100 && width < 300)
    }
}
