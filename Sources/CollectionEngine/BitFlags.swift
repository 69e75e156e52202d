import Foundation

/// UIKit's option sets as Tessera writes them: sets of single bits of an integer.
///
/// A conforming type stores only `bits`; the public `rawValue` and `init(rawValue:)` that `OptionSet`
/// asks for come from here, so each of UIKit's option sets keeps its name, raw type and static
/// members without writing the storage again.
///
/// ```swift
/// public struct UIFocusHeading: BitFlags {
///     let bits: UInt
///     public static let up = UIFocusHeading(rawValue: 1 << 0)
/// }
/// ```
protocol BitFlags: OptionSet, Sendable, Hashable where RawValue: FixedWidthInteger & Sendable {
    /// Most of UIKit's option sets are `UInt`s (this default helps Swift infer it).
    associatedtype RawValue = UInt
    /// The raw value; the memberwise initialiser of a struct storing `bits` provides this.
    init(bits: RawValue)
    var bits: RawValue { get }
}

extension BitFlags {
    /// The options whose bits are set in `rawValue`, with UIKit's bit values.
    public init(rawValue: RawValue) { self.init(bits: rawValue) }
    /// The options as UIKit's bit values.
    public var rawValue: RawValue { bits }
}
