import CX11

/// One line of text after shaping and bidi reordering: glyphs of one or more fonts (the UI font and
/// the fallbacks fontconfig found for scripts it lacks) with positions in visual order, left to right.
///
/// Positions are in 1/64 pixel (HarfBuzz's 26.6 units at the font's pixel size); `width` is the
/// line's advance. Measuring, truncating and drawing all read one `ShapedLine`, so sizes and
/// pictures agree.
struct ShapedLine {
    struct Glyph {
        /// Index into `fonts`.
        var font: Int
        /// The glyph in that font's file (what HarfBuzz and Xft both index by).
        var glyph: UInt32
        /// The pen position plus the glyph's offset, from the line's left end, in 1/64 pixel.
        var x: Int32
        /// Upwards offset from the baseline, in 1/64 pixel.
        var y: Int32
        /// How far this glyph moves the pen, in 1/64 pixel.
        var advance: Int32
        /// The first scalar of the text this glyph shows (HarfBuzz's cluster).
        var cluster: Int
    }

    var glyphs: [Glyph] = []
    var fonts: [UnsafeMutablePointer<XftFont>] = []
    /// The line's advance in 1/64 pixel.
    var width: Int = 0
    /// Each scalar's embedding level (even left to right, odd right to left).
    var levels: [Int8] = []

    /// The advance in whole pixels, rounded up so that nothing drawn is cut.
    var pixelWidth: Int { (width + 63) / 64 }

    /// The bytes this line keeps, for the shaping cache's budget.
    var byteCount: Int { glyphs.count * MemoryLayout<Glyph>.stride + levels.count + fonts.count * 8 + 64 }

    /// Each scalar's share of the advance: its glyphs' advances (a ligature's goes to its first scalar).
    func scalarAdvances(count: Int) -> [Int32] {
        var advances = [Int32](repeating: 0, count: count)
        for glyph in glyphs where advances.indices.contains(glyph.cluster) { advances[glyph.cluster] += glyph.advance }
        return advances
    }

    /// The longest logical prefix, ending on one of `boundaries` (scalar offsets of grapheme starts,
    /// ascending), whose advance is at most `limit` (1/64 pixel): how many scalars to keep before an
    /// ellipsis at the logical end. Contextual shaping at the cut (an Arabic letter taking its final
    /// form) may change the prefix's width slightly; the caller measures the result.
    func fittingPrefix(scalarCount: Int, boundaries: [Int], limit: Int) -> Int {
        let advances = scalarAdvances(count: scalarCount)
        var total = 0, kept = 0, next = 0
        for boundary in boundaries + [scalarCount] where boundary > kept {
            while next < boundary { total += Int(advances[next]); next += 1 }
            guard total <= limit else { break }
            kept = boundary
        }
        return kept
    }

    /// The x offset, in 1/64 pixel from the line's left end, of a caret before each of `boundaries`
    /// (scalar offsets, logical order) and after the text: at the leading edge of the character that
    /// follows it (its left edge when it runs left to right, its right edge otherwise).
    func caretOffsets(scalarCount: Int, boundaries: [Int]) -> [Int] {
        var left = [Int](repeating: .max, count: scalarCount), right = [Int](repeating: .min, count: scalarCount)
        for glyph in glyphs where left.indices.contains(glyph.cluster) {
            let pen = Int(glyph.x)
            left[glyph.cluster] = min(left[glyph.cluster], pen)
            right[glyph.cluster] = max(right[glyph.cluster], pen + Int(glyph.advance))
        }
        // A scalar without glyphs of its own (a mark in a cluster) shares the edges of its cluster.
        for index in 1..<max(1, scalarCount) where left[index] == .max {
            left[index] = left[index - 1]; right[index] = right[index - 1]
        }
        func isRightToLeft(_ index: Int) -> Bool { levels.indices.contains(index) && levels[index] % 2 == 1 }
        var offsets = boundaries.map { boundary -> Int in
            guard boundary < scalarCount, left[boundary] != .max else { return boundary == 0 ? 0 : width }
            return isRightToLeft(boundary) ? right[boundary] : left[boundary]
        }
        if let last = scalarCount > 0 ? scalarCount - 1 : nil, left[last] != .max {
            offsets.append(isRightToLeft(last) ? left[last] : right[last])
        } else {
            offsets.append(0)
        }
        return offsets
    }
}
