import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `performBatchUpdates` inside another one joins it, as in UIKit: one update, no error.
@MainActor @Suite struct NestedBatchUpdateTests {
    @Test func anInnerBatchJoinsTheOuterOne() {
        let harness = Harness(items: 10)
        harness.layoutPass()
        var innerFinished: Bool?
        UIView.performWithoutAnimation {
            harness.collectionView.performBatchUpdates({
                harness.dataSource.sections[0].remove(at: 0)
                harness.collectionView.deleteItems(at: [path(0)])
                harness.collectionView.performBatchUpdates({
                    harness.dataSource.sections[0].insert(50, at: 0)
                    harness.dataSource.sections[0].insert(51, at: 0)
                    harness.collectionView.insertItems(at: [path(0), path(1)])
                }, completion: { innerFinished = $0 })
            })
        }
        harness.layoutPass()
        #expect(harness.errors.isEmpty, "the inner changes count in the outer update's totals")
        #expect(harness.collectionView.numberOfItems(inSection: 0) == 11)
        #expect(innerFinished == true)
    }
}
