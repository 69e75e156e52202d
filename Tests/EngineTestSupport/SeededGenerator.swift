/// A deterministic random number generator (SplitMix64) for seeded fuzzing.
///
/// Print `seed` when a test fails so the run can be repeated exactly:
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let count = Int.random(in: 0..<100, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable, CustomStringConvertible {
    /// The seed the generator started from.
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public var description: String { "SeededGenerator(seed: \(seed))" }
}
