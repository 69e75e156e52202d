import CX11

/// The Unicode bidirectional algorithm's answer for one line of text, through FriBidi: an embedding
/// level per scalar (even left to right, odd right to left), and the visual order of runs.
///
/// ```swift
/// let levels = BidiLayout.levels(of: Array("abc שלום".unicodeScalars.map(\.value)))   // [0, 0, 0, 0, 1, 1, 1, 1]
/// BidiLayout.visualOrder(of: [0, 1, 2, 1])     // [0, 3, 2, 1]
/// ```
enum BidiLayout {
    /// Each scalar's embedding level in a paragraph running right to left when `rightToLeft` says so,
    /// or, when it is nil, in the direction of its first strong character (left to right when there
    /// is none). Unpaired embedding controls and isolates are resolved as the algorithm says (they end
    /// with the line); on FriBidi's failure every level is 0.
    ///
    /// - Complexity: O(n).
    static func levels(of scalars: [UInt32], rightToLeft: Bool? = nil) -> [Int8] {
        resolve(scalars, rightToLeft: rightToLeft).levels
    }

    /// Whether a paragraph runs right to left: whether its first strong character (outside isolates)
    /// is right to left (rules P2 and P3). The lines a paragraph wraps into all take its direction.
    ///
    /// - Complexity: O(n).
    static func isRightToLeft(paragraph scalars: [UInt32]) -> Bool {
        resolve(scalars, rightToLeft: nil).rightToLeft
    }

    private static func resolve(_ scalars: [UInt32], rightToLeft: Bool?) -> (levels: [Int8], rightToLeft: Bool) {
        let count = scalars.count
        guard count > 0, count < Int(Int32.max) else { return ([], rightToLeft ?? false) }
        // Text with nothing right to left in a paragraph not told otherwise needs no algorithm: the
        // common case costs one scan.
        if rightToLeft != true, !scalars.contains(where: mayBeRightToLeft) { return (Array(repeating: 0, count: count), false) }
        var types = [FriBidiCharType](repeating: tessera_fribidi_unset_type, count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = rightToLeft.map { $0 ? tessera_fribidi_par_rtl : tessera_fribidi_par_ltr } ?? tessera_fribidi_par_on
        let length = FriBidiStrIndex(count)
        let resolved = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            fribidi_get_bracket_types(text.baseAddress, length, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, &levels)
        }
        guard resolved != 0 else { return (Array(repeating: 0, count: count), rightToLeft ?? false) }
        return (levels, direction == tessera_fribidi_par_rtl)
    }

    /// Whether a scalar may start right-to-left text: Hebrew, Arabic and the scripts and controls
    /// near them, the right-to-left presentation forms, or an explicit bidi control.
    static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
        (0x0590...0x08FF).contains(scalar) || (0xFB1D...0xFDFF).contains(scalar) || (0xFE70...0xFEFF).contains(scalar)
            || (0x10800...0x10FFF).contains(scalar) || (0x1E800...0x1EFFF).contains(scalar)
            || scalar == 0x200F || (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
    }

    /// The visual order, left to right, of runs with `levels` given in logical order (rule L2: from
    /// the highest level down to the lowest odd one, reverse every sequence of runs at that level or
    /// above).
    ///
    /// - Complexity: O(runs × levels).
    static func visualOrder(of levels: [Int8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
