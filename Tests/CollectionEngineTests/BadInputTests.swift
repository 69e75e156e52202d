import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A data source that has cells but does not implement `viewForSupplementaryElementOfKind`.
private final class CellsOnlyDataSource: NSObject, UICollectionViewDataSource {
    var cellRequests = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A data source whose counts are whatever the test says, negative included.
private final class CountsDataSource: NSObject, UICollectionViewDataSource {
    var sections: Int
    var items: Int
    init(sections: Int, items: Int) { self.sections = sections; self.items = items }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor @Suite struct BadInputTests {
    @Test func dequeuingAnUnregisteredIdentifierIsReportedWithTheIdentifierAndShowsAPlainCell() {
        let scene = CollectionScene(items: 2)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
        }
        scene.layoutPass()
        #expect(scene.errors == [
            .unregisteredReuseIdentifier(elementKind: "UICollectionElementKindCell", identifier: "missing"),
            .unregisteredReuseIdentifier(elementKind: "UICollectionElementKindCell", identifier: "missing"),
        ])
        #expect(scene.visiblePaths == paths(0..<2))
        #expect(scene.collectionView.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
        scene.layoutPass()
        #expect(scene.errors.count == 2, "reported once per display, not on every pass")
    }

    @Test func aPlaceholderCellIsNotReusedForAnotherDequeue() {
        let scene = CollectionScene(items: 40)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            indexPath.item < 16
                ? UICollectionViewCell(frame: .zero)
                : collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
        }
        scene.layoutPass()
        scene.forgetErrors()
        scene.scroll(toY: 600)
        // Had the placeholders gone into a queue under "", this dequeue would have found them.
        #expect(scene.errors.first == .unregisteredReuseIdentifier(elementKind: "UICollectionElementKindCell", identifier: ""))
    }

    @Test func returningACellThatWasNotDequeuedIsReportedForItsIndexPath() {
        let scene = CollectionScene(items: 3)
        let stray = TestCell(frame: .zero)
        scene.dataSource.cellProvider = { _, _ in stray }
        scene.layoutPass()
        #expect(scene.errors == [.cellNotDequeued(indexPath: path(0)), .cellNotDequeued(indexPath: path(1)),
                                   .cellNotDequeued(indexPath: path(2))])
        #expect(stray.superview == nil)
        #expect(scene.visiblePaths == paths(0..<3))
    }

    @Test func returningACellAlreadyOnScreenIsReported() {
        let scene = CollectionScene()
        scene.layoutPass()
        let shown = scene.collectionView.cellForItem(at: path(0))
        scene.dataSource.cellProvider = { collectionView, indexPath in
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
            return shown ?? UICollectionViewCell()
        }
        scene.scroll(toY: 15) // row 4 arrives while item 0 is still on screen
        #expect(scene.errors == paths(16..<20).map { .cellNotDequeued(indexPath: $0) })
        #expect(scene.collectionView.cellForItem(at: path(0)) === shown)
    }

    @Test func dequeuingOutsideCellForItemAtIsReportedAndTheCellIsNotShown() {
        let scene = CollectionScene(items: 4)
        scene.layoutPass()
        let stray = scene.collectionView.dequeueReusableCell(
            withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: path(2))
        #expect(scene.errors == [.dequeuedOutsideRequest(
            elementKind: "UICollectionElementKindCell", identifier: ModelDataSource<Int>.cellIdentifier, indexPath: path(2))])
        #expect(stray.superview == nil)
        scene.collectionView.reloadData()
        scene.layoutPass()
        #expect(scene.errors.count == 1, "the collection view's own requests are not reported")
        #expect(scene.shown == [[0, 1, 2, 3]])
    }

    @Test func aCellFromAnotherCollectionViewIsReportedAndStaysThere() {
        let other = CollectionScene(items: 4)
        other.layoutPass()
        let theirs = other.collectionView.cellForItem(at: path(1))
        let scene = CollectionScene(items: 4)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            indexPath.item == 1 ? theirs ?? UICollectionViewCell()
                : collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
        }
        scene.layoutPass()
        #expect(scene.errors == [.cellNotDequeued(indexPath: path(1))])
        #expect(theirs?.superview === other.collectionView)
        #expect(scene.visiblePaths == paths(0..<4))
        #expect(scene.collectionView.cellForItem(at: path(1)) !== theirs)
        other.layoutPass()
        #expect(other.shown == [[0, 1, 2, 3]])
        #expect(other.errors.isEmpty)
    }

    @Test func dequeuingForAnotherIndexPathIsReportedWithBothPaths() {
        let scene = CollectionScene(items: 2)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            collectionView.dequeueReusableCell(
                withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: IndexPath(item: indexPath.item + 10, section: 0))
        }
        scene.layoutPass()
        #expect(scene.errors == [
            .dequeuedForDifferentIndexPath(requested: path(0), dequeued: path(10)),
            .dequeuedForDifferentIndexPath(requested: path(1), dequeued: path(11)),
        ])
        #expect(scene.visiblePaths == paths(0..<2))
    }

    @Test func negativeCountsAreReportedAndTreatedAsZero() {
        let scene = CollectionScene(layout: GridTestLayout(), model: [], frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let collectionView = scene.collectionView
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountsDataSource(sections: -2, items: 4)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(scene.errors == [.negativeCount(section: nil, count: -2)])
        #expect(collectionView.numberOfSections == 0)
        #expect(collectionView.checkInvariants() == [])
        dataSource.sections = 2
        dataSource.items = -5
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(scene.errors.dropFirst() == [.negativeCount(section: 0, count: -5), .negativeCount(section: 1, count: -5)])
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func askingForASectionThatDoesNotExistIsReported() {
        let scene = CollectionScene(items: 5, sections: 2)
        #expect(scene.collectionView.numberOfItems(inSection: 2) == 0)
        #expect(scene.collectionView.numberOfItems(inSection: -1) == 0)
        #expect(scene.errors == [
            .sectionOutOfRange(operation: "numberOfItems(inSection:)", section: 2, numberOfSections: 2),
            .sectionOutOfRange(operation: "numberOfItems(inSection:)", section: -1, numberOfSections: 2),
        ])
        scene.layoutPass()
    }

    @Test func layoutAttributesForAnItemOutOfRangeIsReportedAndNil() {
        let scene = CollectionScene(items: 5)
        #expect(scene.collectionView.layoutAttributesForItem(at: path(5)) == nil)
        #expect(scene.errors == [.indexPathOutOfRange(
            operation: "layoutAttributesForItem(at:)", indexPath: path(5), numberOfSections: 1, numberOfItemsInSection: 5)])
        scene.layoutPass()
    }

    @Test func aLayoutPlacingItemsThatDoNotExistIsReportedAndTheyAreNotShown() {
        let layout = FixedFramesLayout(elements: FixedFramesLayout.cells([
            CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 50, height: 50),
        ]), contentSize: CGSize(width: 200, height: 200))
        let scene = CollectionScene(layout: layout, model: [[0]])
        scene.layoutPass()
        #expect(scene.errors == [.indexPathOutOfRange(
            operation: "layoutAttributesForElements(in:)", indexPath: path(1), numberOfSections: 1, numberOfItemsInSection: 1)])
        #expect(scene.visiblePaths == [path(0)])
    }

    @Test func aDataSourceWithoutSupplementaryViewsIsReportedForEachElementAndTheViewStaysConsistent() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 190), collectionViewLayout: GridTestLayout(headerHeight: 20, footerHeight: 20))
        var errors: [CollectionViewError] = []
        collectionView.errorHandler = { errors.append($0) }
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CellsOnlyDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(Set(errors.map(\.description)) == Set([
            CollectionViewError.dataSourceLacksSupplementaryViews(elementKind: UICollectionView.elementKindSectionFooter, indexPath: path(0)),
            .dataSourceLacksSupplementaryViews(elementKind: UICollectionView.elementKindSectionHeader, indexPath: path(0)),
        ].map(\.description)))
        #expect(errors.count == 2)
        #expect(collectionView.indexPathsForVisibleItems == paths(0..<8))
        #expect(collectionView.checkInvariants() == [])
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(errors.count == 2, "not reported again on every pass")
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func aSupplementaryViewThatWasNotDequeuedIsReported() {
        final class StraySupplementaryDataSource: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView { UICollectionReusableView() }
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 190), collectionViewLayout: GridTestLayout(headerHeight: 20))
        var errors: [CollectionViewError] = []
        collectionView.errorHandler = { errors.append($0) }
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = StraySupplementaryDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(errors == [.supplementaryViewNotDequeued(elementKind: UICollectionView.elementKindSectionHeader, indexPath: path(0))])
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func anUnregisteredDecorationKindIsReportedAndTheViewStaysConsistent() {
        let layout = GridTestLayout()
        layout.decorationKind = "shelf"
        layout.register(nil, forDecorationViewOfKind: "shelf")
        let scene = CollectionScene(items: 8, layout: layout)
        scene.layoutPass()
        #expect(scene.errors == [.unregisteredReuseIdentifier(elementKind: "shelf", identifier: "shelf")])
        #expect(scene.visiblePaths == paths(0..<8))
    }

    @Test func aScrollPositionWithTwoVerticalOptionsIsReported() {
        let scene = CollectionScene()
        scene.collectionView.scrollToItem(at: path(50), at: [.top, .centeredVertically], animated: true)
        #expect(scene.errors == [.invalidScrollPosition(rawValue: 0b11)])
        #expect(!scene.collectionView.isScrollAnimating)
        scene.layoutPass()
    }

    @Test func errorsDescribeThemselvesWithTheValuesInvolved() {
        let error = CollectionViewError.indexPathOutOfRange(
            operation: "scrollToItem(at:at:animated:)", indexPath: path(7, 2), numberOfSections: 3, numberOfItemsInSection: 5)
        #expect(error.description.contains("{length = 2, path = 2 - 7}"))
        #expect(error.description.contains("3 sections and 5 items in section 2"))
        #expect(CollectionViewError.unregisteredReuseIdentifier(elementKind: "UICollectionElementKindCell", identifier: "photo")
            .description.contains("with identifier photo"))
    }
}

