import CX11
import CollectionEngine
import Foundation

/// Fonts through fontconfig and Xft: opened once per family, pixel size, weight and slant, measured
/// for the engine's layout (`TextMeasuring`) and drawn onto pictures by the renderer.
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

    init(connection: DisplayConnection) { self.connection = connection }

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

    /// The advance of `text` in pixels.
    func pixelWidth(of text: String, font: UnsafeMutablePointer<XftFont>) -> Int {
        guard !text.isEmpty else { return 0 }
        var info = XGlyphInfo()
        var bytes = Array(text.utf8)
        // XGlyphInfo's advance is a C short: measure long strings in pieces so it cannot wrap.
        var total = 0, start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + 256)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }  // whole UTF-8 sequences only
            bytes.withUnsafeMutableBufferPointer { buffer in
                XftTextExtentsUtf8(connection.display, font, buffer.baseAddress! + start, Int32(end - start), &info)
            }
            total += Int(info.xOff)
            start = end
        }
        return total
    }

    // MARK: TextMeasuring

    func width(of text: String, font: UIFont) -> CGFloat {
        guard let xft = xftFont(for: font) else { return CGFloat(text.count) * font.pointSize * 0.55 }
        return CGFloat(pixelWidth(of: text, font: xft)) / connection.scale
    }

    /// Xft places each glyph at the pen position the previous one's advance left, with no kerning,
    /// so a cluster's caret offset is the sum of the whole-pixel advances before it: exactly where
    /// `draw` puts it.
    func caretOffsets(of text: String, font: UIFont) -> [CGFloat] {
        guard let xft = xftFont(for: font) else { return UIWindow.estimatedTextMeasurer.caretOffsets(of: text, font: font) }
        var offsets: [CGFloat] = [0]
        offsets.reserveCapacity(text.count + 1)
        var pixels = 0
        for character in text {
            pixels += pixelWidth(of: String(character), font: xft)
            offsets.append(CGFloat(pixels) / connection.scale)
        }
        return offsets
    }

    func lineHeight(of font: UIFont) -> CGFloat {
        guard let xft = xftFont(for: font) else { return font.lineHeight }
        return CGFloat(xft.pointee.ascent + xft.pointee.descent) / connection.scale
    }

    /// Draws `text` with its baseline's left end at (`x`, `baseline`) in `picture`'s pixels.
    func draw(_ text: String, font: UnsafeMutablePointer<XftFont>, color: Picture, into picture: Picture, x: Int, baseline: Int) {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeMutableBufferPointer { buffer in
            XftTextRenderUtf8(connection.display, PictOpOver, color, font, picture, 0, 0,
                              Int32(clamping: x), Int32(clamping: baseline), buffer.baseAddress, Int32(buffer.count))
        }
    }

    func closeAll() {
        for font in fonts.values { XftFontClose(connection.display, font) }
        fonts.removeAll()
        isClosed = true
    }
}
