@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `present(_:animated:completion:)` and `dismiss`: a sheet over the window, UIKit's appearance calls
/// and flags, and a report instead of a crash for presenting twice.
@MainActor @Suite struct PresentationTests {
    @Test func presentingShowsTheSheetAndCallsAppearanceWithIsBeingPresented() {
        let scene = NavigationScene()
        let sheet = scene.page("sheet")
        var completed = false
        scene.root.present(sheet, animated: true) { completed = true }
        #expect(scene.journal.lines == ["sheet willAppear moving=false presented=true"])
        #expect(!completed)
        scene.settle()
        #expect(completed)
        #expect(scene.journal.lines.last == "sheet didAppear")
        #expect(sheet.view.window === scene.window)
        #expect(scene.navigation.presentedViewController === sheet)
        #expect(sheet.presentingViewController === scene.navigation)
        #expect(!sheet.isBeingPresented)
    }

    @Test func dismissingRemovesTheSheetWithIsBeingDismissed() {
        let scene = NavigationScene()
        let sheet = scene.page("sheet")
        scene.root.present(sheet, animated: false)
        scene.journal.lines.removeAll()
        var completed = false
        sheet.dismiss(animated: true) { completed = true }
        scene.settle()
        #expect(completed)
        #expect(scene.journal.lines == ["sheet willDisappear moving=false dismissed=true", "sheet didDisappear"])
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(scene.navigation.presentedViewController == nil)
    }

    @Test func presentingWhilePresentingIsReportedAndIgnored() {
        let scene = NavigationScene()
        let first = scene.page("first"), second = scene.page("second")
        scene.root.present(first, animated: true)
        var completed = false
        scene.root.present(second, animated: true) { completed = true }
        scene.settle()
        #expect(scene.navigation.presentedViewController === first)
        #expect(second.viewIfLoaded?.window == nil && !completed)
        #expect(scene.errors.errors == [.alreadyPresenting(presenter: "<UINavigationController>", presented: "<PageController \"first\">",
                                                           attempted: "<PageController \"second\">")])
    }

    @Test func aFullScreenPresentationHidesThePresenter() {
        let scene = NavigationScene()
        let cover = scene.page("cover")
        cover.modalPresentationStyle = .fullScreen
        scene.root.present(cover, animated: false)
        #expect(scene.journal.lines.contains("root willDisappear moving=false dismissed=false"))
        cover.dismiss(animated: false)
        #expect(scene.journal.lines.last == "root didAppear")
    }

    @Test func dismissingMidPresentationCompletesThePresentationCallbacksFirst() {
        let scene = NavigationScene()
        let sheet = scene.page("sheet")
        scene.root.present(sheet, animated: true)
        scene.input.stepFrames(3)
        sheet.dismiss(animated: true)
        scene.settle()
        #expect(scene.journal.lines == [
            "sheet willAppear moving=false presented=true", "sheet didAppear",
            "sheet willDisappear moving=false dismissed=true", "sheet didDisappear",
        ])
        #expect(scene.navigation.presentedViewController == nil)
    }

    @Test func aResizedWindowTellsItsControllersBeforeTheirViewsChange() {
        let scene = NavigationScene()
        var sizeSeenInCompletion: CGSize?
        final class Watcher: UIViewController {
            var onTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                onTransition?(coordinator)
            }
        }
        let watcher = Watcher()
        scene.navigation.pushViewController(watcher, animated: false)
        scene.journal.lines.removeAll()
        watcher.onTransition = { coordinator in
            coordinator.animate(alongsideTransition: nil) { _ in sizeSeenInCompletion = scene.window.bounds.size }
        }
        scene.window.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        #expect(scene.journal.lines == ["root willTransition 800x500"])
        #expect(sizeSeenInCompletion == CGSize(width: 800, height: 500))
    }
}

