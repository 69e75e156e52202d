// DocScreenshots: the README's moving pictures, taken from the demo itself. It starts the demo on a
// private Xvfb with `--manual-clock`, acts as the user through XTest, steps the demo's clock between
// frames and saves each frame as a PNG, so the same commands give the same pictures on any machine.
// scripts/screenshots runs it (with the still pictures, which need no input) and shrinks the results.
//
//   DocScreenshots OUTPUT-FOLDER
// writes drag.png (a card dragged over the grid, the gap open where it would land) and
// gif/frame-NNN.png (a drag and drop, then a switch from the grid to the list), 40 ms of clock apart.

import CX11
import Foundation
import HostTestSupport
import XHost

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// The demo on its own X server, moved on only by its manual clock.
@MainActor
final class SteppedDemo {
    private let xvfb: XvfbSession
    private let process: DemoProcess
    let driver: XTestDriver
    /// The visible cards at the first frame, by "S.I", and the toolbar's controls by name, in window pixels.
    let cards: [String: PixelBox], controls: [String: PixelBox]

    init(arguments: [String]) throws {
        xvfb = try XvfbSession()
        process = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: arguments + ["--manual-clock"],
                                  display: xvfb.displayName)
        guard let ready = process.waitForLine(startingWith: "ready ", timeout: 30),
              let id = ready.split(separator: " ").first(where: { $0.hasPrefix("window=") }).flatMap({ UInt($0.dropFirst(7)) }),
              let driver = XTestDriver(displayName: xvfb.displayName, window: id) else {
            throw Failure(description: "the demo did not start: \(process.errorText)")
        }
        self.driver = driver
        cards = cellBoxes(from: process.outputLines)
        controls = cellBoxes(from: process.outputLines, kind: "control")
    }

    func card(_ name: String) throws -> PixelBox {
        guard let box = cards[name] else { throw Failure(description: "no card \(name) on the first screen") }
        return box
    }

    /// Sends a clock command (`advance MS`, `settle`) and waits until its frame is on screen.
    func clock(_ command: String) throws {
        let skip = process.outputLines.count
        process.send(command)
        guard process.waitForLine(startingWith: "clock ", after: skip, timeout: 30) != nil else {
            throw Failure(description: "no answer to \(command): \(process.errorText)")
        }
    }

    func save(to path: URL) throws {
        guard let image = driver.capture() else { throw Failure(description: "cannot read the window's pixels") }
        try image.writePNG(to: path.path)
    }

    func close() {
        driver.close()
        process.terminate()
        xvfb.stop()
    }
}

/// A still of a card being dragged from the first row to the second, held until the gap is open.
@MainActor
func dragStill(into folder: URL) throws {
    let demo = try SteppedDemo(arguments: ["--size", "1000x680"])
    defer { demo.close() }
    try demo.clock("settle")
    let from = try demo.card("0.1"), to = try demo.card("0.6")
    demo.driver.drag(from: from.midX, from.midY, to: to.midX - to.width / 3, to.midY + 10, steps: 12, release: false) {
        try? demo.clock("advance 16")
    }
    try demo.clock("advance 600")
    try demo.save(to: folder.appendingPathComponent("drag.png"))
    demo.driver.release()
}

/// Frames of a drag and drop, then of the switch from the grid to the list, each 40 ms of clock on.
@MainActor
func dragAndSwitchFrames(into folder: URL) throws {
    let frames = folder.appendingPathComponent("gif")
    try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    let demo = try SteppedDemo(arguments: ["--size", "1000x680"])
    defer { demo.close() }
    var number = 0
    func frame() throws {
        try demo.save(to: frames.appendingPathComponent(String(format: "frame-%03d.png", number)))
        number += 1
    }
    func run(_ milliseconds: Int, step: Int = 40) throws {
        for _ in 0..<(milliseconds / step) {
            try demo.clock("advance \(step)")
            try frame()
        }
    }
    try demo.clock("settle")
    try frame()
    let from = try demo.card("0.0"), to = try demo.card("0.3")
    var failure: Error?
    demo.driver.drag(from: from.midX, from.midY, to: to.midX, to.midY, steps: 15, release: false) {
        do { try demo.clock("advance 40"); try frame() } catch { failure = error }
    }
    if let failure { throw failure }
    try run(400)
    demo.driver.release()
    try run(600)
    guard let layout = demo.controls["Layout"] else { throw Failure(description: "no Layout button") }
    demo.driver.click(at: layout.midX, layout.midY)
    try run(800)
}

MainActor.assumeIsolated {
    guard CommandLine.arguments.count == 2 else {
        FileHandle.standardError.write(Data("usage: DocScreenshots OUTPUT-FOLDER\n".utf8))
        exit(2)
    }
    let folder = URL(fileURLWithPath: CommandLine.arguments[1])
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try dragStill(into: folder)
        try dragAndSwitchFrames(into: folder)
    } catch {
        FileHandle.standardError.write(Data("DocScreenshots: \(error)\n".utf8))
        exit(1)
    }
}
