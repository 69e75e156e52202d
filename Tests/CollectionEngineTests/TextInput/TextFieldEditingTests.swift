import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UITextField` from the keyboard: typing, moving, selecting, deleting, undo, Return, and events.
@MainActor
@Suite struct TextFieldEditingTests {
    @Test func clickBeginsEditingAndSendsEditingDidBegin() {
        let scene = TextFieldScene()
        scene.input.click(at: scene.point(beforeCharacter: 0))
        #expect(scene.field.isEditing)
        #expect(scene.field.isFirstResponder)
        #expect(scene.events == ["begin"])
    }

    @Test func typingInsertsAtTheCaretAndSendsEditingChangedForEachKey() {
        let scene = TextFieldScene()
        scene.field.becomeFirstResponder()
        scene.type("hello world")
        #expect(scene.field.text == "hello world")
        #expect(scene.events.filter { $0 == "changed" }.count == 11)
        #expect(scene.selection == 11..<11)
    }

    @Test func settingTextInCodeSendsNoEvent() {
        let scene = TextFieldScene()
        scene.field.text = "set"
        #expect(scene.events.isEmpty)
        scene.field.text = nil
        #expect(scene.field.text == "")
    }

    @Test func placeholderShowsOnlyWhileTheFieldIsEmpty() {
        let scene = TextFieldScene()
        scene.field.placeholder = "Search"
        scene.window.layoutIfNeeded()
        let placeholder = scene.field.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Search" }
        #expect(placeholder?.isHidden == false)
        scene.edit("a")
        #expect(placeholder?.isHidden == true)
    }

    @Test func shiftArrowsExtendTheSelectionFromTheCaret() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.key(.left, .shift)
        scene.key(.left, .shift)
        #expect(scene.selection == 4..<6)
        scene.key(.right, .shift)
        #expect(scene.selection == 5..<6)
    }

    @Test func controlShiftArrowsSelectByWord() {
        let scene = TextFieldScene()
        scene.edit("one two three")
        scene.key(.left, [.control, .shift])
        #expect(scene.selection == 8..<13)
        scene.key(.left, [.control, .shift])
        #expect(scene.selection == 4..<13)
    }

    @Test func anArrowCollapsesTheSelectionToItsSide() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.key(.home, .shift)
        scene.key(.right)
        #expect(scene.selection == 6..<6)
        scene.key(.home, .shift)
        scene.key(.left)
        #expect(scene.selection == 0..<0)
    }

    @Test func typingReplacesTheSelection() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.key(.character("a"), .control)
        scene.type("x")
        #expect(scene.field.text == "x")
    }

    @Test func backspaceDeletesAWholeClusterOutsideTheBMP() {
        let scene = TextFieldScene()
        scene.edit("a👩‍👩‍👧b")
        scene.key(.left)
        scene.key(.backspace)
        #expect(scene.field.text == "ab")
        scene.key(.delete)
        #expect(scene.field.text == "a")
    }

    @Test func controlBackspaceDeletesTheWordBeforeTheCaret() {
        let scene = TextFieldScene()
        scene.edit("one two")
        scene.key(.backspace, .control)
        #expect(scene.field.text == "one ")
    }

    @Test func undoTakesBackConsecutiveTypingAsOneStepAndRedoRestoresIt() {
        let scene = TextFieldScene()
        scene.edit("abc")
        scene.key(.backspace)
        scene.key(.character("z"), .control)
        #expect(scene.field.text == "abc")
        scene.key(.character("z"), .control)
        #expect(scene.field.text == "")
        scene.key(.character("Z"), [.control, .shift])
        #expect(scene.field.text == "abc")
    }

    @Test func delegateCanRefuseAChangeAndIsGivenTheUTF16Range() {
        final class NoDigits: NSObject, UITextFieldDelegate {
            var ranges: [NSRange] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                ranges.append(range)
                return !string.contains(where: \.isNumber)
            }
        }
        let scene = TextFieldScene()
        let delegate = NoDigits()
        scene.field.delegate = delegate
        scene.edit("😀a1")
        #expect(scene.field.text == "😀a")
        #expect(delegate.ranges.map(\.location) == [0, 2, 3])
    }

    @Test func returnSendsEditingDidEndOnExitAndKeepsEditingWithoutSuchAnAction() {
        let scene = TextFieldScene()
        scene.edit("go")
        scene.key(.enter)
        #expect(scene.events == ["exit"])
        #expect(scene.field.isEditing)
    }

    @Test func resigningEndsEditingAndStopsTheCaretBlinking() {
        let scene = TextFieldScene()
        scene.edit("a")
        #expect(scene.window.frameDriver.isAnimating)
        #expect(scene.field.resignFirstResponder())
        scene.input.stepFrames(1)
        #expect(scene.events == ["end"])
        #expect(!scene.window.frameDriver.isAnimating)
    }

    @Test func caretBlinksEveryHalfSecondWhileEditing() {
        let scene = TextFieldScene()
        scene.edit("a")
        let caret = scene.field.subviews.first { $0.clipsToBounds }!.subviews[2]
        scene.input.stepFrames(1)
        #expect(!caret.isHidden)
        scene.input.stepFrames(30)
        #expect(caret.isHidden)
        scene.input.stepFrames(30)
        #expect(!caret.isHidden)
    }

    @Test func delegateRefusingToBeginKeepsTheFieldIdle() {
        final class Never: NSObject, UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let scene = TextFieldScene()
        let delegate = Never()
        scene.field.delegate = delegate
        scene.input.click(at: scene.point(beforeCharacter: 0))
        #expect(!scene.field.isEditing)
        #expect(scene.events.isEmpty)
    }

    @Test func tabIsPassedOnToTheSuperview() {
        final class Catcher: UIView {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first?.key?.charactersIgnoringModifiers ?? "")
            }
        }
        let scene = TextFieldScene()
        let catcher = Catcher(frame: scene.window.bounds)
        scene.window.addSubview(catcher)
        catcher.addSubview(scene.field)
        scene.edit("a")
        scene.key(.tab)
        #expect(catcher.keys == ["\t"])
    }
}
