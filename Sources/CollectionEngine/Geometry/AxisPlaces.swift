import Foundation

/// Where along one axis something sits: at its start (left or top), its middle, or its end; the raw
/// value orders them from the start.
enum AxisPlace: Int, CaseIterable, Sendable {
    case start, middle, end
}

/// UIKit's option sets whose members each name one place on one axis: `UIView.AutoresizingMask`
/// (the flexible margins and length), `UICollectionView.ScrollPosition` and `NSDirectionalRectEdge`.
///
/// A conforming type says which bit names which place; its members are built from places, and the
/// code that reads them asks for the places named on an axis, so each type's bit layout is written
/// once, in `bit(for:along:)`.
///
/// ```swift
/// public static let top = ScrollPosition(.start, along: .vertical)
/// position.place(along: .vertical)   // .start
/// ```
protocol AxisPlaces: BitFlags {
    /// The bit of the member naming `place` on `axis`, or nil when the type has no such member.
    static func bit(for place: AxisPlace, along axis: ScrollAxis) -> Int?
}

extension AxisPlaces {
    /// The member naming `place` on `axis` (empty when the type names no such place).
    init(_ place: AxisPlace, along axis: ScrollAxis) {
        self.init(bits: Self.bit(for: place, along: axis).map { 1 << $0 } ?? 0)
    }

    /// Whether this set names `place` on `axis`.
    func contains(_ place: AxisPlace, along axis: ScrollAxis) -> Bool {
        guard let bit = Self.bit(for: place, along: axis) else { return false }
        return bits & (1 << bit) != 0
    }

    /// How many places this set names on `axis`.
    func placeCount(along axis: ScrollAxis) -> Int {
        AxisPlace.allCases.reduce(0) { contains($1, along: axis) ? $0 + 1 : $0 }
    }

    /// The one place this set names on `axis`, or nil when it names none or several.
    func place(along axis: ScrollAxis) -> AxisPlace? {
        guard placeCount(along: axis) == 1 else { return nil }
        return AxisPlace.allCases.first { contains($0, along: axis) }
    }
}
