@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UISplitViewController` in its double-column style: a sidebar beside the content that collapses
/// to one column in a narrow window.
@MainActor @Suite struct SplitViewControllerTests {
    @MainActor private struct Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
        let journal = Journal()
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar: PageController
        let content: PageController

        init() {
            sidebar = PageController("sidebar", journal: journal)
            content = PageController("content", journal: journal)
            split.setViewController(sidebar, for: .primary)
            split.setViewController(content, for: .secondary)
            window.rootViewController = split
            window.layoutIfNeeded()
        }
    }

    @Test func theSidebarShowsBesideTheContentAtItsPreferredWidth() {
        let scene = Scene()
        scene.split.preferredPrimaryColumnWidth = 260
        scene.window.layoutIfNeeded()
        #expect(scene.sidebar.view.frame == CGRect(x: 0, y: 0, width: 260, height: 600))
        #expect(scene.content.view.frame.minX == 261 && scene.content.view.frame.maxX == 1000)
        #expect(scene.split.displayMode == .oneBesideSecondary)
        #expect(scene.sidebar.splitViewController === scene.split)
    }

    @Test func anAutomaticWidthIsAQuarterOfTheWindowWithinItsLimits() {
        #expect(UISplitViewController.primaryWidth(preferred: -1, fraction: -1, minimum: 200, maximum: 340, width: 1000) == 250)
        #expect(UISplitViewController.primaryWidth(preferred: -1, fraction: -1, minimum: 200, maximum: 340, width: 2000) == 340)
        #expect(UISplitViewController.primaryWidth(preferred: -1, fraction: 0.1, minimum: 200, maximum: 340, width: 1000) == 200)
    }

    @Test func bothColumnsAppearWithTheWindow() {
        let scene = Scene()
        #expect(scene.journal.lines.contains("sidebar didAppear"))
        #expect(scene.journal.lines.contains("content didAppear"))
    }

    @Test func secondaryOnlyHidesTheSidebarWithItsDisappearanceCalls() {
        let scene = Scene()
        scene.journal.lines.removeAll()
        scene.split.preferredDisplayMode = .secondaryOnly
        scene.window.layoutIfNeeded()
        #expect(scene.sidebar.viewIfLoaded?.superview == nil)
        #expect(scene.content.view.frame.minX == 0)
        #expect(scene.journal.lines == ["sidebar willDisappear moving=false dismissed=false", "sidebar didDisappear"])
        scene.split.show(.primary)
        scene.window.layoutIfNeeded()
        #expect(scene.sidebar.view.superview === scene.split.view)
    }

    @Test func aNarrowWindowCollapsesToTheContentAndShowPrimarySwapsToTheSidebar() {
        final class Listener: UISplitViewControllerDelegate {
            var heard: [String] = []
            func splitViewControllerDidCollapse(_ svc: UISplitViewController) { heard.append("collapse") }
            func splitViewControllerDidExpand(_ svc: UISplitViewController) { heard.append("expand") }
        }
        let scene = Scene()
        let listener = Listener()
        scene.split.delegate = listener
        scene.window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        scene.window.layoutIfNeeded()
        #expect(scene.split.isCollapsed)
        #expect(scene.sidebar.viewIfLoaded?.superview == nil)
        #expect(scene.content.view.frame == CGRect(x: 0, y: 0, width: 500, height: 600))
        scene.split.show(.primary)
        scene.window.layoutIfNeeded()
        #expect(scene.sidebar.view.frame.width == 500 && scene.content.viewIfLoaded?.superview == nil)
        scene.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 600)
        scene.window.layoutIfNeeded()
        #expect(!scene.split.isCollapsed)
        #expect(scene.sidebar.view.superview != nil && scene.content.view.superview != nil)
        #expect(listener.heard == ["collapse", "expand"])
    }

    @Test func replacingTheSecondaryControllerRemovesTheOldOne() {
        let scene = Scene()
        let other = PageController("other", journal: scene.journal)
        scene.journal.lines.removeAll()
        scene.split.setViewController(other, for: .secondary)
        scene.window.layoutIfNeeded()
        #expect(scene.content.parent == nil && scene.content.viewIfLoaded?.superview == nil)
        #expect(other.view.superview === scene.split.view)
        #expect(scene.journal.lines.first == "content willDisappear moving=false dismissed=false")
        #expect(scene.journal.lines.last == "other didAppear")
    }
}
