import CX11
import Foundation

/// Every conversion from computed geometry (Double, CGFloat, Int) to the integer types X's protocol
/// carries goes through here: the value is rounded, NaN becomes 0, and anything out of the type's
/// range is clamped, so no transform an animation or a layout produces can trap the host.
///
/// Swift's `Int32(_: Double)` traps on NaN, infinities and values beyond the type's range; X
/// coordinates are 16-bit on the wire and XRender's fixed point holds ±32767, so a card turned in
/// perspective (a corner projected to 90,000 px) is enough to reach those limits.
enum XNumbers {
    /// `value` rounded by `rule`, clamped to `T`'s range; NaN is 0.
    static func clamped<T: FixedWidthInteger>(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                                              as type: T.Type = T.self) -> T {
        guard !value.isNaN else { return 0 }
        let rounded = value.rounded(rule)
        if rounded <= Double(T.min) { return T.min }
        if rounded >= Double(T.max) { return T.max }
        return T(rounded)
    }

    static func clamped<T: FixedWidthInteger>(_ value: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                                              as type: T.Type = T.self) -> T {
        clamped(Double(value), rule, as: type)
    }

    /// XRender's 16.16 fixed point; values beyond ±32767 are clamped, NaN is 0.
    static func fixed(_ value: Double) -> XFixed {
        guard !value.isNaN else { return 0 }
        return XFixed((min(32767, max(-32767, value)) * 65536).rounded())
    }

    /// A colour or alpha fraction as XRender's 16-bit channel: 0…1 maps to 0…65535, NaN to 0.
    static func channel(_ fraction: Double) -> UInt16 {
        guard !fraction.isNaN else { return 0 }
        return UInt16((min(1, max(0, fraction)) * 65535).rounded())
    }
}
