import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// Typing in the real demo on Xvfb with XTest keys: the search field filters the gallery, the caret
/// and selection are drawn, and the clipboard works with another X client (`xclip`) both ways.
/// Every wait is for a line the demo prints (`text …`, `search …`, `clock …`). Screenshots land in
/// test-output/text-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryTextInputEndToEndTests {
    /// The demo with its search bar shown, a manual clock, and a UTF-8 locale (for the input method).
    private func session() throws -> GallerySession {
        try GallerySession(arguments: ["--search"], manualClock: true, environment: ["LC_ALL": "C.UTF-8"])
    }

    /// Clicks into the search field and waits until it edits.
    private func focusSearch(_ session: GallerySession) throws {
        let field = try session.control("Search")
        let skip = session.demo.outputLines.count
        session.driver.click(at: field.midX, field.midY)
        #expect(session.demo.waitForLine(startingWith: "text caret=0 selection=0-0 editing=yes", after: skip) != nil)
    }

    /// Types `text` (lowercase ASCII letters and spaces) one XTest key at a time.
    private func type(_ text: String, into session: GallerySession) {
        for character in text {
            let keysym = character == " " ? XK_space : Int32(character.asciiValue ?? 0)
            session.driver.pressKey(keysym)
        }
    }

    /// The last `text …` line's field, such as "value" or "selection".
    private func lastText(_ session: GallerySession, _ field: String) -> String? {
        guard let line = session.demo.outputLines.last(where: { $0.hasPrefix("text ") }) else { return nil }
        if field == "value" { return line.components(separatedBy: " value=").last }
        return line.split(separator: " ").first { $0.hasPrefix(field + "=") }.map { String($0.dropFirst(field.count + 1)) }
    }

    @Test func typingFiltersTheGalleryAndClearingBringsEveryCardBack() throws {
        let session = try session()
        defer { session.close() }
        let before = try #require(session.check())
        try focusSearch(session)
        let skip = session.demo.outputLines.count
        type("golden", into: session)
        let filtered = try #require(session.demo.waitForLine(startingWith: "search query=golden ", after: skip))
        #expect(!filtered.hasSuffix("shown=0"))
        // The caret blinks while the field edits, so nothing settles: the clock is moved past the
        // filter's animation instead.
        session.advanceClock(milliseconds: 120)
        session.save(session.driver.capture(), as: "text-filter-mid-animation")
        session.advanceClock(milliseconds: 1000)
        session.save(session.driver.capture(), as: "text-filter-settled")
        #expect(session.check()?.problems == [])

        let cleared = session.demo.outputLines.count
        session.driver.pressKey(XK_a, holding: [XK_Control_L])
        session.driver.pressKey(XK_BackSpace)
        #expect(session.demo.waitForLine(startingWith: "search query= ", after: cleared) != nil)
        session.advanceClock(milliseconds: 1000)
        let after = try #require(session.check())
        #expect(after.model == before.model)
        #expect(after.problems == [])
    }

    @Test func aLargeGallerySearchedOffTheMainThreadAgreesWhetherTypingOnOrScanningAgain() throws {
        // 200,000 titles: over the size searched at once, so each key's search runs on a thread.
        let session = try GallerySession(arguments: ["--search", "--items", "200000"], manualClock: true, environment: ["LC_ALL": "C.UTF-8"])
        defer { session.close() }
        try focusSearch(session)
        func shown(after skip: Int, query: String) -> Int? {
            session.demo.waitForLine(startingWith: "search query=\(query) shown=", after: skip, timeout: 60)
                .flatMap { $0.components(separatedBy: "shown=").last }.flatMap { Int($0) }
        }
        // Typed on, each key waiting for the last one's cards: "gol" scans only what "go" showed,
        // and that only what "g" showed.
        var typedOn = 0
        for query in ["g", "go", "gol"] {
            let skip = session.demo.outputLines.count
            type(String(query.last ?? " "), into: session)
            typedOn = try #require(shown(after: skip, query: query))
        }
        var skip = session.demo.outputLines.count
        type("d", into: session)
        let gold = try #require(shown(after: skip, query: "gold"))
        #expect(gold <= typedOn)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_BackSpace)
        // "gol" does not extend "gold": every title is compared again, and the same cards match.
        #expect(shown(after: skip, query: "gol") == typedOn)
        skip = session.demo.outputLines.count
        session.driver.pressKey(XK_a, holding: [XK_Control_L])
        session.driver.pressKey(XK_BackSpace)
        #expect(session.demo.waitForLine(startingWith: "search query= shown=200000", after: skip, timeout: 60) != nil)
    }

    @Test func caretAndSelectionAreDrawnInTheField() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        type("amber", into: session)
        #expect(session.demo.waitForLine(startingWith: "text caret=5 selection=5-5") != nil)
        let field = try session.control("Search")
        // The last key restarted the blink: the caret shows while the clock stands still.
        session.handled()
        let caretImage = try #require(session.driver.capture())
        session.save(caretImage, as: "text-caret")

        let skip = session.demo.outputLines.count
        for _ in 0..<3 { session.driver.pressKey(XK_Left, holding: [XK_Shift_L]) }
        #expect(session.demo.waitForLine(startingWith: "text caret=- selection=2-5", after: skip) != nil)
        session.handled()
        let selectionImage = try #require(session.driver.capture())
        session.save(selectionImage, as: "text-selection")
        // The selection is a wash of the tint (blue) behind "ber"; the caret alone is two pixels wide.
        #expect(bluish(in: selectionImage, within: field) > 3 * max(1, bluish(in: caretImage, within: field)))
    }

    @Test func doubleClickSelectsAWord() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        type("quiet dunes", into: session)
        #expect(session.demo.waitForLine(startingWith: "text caret=11 ") != nil)
        let field = try session.control("Search")
        let skip = session.demo.outputLines.count
        // The field's text starts after the magnifying glass; a point a little into it is in "quiet".
        let x = field.x + 44
        session.driver.click(at: x, field.midY)
        session.driver.click(at: x, field.midY)
        #expect(session.demo.waitForLine(startingWith: "text caret=- selection=0-5", after: skip) != nil)
    }

    @Test func copyGoesToXclipAndXclipsTextPastesBack() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        type("velvet", into: session)
        #expect(session.demo.waitForLine(startingWith: "text caret=6 ") != nil)
        session.driver.pressKey(XK_a, holding: [XK_Control_L])
        session.driver.pressKey(XK_c, holding: [XK_Control_L])
        session.handled()
        #expect(try xclip(["-selection", "clipboard", "-o"], display: session.xvfb.displayName) == "velvet")

        // xclip owns the clipboard (it answers once, then exits) and the field pastes from it.
        let owner = try startXclipOwner(text: "Wild Tide", selection: "clipboard", display: session.xvfb.displayName)
        defer { owner.terminate() }
        let skip = session.demo.outputLines.count
        session.driver.pressKey(XK_a, holding: [XK_Control_L])
        session.driver.pressKey(XK_v, holding: [XK_Control_L])
        #expect(session.demo.waitForLine(startingWith: "text caret=9 selection=9-9 editing=yes length=9 value=Wild Tide", after: skip) != nil)
    }

    @Test func tenMegabytesPastedArriveWhole() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        let big = String(repeating: "0123456789abcdef", count: 10 << 16)
        let owner = try startXclipOwner(text: big, selection: "clipboard", display: session.xvfb.displayName)
        defer { owner.terminate() }
        let skip = session.demo.outputLines.count
        session.driver.pressKey(XK_v, holding: [XK_Control_L])
        let line = session.demo.waitForLine(startingWith: "text caret=\(big.utf16.count) ", after: skip, timeout: 60)
        #expect(line?.contains("length=\(big.utf16.count)") == true, "stderr: \(session.demo.errorText)")
        // The demo still answers at once afterwards.
        #expect(session.handled() != nil)
    }

    @Test func middleClickPastesThePrimarySelection() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        let owner = try startXclipOwner(text: "Bloom", selection: "primary", display: session.xvfb.displayName)
        defer { owner.terminate() }
        let field = try session.control("Search")
        let skip = session.demo.outputLines.count
        session.driver.click(at: field.midX, field.midY, button: 2)
        #expect(session.demo.waitForLine(startingWith: "text caret=5 selection=5-5 editing=yes length=5 value=Bloom", after: skip) != nil)
    }

    @Test func anOwnerThatNeverAnswersIsReportedAndTheUIStaysLive() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        type("ab", into: session)
        #expect(session.demo.waitForLine(startingWith: "text caret=2 ") != nil)
        // A client that takes the clipboard and then ignores every request.
        let display = session.driver.display
        let silent = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", 0), silent, UInt(CurrentTime))
        XSync(display, 0)
        session.driver.pressKey(XK_v, holding: [XK_Control_L])
        // The demo keeps drawing frames while it waits; the report comes once the time limit passes.
        #expect(session.handled() != nil, "the window answers while the paste waits")
        #expect(session.demo.waitForError(containing: "did not answer"), "stderr: \(session.demo.errorText)")
        session.driver.pressKey(XK_c)
        #expect(session.demo.waitForLine(startingWith: "text caret=3 selection=3-3 editing=yes length=3 value=abc") != nil)
        XDestroyWindow(display, silent)
    }

    @Test func aDeadKeyComposesWithTheNextLetterThroughTheInputMethod() throws {
        let session = try session()
        defer { session.close() }
        try focusSearch(session)
        // Give a spare keycode the dead acute, as a layout with dead keys has.
        let display = session.driver.display
        var low: Int32 = 0, high: Int32 = 0
        XDisplayKeycodes(display, &low, &high)
        var symbol = KeySym(XK_dead_acute)
        XChangeKeyboardMapping(display, high, 1, &symbol, 1)
        XSync(display, 0)
        session.handled()
        XTestFakeKeyEvent(display, UInt32(high), 1, 0)
        XTestFakeKeyEvent(display, UInt32(high), 0, 0)
        XSync(display, 0)
        session.driver.pressKey(XK_e)
        #expect(session.demo.waitForLine(startingWith: "text caret=1 selection=1-1 editing=yes length=1 value=é") != nil,
                "lines: \(session.demo.outputLines.suffix(3)) stderr: \(session.demo.errorText)")
    }

    // MARK: Helpers

    /// Pixels inside `box` that are clearly blue (the tint's caret and selection wash).
    private func bluish(in image: PixelImage, within box: PixelBox) -> Int {
        image.count(in: box) { r, g, b in Int(b) > Int(r) + 40 && Int(b) > Int(g) + 20 }
    }
}
