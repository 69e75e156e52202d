import CX11
import Foundation
import Testing
@testable import XHost

/// Which FocusIn and FocusOut events move the app's scene: a real transfer of the keyboard focus,
/// not the passing change of a grab, a move inside the window, or a focus that follows the pointer.
@Suite struct FocusChangeTests {
    @Test func focusMovingBetweenWindowsIsATransfer() {
        #expect(EventTranslator.isFocusTransfer(mode: NotifyNormal, detail: NotifyNonlinear))
        #expect(EventTranslator.isFocusTransfer(mode: NotifyNormal, detail: NotifyAncestor))
        #expect(EventTranslator.isFocusTransfer(mode: NotifyWhileGrabbed, detail: NotifyNonlinear))
    }

    @Test func aKeyboardGrabsPassingChangeIsNot() {
        #expect(!EventTranslator.isFocusTransfer(mode: NotifyGrab, detail: NotifyNonlinear))
        #expect(!EventTranslator.isFocusTransfer(mode: NotifyUngrab, detail: NotifyNonlinear))
    }

    @Test func aMoveInsideTheWindowOrAFocusFollowingThePointerIsNot() {
        #expect(!EventTranslator.isFocusTransfer(mode: NotifyNormal, detail: NotifyInferior))
        #expect(!EventTranslator.isFocusTransfer(mode: NotifyNormal, detail: NotifyPointer))
    }
}
