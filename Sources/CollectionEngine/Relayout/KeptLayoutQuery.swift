import Foundation

// A scroll step costs what it exposes. The layout pass asks the layout for a rect larger than the
// visible one and keeps the answer while the layout is valid (UIKit, too, asks for more than it shows,
// though it does not document how much): a step that stays inside it
// only adds and removes the views whose frames cross the visible rect's edges, and leaves the other
// views' attributes alone (they are the very objects it applied last time).
//
// Only a plain scroll step does this: the first pass after any change of the layout (an invalidation,
// which a layout that follows the bounds asks for on every step; a relayout; an orthogonal section or
// a transition that moved) asks for the visible rect exactly as before, and so does every pass while
// the layout's answer needs repairs or the layout says its answer follows the bounds.

/// What the layout pass keeps of its last question to the layout.
enum KeptLayoutQuery {
    /// The layout changed since it was last asked, or never was: the next pass asks for its own rect.
    case stale
    /// The last pass asked for exactly this rect, and the layout has not changed since.
    case asked(CGRect)
    /// The answer for a rect larger than the visible one, still valid, and the rect the last pass showed.
    case kept(KeptLayoutAnswer, lastShown: CGRect)
    /// The layout's answer needed repairs (reported on every pass) or follows the bounds: every pass
    /// asks for its own rect until the layout changes.
    case refused
}

/// The layout's answer for `rect`, ready to show: each element's attributes, copied and checked, with
/// the frame they give it.
struct KeptLayoutAnswer {
    struct Element {
        var attributes: UICollectionViewLayoutAttributes
        var frame: CGRect

        /// Whether it shows in `rect`; nil when it only touches it, or has no area: layouts differ on
        /// whether they return those, so the layout's own answer for `rect` decides.
        func shows(in rect: CGRect) -> Bool? {
            guard elementShows(frame: frame, center: attributes.center, in: rect) else { return false }
            let overlap = frame.intersection(rect)
            return overlap.width > 0 && overlap.height > 0 ? true : nil
        }
    }

    /// The rect the layout was asked for.
    let rect: CGRect
    /// In creation order (`ElementKey.creationOrder`), one per element.
    let elements: [Element]
    private let index: [ElementKey: Int]

    /// Keeps `elements` (the last one of each key wins, as in a plain pass), in creation order.
    init(rect: CGRect, elements: [Element]) {
        var byKey: [ElementKey: Element] = [:]
        byKey.reserveCapacity(elements.count)
        for element in elements { byKey[element.attributes.elementKey] = element }
        self.rect = rect
        self.elements = byKey.keys.sorted(by: ElementKey.creationOrder).compactMap { byKey[$0] }
        self.index = Dictionary(uniqueKeysWithValues: self.elements.enumerated().map { ($1.attributes.elementKey, $0) })
    }

    /// The elements that show in `visible`, in creation order, and a test of which keys they are; nil
    /// when one only touches its edge (then the pass asks the layout for `visible`).
    ///
    /// - Complexity: O(k) frame tests for the k kept elements; nothing is copied or compared.
    func shown(in visible: CGRect) -> ShownElements? {
        var ordered: [UICollectionViewLayoutAttributes] = []
        for element in elements {
            guard let shows = element.shows(in: visible) else { return nil }
            if shows { ordered.append(element.attributes) }
        }
        return ShownElements(ordered: ordered, contains: { key in index[key].map { elements[$0].shows(in: visible) == true } ?? false })
    }

    /// Whether moving the visible rect from `last` to `next` is a scroll step, worth a kept answer: the
    /// same size, moved less than a third of it. Three screens' elements serve many such steps; a
    /// longer move (a page, a jump to an item) would ask for more than it shows, so it asks for `next`.
    static func isScrollStep(from last: CGRect, to next: CGRect) -> Bool {
        last.size == next.size && abs(next.minX - last.minX) < next.width / 3 && abs(next.minY - last.minY) < next.height / 3
    }

    /// The rect a scroll step asks the layout for around `visible`: a screen more on each side along
    /// each axis the content scrolls on (wider than the view); the answer serves until the visible
    /// rect leaves it, so a scroll asks once per screen or so, for three screens' elements.
    static func rect(around visible: CGRect, contentSize: CGSize) -> CGRect {
        visible.insetBy(dx: contentSize.width > visible.width ? -visible.width : 0,
                        dy: contentSize.height > visible.height ? -visible.height : 0)
    }
}

/// The elements a layout pass shows, in creation order, and which keys they are.
struct ShownElements {
    var ordered: [UICollectionViewLayoutAttributes]
    var contains: (ElementKey) -> Bool
}

/// Whether an element with `frame` (around `center`) shows in `rect`: it meets it, or, having no
/// area, lies inside it.
func elementShows(frame: CGRect, center: CGPoint, in rect: CGRect) -> Bool {
    frame.intersects(rect) || (frame.isEmpty && rect.contains(center))
}
