import CollectionEngine
import CX11
import Foundation
import HostTestSupport
import Testing
@testable import XHost

/// `UIPasteboard.general` on the X `CLIPBOARD` selection against another client (`xclip`), and undo
/// from the keyboard in the demo's search field with real XTest keys. Every wait is for a condition:
/// a line the demo prints, xclip's end, or the selection's owner.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PasteboardAndUndoEndToEndTests {
    /// A host showing an empty window, with the general pasteboard on its `CLIPBOARD` (as while it
    /// runs); the pasteboard is given back to the process before the server goes.
    private func withHost(_ body: (X11Host, XvfbSession) throws -> Void) throws {
        let xvfb = try XvfbSession(width: 320, height: 240)
        defer { xvfb.stop() }
        let host = try X11Host(title: "PasteboardEndToEnd", size: CGSize(width: 200, height: 150), displayName: xvfb.displayName)
        host.showForBenchmark(UIWindow(frame: .zero))
        host.connectPasteboard()
        defer { UIPasteboard.general.desktopClipboard = nil }
        try withExtendedLifetime(host) { try body(host, xvfb) }
    }

    @Test func thePasteboardReadsWhatAnotherClientCopied() throws {
        try withHost { host, xvfb in
            let owner = try startXclipOwner(text: "Quiet Dunes", selection: "clipboard", display: xvfb.displayName)
            defer { owner.terminate() }
            // A synchronous read: the host serves the transfer while it waits (at most readTimeout).
            #expect(UIPasteboard.general.string == "Quiet Dunes")
        }
    }

    @Test func whatThePasteboardHoldsIsWhatAnotherClientPastes() throws {
        try withHost { host, xvfb in
            UIPasteboard.general.strings = ["Golden Aurora", "Wild Tide"]
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
            reader.arguments = ["-selection", "clipboard", "-o"]
            reader.environment = ["DISPLAY": xvfb.displayName]
            let output = Pipe()
            reader.standardOutput = output
            try reader.run()
            // The host answers xclip's request from its event handling; xclip ends once it has the text.
            while reader.isRunning { host.handleEvents(waitingUpTo: 100) }
            #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "Golden Aurora\nWild Tide")
        }
    }

    @Test func anotherClientTakingTheClipboardOverIsAChange() throws {
        try withHost { host, xvfb in
            UIPasteboard.general.string = "mine"
            let count = UIPasteboard.general.changeCount
            let owner = try startXclipOwner(text: "theirs", selection: "clipboard", display: xvfb.displayName)
            defer { owner.terminate() }
            // The server told this window it lost the selection (SelectionClear): handled, it is a change.
            for _ in 0..<100 where UIPasteboard.general.changeCount == count { host.handleEvents(waitingUpTo: 100) }
            #expect(UIPasteboard.general.changeCount == count + 1)
            #expect(UIPasteboard.general.string == "theirs")
        }
    }

    @Test func controlZUndoesTypingAndControlShiftZAndControlYRedoIt() throws {
        let session = try GallerySession(arguments: ["--search"], manualClock: true, environment: ["LC_ALL": "C.UTF-8"])
        defer { session.close() }
        let field = try session.control("Search")
        var skip = session.demo.outputLines.count
        session.driver.click(at: field.midX, field.midY)
        #expect(session.demo.waitForLine(startingWith: "text caret=0 selection=0-0 editing=yes", after: skip) != nil)
        for keysym in [XK_a, XK_m, XK_b, XK_e, XK_r] { session.driver.pressKey(keysym) }
        #expect(session.demo.waitForLine(startingWith: "search query=amber ") != nil)

        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_z, holding: [XK_Control_L])
        #expect(session.demo.waitForLine(startingWith: "search query= ", after: skip) != nil, "the typing is one step")
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_z, holding: [XK_Control_L, XK_Shift_L])
        #expect(session.demo.waitForLine(startingWith: "search query=amber ", after: skip) != nil)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_z, holding: [XK_Control_L])
        #expect(session.demo.waitForLine(startingWith: "search query= ", after: skip) != nil)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_y, holding: [XK_Control_L])
        #expect(session.demo.waitForLine(startingWith: "text caret=5 selection=5-5 editing=yes length=5 value=amber", after: skip) != nil)
    }
}
