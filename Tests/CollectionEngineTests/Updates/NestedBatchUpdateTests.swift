import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `performBatchUpdates` inside another one joins it, as in UIKit: one update, no error.
@MainActor @Suite struct NestedBatchUpdateTests {
    @Test func anInnerBatchJoinsTheOuterOne() {
        let scene = CollectionScene(items: 10)
        scene.layoutPass()
        var innerFinished: Bool?
        UIView.performWithoutAnimation {
            scene.collectionView.performBatchUpdates({
                scene.dataSource.model[0].remove(at: 0)
                scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                scene.collectionView.performBatchUpdates({
                    scene.dataSource.model[0].insert(50, at: 0)
                    scene.dataSource.model[0].insert(51, at: 0)
                    scene.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                }, completion: { innerFinished = $0 })
            })
        }
        scene.layoutPass()
        #expect(scene.errors.isEmpty, "the inner changes count in the outer update's totals")
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 11)
        #expect(innerFinished == true)
    }
}
