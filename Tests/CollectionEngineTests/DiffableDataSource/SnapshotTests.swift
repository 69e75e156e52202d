import CollectionEngine
import Foundation
import Testing

/// `NSDiffableDataSourceSnapshot`: building and querying.
@Suite struct SnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func abc() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func appendedItemsGoToTheNamedSectionOrTheLastOne() {
        let snapshot = abc()
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfSection("b") == 1)
    }

    @Test func insertsAndMovesPlaceItemsBeforeOrAfterOthers() {
        var snapshot = abc()
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 5)
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(3, beforeItem: 10)
        #expect(snapshot.itemIdentifiers == [3, 10, 2, 4, 1, 5, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    }

    @Test func deletingItemsAndSectionsForgetsTheirIdentifiers() {
        var snapshot = abc()
        snapshot.deleteItems([2, 5])
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [4])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        snapshot.appendItems([1])
        #expect(snapshot.itemIdentifiers == [4, 1])
    }

    @Test func sectionsMoveBeforeAndAfterOthers() {
        var snapshot = abc()
        snapshot.appendSections(["c"])
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
        snapshot.moveSection("c", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
    }

    @Test func reloadAndReconfigureAreRemembered() {
        var snapshot = abc()
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([4])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [4])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    }

    @Test func deleteAllItemsEmptiesEverything() {
        var snapshot = abc()
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }
}
