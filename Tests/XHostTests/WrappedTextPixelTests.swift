import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// Multi-line labels in Thai and Arabic as the host draws them: the height a label measures is the
/// height its drawn lines take, lines broken between words, a right-to-left paragraph's lines each
/// aligned at the right. Screenshots land in test-output/wrapped-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct WrappedTextPixelTests {
    /// A box that measures its label at the box's width when laid out (in the host's window, so with
    /// the host's fonts) and makes it `slack` taller than that: the label centres its lines, so lines
    /// that agree with the measure lie `slack / 2` below its top, and any line more would show
    /// outside that span rather than be cut off.
    private final class MeasuringBox: UIView {
        let label = UILabel(frame: .zero)
        private(set) var measuredHeight: CGFloat = 0
        private(set) var lineHeight: CGFloat = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = UIFont(name: "DejaVu Sans", size: 20) ?? .systemFont(ofSize: 20)
            label.textColor = .black
            addSubview(label)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            measuredHeight = label.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
            lineHeight = (window?.textMeasurer ?? UIWindow.defaultTextMeasurer).lineHeight(of: label.font)
            label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: measuredHeight + Self.slack)
        }

        static let slack: CGFloat = 60
    }

    /// What a label drew: the picture, and the rows each line it measured should take.
    private struct Drawn {
        var image: PixelImage
        var frame: CGRect
        var lines: [ClosedRange<Int>]
        /// Every row of the label: the lines' rows with the slack above and below.
        var labelRows: Range<Int>
    }

    /// `text` in a measuring box `width` points wide, drawn and saved as test-output/wrapped-NAME.png.
    private func render(_ text: String, name: String, width: CGFloat, rightToLeft: Bool = false) throws -> Drawn {
        let box = MeasuringBox(frame: CGRect(x: 100, y: 20, width: width, height: 260))
        let image = try FirstFrameRendering.render("wrapped-\(name)", title: "WrappedTextPixelTests", background: .white) { window in
            box.label.text = text
            if rightToLeft { box.label.semanticContentAttribute = .forceRightToLeft }
            window.addSubview(box)
        }
        let top = box.frame.minY + MeasuringBox.slack / 2
        let count = Int((box.measuredHeight / max(1, box.lineHeight)).rounded())
        let lines = (0..<count).map { Int(top + CGFloat($0) * box.lineHeight)...Int(top + CGFloat($0 + 1) * box.lineHeight) - 1 }
        return Drawn(image: image, frame: box.frame, lines: lines,
                     labelRows: Int(box.frame.minY)..<Int(box.frame.minY + box.measuredHeight + MeasuringBox.slack))
    }

    private func isInk(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool {
        image.pixel(x, y).map { Int($0.r) + Int($0.g) + Int($0.b) < 500 } ?? false
    }

    /// The rows of the label with ink in them.
    private func inkedRows(_ drawn: Drawn) -> [Int] {
        drawn.labelRows.filter { y in (Int(drawn.frame.minX)..<Int(drawn.frame.maxX)).contains { isInk(drawn.image, $0, y) } }
    }

    /// The rightmost inked column within `rows`.
    private func rightEdge(_ drawn: Drawn, rows: ClosedRange<Int>) -> Int? {
        (Int(drawn.frame.minX)..<Int(drawn.frame.maxX)).last { x in rows.contains { isInk(drawn.image, x, $0) } }
    }

    /// Each measured line's rows hold ink, and no ink lies outside them: as many lines drawn as measured.
    private func expectDrawnAsMeasured(_ drawn: Drawn, atLeast lines: Int) {
        #expect(drawn.lines.count >= lines, "measured \(drawn.lines.count) lines")
        let inked = inkedRows(drawn)
        for line in drawn.lines { #expect(inked.contains(where: line.contains), "measured line \(line) is drawn") }
        guard let first = drawn.lines.first, let last = drawn.lines.last else { return }
        #expect(inked.allSatisfy { $0 >= first.lowerBound - 2 && $0 <= last.upperBound + 2 },
                "ink from \(inked.first ?? 0) to \(inked.last ?? 0), measured lines \(first.lowerBound)...\(last.upperBound)")
    }

    @Test func aWrappedThaiLabelDrawsTheLinesItMeasured() throws {
        // ภาษา ไทย ง่าย นิด เดียว twice, no spaces: only ICU's dictionary finds where lines may end.
        let drawn = try render("ภาษาไทยง่ายนิดเดียวภาษาไทยง่ายนิดเดียว", name: "thai", width: 150)
        expectDrawnAsMeasured(drawn, atLeast: 3)
    }

    @Test func aWrappedArabicLabelDrawsEachLineAtTheRightInTheLinesItMeasured() throws {
        let drawn = try render("مرحبا بالعالم، هذا نص عربي طويل يلتف على عدة أسطر 2026", name: "arabic", width: 200, rightToLeft: true)
        expectDrawnAsMeasured(drawn, atLeast: 3)
        // Natural alignment right to left: every line ends at the label's right edge.
        for line in drawn.lines {
            let edge = rightEdge(drawn, rows: line) ?? 0
            #expect(edge >= Int(drawn.frame.maxX) - 4, "the line in rows \(line) ends at x = \(edge), the label at \(drawn.frame.maxX)")
        }
    }
}
