@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The gallery keeps the user's place: through every layout switch, in the cover flow's snapping and
/// clicking, and as the window is resized.
@MainActor
@Suite struct PlaceKeepingTests {
    /// Whether `indexPath`'s card is on screen (its centre inside the visible area).
    private func isOnScreen(_ indexPath: IndexPath, in scene: GalleryScene) -> Bool {
        let collectionView = scene.collectionView
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return false }
        return collectionView.bounds.contains(CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The card in the middle of the cover flow.
    private func middleCard(_ scene: GalleryScene) -> IndexPath? {
        let collectionView = scene.collectionView
        return collectionView.indexPathForItem(at: CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY))
    }

    @Test func everyLayoutOfASixteenMillionCardGalleryShowsThePlaceTheUserWasAt() {
        let scene = GalleryScene(items: 16_777_216, sections: 3, layout: .list)
        let place = IndexPath(item: 1_298_826, section: 0)
        scene.collectionView.scrollToItem(at: place, at: .centeredVertically, animated: false)
        scene.window.layoutIfNeeded()
        for kind in [LayoutCycle.Kind.mosaic, .ring, .coverFlow, .grid, .list] {
            scene.controller.switchToNextLayout()
            scene.input.settle()
            #expect(scene.controller.layouts.current == kind)
            switch kind {
            case .ring: #expect((scene.collectionView.collectionViewLayout as? CircleLayout)?.firstItem == place)
            case .coverFlow: #expect(middleCard(scene) == place)
            default: #expect(isOnScreen(place, in: scene), "\(kind)")
            }
        }
    }

    @Test func galleryAtTheTopStaysAtTheTopThroughAVerticalSwitch() {
        let scene = GalleryScene(layout: .grid)
        scene.controller.switchToNextLayout()
        scene.input.settle()
        #expect(scene.collectionView.contentOffset.y == -scene.collectionView.adjustedContentInset.top)
    }

    @Test func wheelNotchMovesTheCoverFlowOneCardAndStopsCentred() {
        let scene = GalleryScene(layout: .coverFlow)
        let middle = CGPoint(x: scene.collectionView.bounds.midX, y: scene.collectionView.frame.midY)
        scene.input.wheel(notches: 1, at: middle)
        scene.input.settle()
        #expect(middleCard(scene) == IndexPath(item: 1, section: 0))
        let frame = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero
        #expect(abs(frame.midX - scene.collectionView.bounds.midX) < 0.5)
    }

    @Test func clickOnASideCardBringsItToTheMiddle() throws {
        let scene = GalleryScene(layout: .coverFlow)
        let side = IndexPath(item: 2, section: 0)
        // Side cards are turned away and overlap: find a point where card 2 is the one on top.
        let collectionView = scene.collectionView, y = collectionView.bounds.midY
        let x = stride(from: collectionView.bounds.midX, to: collectionView.bounds.maxX, by: 4).first {
            collectionView.indexPathForItem(at: CGPoint(x: $0, y: y)) == side
        }
        scene.input.click(at: collectionView.convert(CGPoint(x: try #require(x), y: y), to: scene.window))
        scene.input.settle()
        #expect(middleCard(scene) == side)
        #expect(scene.selected == ["0.2"])
    }

    @Test func narrowingTheWindowKeepsTheTopLeftCardInView() {
        let scene = GalleryScene(items: 3000, sections: 3, layout: .grid)
        let kept = IndexPath(item: 400, section: 0)
        scene.collectionView.scrollToItem(at: kept, at: .top, animated: false)
        scene.window.layoutIfNeeded()
        scene.window.frame = CGRect(x: 0, y: 0, width: 700, height: 760)
        scene.window.layoutIfNeeded()
        #expect(isOnScreen(kept, in: scene))
        scene.window.frame = CGRect(x: 0, y: 0, width: 1500, height: 760)
        scene.window.layoutIfNeeded()
        #expect(isOnScreen(kept, in: scene))
    }
}
