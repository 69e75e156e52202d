import CX11
import CollectionEngine
import Foundation

/// Shapes text with HarfBuzz in the fonts Xft opened, in the visual order FriBidi gives, with
/// fontconfig's fallback fonts for scripts the UI font lacks; keeps what it shaped in a byte-bounded
/// cache per string and font.
///
/// ```swift
/// let line = shaper.shape("مرحبا 2024", font: xft)
/// line.pixelWidth                 // what measuring reports and drawing covers
/// ```
///
/// Text is itemized into runs of one embedding level, one script and one font; each run is shaped
/// with the whole line as context (so Arabic letters join across a change of font), and the runs are
/// placed left to right in visual order.
///
/// - Complexity: O(n) in the scalars of a line not shaped before; O(1) (a hash of the string) for one
///   in the cache.
@MainActor
final class TextShaper {
    private let display: OpaquePointer
    /// HarfBuzz's view of each opened font (by its Xft font).
    private var harfBuzzFonts: [UnsafeMutablePointer<XftFont>: OpaquePointer] = [:]
    /// The font that draws a scalar the primary font lacks, by primary font and scalar (nil: none has it).
    private var fallbacks: [FallbackKey: UnsafeMutablePointer<XftFont>?] = [:]
    /// Fallback fonts opened, by file, face and pixel size, so scalars of one script share one font.
    private var fallbackFonts: [String: UnsafeMutablePointer<XftFont>] = [:]
    private var lines: [LineKey: ShapedLine] = [:]
    private let budget: ByteBudget<LineKey>

    private struct FallbackKey: Hashable { var font: UnsafeMutablePointer<XftFont>; var scalar: UInt32 }
    private struct LineKey: Hashable { var text: String; var font: UnsafeMutablePointer<XftFont>; var rightToLeft: Bool? }

    /// - Parameter cacheBytes: the most the cache of shaped lines keeps (8 MB by default).
    init(display: OpaquePointer, cacheBytes: Int = 8 << 20) {
        self.display = display
        budget = ByteBudget(limit: cacheBytes)
    }

    /// The bytes the shaped-line cache holds now.
    var cachedBytes: Int { budget.totalBytes }

    /// `text` shaped in `font` (and its fallbacks), from the cache when it was shaped before, as a
    /// line of a paragraph running right to left when `rightToLeft` says so (a wrapped line takes its
    /// paragraph's direction), or in the direction of its own first strong character when it is nil.
    func shape(_ text: String, font: UnsafeMutablePointer<XftFont>, rightToLeft: Bool? = nil) -> ShapedLine {
        let key = LineKey(text: text, font: font, rightToLeft: rightToLeft)
        budget.nextFrame()
        if let line = lines[key] {
            budget.touch(key)
            return line
        }
        let line = shapeUncached(Array(text.unicodeScalars.map(\.value)), font: font, rightToLeft: rightToLeft)
        lines[key] = line
        budget.add(key, bytes: line.byteCount + text.utf8.count)
        for evicted in budget.evictions() { lines[evicted] = nil }
        return line
    }

