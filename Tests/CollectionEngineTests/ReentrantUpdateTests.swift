import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A delegate that runs the test's closure once, the next time a cell comes into display or leaves it.
@MainActor
private final class DisplayHookDelegate: NSObject, UICollectionViewDelegate {
    var onWillDisplay: ((IndexPath) -> Void)?
    var onDidEndDisplaying: ((IndexPath) -> Void)?
    var repeats = false

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        let hook = onWillDisplay
        if !repeats { onWillDisplay = nil }
        hook?(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        let hook = onDidEndDisplaying
        onDidEndDisplaying = nil
        hook?(indexPath)
    }
}

/// Data changed from inside a data-source or delegate callback of a layout pass (UIKit raises or
/// corrupts its state): the pass stops asking for items of the old data, reports
/// `dataChangedDuringLayout`, and lays out again from the new data.
@MainActor @Suite struct ReentrantUpdateTests {
    private func hooked(_ scene: CollectionScene<GridTestLayout>) -> DisplayHookDelegate {
        let hooks = DisplayHookDelegate()
        scene.collectionView.delegate = hooks
        return hooks
    }

    @Test func aReloadFromWillDisplayStopsThePassAndShowsTheNewData() {
        let scene = CollectionScene(items: 40)
        let hooks = hooked(scene)
        hooks.onWillDisplay = { _ in
            scene.dataSource.model[0].removeLast(30)
            scene.collectionView.reloadData()
        }
        scene.layoutPass()
        #expect(scene.errors == [.dataChangedDuringLayout])
        #expect(scene.shown == [Array(0..<10)])
        #expect(scene.dataSource.model[0] == Array(0..<10))
    }

    @Test func aBatchUpdateFromWillDisplayIsAppliedAndThePassGoesOnFromTheNewData() {
        let scene = CollectionScene(items: 40)
        let hooks = hooked(scene)
        hooks.onWillDisplay = { _ in
            scene.dataSource.model[0].remove(at: 0)
            scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        scene.layoutPass()
        scene.settle()
        #expect(scene.errors == [.dataChangedDuringLayout])
        #expect(scene.shown == [Array(1..<17)])
    }

    @Test func aBatchUpdateFromCellForItemAtDuringAnUpdateIsApplied() {
        let scene = CollectionScene(items: 40)
        scene.layoutPass()
        var once = true
        scene.dataSource.cellProvider = { collectionView, indexPath in
            if once {
                once = false
                scene.dataSource.model[0].insert(500, at: 0)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
            (cell as? TestCell)?.label.text = "\(scene.dataSource.model[indexPath])"
            return cell
        }
        scene.dataSource.model[0].insert(400, at: 0)
        scene.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        scene.settle()
        #expect(scene.errors == [.dataChangedDuringLayout])
        #expect(scene.shown == [[500, 400] + Array(0..<14)])
    }

    @Test func aDelegateThatReloadsOnEveryDisplayCannotHoldThePassForever() {
        let scene = CollectionScene(items: 40)
        let hooks = hooked(scene)
        hooks.repeats = true
        hooks.onWillDisplay = { _ in scene.collectionView.reloadData() }
        scene.collectionView.layoutIfNeeded()
        #expect(scene.errors.count == 3, "three tries in one pass, then the next pass goes on")
        #expect(scene.errors.allSatisfy { $0 == .dataChangedDuringLayout })
        hooks.repeats = false
        hooks.onWillDisplay = nil
        scene.layoutPass()
        #expect(scene.shown == [Array(0..<16)])
    }

    @Test func aBatchUpdateFromDidEndDisplayingAfterAnUpdateIsAppliedWithoutAnError() {
        let scene = CollectionScene(items: 40)
        scene.layoutPass()
        let hooks = hooked(scene)
        hooks.onDidEndDisplaying = { _ in
            scene.dataSource.model[0].remove(at: 0)
            scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        scene.dataSource.model[0].remove(at: 5)
        scene.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
        scene.settle()
        #expect(scene.errors.isEmpty, "the deleted cell leaves after the update, outside any layout pass")
        #expect(scene.shown == [[1, 2, 3, 4] + Array(6..<18)])
    }
}
