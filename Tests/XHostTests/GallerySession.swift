import CX11
import Foundation
import HostTestSupport
import XHost

/// One end-to-end run: a private Xvfb, the built demo on it, and a driver acting as the user.
@MainActor
final class GallerySession {
    let xvfb: XvfbSession
    let demo: DemoProcess
    let driver: XTestDriver
    /// The visible cards at the first frame, by "S.I", in window pixels.
    let cells: [String: PixelBox]
    /// The toolbar's controls by name (Add, Delete, Shuffle, Reset, Layout, Slider), in window pixels.
    let controls: [String: PixelBox]

    struct LaunchFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the demo at `size` (points) with `arguments` and waits for its `ready` line. With
    /// `manualClock`, the demo's time stands still except when `advanceClock` or `settle` moves it.
    init(size: String = "1000x700", arguments: [String] = [], manualClock: Bool = false,
         serverArguments: [String] = [], environment: [String: String] = [:]) throws {
        xvfb = try XvfbSession(arguments: serverArguments)
        demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"),
                               arguments: ["--size", size] + arguments + (manualClock ? ["--manual-clock"] : []),
                               display: xvfb.displayName, environment: environment)
        guard let ready = demo.waitForLine(startingWith: "ready ", timeout: 20),
              let id = ready.split(separator: " ").first(where: { $0.hasPrefix("window=") }).flatMap({ UInt($0.dropFirst(7)) }) else {
            throw LaunchFailure(description: "the demo never said ready; stderr: \(demo.errorText)")
        }
        guard let driver = XTestDriver(displayName: xvfb.displayName, window: id) else {
            throw LaunchFailure(description: XTestDriver.unavailability(displayName: xvfb.displayName) ?? "cannot connect to \(xvfb.displayName)")
        }
        self.driver = driver
        cells = cellBoxes(from: demo.outputLines)
        controls = cellBoxes(from: demo.outputLines, kind: "control")
    }

    /// Moves the demo's manual clock `milliseconds` on, a frame at a time, and waits until the frame
    /// for that time is on screen (the input sent before is handled first). Returns whether anything
    /// still animates, or nil when the demo did not answer.
    @discardableResult
    func advanceClock(milliseconds: Int) -> Bool? {
        answer(to: "advance \(milliseconds)")
    }

    /// Waits until the demo has handled every input sent so far: it draws a frame at its clock's time,
    /// which stands still. Returns whether anything animates, or nil when the demo did not answer.
    @discardableResult
    func handled() -> Bool? {
        answer(to: "advance 0")
    }

    /// Drags with the left button as `XTestDriver.drag` does, each move handled by the demo before the
    /// next is sent (as a hand's moves arrive a frame or more apart), the clock standing still.
    func drag(from x0: Int, _ y0: Int, to x1: Int, _ y1: Int, steps: Int = 20, release: Bool = true) {
        driver.drag(from: x0, y0, to: x1, y1, steps: steps, release: release) { handled() }
    }

    /// Moves the demo's manual clock on until nothing animates, and waits until that frame is on
    /// screen. Returns false when something still animated after ten seconds of clock time, nil when
    /// the demo did not answer.
    @discardableResult
    func settle() -> Bool? {
        answer(to: "settle").map { !$0 }
    }

    /// The window once the demo has handled every input sent so far and nothing animates (the demo's
    /// clock is stepped to the end of what moves); nil when the demo did not answer or settle.
    func settledCapture() -> PixelImage? {
        guard settle() == true else { return nil }
        return driver.capture()
    }

    /// With `--photos`: waits until every visible photo has loaded or failed and nothing animates;
    /// the demo's counts of visible cells still waiting, showing the placeholder, and broken.
    func photosLoaded() -> (waiting: Int, placeholders: Int, broken: Int)? {
        let skip = demo.outputLines.count
        guard answer(to: "photos") != nil,
              let line = demo.outputLines.dropFirst(skip).first(where: { $0.hasPrefix("photos ") }) else { return nil }
        let values = Dictionary(line.split(separator: " ").dropFirst().compactMap { pair -> (String, Int)? in
            let parts = pair.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? -1) : nil
        }, uniquingKeysWith: { $1 })
        guard let waiting = values["waiting"], let placeholders = values["placeholders"], let broken = values["broken"] else { return nil }
        return (waiting, placeholders, broken)
    }

    /// What the demo's host says it holds on the X server: the bytes kept for later frames, their
    /// limit, and the back buffer's bytes; nil when the demo did not answer.
    func serverMemory() -> DemoProcess.ServerMemory? { demo.serverMemory() }

    /// Two fingers flick the demo's touchpad at `vx`, `vy` points a second (the `flick` command: six
    /// smooth-scroll deltas a frame apart, then the lift). Returns whether the content still moves.
    @discardableResult
    func flick(_ vx: Int, _ vy: Int) -> Bool? {
        answer(to: "flick \(vx) \(vy)")
    }

    /// Replays one recorded XInput 2 event through the demo's live XInput 2 translation (the `xi2`
    /// command; the line as XHost's `XInput2Recording.swift` writes it) and waits for its frame.
    /// Returns whether anything animates, or nil when the demo did not answer.
    @discardableResult
    func replay(_ recorded: String) -> Bool? {
        answer(to: "xi2 \(recorded)")
    }

    /// Sends a clock command and reads whether the demo says anything still animates.
    private func answer(to command: String) -> Bool? {
        let skip = demo.outputLines.count
        demo.send(command)
        guard let line = demo.waitForLine(startingWith: "clock ", after: skip, timeout: 30) else { return nil }
        return line.hasSuffix("animating=yes")
    }

    /// The toolbar control called `name`.
    func control(_ name: String) throws -> PixelBox {
        guard let box = controls[name] else { throw LaunchFailure(description: "no control \(name) among \(controls.keys.sorted())") }
        return box
    }

    /// Clicks the middle of the toolbar control called `name`.
    func click(_ name: String) throws {
        let box = try control(name)
        driver.click(at: box.midX, box.midY)
    }

    /// The item numbers the demo last reported for `section` (its `items` lines), waiting for one
    /// printed after output line `skip`.
    func reportedItems(section: Int, after skip: Int) -> [Int]? {
        guard demo.waitForLine(startingWith: "items section=\(section) ", after: skip, timeout: 5) != nil,
              let line = demo.outputLines.last(where: { $0.hasPrefix("items section=\(section) ") }),
              let list = line.split(separator: " ").first(where: { $0.hasPrefix("numbers=") }) else { return nil }
        return list.dropFirst("numbers=".count).split(separator: ",").compactMap { Int($0) }
    }

    /// The card `item` of `section` on the first frame, or a failure naming what the demo reported.
    func card(_ item: Int, section: Int = 0) throws -> PixelBox {
        guard let box = cells["\(section).\(item)"] else {
            throw LaunchFailure(description: "no card \(section).\(item) among \(cells.keys.sorted())")
        }
        return box
    }

    /// The card `item` of `section` where it is now, once every input sent so far is handled and
    /// nothing animates (the `cells` command), or a failure naming what the demo reported. A click
    /// after a change that can move the grid (edit mode's titles can wrap the navigation bar onto a
    /// second row) aims here, not at the first frame's `card`.
    func currentCard(_ item: Int, section: Int = 0) throws -> PixelBox {
        let skip = demo.outputLines.count
        demo.send("cells")
        guard demo.waitForLine(startingWith: "clock ", after: skip, timeout: 30) != nil else {
            throw LaunchFailure(description: "the demo did not answer cells; stderr: \(demo.errorText)")
        }
        let boxes = cellBoxes(from: Array(demo.outputLines.dropFirst(skip)))
        guard let box = boxes["\(section).\(item)"] else {
            throw LaunchFailure(description: "no card \(section).\(item) among \(boxes.keys.sorted())")
        }
        return box
    }

    /// The demo's `check` answer: the model's item numbers by section, and the problems it found
    /// (empty when the screen agrees with the model); nil when the demo did not answer.
    func check() -> (model: [[Int]], selection: [IndexPath], problems: [String])? {
        let skip = demo.outputLines.count
        demo.send("check")
        guard let verdict = demo.waitForLine(startingWith: "check ", after: skip, timeout: 30) else { return nil }
        let lines = demo.outputLines.dropFirst(skip)
        let model = lines.filter { $0.hasPrefix("model section=") }.map { line in
            (line.split(separator: " ").first { $0.hasPrefix("numbers=") }?.dropFirst("numbers=".count) ?? "")
                .split(separator: ",").compactMap { Int($0) }
        }
        let selection = (lines.last { $0.hasPrefix("selection") }?.dropFirst("selection".count) ?? "")
            .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { place -> IndexPath? in
                let parts = place.split(separator: ".").compactMap { Int($0) }
                return parts.count == 2 ? IndexPath(item: parts[1], section: parts[0]) : nil
            }
        let problems = verdict == "check ok" ? [] : verdict.dropFirst("check failed: ".count).components(separatedBy: "; ")
        return (model, selection, problems)
    }

    /// The picture part of a card, away from its rounded corners and caption.
    func pictureArea(of card: PixelBox) -> PixelBox {
        PixelBox(x: card.x + 16, y: card.y + 16, width: card.width - 32, height: card.height - 50 - 24)
    }

    /// Saves `image` as test-output/`name`.png for a person to look at.
    func save(_ image: PixelImage?, as name: String) {
        try? image?.writePNG(to: "test-output/\(name).png")
    }

    func close() {
        driver.close()
        demo.terminate()
        xvfb.stop()
    }
}
