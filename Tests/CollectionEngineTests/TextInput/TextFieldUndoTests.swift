@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A text field's edits through the responder chain's `UndoManager`: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y,
/// named steps, a controller's own manager, and a history that ends with editing.
@MainActor
@Suite struct TextFieldUndoTests {
    @Test func typingRegistersOneStepWithTheWindowsUndoManager() {
        let scene = TextFieldScene()
        scene.edit("abc")
        let manager = scene.window.undoManager
        #expect(scene.field.undoManager === manager)
        #expect(manager?.canUndo == true)
        #expect(manager?.undoActionName == "Typing")
        manager?.undo()
        #expect(scene.field.text == "")
        #expect(!(manager?.canUndo ?? true))
    }

    @Test func controlYRedoesWhatControlZUndid() {
        let scene = TextFieldScene()
        scene.edit("abc")
        scene.key(.character("z"), .control)
        #expect(scene.field.text == "")
        scene.key(.character("y"), .control)
        #expect(scene.field.text == "abc")
        #expect(scene.selection == 3..<3)
    }

    @Test func anUndoSendsEditingChanged() {
        let scene = TextFieldScene()
        scene.edit("abc")
        scene.key(.character("z"), .control)
        #expect(scene.events == ["changed"])
    }

    @Test func aPasteIsAStepOfItsOwn() {
        let scene = TextFieldScene()
        UIPasteboard.general.string = "XY"
        scene.edit("ab")
        scene.key(.character("v"), .control)
        #expect(scene.field.text == "abXY")
        scene.key(.character("z"), .control)
        #expect(scene.field.text == "ab")
        #expect(scene.window.undoManager?.redoActionName == "Change")
    }

    @Test func aControllerCanGiveItsViewsItsOwnUndoManager() {
        final class EditorController: UIViewController {
            let ownUndoManager = UndoManager()
            override var undoManager: UndoManager? { ownUndoManager }
        }
        let scene = TextFieldScene()
        let controller = EditorController()
        controller.view.frame = scene.window.bounds
        scene.window.addSubview(controller.view)
        controller.view.addSubview(scene.field)
        scene.edit("abc")
        #expect(controller.ownUndoManager.canUndo)
        #expect(scene.window.undoManager?.canUndo == false)
        scene.key(.character("z"), .control)
        #expect(scene.field.text == "")
    }

    @Test func endingEditingRemovesTheFieldsSteps() {
        let scene = TextFieldScene()
        scene.edit("abc")
        scene.field.resignFirstResponder()
        #expect(scene.window.undoManager?.canUndo == false)
    }

    @Test func oldTextKeptForUndoStaysWithinTheFieldsBudget() {
        let scene = TextFieldScene()
        scene.field.text = String(repeating: "x", count: 10 << 20)
        scene.field.becomeFirstResponder()
        for _ in 0..<6 {
            scene.key(.home)
            scene.key(.delete)
        }
        #expect(scene.field.undoHistoryBytes <= UITextField.undoByteBudget)
        #expect(scene.window.undoManager?.canUndo == true)
        scene.key(.character("z"), .control)
        #expect(scene.field.text?.utf16.count == (10 << 20) - 5)
    }
}
