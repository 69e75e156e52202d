import Foundation

/// Where an arrow key moves focus: pure geometry over the frames the layout gives, not over index
/// paths, so it works for any layout (a grid, a ring, a cover flow) as UIKit's focus engine does.
enum FocusMovement {
    /// One item the search may move to: its index path and where the layout puts it.
    struct Candidate {
        var indexPath: IndexPath
        var frame: CGRect
    }

    /// The candidate focus moves to from `origin` going `heading` (one of up, down, left, right), or
    /// nil when none lies that way.
    ///
    /// A candidate lies that way when its centre is ahead of the origin's along the heading. Of those,
    /// ones within 45° of the heading win over ones further to the side (so Right in a grid stays on
    /// its row); then the nearest by distance ahead plus twice the distance aside (so in a ring or a
    /// cover flow, where no item sits straight ahead, the next one round is chosen); ties go to the
    /// lower index path, so the answer never depends on the order the layout listed them in.
    static func target(from origin: CGRect, heading: UIFocusHeading, among candidates: [Candidate]) -> IndexPath? {
        var best: (inCone: Bool, score: CGFloat, indexPath: IndexPath)?
        for candidate in candidates {
            let (ahead, aside) = offsets(from: origin, to: candidate.frame, heading: heading)
            guard ahead > 0.5 else { continue }
            let key = (inCone: aside <= ahead, score: ahead + 2 * aside, indexPath: candidate.indexPath)
            if let current = best {
                if key.inCone != current.inCone {
                    if !key.inCone { continue }
                } else if key.score > current.score || (key.score == current.score && key.indexPath > current.indexPath) {
                    continue
                }
            }
            best = key
        }
        return best?.indexPath
    }

    /// How far `frame`'s centre lies ahead of `origin`'s along `heading`, and how far to the side.
    static func offsets(from origin: CGRect, to frame: CGRect, heading: UIFocusHeading) -> (ahead: CGFloat, aside: CGFloat) {
        let dx = frame.midX - origin.midX, dy = frame.midY - origin.midY
        switch heading {
        case .up: return (-dy, abs(dx))
        case .down: return (dy, abs(dx))
        case .left: return (-dx, abs(dy))
        default: return (dx, abs(dy))
        }
    }

    /// The rectangle searched for candidates from `origin` going `heading`: a square `reach` on a side
    /// ahead of the origin's centre, centred across the heading. The search doubles `reach` until it
    /// finds something or covers `content`, so its cost follows the distance to the next item.
    static func searchRect(from origin: CGRect, heading: UIFocusHeading, reach: CGFloat) -> CGRect {
        let center = CGPoint(x: origin.midX, y: origin.midY)
        switch heading {
        case .up: return CGRect(x: center.x - reach / 2, y: center.y - reach, width: reach, height: reach)
        case .down: return CGRect(x: center.x - reach / 2, y: center.y, width: reach, height: reach)
        case .left: return CGRect(x: center.x - reach, y: center.y - reach / 2, width: reach, height: reach)
        default: return CGRect(x: center.x, y: center.y - reach / 2, width: reach, height: reach)
        }
    }

    /// The candidate whose centre is nearest `point`; ties to the lower index path.
    static func nearest(to point: CGPoint, among candidates: [Candidate]) -> IndexPath? {
        candidates.min { a, b in
            let da = hypot(a.frame.midX - point.x, a.frame.midY - point.y)
            let db = hypot(b.frame.midX - point.x, b.frame.midY - point.y)
            return da != db ? da < db : a.indexPath < b.indexPath
        }?.indexPath
    }
}
