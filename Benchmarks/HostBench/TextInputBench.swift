import CX11
import Foundation
import HostTestSupport

/// Typing in the demo's search field on its real clock: how long from an XTest key press, at a moment
/// spread evenly over the display period, until the field's pixels change on the server (read back as
/// fast as the server answers; median and 95th percentile over 100 keys, against the 16.7 ms frame
/// they should fit in), and the demo's CPU over 5 s idle after the field gave the keys back
/// (the caret's blink must stop, so it should be 0), beside 5 s with the field focused: the caret's
/// changes counted from the pixels, and the CPU of drawing only those frames.
@MainActor
func measureTyping(display: String) throws {
    guard let session = try SearchFieldSession(display: display, name: "typing") else { return }
    defer { session.close() }
    let (demo, driver, fieldPixels) = (session.demo, session.driver, session.fieldPixels)
    var latencies: [Double] = []
    let frame = 1000.0 / 60
    let letters: [Int32] = [XK_a, XK_m, XK_b, XK_e, XK_r, XK_space]
    for index in 0..<100 {
        // The field is emptied every 20 keys so the text stays in view and each key adds a glyph.
        if index % 20 == 0 {
            let skip = demo.outputLines.count
            driver.pressKey(XK_a, holding: [XK_Control_L])
            driver.pressKey(XK_BackSpace)
            _ = demo.waitForLine(startingWith: "text caret=0 ", after: skip, timeout: 10)
            // The empty field's frame (and the gallery's filter animation) finish before the next key.
            Thread.sleep(forTimeInterval: 0.5)
        }
        let before = fieldPixels()
        // A key at a moment unrelated to the frames, as a typist's: the previous key's frame has just
        // shown, so pressing at once would always land early in a display period. The delays sweep
        // the period evenly (its 20 phases in a scrambled order).
        Thread.sleep(forTimeInterval: frame / 1000 * Double(index * 7 % 20) / 20)
        let start = ContinuousClock.now
        driver.pressKey(letters[index % letters.count])
        var changed = false
        while !changed, ContinuousClock.now - start < .seconds(1) { changed = fieldPixels() != before }
        let elapsed = ContinuousClock.now - start
        if changed { latencies.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15) }
    }
    let sorted = latencies.sorted()
    if !sorted.isEmpty {
        let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
        print(String(format: "host: key press to pixels, %d keys: median %.2f ms = %.2f frames, 95th percentile %.2f ms = %.2f frames (a frame is %.1f ms)",
                     sorted.count, median(sorted), median(sorted) / frame, p95, p95 / frame, frame))
    }

    let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
    guard let focusedStart = cpuTicks(of: demo.processIdentifier) else { return }
    // The field's pixels read back every 50 ms (from the server, costing the demo nothing): the caret
    // must still blink, twice a second, while the demo draws only those frames.
    var blinks = 0
    var shown = fieldPixels()
    let watchStart = ContinuousClock.now
    while ContinuousClock.now - watchStart < .seconds(5) {
        Thread.sleep(forTimeInterval: 0.05)
        let now = fieldPixels()
        if now != shown { blinks += 1 }
        shown = now
    }
    guard let focusedEnd = cpuTicks(of: demo.processIdentifier) else { return }
    // Escape cancels the search: the field gives the keys back and the caret stops blinking.
    driver.pressKey(XK_Escape)
    _ = demo.waitForLine(startingWith: "text caret=0 selection=0-0 editing=no", timeout: 10)
    Thread.sleep(forTimeInterval: 0.5)
    guard let idleStart = cpuTicks(of: demo.processIdentifier) else { return }
    Thread.sleep(forTimeInterval: 5)
    guard let idleEnd = cpuTicks(of: demo.processIdentifier) else { return }
    print(String(format: "host: demo CPU over 5 s, search field focused (caret blinking, %d changes seen, 10 expected): %.3f s; no field focused: %d ticks = %.3f s (should be 0)",
                 blinks, Double(focusedEnd - focusedStart) / hertz, idleEnd - idleStart, Double(idleEnd - idleStart) / hertz))
}

/// The demo with its search field shown and clicked into, the XTest driver on its window, and a
/// reader of the field's text pixels: what the typing and search benchmarks share.
@MainActor
struct SearchFieldSession {
    let demo: DemoProcess
    let driver: XTestDriver
    let field: PixelBox

    /// Starts the demo (`--search` and `arguments`) and focuses the field; nil (said, under `name`)
    /// when the demo does not start or the field does not edit.
    init?(display: String, arguments: [String] = [], name: String) throws {
        demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: ["--search"] + arguments, display: display,
                               environment: ["LC_ALL": "C.UTF-8"])
        guard let ready = demo.waitForLine(startingWith: "ready ", timeout: 60),
              let id = ready.split(separator: " ").first(where: { $0.hasPrefix("window=") }).flatMap({ UInt($0.dropFirst(7)) }),
              let driver = XTestDriver(displayName: display, window: id),
              let field = cellBoxes(from: demo.outputLines, kind: "control")["Search"] else {
            print("host: \(name): the demo did not start: \(demo.errorText)")
            demo.terminate()
            return nil
        }
        self.driver = driver
        self.field = field
        driver.click(at: field.midX, field.midY)
        guard demo.waitForLine(startingWith: "text caret=0 ", timeout: 10) != nil else {
            print("host: \(name): the search field did not take the keys")
            close()
            return nil
        }
    }

    /// The pixels of the text part of the field. The caret's blink is outside the typed text's
    /// right edge only for the first key, and a key that blinks nothing is still caught by its glyph.
    func fieldPixels() -> [UInt8] {
        let box = (x: field.x + 40, y: field.y + 4, width: min(300, field.width - 80), height: field.height - 8)
        guard let image = XGetImage(driver.display, driver.window, Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height),
                                    UInt.max, ZPixmap) else { return [] }
        defer { XDestroyImage(image) }
        let count = Int(image.pointee.bytes_per_line) * box.height
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(image.pointee.data).assumingMemoryBound(to: UInt8.self), count: count))
    }

    func close() {
        driver.close()
        demo.terminate()
    }
}
