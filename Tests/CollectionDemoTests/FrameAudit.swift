@testable import CollectionDemo
import CollectionEngine
import Foundation

/// What a frame of the gallery shows, read from the view tree as the renderer draws it (presentation
/// values, `subviewsInDrawingOrder`), and the picture rules every frame must keep.
///
/// Cards are compared as the quadrilaterals they cover in the collection view's content, through
/// their (possibly 3D) transforms, sampled on a grid: coarse, but what a viewer sees.
@MainActor
struct FrameAudit {
    /// A card as drawn: where it lands, in drawing order.
    struct DrawnCard {
        var cell: CardCell
        var order: Int
        /// Maps a point of the cell's bounds to the collection view's content.
        var project: (CGPoint) -> CGPoint?
        var size: CGSize
        var caption: String

        /// Points spread over `rect` (in the cell's coordinates), projected.
        func samples(of rect: CGRect, columns: Int = 7, rows: Int = 3) -> [CGPoint] {
            var points: [CGPoint] = []
            for row in 0..<rows {
                for column in 0..<columns {
                    let x = rect.minX + rect.width * (CGFloat(column) + 0.5) / CGFloat(columns)
                    let y = rect.minY + rect.height * (CGFloat(row) + 0.5) / CGFloat(rows)
                    if let point = project(CGPoint(x: x, y: y)) { points.append(point) }
                }
            }
            return points
        }

