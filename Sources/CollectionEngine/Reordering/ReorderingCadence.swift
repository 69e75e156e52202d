import Foundation

extension UICollectionView {
    /// How quickly items move out of the way while the user drags over them, as UIKit's
    /// `UICollectionView.ReorderingCadence`.
    ///
    /// - Note: Apple does not publish the delays. Tessera waits 150 ms (`.fast`) and 500 ms (`.slow`)
    ///   of the pointer resting on a new target before it opens the gap there; `.immediate` opens it at
    ///   once. A quick pass over several items at `.slow` therefore reorders nothing until the pointer
    ///   settles. Time is that of the collection view's `frameDriver`.
    public enum ReorderingCadence: Int, Sendable, Hashable {
        case immediate, fast, slow

        /// How long the pointer must rest on a new target before the gap opens there.
        public var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: 0.15
            case .slow: 0.5
            }
        }
    }
}

/// Holds a new target back until the pointer has rested on it for the cadence's delay.
struct CadenceGate: Equatable {
    /// A target waiting to be applied, and since when it has been proposed.
    private(set) var pending: (target: IndexPath, since: TimeInterval)?

    static func == (a: CadenceGate, b: CadenceGate) -> Bool {
        a.pending?.target == b.pending?.target && a.pending?.since == b.pending?.since
    }

    /// Tolerance for frame times that add up to the delay in floating point.
    static let tolerance: TimeInterval = 1e-6

    /// Takes the target proposed at `time`; returns it if it should be applied now.
    mutating func propose(_ target: IndexPath, current: IndexPath, at time: TimeInterval, cadence: UICollectionView.ReorderingCadence) -> IndexPath? {
        if target == current {
            pending = nil
            return nil
        }
        if pending?.target != target { pending = (target, time) }
        return due(at: time, cadence: cadence)
    }

    /// The pending target if it has waited long enough at `time` (and forgets it).
    mutating func due(at time: TimeInterval, cadence: UICollectionView.ReorderingCadence) -> IndexPath? {
        guard let pending, time - pending.since + Self.tolerance >= cadence.delay else { return nil }
        self.pending = nil
        return pending.target
    }

    mutating func reset() { pending = nil }
}
