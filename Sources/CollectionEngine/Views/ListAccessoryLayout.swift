import Foundation

/// Where a list cell's accessories and content go: pure geometry, so the rule can be tested alone.
///
/// Each shown accessory gets a slot as wide as its reserved width and is centred in it. Leading slots
/// run inwards from `edgeInset` at the leading edge, trailing ones from `edgeInset` at the trailing edge,
/// `spacing` apart; the content takes what lies between, `spacing` clear of the innermost slots.
/// Right to left, the whole arrangement is mirrored within the bounds: leading slots sit at the right.
enum ListAccessoryLayout {
    /// From the cell's edge to the outermost accessory slot (a list cell's standard layout margin).
    static let edgeInset: CGFloat = 16
    /// Between slots, and between the innermost slot and the content.
    static let spacing: CGFloat = 8

    struct Slot: Equatable {
        var isLeading: Bool
        /// The accessory's own size.
        var size: CGSize
        var reservedWidth: UICellAccessory.LayoutDimension
    }

    struct Arrangement: Equatable {
        /// One frame per slot, in the order given.
        var accessoryFrames: [CGRect]
        var contentFrame: CGRect
    }

    static func arrange(_ slots: [Slot], in bounds: CGRect, rightToLeft: Bool = false) -> Arrangement {
        let arrangement = arrange(slots, in: bounds)
        guard rightToLeft else { return arrangement }
        let mirror = HorizontalMirror(width: bounds.minX + bounds.maxX)
        return Arrangement(accessoryFrames: arrangement.accessoryFrames.map(mirror.rect), contentFrame: mirror.rect(arrangement.contentFrame))
    }

    private static func arrange(_ slots: [Slot], in bounds: CGRect) -> Arrangement {
        var frames = [CGRect](repeating: .zero, count: slots.count)
        var leading = bounds.minX + edgeInset
        var trailing = bounds.maxX - edgeInset
        var hasLeading = false, hasTrailing = false
        for (index, slot) in slots.enumerated() {
            let width = slotWidth(slot)
            let x: CGFloat
            if slot.isLeading {
                x = leading
                leading += width + spacing
                hasLeading = true
            } else {
                x = trailing - width
                trailing -= width + spacing
                hasTrailing = true
            }
            frames[index] = CGRect(x: x + (width - slot.size.width) / 2, y: bounds.midY - slot.size.height / 2,
                                   width: slot.size.width, height: slot.size.height)
        }
        // With no accessories on a side the content reaches that edge, as a plain cell's does.
        let minX = hasLeading ? leading : bounds.minX
        let maxX = hasTrailing ? trailing : bounds.maxX
        return Arrangement(accessoryFrames: frames,
                           contentFrame: CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height))
    }

    static func slotWidth(_ slot: Slot) -> CGFloat {
        switch slot.reservedWidth {
        case .actual: slot.size.width
        case .standard: max(slot.size.width, UICellAccessory.standardDimension)
        case let .custom(width): max(slot.size.width, width)
        }
    }
}