    func shapeUncached(_ scalars: [UInt32], font primary: UnsafeMutablePointer<XftFont>, rightToLeft: Bool? = nil) -> ShapedLine {
        var line = ShapedLine()
        guard !scalars.isEmpty else { return line }
        line.levels = BidiLayout.levels(of: scalars, rightToLeft: rightToLeft)
        let runs = itemize(scalars, levels: line.levels, primary: primary)
        var pen: Int32 = 0
        // About a glyph a scalar, reserved once: reserving a run's worth at each run would copy the
        // glyphs so far every time (a line of many runs, mixed scripts, would cost its square).
        line.glyphs.reserveCapacity(scalars.count)
        for runIndex in BidiLayout.visualOrder(of: runs.map(\.level)) {
            let run = runs[runIndex]
            let fontIndex = line.fonts.firstIndex(of: run.font) ?? { line.fonts.append(run.font); return line.fonts.count - 1 }()
            guard let hbFont = harfBuzzFont(for: run.font) else { continue }
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            scalars.withUnsafeBufferPointer { text in
                hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound), Int32(run.range.count))
            }
            hb_buffer_set_direction(buffer, run.level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, run.script)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, &count) else { continue }
            for index in 0..<Int(count) {
                let position = positions[index]
                line.glyphs.append(.init(font: fontIndex, glyph: infos[index].codepoint, x: pen &+ position.x_offset,
                                         y: position.y_offset, advance: position.x_advance, cluster: Int(infos[index].cluster)))
                pen = pen &+ position.x_advance
            }
        }
        line.width = Int(max(0, pen))
        return line
    }

    // MARK: Runs

    struct Run {
        var range: Range<Int>
        var level: Int8
        var script: hb_script_t
        var font: UnsafeMutablePointer<XftFont>
    }

    /// Splits the line where the level, the script or the font changes. Marks, joiners and other
    /// format characters stay with what precedes them; spaces, digits and punctuation (common script)
    /// take the script of their neighbours.
    private func itemize(_ scalars: [UInt32], levels: [Int8], primary: UnsafeMutablePointer<XftFont>) -> [Run] {
        var runs: [Run] = []
        let unicode = hb_unicode_funcs_get_default()
        for (index, value) in scalars.enumerated() {
            let script = hb_unicode_script(unicode, value)
            let attaches = Self.attachesToPrevious(value)
            let neutral = attaches || script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
            let font = attaches ? (runs.last?.font ?? primary) : self.font(for: value, primary: primary)
            let level = index < levels.count ? levels[index] : 0
            if var last = runs.last, last.level == level, last.font == font,
               neutral || last.script == script || last.script == HB_SCRIPT_COMMON {
                if !neutral { last.script = script }
                last.range = last.range.lowerBound..<(index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: index..<(index + 1), level: level, script: neutral ? HB_SCRIPT_COMMON : script, font: font))
            }
        }
        return runs
    }

    /// Marks, variation selectors and joiners: drawn in the font of the character they modify.
    private static func attachesToPrevious(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        case .format: return value == 0x200D || value == 0x200C
        default: return false
        }
    }

    // MARK: Fonts

    /// The font that draws `scalar`: the primary when it has it (or nothing has it), else the font
    /// fontconfig picks for that character at the primary's size, weight and slant.
    private func font(for scalar: UInt32, primary: UnsafeMutablePointer<XftFont>) -> UnsafeMutablePointer<XftFont> {
        if scalar < 0x80 || XftCharExists(display, primary, scalar) != 0 { return primary }
        let key = FallbackKey(font: primary, scalar: scalar)
        if let known = fallbacks[key] { return known ?? primary }
        let found = openFallback(for: scalar, like: primary)
        // Bounded: a storm of distinct unsupported characters must not grow the table without end.
        if fallbacks.count > 4096 { fallbacks.removeAll(keepingCapacity: true) }
        fallbacks[key] = .some(found)
        return found ?? primary
    }

    private func openFallback(for scalar: UInt32, like primary: UnsafeMutablePointer<XftFont>) -> UnsafeMutablePointer<XftFont>? {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar)
        FcPatternAddCharSet(pattern, "charset", charset)
        var size = 0.0, weight: Int32 = 80, slant: Int32 = 0
        FcPatternGetDouble(primary.pointee.pattern, "pixelsize", 0, &size)
        FcPatternGetInteger(primary.pointee.pattern, "weight", 0, &weight)
        FcPatternGetInteger(primary.pointee.pattern, "slant", 0, &slant)
        FcPatternAddDouble(pattern, "pixelsize", size)
        FcPatternAddInteger(pattern, "weight", weight)
        FcPatternAddInteger(pattern, "slant", slant)
        var result = FcResultNoMatch
        guard let matched = XftFontMatch(display, XDefaultScreen(display), pattern, &result) else { return nil }
        let identity = Self.identity(of: matched)
        if let open = fallbackFonts[identity] {
            FcPatternDestroy(matched)
            return XftCharExists(display, open, scalar) != 0 ? open : nil
        }
        guard let opened = XftFontOpenPattern(display, matched) else { FcPatternDestroy(matched); return nil }
        fallbackFonts[identity] = opened
        return XftCharExists(display, opened, scalar) != 0 ? opened : nil
    }

    /// File, face index and pixel size: what makes two matches the same font.
    private static func identity(of pattern: OpaquePointer) -> String {
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0, size = 0.0
        FcPatternGetString(pattern, "file", 0, &file)
        FcPatternGetInteger(pattern, "index", 0, &index)
        FcPatternGetDouble(pattern, "pixelsize", 0, &size)
        return "\(file.map { String(cString: $0) } ?? "")|\(index)|\(size)"
    }

    /// HarfBuzz's font for an Xft font: the same file and face, at its pixel size, with HarfBuzz's
    /// own OpenType functions (so glyph ids are the file's, which Xft draws by).
    private func harfBuzzFont(for xft: UnsafeMutablePointer<XftFont>) -> OpaquePointer? {
        if let font = harfBuzzFonts[xft] { return font }
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0, size = 0.0
        guard FcPatternGetString(xft.pointee.pattern, "file", 0, &file) == FcResultMatch, let file else { return nil }
        FcPatternGetInteger(xft.pointee.pattern, "index", 0, &index)
        FcPatternGetDouble(xft.pointee.pattern, "pixelsize", 0, &size)
        let path = String(cString: file)
        guard let blob = hb_blob_create_from_file(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(max(0, index))) else { return nil }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else { return nil }
        let scale = Int32((max(1, size) * 64).rounded())
        hb_font_set_scale(font, scale, scale)
        harfBuzzFonts[xft] = font
        return font
    }

    /// Frees every HarfBuzz font and fallback font; the primary fonts are the text system's to close.
    func closeAll() {
        for font in harfBuzzFonts.values { hb_font_destroy(font) }
        harfBuzzFonts.removeAll()
        for font in fallbackFonts.values { XftFontClose(display, font) }
        fallbackFonts.removeAll()
        fallbacks.removeAll()
        lines.removeAll()
        for key in Array(lines.keys) { budget.remove(key) }
    }
}
