import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A cell class for registrations, separate from `TestCell` so its reuse is counted apart.
private final class TitleCell: UICollectionViewCell {
    let title = UILabel()
    var prepared = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

private final class TitleHeader: UICollectionReusableView {
    let title = UILabel()
}

/// A data source that uses a cell registration and a supplementary registration, as modern iOS code does.
private final class RegistrationDataSource: NSObject, UICollectionViewDataSource {
    let items: [String]
    var handledCells: [(IndexPath, String)] = []
    var handledHeaders: [(String, IndexPath)] = []
    private lazy var cellRegistration = UICollectionView.CellRegistration<TitleCell, String> { [unowned self] cell, indexPath, item in
        cell.title.text = item
        handledCells.append((indexPath, item))
    }
    private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeader>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] header, kind, indexPath in
        header.title.text = "Section \(indexPath.section)"
        handledHeaders.append((kind, indexPath))
    }

    init(items: [String]) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: items[indexPath.item])
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}

@MainActor @Suite struct RegistrationAndDequeueTests {
    @Test func registeredClassMakesTheCellsWithTheReuseIdentifierSet() {
        let scene = CollectionScene()
        scene.layoutPass()
        #expect(scene.collectionView.visibleCells.count == 16)
        #expect(scene.testCells.count == 16)
        #expect(scene.testCells.allSatisfy { $0.reuseIdentifier == ModelDataSource<Int>.cellIdentifier })
        #expect(scene.errors.isEmpty)
    }

    @Test func aNewCellReceivesItsLayoutFrameInInitFrame() {
        let scene = CollectionScene()
        scene.scroll(toY: 120)
        for cell in scene.testCells {
            let indexPath = scene.collectionView.indexPath(for: cell)
            #expect(indexPath != nil)
            #expect(cell.initialFrame == indexPath.map(scene.layout.itemFrame))
            #expect(cell.frame == cell.initialFrame)
        }
    }

    @Test func supplementaryAndDecorationViewsAlsoReceiveTheirLayoutFrameInInitFrame() throws {
        let layout = GridTestLayout(headerHeight: 30)
        layout.decorationKind = "shelf"
        let scene = CollectionScene(items: 8, sections: 2, layout: layout)
        scene.layoutPass()
        let header = try #require(scene.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 1)) as? TestSupplementaryView)
        #expect(header.initialFrame == CGRect(x: 0, y: 130, width: 200, height: 30))
        let decorations = scene.collectionView.subviews.compactMap { $0 as? TestDecorationView }
        #expect(decorations.map(\.initialFrame).sorted { $0.minY < $1.minY }
            == [CGRect(x: 0, y: 30, width: 200, height: 100), CGRect(x: 0, y: 160, width: 200, height: 100)])
    }

    @Test func cellsShowTheirItems() {
        let scene = CollectionScene()
        scene.layoutPass()
        #expect(scene.collectionView.cellForItem(at: path(5)).flatMap { ($0 as? TestCell)?.label.text } == "5")
    }

    @Test func registeringAgainReplacesTheClass() {
        let scene = CollectionScene()
        scene.collectionView.register(TitleCell.self, forCellWithReuseIdentifier: ModelDataSource<Int>.cellIdentifier)
        scene.layoutPass()
        #expect(scene.collectionView.visibleCells.allSatisfy { $0 is TitleCell })
    }

    @Test func cellRegistrationDequeuesItsClassAndRunsTheHandlerWithTheItem() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: GridTestLayout(headerHeight: 20))
        var errors: [CollectionViewError] = []
        collectionView.errorHandler = { errors.append($0) }
        let dataSource = RegistrationDataSource(items: (0..<40).map { "item \($0)" })
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.checkInvariants() == [])
        #expect(errors.isEmpty)
        let cell = collectionView.cellForItem(at: path(2)) as? TitleCell
        #expect(cell?.title.text == "item 2")
        #expect(dataSource.handledCells.map(\.0) == paths(0..<8))
        #expect(dataSource.handledCells.map(\.1).first == "item 0")
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0)) as? TitleHeader
        #expect(header?.title.text == "Section 0")
        #expect(dataSource.handledHeaders.map(\.0) == [UICollectionView.elementKindSectionHeader])
    }

    @Test func cellRegistrationReusesItsCellsWhenScrolling() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: GridTestLayout())
        let dataSource = RegistrationDataSource(items: (0..<400).map { "item \($0)" })
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let first = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        collectionView.contentOffset.y = 1000
        collectionView.layoutIfNeeded()
        #expect(collectionView.checkInvariants() == [])
        #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == first)
        #expect(collectionView.visibleCells.allSatisfy { ($0 as? TitleCell)?.prepared == 1 })
        #expect((collectionView.cellForItem(at: path(80)) as? TitleCell)?.title.text == "item 80")
    }

    @Test func registeringAClassThatIsNotACellIsReportedAndIgnored() {
        let scene = CollectionScene()
        scene.collectionView.register(UIView.self, forCellWithReuseIdentifier: "view")
        scene.collectionView.register(NSObject.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "object")
        #expect(scene.errors == [
            .classIsNotReusableView(className: "UIView", identifier: "view"),
            .classIsNotReusableView(className: "NSObject", identifier: "object"),
        ])
        scene.layoutPass()
    }
}