@MainActor @Suite struct InvalidLayoutValueTests {
    private func scene(size: CGSize) -> CollectionScene<FixedFramesLayout> {
        let cells = FixedFramesLayout.cells([CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 50, height: 50)])
        cells[1].size = size
        return CollectionScene(layout: FixedFramesLayout(elements: cells, contentSize: CGSize(width: 200, height: 200)), model: [[0, 1]])
    }

    @Test(arguments: [CGSize(width: -10, height: 20), CGSize(width: 20, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: 5)])
    func aCellWithAnUnusableSizeIsReportedOnceAndShownWithZeroSize(size: CGSize) {
        let scene = scene(size: size)
        scene.layoutPass()
        #expect(scene.errors.count == 1)
        if case let .invalidSize(what, indexPath, reported) = scene.errors.first {
            #expect(what == "the size the layout gives the cell")
            #expect(indexPath == path(1))
            #expect(reported.width.isNaN ? size.width.isNaN : reported.width == size.width)
        } else {
            Issue.record("expected invalidSize, got \(scene.errors)")
        }
        let cell = scene.collectionView.cellForItem(at: path(1))
        #expect(cell?.bounds.size == .zero)
        #expect(cell?.center == CGPoint(x: 85, y: 25))
        scene.collectionView.setNeedsLayout()
        scene.layoutPass()
        #expect(scene.errors.count == 1, "not reported again while the cell stays on screen")
    }

    @Test func aCellWithoutAFiniteCentreIsReportedAndPlacedAtZero() {
        let cells = FixedFramesLayout.cells([CGRect(x: 0, y: 0, width: 50, height: 50)])
        cells[0].center = CGPoint(x: CGFloat.nan, y: 10)
        let scene = CollectionScene(layout: FixedFramesLayout(elements: cells, contentSize: CGSize(width: 200, height: 200)), model: [[0]])
        scene.layoutPass()
        #expect(scene.errors.map(\.description) == [
            "the centre the layout gives the cell for {length = 2, path = 0 - 0} is {nan, 10.0}: sizes must be finite and not negative; zero is used",
        ])
        #expect(scene.collectionView.cellForItem(at: path(0))?.center == .zero)
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)) == path(0))
    }

    @Test func aSupplementaryViewWithANegativeSizeNamesItsKind() {
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: path(0))
        header.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        header.size.height = -1
        let scene = CollectionScene(layout: FixedFramesLayout(elements: [header], contentSize: CGSize(width: 200, height: 200)), model: [[]])
        scene.collectionView.register(TestSupplementaryView.self, forSupplementaryViewOfKind: "badge",
                                        withReuseIdentifier: ModelDataSource<Int>.supplementaryIdentifier)
        scene.layoutPass()
        #expect(scene.errors == [.invalidSize(what: "the size the layout gives the badge supplementary view",
                                                indexPath: path(0), size: CGSize(width: 10, height: -1))])
    }
}
