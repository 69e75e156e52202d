import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A collection view with a grid layout and the reference data source, recording errors, checking
/// invariants after every step a test takes through it.
@MainActor
final class Harness<Layout: UICollectionViewLayout> {
    let collectionView: UICollectionView
    let layout: Layout
    let dataSource: ReferenceDataSource<Int>
    private(set) var errors: [CollectionViewError] = []

    init(layout: Layout, sections: [[Int]], size: CGSize = CGSize(width: 200, height: 190)) {
        self.layout = layout
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        dataSource = ReferenceDataSource(sections: sections)
        collectionView.errorHandler = { [unowned self] in self.errors.append($0) }
        dataSource.install(in: collectionView)
    }

    /// Runs a layout pass and checks invariants.
    func layoutPass(sourceLocation: SourceLocation = #_sourceLocation) {
        collectionView.layoutIfNeeded()
        expectConsistent(sourceLocation: sourceLocation)
    }

    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(collectionView.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    /// Sets the content offset, lays out and checks.
    func scroll(to offset: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        collectionView.contentOffset = offset
        layoutPass(sourceLocation: sourceLocation)
    }

    func scroll(toY y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        scroll(to: CGPoint(x: collectionView.contentOffset.x, y: y), sourceLocation: sourceLocation)
    }

    func forgetErrors() { errors.removeAll() }

    var visiblePaths: [IndexPath] { collectionView.indexPathsForVisibleItems }

    var testCells: [TestCell] { collectionView.visibleCells.compactMap { $0 as? TestCell } }
}

extension Harness where Layout == GridTestLayout {
    /// A 200 × 190 view over a 4-column grid of 50 × 50 items without spacing: at offset 0 it shows
    /// rows 0–3 (16 cells). The height is not a multiple of the row so that no row merely touches the
    /// bottom edge (an element whose frame touches the bounds counts as visible).
    convenience init(items: Int = 100, sections: Int = 1, layout: GridTestLayout = GridTestLayout()) {
        self.init(layout: layout, sections: (0..<sections).map { section in (0..<items).map { section * 1000 + $0 } })
    }
}

/// `IndexPath(item:section:)` shortened for tables of expectations.
func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// The index paths of items `range` in section 0.
func paths(_ range: Range<Int>, section: Int = 0) -> [IndexPath] { range.map { IndexPath(item: $0, section: section) } }

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
