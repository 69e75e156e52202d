import CollectionEngine
import Foundation

/// A delegate that records display and selection callbacks and checks that display ones pair up.
@MainActor
final class DisplayRecorder: NSObject, UICollectionViewDelegate {
    private(set) var displayedItems: Set<IndexPath> = []
    private(set) var displayedSupplementary: Set<String> = []
    /// Violations of pairing: a second willDisplay, or didEndDisplaying without willDisplay.
    private(set) var pairingProblems: [String] = []
    private(set) var willDisplayCount = 0
    private(set) var didEndDisplayingCount = 0
    private(set) var selectionCalls: [String] = []
    private(set) var scrollAnimationsEnded = 0
    private(set) var didScrollCount = 0

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplayCount += 1
        if !displayedItems.insert(indexPath).inserted { pairingProblems.append("willDisplay twice for \(indexPath)") }
        if collectionView.cellForItem(at: indexPath) !== cell { pairingProblems.append("willDisplay \(indexPath) with a cell the view does not report") }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        didEndDisplayingCount += 1
        if displayedItems.remove(indexPath) == nil { pairingProblems.append("didEndDisplaying without willDisplay for \(indexPath)") }
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        if !displayedSupplementary.insert("\(elementKind) \(indexPath)").inserted {
            pairingProblems.append("willDisplay twice for \(elementKind) \(indexPath)")
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        if displayedSupplementary.remove("\(elementKind) \(indexPath)") == nil {
            pairingProblems.append("didEndDisplaying without willDisplay for \(elementKind) \(indexPath)")
        }
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selectionCalls.append("shouldSelect \(indexPath)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectionCalls.append("didSelect \(indexPath)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        selectionCalls.append("shouldDeselect \(indexPath)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        selectionCalls.append("didDeselect \(indexPath)")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { didScrollCount += 1 }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { scrollAnimationsEnded += 1 }
}
