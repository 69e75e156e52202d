import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `NSDiffableDataSourceSectionSnapshot`: outlines that expand and collapse.
@MainActor
@Suite struct SectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    private func produce() -> Outline {
        var outline = Outline()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        outline.append(["Cox"], to: "Apple")
        return outline
    }

    @Test func collapsedParentsHideTheirDescendants() {
        var outline = produce()
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        outline.expand(["Apple"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(!outline.isVisible("Cox"))
    }

    @Test func levelsAndParentsDescribeTheTree() {
        let outline = produce()
        #expect(outline.level(of: "Cox") == 2)
        #expect(outline.parent(of: "Cox") == "Apple")
        #expect(outline.parent(of: "Fruit") == nil)
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
    }

    @Test func deletingAParentDeletesItsDescendants() {
        var outline = produce()
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Pear", "Vegetables", "Leek"])
        #expect(!outline.contains("Cox"))
    }

    @Test func insertsGoBesideTheirSiblings() {
        var outline = produce()
        outline.insert(["Plum"], after: "Apple")
        outline.insert(["Cabbage"], before: "Leek")
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Plum", "Pear", "Vegetables", "Cabbage", "Leek"])
    }

    @Test func subtreeSnapshotKeepsStructureAndExpansion() {
        var outline = produce()
        outline.expand(["Apple"])
        let fruit = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(fruit.items == ["Fruit", "Apple", "Cox", "Pear"])
        #expect(fruit.isExpanded("Apple"))
    }

    @Test func applyingAnOutlineShowsItsVisibleItemsAndExpandingAnimatesIn() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 30)
        let scene = CollectionScene(layout: layout, model: [], frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let collectionView = scene.collectionView
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(labellingItemsIn: collectionView)
        var outline = produce()
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        dataSource.apply(outline, to: 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.presentation.alpha == 0)
        scene.input.driver.settle(clock: scene.clock)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.presentation.alpha == 1)
        #expect(dataSource.snapshot(for: 0).isExpanded("Fruit"))
        #expect(collectionView.checkInvariants() == [])
    }

    @Test func unknownParentIsAProblemThatApplyReports() {
        var outline = Outline()
        outline.append(["Orphan"], to: "Nobody")
        let scene = CollectionScene(layout: UICollectionViewFlowLayout(), model: [], frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: scene.collectionView) { _, _, _ in nil }
        dataSource.apply(outline, to: 0)
        #expect(scene.errors == [.unknownIdentifier(operation: "append(_:to:)", identifier: "Nobody")])
        #expect(dataSource.snapshot().numberOfItems == 0)
    }
}
