import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct DisplayCallbackTests {
    @Test func willDisplayAndDidEndDisplayingPairUpAcrossScrollingAndReloads() {
        let scene = CollectionScene(items: 300, layout: GridTestLayout(headerHeight: 30, footerHeight: 30))
        scene.dataSource.model.append(Array(0..<50))
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.layoutPass()
        for y in stride(from: 0, through: 4000, by: 70) { scene.scroll(toY: CGFloat(y)) }
        scene.collectionView.reloadData()
        scene.layoutPass()
        scene.scroll(toY: 0)
        #expect(recorder.pairingProblems == [])
        #expect(recorder.displayedItems == Set(scene.visiblePaths))
        let headers = scene.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(recorder.displayedSupplementary == Set(headers.map { "\(UICollectionView.elementKindSectionHeader) \($0)" }))
        #expect(recorder.willDisplayCount - recorder.didEndDisplayingCount == scene.visiblePaths.count)
        #expect(recorder.didEndDisplayingCount > 0)
    }

    @Test func reloadDataEndsTheDisplayOfEveryCellBeforeShowingThemAgain() {
        let scene = CollectionScene()
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.layoutPass()
        scene.collectionView.reloadData()
        #expect(recorder.displayedItems.isEmpty)
        #expect(recorder.didEndDisplayingCount == 16)
        scene.layoutPass()
        #expect(recorder.displayedItems.count == 16)
        #expect(recorder.pairingProblems == [])
    }

    @Test func aCellIsSelectedAndHighlightedStateIsSetBeforeWillDisplay() {
        final class Observer: NSObject, UICollectionViewDelegate {
            var selectedAtDisplay: [IndexPath: Bool] = [:]
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                selectedAtDisplay[indexPath] = cell.isSelected
            }
        }
        let scene = CollectionScene()
        let observer = Observer()
        scene.collectionView.delegate = observer
        scene.collectionView.selectItem(at: path(40), animated: false, scrollPosition: [])
        scene.scroll(toY: 450)
        #expect(observer.selectedAtDisplay[path(40)] == true)
        #expect(observer.selectedAtDisplay[path(41)] == false)
    }
}
