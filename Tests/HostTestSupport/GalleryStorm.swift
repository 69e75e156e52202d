import CX11
import EngineTestSupport
import Foundation

/// A seeded storm of what makes the host keep new things on the X server: layout switches caught at
/// random points of their animation, window resizes, wheel bursts. It drives the demo started with
/// `--manual-clock`, stepping its clock a random 0–300 ms after each action and waiting for that
/// frame, so a run is the same every time for a seed.
///
/// ```swift
/// var storm = GalleryStorm(demo: demo, driver: driver, seed: 1)
/// guard storm.run(500) else { … }   // the demo stopped answering
/// ```
public struct GalleryStorm {
    private var random: SeededGenerator
    private let demo: DemoProcess
    private let driver: XTestDriver
    private let screen: (width: Int, height: Int)
    /// The actions run so far.
    public private(set) var steps = 0

    /// A storm on `demo`'s window, resizing it within `screen` pixels.
    public init(demo: DemoProcess, driver: XTestDriver, seed: UInt64, screen: (width: Int, height: Int) = (1280, 900)) {
        random = SeededGenerator(seed: seed)
        (self.demo, self.driver, self.screen) = (demo, driver, screen)
    }

    /// Runs `count` more actions; false when the demo stopped answering.
    public mutating func run(_ count: Int) -> Bool {
        for _ in 0..<count {
            let size = driver.windowSize
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                // With no window manager, keys go to the window under the pointer.
                driver.move(to: size.width / 2, size.height / 2)
                driver.pressKey(XK_l)
            case 4..<7:
                driver.resize(width: Int.random(in: 240...screen.width, using: &random), height: Int.random(in: 180...screen.height, using: &random))
            default:
                driver.scrollWheel(notches: Int.random(in: -8...8, using: &random), at: size.width / 2, size.height / 2)
            }
            guard answered("advance \(Int.random(in: 0...300, using: &random))") else { return false }
            steps += 1
        }
        return true
    }

    /// Moves the demo's clock on until nothing animates, so nothing is mid-frame when it is measured;
    /// false when the demo did not answer.
    public func rest() -> Bool { answered("settle") }

    private func answered(_ command: String) -> Bool {
        let skip = demo.outputLines.count
        demo.send(command)
        return demo.waitForLine(startingWith: "clock ", after: skip, timeout: 30) != nil
    }
}

extension DemoProcess {
    /// What the demo's host says it holds on the X server (its `memory` command).
    public struct ServerMemory: Sendable {
        /// The bytes kept for later frames: within `limit`, unless the last frame used all of them.
        public var kept: Int
        /// The bytes of what the last frame used.
        public var lastFrame: Int
        public var limit: Int
        /// The back buffer's bytes.
        public var backBuffer: Int
    }

    /// Asks the demo (started with `--manual-clock`) what its host holds on the X server; nil when it
    /// did not answer.
    public func serverMemory() -> ServerMemory? {
        let skip = outputLines.count
        send("memory")
        guard let line = waitForLine(startingWith: "memory ", after: skip, timeout: 30) else { return nil }
        let values = Dictionary(line.split(separator: " ").dropFirst().compactMap { pair -> (String, Int)? in
            let parts = pair.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? -1) : nil
        }, uniquingKeysWith: { $1 })
        guard let kept = values["kept"], let lastFrame = values["frame"], let limit = values["limit"],
              let backBuffer = values["backbuffer"] else { return nil }
        return ServerMemory(kept: kept, lastFrame: lastFrame, limit: limit, backBuffer: backBuffer)
    }
}
