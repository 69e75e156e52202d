import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

@MainActor @Suite struct DisplayCallbackTests {
    @Test func willDisplayAndDidEndDisplayingPairUpAcrossScrollingAndReloads() {
        let harness = CollectionScene(items: 300, layout: GridTestLayout(headerHeight: 30, footerHeight: 30))
        harness.dataSource.model.append(Array(0..<50))
        let recorder = DisplayRecorder()
        harness.collectionView.delegate = recorder
        harness.layoutPass()
        for y in stride(from: 0, through: 4000, by: 70) { harness.scroll(toY: CGFloat(y)) }
        harness.collectionView.reloadData()
        harness.layoutPass()
        harness.scroll(toY: 0)
        #expect(recorder.pairingProblems == [])
        #expect(recorder.displayedItems == Set(harness.visiblePaths))
        let headers = harness.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(recorder.displayedSupplementary == Set(headers.map { "\(UICollectionView.elementKindSectionHeader) \($0)" }))
        #expect(recorder.willDisplayCount - recorder.didEndDisplayingCount == harness.visiblePaths.count)
        #expect(recorder.didEndDisplayingCount > 0)
    }

    @Test func reloadDataEndsTheDisplayOfEveryCellBeforeShowingThemAgain() {
        let harness = CollectionScene()
        let recorder = DisplayRecorder()
        harness.collectionView.delegate = recorder
        harness.layoutPass()
        harness.collectionView.reloadData()
        #expect(recorder.displayedItems.isEmpty)
        #expect(recorder.didEndDisplayingCount == 16)
        harness.layoutPass()
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
        let harness = CollectionScene()
        let observer = Observer()
        harness.collectionView.delegate = observer
        harness.collectionView.selectItem(at: path(40), animated: false, scrollPosition: [])
        harness.scroll(toY: 450)
        #expect(observer.selectedAtDisplay[path(40)] == true)
        #expect(observer.selectedAtDisplay[path(41)] == false)
    }
}
