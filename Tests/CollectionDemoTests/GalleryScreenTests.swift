@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The gallery as a screen in a navigation controller: opening a card pushes its page, going back
/// returns to the same place with the card selected.
@MainActor
@Suite struct GalleryScreenTests {
    private func doubleClick(_ scene: GalleryScene, at point: CGPoint) {
        scene.input.click(at: point)
        scene.input.wait(0.1)
        scene.input.click(at: point)
    }

    private func detail(_ scene: GalleryScene) -> CardDetailController? { scene.navigation.topViewController as? CardDetailController }

    @Test func aDoubleClickOnACardPushesItsPage() {
        let scene = GalleryScene()
        doubleClick(scene, at: scene.point(0, 2))
        scene.input.settle()
        #expect(detail(scene)?.indexPath == IndexPath(item: 2, section: 0))
        #expect(detail(scene)?.title == scene.controller.model.title(item: 2, section: 0))
        #expect(scene.navigation.navigationBar.topItem?.title == detail(scene)?.title)
    }

    @Test func twoClicksOnDifferentCardsDoNotOpenEither() {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 2))
        scene.input.settle()
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func enterOnTheFocusedCardPushesItsPage() throws {
        let scene = GalleryScene()
        scene.input.click(at: scene.point(0, 1))
        scene.input.key(.right)
        scene.input.key(.enter)
        scene.input.settle()
        let opened = try #require(detail(scene)?.indexPath)
        #expect(opened == IndexPath(item: 2, section: 0), "the card focus moved to")
        #expect(scene.selected == ["0.2"], "the opened card is selected alone")
    }

    @Test func goingBackReturnsToTheSamePlaceWithTheCardSelected() {
        let scene = GalleryScene()
        scene.input.wheel(notches: 3, at: scene.point(0, 0))
        scene.input.settle()
        let offset = scene.collectionView.contentOffset
        let card = scene.collectionView.indexPathsForVisibleItems.sorted()[4]
        doubleClick(scene, at: scene.point(card.section, card.item))
        scene.input.settle()
        #expect(detail(scene) != nil)
        scene.input.key(.escape)
        scene.input.settle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.collectionView.contentOffset == offset)
        #expect(scene.selected == ["\(card.section).\(card.item)"])
        #expect(scene.window.keyTarget === scene.collectionView, "the keys are back with the cards")
    }

    @Test func aDoubleClickInEditModeTogglesWithoutOpening() throws {
        let scene = GalleryScene()
        let select = try #require(scene.controller.bar.namedControls.first { $0.0 == "Select" }?.1)
        scene.input.click(at: select.convert(CGPoint(x: select.bounds.midX, y: select.bounds.midY), to: scene.window))
        #expect(scene.collectionView.isEditing)
        #expect(scene.controller.bar.item(for: .select)?.title == "Done")
        doubleClick(scene, at: scene.point(0, 3))
        scene.input.settle()
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test func theLayoutMenuChecksTheCurrentLayout() {
        let scene = GalleryScene()
        scene.controller.switchToNextLayout()
        let menu = scene.controller.bar.layoutMenu(current: scene.controller.layouts.current)
        let checked = menu.children.compactMap { $0 as? UIAction }.filter { $0.state == .on }.map(\.title)
        #expect(checked == ["List"])
    }
}
