import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Batch updates UIKit raises for, applied to a live view: each is reported with UIKit's wording, the
/// app's data stays as the app left it, and the view shows that data, consistent, afterwards.
@MainActor @Suite struct InvalidBatchUpdateTests {
    /// Runs `updates` (which leaves the model alone) in one batch on a 2 × 8 scene; returns the scene
    /// and the completion's `finished`.
    private func rejected(_ updates: @escaping (UICollectionView) -> Void) -> (CollectionScene<GridTestLayout>, Bool?) {
        let scene = CollectionScene(items: 8, sections: 2)
        scene.layoutPass()
        var finished: Bool?
        scene.collectionView.performBatchUpdates({ updates(scene.collectionView) }, completion: { finished = $0 })
        scene.settle()
        return (scene, finished)
    }

    private func expectUntouched(_ scene: CollectionScene<GridTestLayout>, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(scene.dataSource.model == ReferenceModel(counts: [8, 8]), sourceLocation: sourceLocation)
        #expect(scene.shown == [Array(0..<8), Array(1000..<1008)], sourceLocation: sourceLocation)
        #expect(scene.collectionView.numberOfItems(inSection: 1) == 8, sourceLocation: sourceLocation)
    }

    @Test func conflictingActionsOnOneItemAreReported() {
        let (scene, finished) = rejected {
            $0.deleteItems(at: [IndexPath(item: 2, section: 0)])
            $0.reloadItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(scene.errors == [.invalidBatchUpdate(.conflictingActions("delete", "reload", IndexPath(item: 2, section: 0)))])
        #expect(finished == false)
        expectUntouched(scene)
    }

    @Test func anItemActionInADeletedSectionIsReported() {
        let (scene, finished) = rejected {
            $0.deleteSections([1])
            $0.reloadItems(at: [IndexPath(item: 0, section: 1)])
        }
        #expect(scene.errors.count == 1)
        guard case .invalidBatchUpdate = scene.errors.first else { Issue.record("\(scene.errors)"); return }
        #expect(finished == false)
        expectUntouched(scene)
    }

    @Test func deletingAnItemOutOfRangeIsReportedWithTheSectionsCount() {
        let (scene, finished) = rejected { $0.deleteItems(at: [IndexPath(item: 9, section: 0)]) }
        #expect(scene.errors == [.invalidBatchUpdate(.itemOutOfRange(
            action: "delete", indexPath: IndexPath(item: 9, section: 0), world: .beforeUpdate, numberOfSections: 2, numberOfItems: 8))])
        #expect(scene.errors.first?.description.hasPrefix(
            "attempt to delete item 9 from section 0 which only contains 8 items before the update") == true)
        #expect(finished == false)
        expectUntouched(scene)
    }

    @Test func reloadingASectionThatDoesNotExistIsReported() {
        let (scene, finished) = rejected { $0.reloadSections([5]) }
        #expect(scene.errors == [.invalidBatchUpdate(.sectionOutOfRange(action: "reload", section: 5, world: .beforeUpdate, numberOfSections: 2))])
        #expect(finished == false)
        expectUntouched(scene)
    }

    @Test func anInsertTheDataSourceDidNotMakeIsReportedWithTheCounts() {
        let (scene, finished) = rejected { $0.insertItems(at: [IndexPath(item: 0, section: 1)]) }
        #expect(scene.errors == [.invalidBatchUpdate(.itemCountMismatch(
            section: 1, before: 8, after: 8, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))])
        #expect(finished == false)
        expectUntouched(scene)
    }
}
