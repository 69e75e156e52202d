import Foundation

/// The axes along which a layout lets an element size itself: a flow layout with estimated item sizes
/// frees both, a list row only the vertical one.
struct SelfSizingAxes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let horizontal = SelfSizingAxes(rawValue: 1 << 0)
    static let vertical = SelfSizingAxes(rawValue: 1 << 1)
}
