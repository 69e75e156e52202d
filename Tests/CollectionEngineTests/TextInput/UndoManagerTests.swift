@testable import CollectionEngine
import Foundation
import Testing

/// `UndoManager` as Foundation documents it: reversals registered per change, grouped by event or
/// explicitly, undone last first, with redo from what the reversals register.
@MainActor
@Suite struct UndoManagerTests {
    /// A value whose changes register their own reversal, as Apple's examples do.
    @MainActor
    final class Document {
        let undoManager: UndoManager
        var title = ""
        init(_ undoManager: UndoManager) { self.undoManager = undoManager }
        func setTitle(_ newTitle: String) {
            let old = title
            undoManager.registerUndo(withTarget: self) { $0.setTitle(old) }
            title = newTitle
        }
    }

    /// Runs `body` as the handling of one new input event.
    func event(_ body: () -> Void) {
        UndoManager.currentEvent += 1
        body()
    }

    @Test func undoRunsTheReversalAndWhatItRegistersIsTheRedo() {
        let manager = UndoManager()
        let document = Document(manager)
        event { document.setTitle("One") }
        manager.undo()
        #expect(document.title == "")
        #expect(manager.canRedo)
        manager.redo()
        #expect(document.title == "One")
        #expect(manager.canUndo && !manager.canRedo)
    }

    @Test func changesInOneEventAreOneStepAndEachEventItsOwn() {
        let manager = UndoManager()
        let document = Document(manager)
        event {
            document.setTitle("A")
            document.setTitle("AB")
        }
        event { document.setTitle("ABC") }
        manager.undo()
        #expect(document.title == "AB")
        manager.undo()
        #expect(document.title == "", "both changes of the first event at once")
        #expect(!manager.canUndo)
    }

    @Test func explicitGroupsNestIntoOneStep() {
        let manager = UndoManager()
        let document = Document(manager)
        manager.groupsByEvent = false
        manager.beginUndoGrouping()
        document.setTitle("A")
        manager.beginUndoGrouping()
        document.setTitle("B")
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
        manager.endUndoGrouping()
        manager.undo()
        #expect(document.title == "")
    }

    @Test func aNewChangeForgetsWhatCouldBeRedone() {
        let manager = UndoManager()
        let document = Document(manager)
        event { document.setTitle("A") }
        manager.undo()
        event { document.setTitle("B") }
        #expect(!manager.canRedo)
    }

    @Test func levelsOfUndoKeepsTheNewestSteps() {
        let manager = UndoManager()
        let document = Document(manager)
        manager.levelsOfUndo = 2
        for title in ["A", "B", "C"] { event { document.setTitle(title) } }
        manager.undo()
        manager.undo()
        #expect(document.title == "A")
        #expect(!manager.canUndo)
    }

    @Test func removingATargetsActionsLeavesTheOthers() {
        let manager = UndoManager()
        let first = Document(manager), second = Document(manager)
        event { first.setTitle("1") }
        event { second.setTitle("2") }
        manager.removeAllActions(withTarget: second)
        manager.undo()
        #expect(first.title == "" && second.title == "2")
        #expect(!manager.canUndo)
    }

    @Test func actionNamesMakeTheMenuTitles() {
        let manager = UndoManager()
        let document = Document(manager)
        event {
            document.setTitle("A")
            manager.setActionName("Rename")
        }
        #expect(manager.undoMenuItemTitle == "Undo Rename")
        manager.undo()
        #expect(manager.redoMenuItemTitle == "Redo Rename")
        #expect(manager.undoActionName == "")
    }

    @Test func disabledRegistrationRecordsNothing() {
        let manager = UndoManager()
        let document = Document(manager)
        manager.disableUndoRegistration()
        event { document.setTitle("A") }
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        #expect(manager.isUndoRegistrationEnabled)
    }

    @Test func undoAndRedoAreAnnounced() {
        let manager = UndoManager()
        let document = Document(manager)
        final class Names: @unchecked Sendable { var names: [Notification.Name] = [] }
        let seen = Names()
        let observers = [Notification.Name.NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange].map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { seen.names.append($0.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        event { document.setTitle("A") }
        manager.undo()
        manager.redo()
        #expect(seen.names == [.NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange])
    }

    @Test func undoWithAGroupLeftOpenClosesItFirst() {
        let manager = UndoManager()
        let document = Document(manager)
        manager.beginUndoGrouping()
        document.setTitle("A")
        manager.undo()
        #expect(document.title == "")
        #expect(manager.groupingLevel == 0)
    }
}