        /// The card's outline in content coordinates (nil when it cannot be projected).
        var quad: [CGPoint]? {
            let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height)]
            let projected = corners.compactMap(project)
            return projected.count == 4 ? projected : nil
        }

        func covers(_ point: CGPoint) -> Bool {
            guard let quad else { return false }
            var sign: CGFloat = 0
            for i in 0..<4 {
                let a = quad[i], b = quad[(i + 1) % 4]
                let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
                if abs(cross) < 1e-9 { continue }
                if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
            }
            return true
        }
    }

    let collectionView: UICollectionView
    /// The cell of the card dropped last, while it is still on its way to its slot.
    var dropped: CardCell?

    /// The cards drawn now, back to front.
    func drawnCards() -> [DrawnCard] {
        var cards: [DrawnCard] = []
        for view in collectionView.subviewsInDrawingOrder {
            guard let cell = view as? CardCell, !cell.isHidden else { continue }
            let shown = cell.presentation
            guard shown.alpha > 0.01 else { continue }
            let size = shown.bounds.size
            let transform = shown.transform3D, center = shown.center
            let project: (CGPoint) -> CGPoint? = { point in
                let x = point.x - size.width / 2, y = point.y - size.height / 2
                let t = transform
                let w = x * t.m14 + y * t.m24 + t.m44
                guard w > 1e-6 else { return nil }
                return CGPoint(x: center.x + (x * t.m11 + y * t.m21 + t.m41) / w, y: center.y + (x * t.m12 + y * t.m22 + t.m42) / w)
            }
            cards.append(DrawnCard(cell: cell, order: cards.count, project: project, size: size, caption: cell.shownText.caption ?? ""))
        }
        return cards
    }

    /// The rules broken by the frame on screen now; `atRest` when nothing animates.
    func problems(atRest animationsDone: Bool) -> [String] {
        var problems: [String] = []
        // A scrubbed transition moves the cards as an animation does, at the slider's pace.
        let scrubbing = collectionView.collectionViewLayout is UICollectionViewTransitionLayout
        let atRest = animationsDone && !scrubbing
        let isMoving = { (cell: CardCell) in cell.isAnimating || scrubbing }
        let cards = drawnCards()
        var captions: Set<String> = []
        for card in cards {
            let cell = card.cell, name = card.caption
            if !captions.insert(name).inserted { problems.append("\(name) is drawn twice") }
            // The shadow is cast by the cell's bounds; the card is its content view.
            let content = cell.contentView.presentation
            let contentFrame = CGRect(x: content.center.x - content.bounds.width / 2, y: content.center.y - content.bounds.height / 2,
                                      width: content.bounds.width, height: content.bounds.height)
            let bounds = CGRect(origin: .zero, size: card.size)
            if abs(contentFrame.minX - bounds.minX) > 1 || abs(contentFrame.minY - bounds.minY) > 1
                || abs(contentFrame.maxX - bounds.maxX) > 1 || abs(contentFrame.maxY - bounds.maxY) > 1 {
                problems.append("\(name): shadow \(bounds) is not the card's \(contentFrame)")
            }
            if atRest, abs(cell.presentation.alpha * content.alpha - 1) > 0.001 {
                problems.append("\(name) at rest has alpha \(cell.presentation.alpha * content.alpha)")
            }
            if atRest, abs(cell.shownParts.textOpacity - 1) > 0.001 {
                problems.append("\(name) at rest shows its text at opacity \(cell.shownParts.textOpacity)")
            }
            // Cards passing over each other mid-move may cover a title for a moment; cards that stand
            // still (at rest, or scrolled as cover flow is) must not, and the held card may cover any.
            let still = cards.filter { $0.order > card.order && !isMoving($0.cell) && !isHeld($0.cell) }
            problems += titleProblems(of: card, above: isMoving(cell) ? [] : still)
            if isHeld(cell) {
                let outline = card.samples(of: bounds.insetBy(dx: -card.size.width / 16, dy: -card.size.height / 16), columns: 9, rows: 9)
                for other in cards where other.order > card.order && outline.contains(where: other.covers) {
                    problems.append("\(other.caption) hides the \(cell.isLifted ? "lifted" : "dropped") card \(name)")
                }
            }
        }
        // Cards on one level stack in their items' order, whatever happened to their views before
        // (drags, reuse): otherwise one card lies above both its neighbours and another under both.
        let placed = cards.compactMap { card in collectionView.indexPath(for: card.cell).map { (card, $0) } }
        for (lower, upper) in zip(placed, placed.dropFirst())
        where lower.0.cell.layer.zPosition == upper.0.cell.layer.zPosition && lower.1 > upper.1
            && !isHeld(lower.0.cell) && !isHeld(upper.0.cell) {
            problems.append("\(upper.0.caption) (\(upper.1)) is drawn under \(lower.0.caption) (\(lower.1)) on the same level")
            break
        }
        var headers: Set<String> = []
        for view in collectionView.subviews {
            guard let header = view as? SectionHeaderView, !header.isHidden, header.presentation.alpha > 0.01 else { continue }
            if !headers.insert(header.shownTitle).inserted { problems.append("header \(header.shownTitle) is drawn twice") }
        }
        return problems
    }

    /// Whether the card is held above the others: lifted, or dropped and still on its way to its slot.
    private func isHeld(_ cell: CardCell) -> Bool { cell.isLifted || (cell === dropped && cell.isAnimating) }

    /// A card whose caption strip shows must show its title there, off its picture.
    private func titleProblems(of card: DrawnCard, above: [DrawnCard]) -> [String] {
        let parts = card.cell.shownParts
        guard let title = parts.title else { return [] }
        let name = card.caption
        if let image = parts.image, title.intersection(image).height > 2, title.intersection(image).width > 2 {
            return ["\(name): its title \(title) lies on its picture \(image)"]
        }
        // Drawn text is whole: inside the card, or wholly outside it (a thumbnail's, clipped away),
        // never sliced by the card's edge as the card resizes.
        let outline = CGRect(origin: .zero, size: card.size), kept = outline.intersection(title)
        if !outline.insetBy(dx: -0.5, dy: -0.5).contains(title), kept.width > 0.5, kept.height > 0.5 {
            return ["\(name): its title \(title) is cut by the card's edge \(outline)"]
        }
        // The strip: the title's band across the card (a thumbnail keeps its title below, out of sight).
        let strip = CGRect(x: 0, y: title.minY, width: card.size.width, height: title.height)
            .intersection(CGRect(origin: .zero, size: card.size))
        guard strip.height >= title.height / 2 else { return [] }
        let stripPoints = card.samples(of: strip, columns: 12, rows: 1)
        let visibleStrip = stripPoints.filter { point in !above.contains { $0.covers(point) } }.count
        guard visibleStrip * 4 >= stripPoints.count else { return [] }
        // Left-aligned text fills the start of the title's frame.
        let textPoints = card.samples(of: CGRect(x: title.minX, y: title.minY, width: min(title.width, 60), height: title.height), columns: 4, rows: 1)
        let visibleText = textPoints.filter { point in !above.contains { $0.covers(point) } }.count
        if visibleText * 2 < textPoints.count {
            return ["\(name): its caption strip shows (\(visibleStrip)/\(stripPoints.count)) but its title is hidden (\(visibleText)/\(textPoints.count))"]
        }
        return []
    }
}
