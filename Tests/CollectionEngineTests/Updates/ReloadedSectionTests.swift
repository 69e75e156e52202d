@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `reloadSections(_:)` replaces a section's supplementary views along with its cells, as UIKit does:
/// the data source is asked for new ones and the old ones end their display. `reloadItems(at:)`
/// replaces cells only.
@MainActor
@Suite struct ReloadedSectionTests {
    static let header = UICollectionView.elementKindSectionHeader
    /// Two sections of four items in one row each, under 20-point headers: section 1's header at y 70.
    let scene = CollectionScene(
        layout: GridTestLayout(headerHeight: 20), model: [Array(0..<4), Array(10..<14)],
        frame: CGRect(x: 0, y: 0, width: 200, height: 400))

    init() {
        scene.delegate.recordsDisplay = true
        scene.layoutPass()
        scene.dataSource.forgetCalls()
        scene.delegate.reset()
    }

    private func header(_ section: Int) -> TestSupplementaryView? {
        scene.collectionView.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: section)) as? TestSupplementaryView
    }

    private var headerRequests: [IndexPath] {
        scene.dataSource.calls.compactMap { if case let .supplementaryView(Self.header, indexPath) = $0 { indexPath } else { nil } }
    }

    @Test func theDataSourceIsAskedForTheReloadedSectionsHeaderAgain() {
        scene.collectionView.reloadSections([1])
        scene.settle()
        #expect(headerRequests == [IndexPath(item: 0, section: 1)])
    }

    @Test func theOldHeaderEndsItsDisplayAndGoesBackToItsQueue() throws {
        let old = try #require(header(1))
        scene.collectionView.reloadSections([1])
        scene.settle()
        #expect(scene.delegate.calls(startingWith: "didEndDisplayingSupplementary") == ["didEndDisplayingSupplementary \(Self.header) 1-0"])
        #expect(scene.delegate.calls(startingWith: "willDisplaySupplementary") == ["willDisplaySupplementary \(Self.header) 1-0"])
        #expect(old.superview == nil || old.prepareForReuseCount == 1, "out of the hierarchy, or dequeued again for the new header")
    }

    @Test func theNewHeaderTakesOverWhereTheOldOneWasUnderItsOwnIndexPath() throws {
        scene.collectionView.performBatchUpdates({
            scene.dataSource.model.insert([50], at: 0)
            scene.collectionView.insertSections([0])
            scene.collectionView.reloadSections([1])
        })
        let new = try #require(header(2))
        #expect(new.presentation.center.y == 80, "where section 1's header was")
        #expect(new.presentation.alpha == 1, "opaque: the old header has left")
        #expect(new.appliedIndexPaths.allSatisfy { $0 == IndexPath(item: 0, section: 2) }, "told \(new.appliedIndexPaths)")
        scene.settle()
        #expect(new.presentation.center.y == 150)
    }

    @Test func reloadingItemsLeavesTheSectionsHeaderAlone() throws {
        let kept = try #require(header(1))
        scene.collectionView.reloadItems(at: [IndexPath(item: 2, section: 1)])
        scene.settle()
        #expect(header(1) === kept)
        #expect(kept.prepareForReuseCount == 0)
        #expect(headerRequests.isEmpty)
        #expect(scene.delegate.calls(startingWith: "didEndDisplayingSupplementary", "willDisplaySupplementary").isEmpty)
    }
}
