import CLineBreaking

/// Where a line may end in a paragraph, by the Unicode line breaking algorithm (UAX #14) as ICU
/// implements it: after spaces and hyphens, before and after CJK ideographs, never before closing
/// punctuation or inside a number such as "3.14", and between the words of Thai, Lao, Khmer and
/// Burmese, which are written without spaces (ICU finds them with its dictionaries).
///
/// ```swift
/// LineBreaks.opportunities(in: Array("well-known 3.14".unicodeScalars))   // [5, 11, 15]
/// ```
enum LineBreaks {
    /// The scalar offsets after which a line may end, ascending; the last is the paragraph's length.
    /// A paragraph holds no line feed: the caller splits at those (mandatory breaks) first.
    ///
    /// Without ICU's iterator (it failed to open) the only opportunity is the end, so a caller
    /// falls back on breaking between grapheme clusters.
    ///
    /// - Complexity: O(n) in the scalars.
    static func opportunities(in scalars: [Unicode.Scalar]) -> [Int] {
        guard !scalars.isEmpty else { return [] }
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        for scalar in scalars { units.append(contentsOf: scalar.utf16) }
        guard units.count < Int(Int32.max),
              let iterator = units.withUnsafeBufferPointer({ tessera_line_breaks_open($0.baseAddress, Int32($0.count)) })
        else { return [scalars.count] }
        defer { tessera_line_breaks_close(iterator) }
        // ICU speaks UTF-16 offsets, ascending: walk the scalars alongside to turn each into a scalar offset.
        var breaks: [Int] = [], scalarIndex = 0, unitIndex = 0
        var unit = Int(tessera_line_breaks_next(iterator))
        while unit >= 0 {
            while unitIndex < unit, scalarIndex < scalars.count {
                unitIndex += scalars[scalarIndex].utf16.count
                scalarIndex += 1
            }
            if scalarIndex > (breaks.last ?? 0) { breaks.append(scalarIndex) }
            unit = Int(tessera_line_breaks_next(iterator))
        }
        if breaks.last != scalars.count { breaks.append(scalars.count) }
        return breaks
    }
}