@MainActor @Suite struct ReuseTests {
    /// Scrolls from y = 15 (rows 0–4 visible) to y = 65 (rows 1–5): row 0 leaves, row 5 arrives.
    private func scrolledByOneRow() -> (scene: CollectionScene<GridTestLayout>, left: [TestCell], stayed: [TestCell]) {
        let scene = CollectionScene()
        scene.scroll(toY: 15)
        #expect(scene.visiblePaths == paths(0..<20))
        let left = paths(0..<4).compactMap { scene.collectionView.cellForItem(at: $0) as? TestCell }
        let stayed = paths(4..<20).compactMap { scene.collectionView.cellForItem(at: $0) as? TestCell }
        scene.scroll(toY: 65)
        return (scene, left, stayed)
    }

    @Test func dequeueAfterScrollingReusesTheCellThatLeft() {
        let created = TestCell.instancesCreated
        let (scene, left, _) = scrolledByOneRow()
        #expect(scene.visiblePaths == paths(4..<24))
        let arrived = paths(20..<24).compactMap { scene.collectionView.cellForItem(at: $0) }
        #expect(Set(arrived.map(ObjectIdentifier.init)) == Set(left.map(ObjectIdentifier.init)))
        #expect(TestCell.instancesCreated - created == 20)
    }

    @Test func prepareForReuseRunsExactlyOncePerReuseAndNeverOnNewCells() {
        let (scene, left, stayed) = scrolledByOneRow()
        #expect(left.map(\.prepareForReuseCount) == [1, 1, 1, 1])
        #expect(stayed.allSatisfy { $0.prepareForReuseCount == 0 })
        scene.scroll(toY: 15)
        // Row 0 comes back on the cells row 5 leaves: each of those is reused once more.
        let back = paths(0..<4).compactMap { scene.collectionView.cellForItem(at: $0) as? TestCell }
        #expect(back.map(\.prepareForReuseCount) == [2, 2, 2, 2])
    }

    @Test func aReusedCellShowsItsNewItem() {
        let (scene, _, _) = scrolledByOneRow()
        for item in 20..<24 {
            #expect((scene.collectionView.cellForItem(at: path(item)) as? TestCell)?.label.text == "\(item)")
        }
    }

    @Test func aDiscardedCellThatIsNotReusedLeavesTheHierarchyAndHasNoIndexPath() {
        // 18 items: at the end (y = 60) rows 1–4 show 14 cells; row 0's four cells leave and only two
        // are needed for row 4, so two stay in the queue.
        let scene = CollectionScene(items: 18)
        scene.layoutPass()
        let rowZero = paths(0..<4).compactMap { scene.collectionView.cellForItem(at: $0) }
        scene.scroll(toY: 60)
        #expect(scene.visiblePaths == paths(4..<18))
        let queued = rowZero.filter { $0.superview == nil }
        #expect(queued.count == 2)
        #expect(queued.allSatisfy { scene.collectionView.indexPath(for: $0) == nil })
        #expect(rowZero.compactMap(scene.collectionView.indexPath(for:)).sorted() == paths(16..<18))
    }

