@testable import CollectionEngine
import Foundation
import Testing

/// Trait changes reach views top down, with their previous traits, once per change.
@MainActor
struct TraitChangeTests {
    final class RecordingView: UIView {
        var previous: [UITraitCollection?] = []
        var seen: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection)
            seen.append(traitCollection.userInterfaceStyle)
        }
    }

    final class RecordingController: UIViewController {
        var calls = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { calls += 1 }
    }

    private func restoringCurrent(_ body: () -> Void) {
        let saved = UITraitCollection.current
        body()
        UITraitCollection.current = saved
    }

    @Test func aDesktopAppearanceChangeTellsEveryViewWithItsPreviousTraits() {
        restoringCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let outer = RecordingView(frame: .zero), inner = RecordingView(frame: .zero)
            window.addSubview(outer)
            outer.addSubview(inner)
            window.systemUserInterfaceStyle = .dark
            #expect(outer.seen == [.dark] && inner.seen == [.dark])
            #expect(outer.previous.first??.userInterfaceStyle == .light)
            window.systemUserInterfaceStyle = .dark
            #expect(outer.seen.count == 1, "setting the same style is no change")
        }
    }

    @Test func anOverrideShieldsItsSubtreeFromTheDesktop() {
        restoringCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let pinned = RecordingView(frame: .zero), inside = RecordingView(frame: .zero)
            pinned.overrideUserInterfaceStyle = .light
            window.addSubview(pinned)
            pinned.addSubview(inside)
            window.systemUserInterfaceStyle = .dark
            #expect(inside.traitCollection.userInterfaceStyle == .light)
            #expect(inside.seen.isEmpty, "its traits did not change")
            pinned.overrideUserInterfaceStyle = .dark
            #expect(inside.seen == [.dark])
        }
    }

    @Test func aControllersOverrideAppliesToItsView() {
        restoringCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let controller = RecordingController()
            window.rootViewController = controller
            let child = UIView(frame: .zero)
            controller.view.addSubview(child)
            controller.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark)
            #expect(controller.calls == 1)
            window.systemUserInterfaceStyle = .dark
            #expect(controller.calls == 1, "already dark: no change")
        }
    }

    @Test func aTextSizeChangePostsTheNotificationWithTheNewCategory() {
        restoringCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            final class Received: @unchecked Sendable { var category: UIContentSizeCategory? }
            let received = Received()
            let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: window,
                                                               queue: nil) { note in
                received.category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            }
            window.systemContentSizeCategory = .extraLarge
            NotificationCenter.default.removeObserver(token)
            #expect(received.category == .extraLarge)
            #expect(window.traitCollection.preferredContentSizeCategory == .extraLarge)
        }
    }

    @Test func traitsCombineTheLastSpecifiedValues() {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                      UITraitCollection(preferredContentSizeCategory: .small),
                                                      UITraitCollection(userInterfaceStyle: .unspecified)])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.preferredContentSizeCategory == .small)
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }
}
