import CollectionEngine
import Foundation
import XHost

/// Wrapping a multi-line label's text with the host's fonts: the host's measurer (`lines(of:width:font:)`:
/// UAX #14 opportunities from ICU, the paragraph shaped once, each line shaped once to confirm it)
/// against the wrapping it replaced, spaces only, with every candidate line shaped and measured on its
/// own (`TextWrapping.lines` over the same measurer's `width(of:font:)`), in the same run, on
/// English, Arabic with numbers, Thai (no spaces) and a 100,000-character mixed string. Each text is
/// new to the shaping cache every time (a number in front, and numbered sentences), so each wrap
/// shapes what it needs.
@MainActor
func measureWrapping(display: String) throws {
    let host = try X11Host(title: "HostBench", size: CGSize(width: 800, height: 600), displayName: display)
    let window = UIWindow(frame: .zero)
    host.showForBenchmark(window)
    let measurer = window.textMeasurer
    let font = UIFont.systemFont(ofSize: 15)
    // Numbered sentences, so no two lines are alike and neither side finds a line shaped before.
    func numbered(_ sentence: String, count: Int) -> String { (0..<count).map { "\(sentence) \($0) " }.joined() }
    let samples: [(name: String, text: String, repetitions: Int)] = [
        ("English, 2,000 characters", numbered("A well-known line breaking rule keeps 3.14 whole.", count: 37), 20),
        ("Arabic and numbers, 2,000", numbered("مرحبا بالعالم، هذا نص عربي طويل.", count: 55), 20),
        ("Thai without spaces, 2,000", numbered("ภาษาไทยง่ายนิดเดียว", count: 90), 20),
        ("mixed, 100,000 characters", numbered("word-wrapping مرحبا ภาษาไทย 漢字", count: 3_100), 3),
    ]
    for sample in samples {
        var ours: [Double] = [], spacesOnly: [Double] = []
        var lines = (ours: 0, spacesOnly: 0)
        for repetition in 0..<sample.repetitions {
            let text = "\(repetition) " + sample.text
            ours.append(milliseconds { lines.ours = measurer.lines(of: text, width: 300, font: font, limit: 0).count })
            let other = "\(repetition + sample.repetitions) " + sample.text
            spacesOnly.append(milliseconds {
                lines.spacesOnly = TextWrapping.lines(of: other, width: 300) { measurer.width(of: $0, font: font) }.count
            })
        }
        let mine = median(ours), theirs = median(spacesOnly)
        print(String(format: "host: wrapping %@ at 300 pt: UAX #14 %.2f ms (%d lines), spaces only with each candidate shaped %.2f ms (%d lines): %.2f× its time",
                     sample.name, mine, lines.ours, theirs, lines.spacesOnly, mine / max(theirs, 0.001)))
    }
}
