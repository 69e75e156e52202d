import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UITextField` with the mouse and the clipboard: caret and selection by clicks and drags, copy, cut,
/// paste, the PRIMARY selection, the clear button, secure entry, and long text.
@MainActor
@Suite struct TextFieldPointerAndClipboardTests {
    @Test func clickPlacesTheCaretAtTheNearestBoundary() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.input.click(at: scene.point(beforeCharacter: 2).applying(CGAffineTransform(translationX: 4, y: 0)))
        #expect(scene.selection == 2..<2)
    }

    @Test func dragSelectsFromThePressToThePointer() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.input.drag(from: scene.point(beforeCharacter: 1), to: scene.point(beforeCharacter: 4))
        #expect(scene.selection == 1..<4)
    }

    @Test func doubleClickSelectsTheWordUnderThePointer() {
        let scene = TextFieldScene()
        scene.edit("one two three")
        scene.input.click(at: scene.point(beforeCharacter: 5))
        scene.input.click(at: scene.point(beforeCharacter: 5))
        #expect(scene.selection == 4..<7)
    }

    @Test func tripleClickSelectsTheLine() {
        let scene = TextFieldScene()
        scene.edit("one two")
        for _ in 0..<3 { scene.input.click(at: scene.point(beforeCharacter: 1)) }
        #expect(scene.selection == 0..<7)
    }

    @Test func clicksFarApartInTimeDoNotCountAsADoubleClick() {
        let scene = TextFieldScene()
        scene.edit("one two")
        scene.input.click(at: scene.point(beforeCharacter: 5))
        scene.input.wait(1)
        scene.input.click(at: scene.point(beforeCharacter: 5))
        #expect(scene.selection == 5..<5)
    }

    @Test func shiftClickExtendsTheSelection() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.input.click(at: scene.point(beforeCharacter: 1))
        scene.input.wait(1)
        scene.input.click(at: scene.point(beforeCharacter: 5), modifiers: .shift)
        #expect(scene.selection == 1..<5)
    }

    @Test func copyAndPasteRoundTripThroughTheGeneralPasteboard() {
        let scene = TextFieldScene()
        scene.edit("copy me")
        scene.key(.character("a"), .control)
        scene.key(.character("c"), .control)
        #expect(UIPasteboard.general.string == "copy me")
        scene.key(.end)
        scene.key(.character("v"), .control)
        #expect(scene.field.text == "copy mecopy me")
    }

    @Test func cutRemovesTheSelectionAndPutsItOnTheClipboard() {
        let scene = TextFieldScene()
        scene.edit("abcdef")
        scene.key(.left, .shift)
        scene.key(.character("x"), .control)
        #expect(scene.field.text == "abcde")
        scene.key(.home)
        scene.key(.character("v"), .control)
        #expect(scene.field.text == "fabcde")
    }

    @Test func pastedLineBreaksBecomeSpacesAndControlCharactersGo() {
        let scene = TextFieldScene()
        UIPasteboard.general.string = "one\r\ntwo\nthree\u{7}"
        scene.edit("")
        scene.key(.character("v"), .control)
        #expect(scene.field.text == "one two three")
    }

    @Test func aPasteThatArrivesAfterEditingEndedIsDropped() {
        let scene = TextFieldScene()
        let clipboard = LateClipboard()
        UIPasteboard.general.desktopClipboard = clipboard
        defer { UIPasteboard.general.desktopClipboard = nil }
        clipboard.otherProgramCopies()
        scene.edit("a")
        scene.key(.character("v"), .control)
        scene.field.resignFirstResponder()
        clipboard.pending.forEach { $0("late") }
        #expect(scene.field.text == "a")
    }

    @Test func selectingOffersThePrimarySelectionAndAMiddleClickPastesItThere() {
        let scene = TextFieldScene()
        scene.edit("abc")
        scene.key(.home, .shift)
        var primary: String?
        scene.window.clipboard.requestText(of: .primary) { primary = $0 }
        #expect(primary == "abc")
        scene.input.press(at: scene.point(beforeCharacter: 1), button: .middle)
        scene.input.release(at: scene.point(beforeCharacter: 1), button: .middle)
        #expect(scene.field.text == "aabcbc")
    }

    @Test func secureFieldShowsDotsAndCopiesNothing() {
        let scene = TextFieldScene()
        scene.field.isSecureTextEntry = true
        scene.edit("secret")
        let shown = scene.field.subviews.first { $0.clipsToBounds }!.subviews.compactMap { $0 as? UILabel }.first!
        #expect(shown.text == String(repeating: "\u{2022}", count: 6))
        UIPasteboard.general.string = "before"
        scene.key(.character("a"), .control)
        scene.key(.character("c"), .control)
        #expect(UIPasteboard.general.string == "before")
    }

    @Test func clearButtonEmptiesTheFieldAndSendsEditingChanged() {
        let scene = TextFieldScene()
        scene.field.clearButtonMode = .always
        scene.field.text = "abc"
        scene.window.layoutIfNeeded()
        scene.input.click(at: CGPoint(x: 10 + 300 - 12, y: 26))
        #expect(scene.field.text == "")
        #expect(scene.events.contains("changed"))
    }

    @Test func caretXComesFromTheWindowsMeasurer() {
        let scene = TextFieldScene()
        scene.edit("abcd")
        scene.key(.left)
        let caret = scene.field.subviews.first { $0.clipsToBounds }!.subviews[2]
        #expect(caret.frame.minX == 29)
    }

    @Test func longTextScrollsToKeepTheCaretInViewAndMeasuresOnlyWhatIsNearIt() {
        let scene = TextFieldScene()
        let long = String(repeating: "0123456789", count: 100_000)
        scene.field.text = long
        scene.field.becomeFirstResponder()
        scene.measurer.measuredCharacters = 0
        scene.window.layoutIfNeeded()
        scene.type("!")
        #expect(scene.field.text?.utf16.count == long.utf16.count + 1)
        #expect(scene.measurer.measuredCharacters < 20_000)
        let caret = scene.field.subviews.first { $0.clipsToBounds }!.subviews[2]
        #expect(caret.frame.maxX <= 286 && caret.frame.minX > 250)
        scene.key(.home)
        #expect(caret.frame.minX == 0)
    }
}

/// A desktop clipboard whose owner is another program that answers only when the test says so.
@MainActor
final class LateClipboard: ClipboardService {
    var pending: [@MainActor (String?) -> Void] = []
    private var takenOver: (@MainActor (ClipboardSelection) -> Void)?
    func offer(_ text: String, as selection: ClipboardSelection) {}
    func requestText(of selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) { pending.append(completion) }
    func observeTakeovers(_ handler: @escaping @MainActor (ClipboardSelection) -> Void) { takenOver = handler }
    /// Another program becomes the clipboard's owner.
    func otherProgramCopies() { takenOver?(.clipboard) }
}
