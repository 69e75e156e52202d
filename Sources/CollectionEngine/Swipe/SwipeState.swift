import Foundation

/// Which edge of a row a swipe reveals actions at: the leading actions show as the row moves
/// towards the trailing edge (a positive offset), the trailing ones as it moves the other way.
enum SwipeEdge: Equatable, Sendable {
    case leading, trailing

    /// The sign of the row's offset while this edge's actions show.
    var sign: CGFloat { self == .leading ? 1 : -1 }
}

/// The row being swiped: which item, which edge, and the measures the swipe's rules need.
struct SwipeRow: Equatable, Sendable {
    var indexPath: IndexPath
    var edge: SwipeEdge
    /// The width of the actions at their own sizes: where an open row rests.
    var actionsWidth: CGFloat
    var rowWidth: CGFloat
    /// Whether releasing past `fullSwipeDistance` performs the first action.
    var allowsFullSwipe: Bool

    /// How far the row must be swept for a full swipe: well past the actions, and more than half the row.
    var fullSwipeDistance: CGFloat { min(rowWidth * 0.9, max(actionsWidth + 40, rowWidth * 0.6)) }

    /// The offset a pointer's raw travel gives: towards this edge's side only; past the actions it
    /// follows on (a full swipe may sweep the whole row) or, without full swipes, at a third of the pace.
    func offset(forTravel travel: CGFloat) -> CGFloat {
        let distance = max(0, travel * edge.sign)
        let limit = allowsFullSwipe ? rowWidth : actionsWidth
        let shown = distance <= limit ? distance : limit + (distance - limit) / 3
        return min(shown, rowWidth) * edge.sign
    }

    /// Whether an offset is far enough for a full swipe.
    func isFullSwipe(_ offset: CGFloat) -> Bool { allowsFullSwipe && abs(offset) >= fullSwipeDistance }
}

/// Where the list's one swipe is, as UIKit keeps at most one row's actions showing.
enum SwipeState: Equatable, Sendable {
    /// No row is swiped.
    case idle
    /// The pointer or the fingers move the row; `travel` is how far they went since the swipe began.
    case tracking(SwipeRow, travel: CGFloat)
    /// The actions show, the row resting at `offset`.
    case open(SwipeRow, offset: CGFloat)
    /// A full swipe swept the row out and its first action runs until it calls its completion.
    case performing(SwipeRow)

    /// The row swiped, if any.
    var row: SwipeRow? {
        switch self {
        case .idle: nil
        case let .tracking(row, _), let .open(row, _), let .performing(row): row
        }
    }

    /// How far the row is moved aside now.
    var offset: CGFloat {
        switch self {
        case .idle: 0
        case let .tracking(row, travel): row.offset(forTravel: travel)
        case let .open(_, offset): offset
        case let .performing(row): row.rowWidth * row.edge.sign
        }
    }
}

/// What moves a swipe.
enum SwipeInput: Equatable, Sendable {
    /// A drag begins over a row (a row already open continues from where it rests).
    case began(SwipeRow)
    /// The drag moved on by `delta` along the row.
    case moved(CGFloat)
    /// The drag ended.
    case released
    /// Something else was pressed, an action finished, or the app closed the actions.
    case close
    /// The data changed: the swiped item is at this index path now, or gone (nil).
    case itemMoved(IndexPath?)
}

/// What the list does after a step: show the row's offset (animated or at once), run the first
/// action (a full swipe), or nothing.
enum SwipeEffect: Equatable, Sendable {
    case show(CGFloat, animated: Bool)
    case performFirstAction
}

extension SwipeState {
    /// The swipe's one transition.
    func next(_ input: SwipeInput) -> (SwipeState, [SwipeEffect]) {
        switch (self, input) {
        case let (.idle, .began(row)):
            return (.tracking(row, travel: 0), [])
        case let (.open(open, offset), .began(row)) where open.indexPath == row.indexPath:
            // The drag picks the open row up where it rests, whichever way it goes next.
            var row = row
            row.edge = open.edge
            return (.tracking(row, travel: offset), [])
        case let (.open, .began(row)):
            return (.tracking(row, travel: 0), [.show(0, animated: true)])
        case let (.tracking(row, travel), .moved(delta)):
            let next = SwipeState.tracking(row, travel: travel + delta)
            return (next, [.show(next.offset, animated: false)])
        case let (.tracking(row, _), .released):
            let offset = offset
            if row.isFullSwipe(offset) { return (.performing(row), [.show(row.rowWidth * row.edge.sign, animated: true), .performFirstAction]) }
            if abs(offset) >= row.actionsWidth / 2, row.actionsWidth > 0 {
                let rest = row.actionsWidth * row.edge.sign
                return (.open(row, offset: rest), [.show(rest, animated: true)])
            }
            return (.idle, [.show(0, animated: true)])
        case (.tracking, .close), (.open, .close), (.performing, .close):
            return (.idle, [.show(0, animated: true)])
        case (_, .itemMoved(nil)):
            return (.idle, [])
        case let (.tracking(row, travel), .itemMoved(indexPath?)):
            return (.tracking(row.moved(to: indexPath), travel: travel), [])
        case let (.open(row, offset), .itemMoved(indexPath?)):
            return (.open(row.moved(to: indexPath), offset: offset), [])
        case let (.performing(row), .itemMoved(indexPath?)):
            return (.performing(row.moved(to: indexPath)), [])
        default:
            return (self, [])
        }
    }
}

extension SwipeRow {
    func moved(to indexPath: IndexPath) -> SwipeRow {
        var row = self
        row.indexPath = indexPath
        return row
    }
}