    @Test func reloadDataKeepsUsingTheSameCells() {
        let scene = CollectionScene()
        scene.layoutPass()
        let before = Set(scene.collectionView.visibleCells.map(ObjectIdentifier.init))
        let created = TestCell.instancesCreated
        scene.collectionView.reloadData()
        scene.layoutPass()
        #expect(Set(scene.collectionView.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(TestCell.instancesCreated == created)
        #expect(scene.testCells.allSatisfy { $0.prepareForReuseCount == 1 })
    }

    @Test func liveCellsStayBoundedWhileScrollingThroughAMillionItems() {
        let scene = CollectionScene(items: 1_000_000)
        var random = SeededGenerator(seed: 20_261_122)
        let created = TestCell.instancesCreated
        scene.layoutPass()
        let maxOffset = scene.collectionView.contentSize.height - 190
        #expect(maxOffset == CGFloat(250_000 * 50 - 190))
        var mostLive = 0
        for step in 0..<600 {
            // Mostly jumps anywhere, sometimes short drags, as a flick and a scrubber would do.
            let y = step % 3 == 0
                ? scene.collectionView.contentOffset.y + CGFloat.random(in: -120...120, using: &random)
                : CGFloat.random(in: 0...maxOffset, using: &random)
            scene.collectionView.contentOffset.y = y
            scene.collectionView.layoutIfNeeded()
            if step % 50 == 0 { scene.expectConsistent() }
            mostLive = max(mostLive, scene.collectionView.visibleCells.count)
        }
        scene.scroll(toY: maxOffset)
        #expect(scene.visiblePaths.last == path(999_999), "seed \(random.seed)")
        #expect(mostLive <= 20)
        // A view's worth of cells, plus one row: created at most once each, whatever the item count.
        #expect(TestCell.instancesCreated - created <= 20)
        #expect(scene.collectionView.subviews.count <= 20)
        // The visible rect, or, for a scroll step, a screen more above and below it (never the content).
        #expect(scene.layout.rectQueries.allSatisfy { $0.height <= 3 * 190 })
    }
}

@MainActor @Suite struct ReuseQueueTests {
    @Test func eachIdentifierReusesOnlyItsOwnCells() {
        let scene = CollectionScene(layout: GridTestLayout(columns: 3), model: [Array(0..<400)])
        let collectionView = scene.collectionView
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "even")
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "odd")
        // Even items are `TestCell`s, odd ones `TitleCell`s.
        scene.dataSource.cellProvider = { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.item % 2 == 0 ? "even" : "odd", for: indexPath)
        }
        for y in stride(from: 0, through: 3000, by: 130) {
            scene.scroll(toY: CGFloat(y))
            for cell in collectionView.visibleCells {
                let item = collectionView.indexPath(for: cell)?.item ?? -1
                #expect(item % 2 == 0 ? cell is TestCell : cell is TitleCell)
                #expect(cell.reuseIdentifier == (item % 2 == 0 ? "even" : "odd"))
            }
        }
    }

    @Test func headersAreReusedWhenTheirSectionsScrollAway() {
        let scene = CollectionScene(items: 8, sections: 20, layout: GridTestLayout(headerHeight: 30))
        scene.layoutPass()
        let firstHeaders = scene.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        scene.scroll(toY: 1300) // sections are 130 high: section 10 starts here
        let later = scene.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            == [path(0, 10), path(0, 11)])
        #expect(Set(later.map(ObjectIdentifier.init)) == Set(firstHeaders.map(ObjectIdentifier.init)))
        #expect(later.compactMap { ($0 as? TestSupplementaryView)?.prepareForReuseCount } == [1, 1])
        #expect((later.first as? TestSupplementaryView)?.label.text == "\(UICollectionView.elementKindSectionHeader) 10")
    }
}
