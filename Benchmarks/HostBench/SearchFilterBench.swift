import CX11
import Foundation
import HostTestSupport

/// Typing a query into the gallery's search field over 1,000,000 items, each key extending the last
/// ("golden"): how long from each XTest key press until its glyph shows in the field (a filter that
/// runs on the main thread holds the key's frame back), and until the gallery shows the filtered
/// cards (the demo says `search query=… shown=N`), against the 16.7 ms frame.
@MainActor
func measureSearchFilter(display: String, items: Int = 1_000_000) throws {
    guard let session = try SearchFieldSession(display: display, arguments: ["--items", "\(items)"], name: "search filter") else { return }
    defer { session.close() }
    let (demo, driver, fieldPixels) = (session.demo, session.driver, session.fieldPixels)
    func elapsedMilliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
    }

    var toGlyph: [Double] = [], toFiltered: [Double] = []
    var query = ""
    for (letter, keysym) in zip("golden", [XK_g, XK_o, XK_l, XK_d, XK_e, XK_n]) {
        query.append(letter)
        let before = fieldPixels()
        let skip = demo.outputLines.count
        let start = ContinuousClock.now
        driver.pressKey(keysym)
        while fieldPixels() == before, ContinuousClock.now - start < .seconds(60) {}
        toGlyph.append(elapsedMilliseconds(since: start))
        guard demo.waitForLine(startingWith: "search query=\(query) ", after: skip, timeout: 120) != nil else {
            print("host: search filter: the gallery never showed the cards for \"\(query)\"")
            return
        }
        toFiltered.append(elapsedMilliseconds(since: start))
    }
    let frame = 1000.0 / 60
    let perKey = zip(toGlyph, toFiltered).map { String(format: "%.0f/%.0f", $0, $1) }.joined(separator: " ")
    print(String(format: "host: search filter over %@ items, typing \"golden\": key to glyph median %.1f ms (%.2f frames), longest %.1f ms; key to filtered cards median %.1f ms, longest %.1f ms (per key, glyph/cards ms: %@)",
                 items.formatted(), median(toGlyph), median(toGlyph) / frame, toGlyph.max() ?? 0, median(toFiltered), toFiltered.max() ?? 0, perKey))
}
