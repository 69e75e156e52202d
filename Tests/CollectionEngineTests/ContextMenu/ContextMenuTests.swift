@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Context menus: which items they are for, what the delegate hears, and how the keyboard and the
/// pointer work the menu window.
@MainActor
@Suite struct ContextMenuTests {
    @Test func aRightClickOnAnItemAsksForThatItemAndOpensTheMenu() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        #expect(delegate.calls == ["configuration [0-1]", "willDisplay"])
        #expect(scene.window.presentedMenuWindows.count == 1)
        #expect(scene.menuRows() == ["Open", "Duplicate", "Rename…", "Move to Section", "—", "Delete"])
    }

    @Test func aRightClickOnOneOfSeveralSelectedItemsIsForThemAll() {
        let (scene, delegate) = CollectionScene.menuGrid(multiple: true)
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 3))
        scene.rightClick(at: scene.point(0, 3))
        #expect(delegate.calls.first == "configuration [0-1,0-3]")
    }

    @Test func aRightClickOnAnUnselectedItemIsForItAlone() {
        let (scene, delegate) = CollectionScene.menuGrid(multiple: true)
        scene.input.click(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 3))
        scene.rightClick(at: scene.point(0, 2))
        #expect(delegate.calls.first == "configuration [0-2]")
    }

    @Test func aRightClickOnEmptySpaceAsksWithNoItems() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.emptySpace)
        #expect(delegate.calls.first == "configuration []")
    }

    @Test func noConfigurationNoMenu() {
        let (scene, delegate) = CollectionScene.menuGrid()
        delegate.offersMenu = false
        scene.rightClick(at: scene.point(0, 1))
        #expect(scene.window.presentedMenuWindows.isEmpty)
        #expect(!delegate.calls.contains("willDisplay"))
    }

    @Test func theSingleItemMethodAnswersByDefault() {
        final class OldDelegate: NSObject, UICollectionViewDelegate {
            var asked: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
                asked.append(indexPath)
                return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
            }
        }
        let scene = CollectionScene.inputGrid()
        let delegate = OldDelegate()
        scene.collectionView.delegate = delegate
        scene.rightClick(at: scene.point(0, 2))
        #expect(delegate.asked == [IndexPath(item: 2, section: 0)])
        #expect(scene.window.presentedMenuWindows.count == 1)
    }

    // MARK: Keyboard

    @Test func arrowsSkipDisabledRowsAndEnterChoosesAfterWillEnd() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        delegate.calls.removeAll()
        for _ in 0..<3 { scene.input.key(.down) }
        #expect(scene.window.presentedMenuWindows[0].highlighted.map { scene.menuRows()[$0] } == "Move to Section")
        scene.input.key(.up)
        scene.input.key(.up)
        scene.input.key(.enter)
        #expect(delegate.calls == ["willEnd", "open [0-1]"])
        #expect(scene.window.presentedMenuWindows.isEmpty)
    }

    @Test func escapeClosesWithoutChoosing() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        scene.input.key(.escape)
        #expect(delegate.calls.last == "willEnd")
        #expect(scene.window.presentedMenuWindows.isEmpty)
    }

    @Test func aLetterJumpsToTheNextRowStartingWithIt() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        scene.input.key(.character("d"))
        scene.input.key(.character("d"))
        scene.input.key(.enter)
        #expect(delegate.calls.last == "delete")
    }

    @Test func rightOpensASubmenuBesideItsRowAndLeftClosesIt() throws {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        scene.input.key(.character("m"))
        scene.input.key(.right)
        #expect(scene.menuRows(level: 1) == ["First", "Second"])
        let parent = scene.window.presentedMenuWindows[0].frameInPresentingWindow
        let submenu = scene.window.presentedMenuWindows[1].frameInPresentingWindow
        #expect(submenu.minX >= parent.maxX || submenu.maxX <= parent.minX, "beside the parent, not over it")
        scene.input.key(.left)
        #expect(scene.window.presentedMenuWindows.count == 1)
        scene.input.key(.right)
        scene.input.key(.down)
        scene.input.key(.enter)
        #expect(delegate.calls.last == "move second")
    }

    @Test func theMenuKeyOpensTheFocusedItemsMenuAtItsCentre() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.input.click(at: scene.point(0, 2))
        scene.input.key(.contextMenu)
        #expect(delegate.calls.first == "configuration [0-2]")
        let interaction = scene.collectionView.contextMenuInteraction
        #expect(interaction?.location(in: scene.collectionView) == scene.contentPoint(0, 2))
        scene.input.key(.escape)
        scene.input.key(.function(10), modifiers: .shift)
        #expect(scene.window.presentedMenuWindows.count == 1)
    }

    // MARK: Pointer

    @Test func pointingAtARowHighlightsItAndAClickChoosesIt() throws {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        let menu = try #require(scene.window.presentedMenuWindows.first)
        let duplicate = menu.rowViews[1].frame
        let point = CGPoint(x: duplicate.midX, y: duplicate.midY)
        menu.sendEvent(InputEvent(.pointerMoved, at: point, timestamp: scene.clock.now))
        #expect(menu.highlighted == 1)
        menu.sendEvent(InputEvent(.pointerDown(.primary), at: point, timestamp: scene.clock.now))
        menu.sendEvent(InputEvent(.pointerUp(.primary), at: point, timestamp: scene.clock.now))
        #expect(delegate.calls.last == "duplicate")
    }

    @Test func theReleaseOfTheOpeningRightClickChoosesNothing() throws {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.input.press(at: scene.point(0, 1), button: .secondary)
        let menu = try #require(scene.window.presentedMenuWindows.first)
        let open = menu.rowViews[0].frame
        menu.sendEvent(InputEvent(.pointerUp(.secondary), at: CGPoint(x: open.midX, y: open.midY), timestamp: scene.clock.now))
        #expect(scene.window.presentedMenuWindows.count == 1)
        #expect(!delegate.calls.contains("open [0-1]"))
    }

    @Test func aPressOutsideTheMenuClosesItAndDoesNothingElse() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        scene.input.click(at: scene.point(0, 5))
        #expect(scene.window.presentedMenuWindows.isEmpty)
        #expect(delegate.calls.last == "willEnd")
        #expect(scene.selected == [], "the press that closed the menu did not select")
    }

    @Test func dismissMenuClosesIt() {
        let (scene, delegate) = CollectionScene.menuGrid()
        scene.rightClick(at: scene.point(0, 1))
        scene.collectionView.contextMenuInteraction?.dismissMenu()
        #expect(scene.window.presentedMenuWindows.isEmpty)
        #expect(delegate.calls.last == "willEnd")
    }

    @Test func choosingThePreviewCommitsItThenEnds() throws {
        let (scene, delegate) = CollectionScene.menuGrid()
        delegate.preview = UIViewController()
        scene.rightClick(at: scene.point(0, 1))
        let menu = try #require(scene.window.presentedMenuWindows.first)
        menu.layoutIfNeeded()
        let preview = try #require(delegate.preview?.view)
        #expect(preview.superview === menu)
        let point = CGPoint(x: preview.frame.midX, y: preview.frame.midY)
        menu.sendEvent(InputEvent(.pointerDown(.primary), at: point, timestamp: scene.clock.now))
        #expect(Array(delegate.calls.suffix(2)) == ["willPerformPreview true", "willEnd"])
    }
}
