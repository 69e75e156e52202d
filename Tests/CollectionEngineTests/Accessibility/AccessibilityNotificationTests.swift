@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Accessibility notifications reach `NotificationCenter` where UIKit posts them, and cells have a label.
@MainActor
@Suite(.serialized) struct AccessibilityNotificationTests {
    /// Records the notifications posted while `body` runs, with their arguments.
    @MainActor
    private final class Recorder {
        var seen: [(UIAccessibility.Notification, Any?)] = []
    }

    private func posted(during body: () -> Void) -> [(UIAccessibility.Notification, Any?)] {
        let recorder = Recorder()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.notificationPosted, object: nil, queue: nil) { note in
            guard let kind = note.userInfo?[UIAccessibility.notificationKey] as? UIAccessibility.Notification else { return }
            nonisolated(unsafe) let argument = note.userInfo?[UIAccessibility.argumentKey]
            // Posted synchronously from the main actor, so the observer runs there too.
            MainActor.assumeIsolated { recorder.seen.append((kind, argument)) }
        }
        body()
        NotificationCenter.default.removeObserver(observer)
        return recorder.seen
    }

    @Test func postGoesThroughNotificationCenter() {
        let seen = posted { UIAccessibility.post(notification: .announcement, argument: "Deleted") }
        #expect(seen.map(\.0) == [.announcement])
        #expect(seen.first?.1 as? String == "Deleted")
    }

    @Test func aBatchUpdatePostsLayoutChanged() {
        let scene = CollectionScene.inputGrid()
        let seen = posted {
            scene.collectionView.performBatchUpdates {
                scene.dataSource.model[0].remove(at: 0)
                scene.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(seen.map(\.0) == [.layoutChanged])
    }

    @Test func reloadDataAndALayoutChangePostLayoutChanged() {
        let scene = CollectionScene.inputGrid()
        let seen = posted {
            scene.collectionView.reloadData()
            scene.collectionView.setCollectionViewLayout(GridTestLayout(), animated: false)
        }
        #expect(seen.map(\.0) == [.layoutChanged, .layoutChanged])
    }

    @Test func movingFocusPostsLayoutChangedWithTheFocusedCell() {
        let scene = CollectionScene.inputGrid()
        scene.window.keyTarget = scene.collectionView
        scene.input.click(at: scene.point(0, 1))
        let seen = posted { scene.input.key(.right) }
        #expect(seen.count == 1)
        #expect(seen.first?.1 as? UICollectionViewCell === scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    }

    @Test func aNewRootViewControllerPostsScreenChanged() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let seen = posted { window.rootViewController = UIViewController() }
        #expect(seen.map(\.0) == [.screenChanged])
    }

    @Test func aCellsLabelDefaultsToItsLabelsInOrder() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let title = UILabel(), caption = UILabel(), hidden = UILabel()
        title.text = "Quiet Dunes"
        caption.text = "No. 1"
        hidden.text = "secret"
        hidden.isHidden = true
        for label in [title, hidden, caption] { cell.contentView.addSubview(label) }
        #expect(cell.accessibilityLabel == "Quiet Dunes, No. 1")
        cell.accessibilityLabel = "Photo"
        #expect(cell.accessibilityLabel == "Photo")
    }
}
