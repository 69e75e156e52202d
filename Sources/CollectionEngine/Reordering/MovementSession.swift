import Foundation

/// The state machine of an interactive movement: `begin` lifts an item, pointer updates move it and
/// (at the reordering cadence) the gap, `end` or `cancel` settles it into its final place.
///
/// The session decides; the collection view (`UICollectionView+InteractiveMovement`) carries out the
/// effect each transition returns. Targets arrive already chosen by `MovementTargeting` and the delegate.
struct MovementSession: Equatable {
    /// One item being moved.
    struct Movement: Equatable {
        /// Where the item is in the data source.
        var original: IndexPath
        /// Where the item is shown now (the gap).
        var target: IndexPath
        /// Where the lifted item is, in the collection view's content coordinates.
        var position: CGPoint
        /// A new target waiting for the cadence's delay.
        var gate = CadenceGate()
    }

    enum Phase: Equatable {
        case idle
        /// Lifted at its own place; no pointer update yet.
        case lifting(Movement)
        /// Following pointer updates.
        case moving(Movement)
        /// Animating into its final place (a presented index path); `generation` tells settles apart.
        case settling(IndexPath, generation: Int)
    }

    enum Input {
        case begin(IndexPath, position: CGPoint)
        /// The pointer is at `position` and the rule proposes `target` at `time`.
        case update(position: CGPoint, proposed: IndexPath, time: TimeInterval)
        /// A frame at `time` without pointer motion: a pending target may come due.
        case tick(TimeInterval)
        case end
        case cancel
        /// The settle animation of `generation` has finished.
        case settled(generation: Int)
    }

    enum Effect: Equatable {
        case none
        /// The item is lifted at its place.
        case lift(IndexPath)
        /// Only the lifted item moves (from the previous position).
        case follow(previous: CGPoint)
        /// The gap moves to `to`; the lifted item follows the pointer.
        case retarget(from: IndexPath, to: IndexPath, previous: CGPoint)
        /// The move is final: tell the data source, then settle.
        case commit(from: IndexPath, to: IndexPath)
        /// The move is abandoned: show the data source's order again, then settle.
        case restore(original: IndexPath, shownAt: IndexPath)
        case finish
    }

    private(set) var phase: Phase = .idle
    var cadence: UICollectionView.ReorderingCadence
    private var generation = 0

    init(cadence: UICollectionView.ReorderingCadence = .immediate) { self.cadence = cadence }

    var movement: Movement? {
        switch phase {
        case let .lifting(movement), let .moving(movement): movement
        case .idle, .settling: nil
        }
    }

    var isActive: Bool { movement != nil }

    /// Whether a target is waiting for the cadence's delay (so frames must keep coming).
    var hasPendingTarget: Bool { movement?.gate.pending != nil }

    /// The one transition: moves to the next phase and says what the collection view must do.
    mutating func handle(_ input: Input) -> Effect {
        switch (phase, input) {
        case let (.idle, .begin(indexPath, position)), let (.settling, .begin(indexPath, position)):
            phase = .lifting(Movement(original: indexPath, target: indexPath, position: position))
            return .lift(indexPath)
        case let (.lifting(movement), .update(position, proposed, time)), let (.moving(movement), .update(position, proposed, time)):
            var moved = movement
            moved.position = position
            let due = moved.gate.propose(proposed, current: moved.target, at: time, cadence: cadence)
            return retarget(moved, to: due, previous: movement.position)
        case let (.moving(movement), .tick(time)):
            var moved = movement
            let due = moved.gate.due(at: time, cadence: cadence)
            guard due != nil else { return .none }
            return retarget(moved, to: due, previous: movement.position)
        case let (.lifting(movement), .end), let (.moving(movement), .end):
            generation += 1
            phase = .settling(movement.target, generation: generation)
            return .commit(from: movement.original, to: movement.target)
        case let (.lifting(movement), .cancel), let (.moving(movement), .cancel):
            generation += 1
            phase = .settling(movement.original, generation: generation)
            return .restore(original: movement.original, shownAt: movement.target)
        case let (.settling(_, current), .settled(finished)) where current == finished:
            phase = .idle
            return .finish
        default:
            return .none
        }
    }

    private mutating func retarget(_ movement: Movement, to due: IndexPath?, previous: CGPoint) -> Effect {
        var moved = movement
        guard let due, due != movement.target else {
            phase = .moving(moved)
            return .follow(previous: previous)
        }
        let from = moved.target
        moved.target = due
        phase = .moving(moved)
        return .retarget(from: from, to: due, previous: previous)
    }
}
