import CX11
import CollectionEngine
import Foundation

/// Fonts through fontconfig and Xft: opened once per family, pixel size, weight and slant, measured
/// for the engine's layout (`TextMeasuring`) and drawn onto pictures by the renderer.
///
/// Text is shaped by HarfBuzz and put in visual order by FriBidi (`TextShaper`), with fontconfig's
/// fallbacks for scripts the font lacks; measuring, truncating and drawing read the same shaped line.
///
/// Sizes are in points; a font is opened at `pointSize × scale` pixels, so `Xft.dpi` enlarges text
/// with everything else.
@MainActor
final class TextSystem: TextMeasuring {
    private let connection: DisplayConnection
    private var fonts: [String: UnsafeMutablePointer<XftFont>] = [:]
    /// Set when the host shuts down: the connection is gone, so windows that still hold this measurer
    /// (a window outlives its host in tests) get the estimate instead of a font on a closed display.
    private var isClosed = false

    /// Glyphs and positions for every string measured or drawn.
    let shaper: TextShaper

    init(connection: DisplayConnection) {
        self.connection = connection
        shaper = TextShaper(display: connection.display)
    }

    /// The Xft font for `font`; falls back to fontconfig's default family when the name is unknown.
    func xftFont(for font: UIFont) -> UnsafeMutablePointer<XftFont>? {
        guard !isClosed else { return nil }
        let pixelSize = max(1, min(512, (font.pointSize * connection.scale * 4).rounded() / 4))
        let key = "\(font.familyName)|\(pixelSize)|\(font.weight.rawValue)|\(font.isItalic)"
        if let cached = fonts[key] { return cached }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, "family", font.familyName)
        FcPatternAddDouble(pattern, "pixelsize", Double(pixelSize))
        FcPatternAddInteger(pattern, "weight", TextSystem.fontconfigWeight(font.weight))
        FcPatternAddInteger(pattern, "slant", font.isItalic ? 100 : 0)
        var result = FcResultNoMatch
        guard let matched = XftFontMatch(connection.display, connection.screen, pattern, &result),
              let opened = XftFontOpenPattern(connection.display, matched) else { return nil }
        fonts[key] = opened
        return opened
    }

    /// The family fontconfig draws for `requested` (the desktop's UI font), or for `sans-serif` when
    /// none is asked for or fontconfig has no such family: then `message` says so.
    nonisolated static func systemFamily(for requested: String?) -> (family: String, message: String?) {
        func match(_ name: String) -> String? {
            guard let pattern = FcNameParse(name) else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(matched) }
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(matched, "family", 0, &family) == FcResultMatch, let family else { return nil }
            return String(cString: family)
        }
        let fallback = match("sans-serif") ?? "DejaVu Sans"
        guard let requested else { return (fallback, nil) }
        // Fontconfig always answers with some family: the asked one is there only if it is the answer.
        if let found = match(requested), found.caseInsensitiveCompare(requested) == .orderedSame { return (found, nil) }
        return (fallback, "Tessera: the desktop's font '\(requested)' is not installed; the system font is \(fallback) (sans-serif)")
    }

    /// UIKit's weights (-0.8…0.62) on fontconfig's scale (thin 0 … regular 80 … bold 200 … black 210).
    nonisolated static func fontconfigWeight(_ weight: UIFont.Weight) -> Int32 {
        let table: [(CGFloat, Int32)] = [(-0.8, 40), (-0.6, 0), (-0.4, 50), (0, 80), (0.23, 100), (0.3, 180),
                                         (0.4, 200), (0.56, 205), (0.62, 210)]
        return table.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }?.1 ?? 80
    }

    /// The advance of `text` in pixels, as shaped (rounded up to whole pixels).
    func pixelWidth(of text: String, font: UnsafeMutablePointer<XftFont>) -> Int {
        guard !text.isEmpty else { return 0 }
        return shaper.shape(text, font: font).pixelWidth
    }

    /// `text` cut at its logical end, with "…", to the longest prefix of whole grapheme clusters that
    /// fits `width` pixels with it: the left end of a right-to-left line.
    ///
    /// - Complexity: One shaping of `text` (from the cache when drawn before) and a few of the result,
    ///   whatever its length, rather than a search that shapes many prefixes.
    func truncatingTail(_ text: String, width: Int, font: UnsafeMutablePointer<XftFont>) -> String {
        let line = shaper.shape(text, font: font)
        guard line.pixelWidth > width else { return text }
        let scalars = text.unicodeScalars
        let boundaries = Self.clusterStarts(of: text)
        let ellipsis = pixelWidth(of: "…", font: font)
        var keep = line.fittingPrefix(scalarCount: scalars.count, boundaries: boundaries, limit: max(0, width - ellipsis) * 64)
        // Joining at the cut can widen the prefix a little: step back a cluster until it fits.
        while true {
            let prefix = String(String.UnicodeScalarView(scalars.prefix(keep)))
            let candidate = prefix.trimmingTrailingSpaces() + "…"
            guard keep > 0, pixelWidth(of: candidate, font: font) > width,
                  let previous = boundaries.last(where: { $0 < keep }) else { return candidate }
            keep = previous
        }
    }

    /// `text` wrapped at `width` pixels (`LineWrapping`), the first `limit` lines when it is above 0:
    /// each paragraph shaped once for its advances, each line shaped as it is drawn, so the lines
    /// measured are the lines drawn.
    func wrappedLines(_ text: String, width: CGFloat, font: UnsafeMutablePointer<XftFont>, limit: Int = 0) -> [WrappedLine] {
        let wrapping = LineWrapping(width: width, advances: { paragraph, rightToLeft in
            let line = self.shaper.shape(paragraph, font: font, rightToLeft: rightToLeft)
            return line.scalarAdvances(count: paragraph.unicodeScalars.count).map { CGFloat($0) / 64 }
        }, measure: { line, rightToLeft in
            CGFloat(self.shaper.shape(line, font: font, rightToLeft: rightToLeft).pixelWidth)
        })
        return wrapping.lines(of: text, limit: limit)
    }

    // MARK: TextMeasuring

    func width(of text: String, font: UIFont) -> CGFloat {
        guard let xft = xftFont(for: font) else { return CGFloat(text.count) * font.pointSize * 0.55 }
        return CGFloat(pixelWidth(of: text, font: xft)) / connection.scale
    }

    /// The lines `text` wraps into at `width` points, as `draw` draws them: broken by the Unicode
    /// line breaking algorithm, measured shaped (`wrappedLines`).
    func lines(of text: String, width: CGFloat, font: UIFont, limit: Int) -> [String] {
        guard let xft = xftFont(for: font) else { return UIWindow.estimatedTextMeasurer.lines(of: text, width: width, font: font, limit: limit) }
        return wrappedLines(text, width: width * connection.scale, font: xft, limit: limit).map(\.text)
    }

    /// Where a caret goes in one line of `text`: the x offset, in points from the line's left end, of
    /// the boundary before each grapheme cluster and after the last (`text.count + 1` values), read
    /// from the same shaped line `draw` draws, so a caret in Arabic or Hebrew sits on the edge of the
    /// cluster that follows it in logical order.
    func caretOffsets(of text: String, font: UIFont) -> [CGFloat] {
        guard let xft = xftFont(for: font) else { return UIWindow.estimatedTextMeasurer.caretOffsets(of: text, font: font) }
        let line = shaper.shape(text, font: xft)
        let offsets = line.caretOffsets(scalarCount: text.unicodeScalars.count, boundaries: Self.clusterStarts(of: text))
        return offsets.map { CGFloat($0) / 64 / connection.scale }
    }

    func lineHeight(of font: UIFont) -> CGFloat {
        guard let xft = xftFont(for: font) else { return font.lineHeight }
        return CGFloat(xft.pointee.ascent + xft.pointee.descent) / connection.scale
    }

    /// Draws `text`, shaped (as a line of a paragraph in the direction `rightToLeft` gives, or its
    /// own when nil), with its baseline's left end at (`x`, `baseline`) in `picture`'s pixels; glyphs
    /// outside the columns `visible` are skipped (a 100,000-character label draws what shows).
    func draw(_ text: String, font: UnsafeMutablePointer<XftFont>, rightToLeft: Bool? = nil, color: Picture, into picture: Picture,
              x: Int, baseline: Int, visible: Range<Int>) {
        guard !text.isEmpty else { return }
        let line = shaper.shape(text, font: font, rightToLeft: rightToLeft)
        let slack = Int(font.pointee.max_advance_width) + 2
        var specs: [XftGlyphFontSpec] = []
        specs.reserveCapacity(min(line.glyphs.count, 512))
        for glyph in line.glyphs {
            let left = x + Int((Double(glyph.x) / 64).rounded())
            guard left >= visible.lowerBound - slack, left < visible.upperBound + slack,
                  let left16 = Int16(exactly: left), let top16 = Int16(exactly: baseline - Int((Double(glyph.y) / 64).rounded())) else { continue }
            specs.append(XftGlyphFontSpec(font: line.fonts[glyph.font], glyph: FT_UInt(glyph.glyph), x: left16, y: top16))
        }
        guard !specs.isEmpty else { return }
        XftGlyphFontSpecRender(connection.display, PictOpOver, color, picture, 0, 0, specs, Int32(specs.count))
    }

    /// The scalar offset at which each grapheme cluster of `text` starts, ascending.
    nonisolated static func clusterStarts(of text: String) -> [Int] {
        var starts: [Int] = [], offset = 0
        for character in text {
            starts.append(offset)
            offset += character.unicodeScalars.count
        }
        return starts
    }

    func closeAll() {
        shaper.closeAll()
        for font in fonts.values { XftFontClose(connection.display, font) }
        fonts.removeAll()
        isClosed = true
    }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var characters = Substring(self)
        while characters.last == " " { characters.removeLast() }
        return String(characters)
    }
}
