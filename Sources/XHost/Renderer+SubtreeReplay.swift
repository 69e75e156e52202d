import CX11
import CollectionEngine
import Foundation

// Replaying a subtree: what a view and its subviews recorded into a frame's list is kept, and appended
// again, unvisited, while the view's `subtreeRevision` holds and it is drawn in the same place (a
// toolbar), or moved by whole pixels well inside the same clip (a card in scrolling content).
extension Renderer {
    /// What the tree walk hands a subtree: the same inputs and an unchanged `subtreeRevision` record
    /// the same requests.
    struct WalkInputs: Equatable {
        var parent: PixelTransform
        var opacity: Double
        var clip: PixelRect
        var scroller: ObjectIdentifier?
        var target: Picture
    }

    /// What one view's subtree recorded into a list, and the inputs it was recorded with.
    final class SubtreeRecording {
        weak var view: UIView?
        var revision: UInt64
        var inputs: WalkInputs
        /// nil until the subtree is seen twice with the same revision: a subtree that changes every
        /// frame is not copied for nothing.
        var requests: [DisplayList.Request]?
        var opaque: [PixelRect] = []
        /// The cached pictures the requests show, kept from the sweep while they are replayed.
        var used: [Cached] = []
        /// Whether every request is a pure whole-pixel move lying strictly inside `inputs.clip`, and no
        /// part of the subtree lay wholly outside it, so the same subtree moved by whole pixels records
        /// the same requests moved (nothing was cut or left out by the clip).
        var movable = false
        var lastUsed: UInt64

        init(view: UIView, revision: UInt64, inputs: WalkInputs, lastUsed: UInt64) {
            (self.view, self.revision, self.inputs, self.lastUsed) = (view, revision, inputs, lastUsed)
        }
    }

    /// Where a recording began: the list's lengths and what the walk had noted so far.
    struct RecordingMark {
        var requests: Int
        var opaque: Int
        var used: Int
        var clippedAway: Int
        var outerUnkept: Bool
    }

    /// Draws `view` into the list being recorded from its kept recording when nothing it depends on
    /// changed, else walks it and keeps what it recorded. Views drawn into a card's picture (not a
    /// list), drawn at their final state, scroll views (their content moves on its own) and subtrees
    /// where anything animates are always walked.
    func drawRecorded(_ view: UIView, parent: PixelTransform, opacity: Double, clip: PixelRect, scroller: ObjectIdentifier?,
                      into target: Picture) {
        let id = ObjectIdentifier(view), revision = view.subtreeRevision
        let inputs = WalkInputs(parent: parent, opacity: opacity, clip: clip, scroller: scroller, target: target)
        let entry = recordings[id].flatMap { $0.view === view ? $0 : nil }
        if let entry, entry.revision == revision, let requests = entry.requests, entry.lastUsed &+ 1 == frame {
            if entry.inputs == inputs {
                replay(entry, requests: requests)
                return
            }
            var moved = entry.inputs
            moved.parent = parent
            if entry.movable, moved == inputs, let shift = Renderer.wholePixelShift(from: entry.inputs.parent, to: parent),
               requests.allSatisfy({ Renderer.liesInside(clip, $0.visible.offsetBy(shift.x, shift.y)) }) {
                entry.requests = requests.map { $0.offsetBy(shift) }
                entry.opaque = entry.opaque.map { $0.offsetBy(shift.x, shift.y) }
                entry.inputs.parent = parent
                replay(entry, requests: entry.requests ?? [])
                return
            }
        }
        let mark = RecordingMark(requests: list.requests.count, opaque: list.opaque.count, used: usedPictures.count,
                                 clippedAway: clippedAway, outerUnkept: subtreeUnkept)
        subtreeUnkept = view is UIScrollView
        recordingDepth += 1
        drawWalked(view, parent: parent, opacity: opacity, clip: clip, scroller: scroller, into: target)
        recordingDepth -= 1
        let unkept = subtreeUnkept
        subtreeUnkept = mark.outerUnkept || unkept
        defer { if recordingDepth == 0 { usedPictures.removeAll(keepingCapacity: true) } }
        let kept = entry ?? SubtreeRecording(view: view, revision: revision, inputs: inputs, lastUsed: frame)
        if entry == nil { recordings[id] = kept }
        let seenBefore = kept.revision == revision && kept.lastUsed &+ 1 == frame
        (kept.revision, kept.inputs, kept.lastUsed) = (revision, inputs, frame)
        let recorded = list.requests[min(mark.requests, list.requests.count)...]
        // A large opaque fill drops the requests it hides as it is appended, so the list's tail is not
        // then what this subtree recorded: such a subtree is walked every time.
        guard seenBefore, !unkept, mark.requests <= list.requests.count, !recorded.contains(where: Renderer.mayDropOthers) else {
            (kept.requests, kept.opaque, kept.used) = (nil, [], [])
            return
        }
        kept.requests = Array(recorded)
        kept.opaque = Array(list.opaque[mark.opaque...])
        kept.used = Array(usedPictures[mark.used...])
        // Moved, a part the clip left out wholly could come into sight, and it recorded nothing.
        kept.movable = clippedAway == mark.clippedAway && recorded.allSatisfy { request in
            if case .fill = request.source {} else if request.placement.translationOnly == nil { return false }
            return Renderer.liesInside(clip, request.visible)
        }
    }

    /// Appends a kept recording's requests as if its subtree had been walked.
    private func replay(_ entry: SubtreeRecording, requests: [DisplayList.Request]) {
        for request in requests { append(request) }
        list.opaque += entry.opaque
        for cached in entry.used { noteUsed(cached) }
        entry.lastUsed = frame
    }

    /// Notes a cached picture shown this frame: for the sweep, for the server memory's eviction, and
    /// for the recording of the subtree being walked (see `SubtreeRecording.used`).
    func noteUsed(_ cached: Cached) {
        cached.lastUsed = frame
        memory.touch(cached.resource, owner: self)
        if recordingDepth > 0 { usedPictures.append(cached) }
    }

    /// `to` as `from` moved by whole pixels, or nil when they differ otherwise.
    static func wholePixelShift(from: PixelTransform, to: PixelTransform) -> SIMD2<Int>? {
        for index in [0, 1, 3, 4, 6, 7, 8] where from.m[index] != to.m[index] { return nil }
        guard from.isAffine else { return nil }
        let dx = to.m[2] - from.m[2], dy = to.m[5] - from.m[5]
        guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e6, abs(dy) < 1e6 else { return nil }
        return SIMD2(Int(dx), Int(dy))
    }

    /// Whether `rect` lies inside `clip` without touching its edges: then `clip` cut nothing of what
    /// drew it.
    static func liesInside(_ clip: PixelRect, _ rect: PixelRect) -> Bool {
        rect.x0 > clip.x0 && rect.y0 > clip.y0 && rect.x1 < clip.x1 && rect.y1 < clip.y1
    }

    /// Whether appending `request` can drop requests before it (see `DisplayList.append`).
    static func mayDropOthers(_ request: DisplayList.Request) -> Bool {
        if case let .fill(color, _) = request.source { return color.alpha == 0xFFFF && request.visible.area >= 256 * 256 }
        return false
    }
}
