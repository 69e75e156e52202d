import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// Shaped Arabic and Hebrew as the host draws them, compared with HarfBuzz's own rendering of the
/// same text in the same font (`hb-view`, made by the test). The two rasterisers differ in
/// anti-aliasing, so the comparison is of ink: the shape of the ink's column profile, which shows the
/// glyphs' forms and order. Screenshots land in test-output/shaped-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ShapedTextPixelTests {
    nonisolated private static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    nonisolated private static let hbView = "/usr/bin/hb-view"
    nonisolated private static var referencesAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: hbView) && FileManager.default.fileExists(atPath: dejaVu)
    }

    /// `text` drawn by the host in a `size`-point DejaVu Sans label, black on white.
    private func hostRendering(_ text: String, name: String, size: CGFloat = 32) throws -> PixelImage {
        try FirstFrameRendering.render("shaped-\(name)", title: "ShapedTextPixelTests", background: .white) { window in
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 360, height: 60))
            label.font = UIFont(name: "DejaVu Sans", size: size) ?? .systemFont(ofSize: size)
            label.textColor = .black
            label.text = text
            window.addSubview(label)
        }
    }

    /// `text` as `hb-view` renders it at 32 pixels in DejaVu Sans, saved beside the host's picture.
    private func reference(_ text: String, name: String, direction: String? = nil) throws -> PixelImage {
        let path = FileManager.default.currentDirectoryPath + "/test-output/shaped-\(name)-hb-view.png"
        try FileManager.default.createDirectory(atPath: "test-output", withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.hbView)
        process.arguments = ["--font-file=\(Self.dejaVu)", "--font-size=32", "--margin=0", "--background=ffffff",
                             "--foreground=000000", "--output-format=png", "--output-file=\(path)"]
            + (direction.map { ["--direction=\($0)"] } ?? []) + [text]
        try process.run()
        process.waitUntilExit()
        return try #require(PixelImage.readPNG(at: path))
    }

    /// How dark each column of `image` is, over the columns between the first and last inked one.
    private func inkProfile(_ image: PixelImage) -> [Double] {
        let columns = (0..<image.width).map { x in
            (0..<image.height).reduce(0.0) { sum, y in
                guard let p = image.pixel(x, y) else { return sum }
                return sum + Double(765 - Int(p.r) - Int(p.g) - Int(p.b)) / 765
            }
        }
        guard let first = columns.firstIndex(where: { $0 > 0.3 }), let last = columns.lastIndex(where: { $0 > 0.3 }) else { return [] }
        return Array(columns[first...last])
    }

    /// The correlation of two profiles after stretching `b` to `a`'s length.
    private func correlation(_ a: [Double], _ b: [Double]) -> Double {
        guard a.count > 1, b.count > 1 else { return 0 }
        let resampled = (0..<a.count).map { b[min(b.count - 1, $0 * b.count / a.count)] }
        let meanA = a.reduce(0, +) / Double(a.count), meanB = resampled.reduce(0, +) / Double(a.count)
        var product = 0.0, varA = 0.0, varB = 0.0
        for (x, y) in zip(a, resampled) {
            product += (x - meanA) * (y - meanB); varA += (x - meanA) * (x - meanA); varB += (y - meanB) * (y - meanB)
        }
        return product / max(1e-9, (varA * varB).squareRoot())
    }

    private func expectMatchesReference(_ text: String, name: String, wrongOrder: String, wrongDirection: String? = nil) throws {
        let host = inkProfile(try hostRendering(text, name: name))
        let shaped = inkProfile(try reference(text, name: name))
        let reversed = inkProfile(try reference(wrongOrder, name: "\(name)-wrong", direction: wrongDirection))
        #expect(abs(host.count - shaped.count) <= 3, "ink widths: host \(host.count), hb-view \(shaped.count)")
        let good = correlation(host, shaped), bad = correlation(host, reversed)
        #expect(good > 0.85, "the host's ink follows hb-view's (correlation \(good))")
        #expect(good > bad + 0.1, "and not the wrongly ordered or unjoined text's (\(good) against \(bad))")
    }

    @Test(.enabled(if: referencesAvailable, "hb-view or DejaVu Sans is missing"))
    func arabicIsJoinedAndRunsRightToLeftAsHarfBuzzDrawsIt() throws {
        // The wrong picture: the letters in logical order, each in its isolated form (separated by
        // zero-width non-joiners), as Xft alone drew them.
        try expectMatchesReference("مرحبا بالعالم", name: "arabic",
                                   wrongOrder: String("مرحبا بالعالم".reversed()).map { String($0) }.joined(separator: "\u{200C}"))
    }

    @Test(.enabled(if: referencesAvailable, "hb-view or DejaVu Sans is missing"))
    func hebrewRunsRightToLeftAsHarfBuzzDrawsIt() throws {
        // hb-view shapes a single right-to-left run; the wrong picture is the logical order drawn left to right.
        try expectMatchesReference("שלום עולם", name: "hebrew", wrongOrder: "שלום עולם", wrongDirection: "ltr")
    }

    @Test func aMixedLineDrawsEveryRunWithoutOverlap() throws {
        let image = try hostRendering("Tessera 2026 مرحبا 12 שלום", name: "mixed", size: 20)
        let profile = inkProfile(image)
        // Latin, digits, Arabic and Hebrew side by side: wider than any one run, with a gap (a
        // space) between runs rather than glyphs drawn over each other.
        #expect(profile.count > 230)
        #expect(profile.filter { $0 < 0.05 }.count >= 5, "the spaces between runs stay clear")
    }
}
