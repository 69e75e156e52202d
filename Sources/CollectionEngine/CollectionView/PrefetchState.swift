import Foundation

/// What a collection view remembers between frames to prefetch (see `UICollectionView+Prefetching.swift`):
/// how fast it scrolls, which items' data it asked for, how far this approach has been covered, and
/// the cells prepared ahead of display.
///
/// - Complexity: Everything it holds lies within the prefetch window of the visible rect, so its
///   size follows the visible area, not the item count.
struct PrefetchState {
    /// A prepared cell, not yet live, and the frame the layout gave its item (nil: to be asked again,
    /// after the layout changed).
    struct PreparedCell {
        var view: UICollectionReusableView
        var frame: CGRect?
    }

    /// The part of the data window already asked for in the current approach: up to `far` (ahead
    /// coordinates), going `heading`'s way, across `cross`.
    struct Coverage {
        var heading: ScrollHeading
        var far: CGFloat
        var cross: ClosedRange<CGFloat>
    }

    /// The content offset at the last measured layout pass, and the frame clock's time then.
    private var lastSample: (origin: CGPoint, time: TimeInterval)?
    /// The scroll velocity last measured, in points per second.
    private(set) var velocity: CGPoint = .zero

    /// Items whose data was asked for, not yet shown nor cancelled, with their frames when asked (nil:
    /// to be read again).
    var asked: [IndexPath: CGRect?] = [:]
    var coverage: Coverage?
    /// Cells configured ahead of display, by element.
    var prepared: [ElementKey: PreparedCell] = [:]
    /// The frame whose cell budget `preparedThisFrame` counts, by the frame clock's time.
    var budgetFrame: TimeInterval?
    var preparedThisFrame = 0

    /// Measures the scroll velocity from where the content is now and the frame clock's time.
    ///
    /// A move that takes no time (two passes at one instant: code that sets the offset and lays out
    /// at once, a test that moves the content without moving its clock) is a jump, not a scroll: it
    /// leaves the velocity as it was, and the next frame measures from where the jump landed.
    mutating func measureVelocity(origin: CGPoint, at time: TimeInterval) -> CGPoint {
        guard let last = lastSample else {
            lastSample = (origin, time)
            return velocity
        }
        let interval = time - last.time
        guard interval > 0 else {
            lastSample = (origin, last.time)
            return velocity
        }
        velocity = origin.velocity(from: last.origin, over: interval)
        lastSample = (origin, time)
        return velocity
    }

    /// Forgets the velocity: the next pass measures from scratch (the content moved by a relayout,
    /// not by scrolling).
    mutating func forgetVelocity() {
        lastSample = nil
        velocity = .zero
    }

    /// Takes the cells out of the prepared set: all, or those `shouldTake` picks.
    mutating func removePrepared(where shouldTake: (ElementKey, PreparedCell) -> Bool = { _, _ in true }) -> [UICollectionReusableView] {
        var taken: [UICollectionReusableView] = []
        for (key, cell) in prepared where shouldTake(key, cell) {
            prepared[key] = nil
            taken.append(cell.view)
        }
        return taken
    }
}
