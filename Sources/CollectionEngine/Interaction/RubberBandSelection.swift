import Foundation

/// A primary press on empty space that, once dragged, selects the items a rectangle touches: the
/// desktop's rubber band.
///
/// - Past `threshold` points of movement the band appears: a translucent view the collection view
///   adds above its cells (the host only draws views). Without Control the selection is cleared first
///   (`didDeselectItemAt` for each); with it the band adds to what was selected.
/// - On every move, and every frame while autoscrolling, items the rectangle now touches are selected
///   (`shouldSelectItemAt`, `didSelectItemAt`) and items it selected but no longer touches are
///   deselected again; items selected before the band are left alone.
/// - Near an edge the content scrolls (`Autoscroll`), and the band's far corner stays under the pointer.
/// - Release keeps the selection and removes the band; Escape or the pointer leaving the window does too
///   (a band has nothing to undo that the user has not already seen).
///
/// - Complexity: Each update asks the layout for the rectangle and touches only the items in it and the
///   items the band selected, so the cost follows the rectangle, not the number of items.
@MainActor
final class RubberBandSelection: PointerTracking, FrameTicking {
    /// How far the pointer must move before the press becomes a band, in points.
    static let threshold: CGFloat = 4

    private weak var collectionView: UICollectionView?
    /// Where the press began, in content coordinates (it stays put as the content scrolls).
    private let anchor: CGPoint
    private let adds: Bool
    /// The pointer, in window coordinates.
    private var pointer: CGPoint
    private var band: UIView?
    /// Items the band selected itself, so it can deselect them when it no longer touches them.
    private var selectedByBand: Set<IndexPath> = []
    private var lastTick: TimeInterval?
    private var ticking = false

    var view: UIView? { collectionView }
    var isHighlightingPress: Bool { false }

    init(_ collectionView: UICollectionView, at location: CGPoint, event: InputEvent) {
        self.collectionView = collectionView
        anchor = location
        adds = event.modifiers.contains(.control)
        pointer = event.location
    }

    /// The band's rectangle in content coordinates, or nil before the press became a band.
    var rect: CGRect? { band?.frame }

    func pointerMoved(_ event: InputEvent) {
        pointer = event.location
        guard let collectionView else { return }
        if band == nil {
            let here = collectionView.convert(pointer, from: nil)
            guard hypot(here.x - anchor.x, here.y - anchor.y) >= Self.threshold else { return }
            begin(in: collectionView)
        }
        update()
        startTickingIfNeeded()
    }

    func pointerReleased(_ event: InputEvent) {
        pointer = event.location
        if band != nil { update() }
        end()
    }

    func cancel() { end() }

    private func begin(in collectionView: UICollectionView) {
        if !adds {
            for indexPath in collectionView.selection.ordered { collectionView.deselectByUser(indexPath) }
        }
        let band = UIView(frame: .zero)
        band.backgroundColor = collectionView.tintColor.withAlphaComponent(0.18)
        band.layer.borderWidth = 1
        band.layer.borderColor = collectionView.tintColor.withAlphaComponent(0.8).cgColor
        band.layer.zPosition = .greatestFiniteMagnitude
        band.isUserInteractionEnabled = false
        collectionView.addSubview(band)
        self.band = band
    }

    /// Fits the band to the pointer and the selection to the band.
    private func update() {
        guard let collectionView, let band else { return }
        let here = collectionView.convert(pointer, from: nil)
        let rect = CGRect(x: min(anchor.x, here.x), y: min(anchor.y, here.y), width: abs(here.x - anchor.x), height: abs(here.y - anchor.y))
        band.frame = rect
        let touched = collectionView.itemsTouched(by: rect)
        for indexPath in selectedByBand.subtracting(touched) {
            selectedByBand.remove(indexPath)
            if collectionView.selection.contains(indexPath) { collectionView.deselectByUser(indexPath) }
        }
        for indexPath in touched.sorted() where !collectionView.selection.contains(indexPath) {
            collectionView.selectByUser(indexPath, deselectingOthers: false)
            if collectionView.selection.contains(indexPath) { selectedByBand.insert(indexPath) }
        }
    }

    private func end() {
        band?.removeFromSuperview()
        band = nil
        ticking = false
    }

    // MARK: Autoscroll

    private var autoscrollVelocity: CGPoint {
        guard let collectionView, band != nil else { return .zero }
        let range = collectionView.contentOffsetRange
        return Autoscroll.velocity(
            pointer: collectionView.convert(pointer, from: nil), visible: collectionView.bounds,
            scrollsHorizontally: range.max.x > range.min.x, scrollsVertically: range.max.y > range.min.y)
    }

    private func startTickingIfNeeded() {
        guard !ticking, autoscrollVelocity != .zero, let collectionView else { return }
        ticking = true
        lastTick = nil
        collectionView.frameDriver.add(self)
    }

    func advance(to time: TimeInterval) -> Bool {
        guard ticking, let collectionView else { return false }
        let velocity = autoscrollVelocity
        guard velocity != .zero else {
            ticking = false
            return false
        }
        let elapsed = CGFloat(min(0.05, max(0, time - (lastTick ?? time))))
        lastTick = time
        let range = collectionView.contentOffsetRange, before = collectionView.contentOffset
        collectionView.contentOffset = CGPoint(
            x: min(range.max.x, max(range.min.x, before.x + velocity.x * elapsed)),
            y: min(range.max.y, max(range.min.y, before.y + velocity.y * elapsed)))
        update()
        return true
    }
}

extension UICollectionView {
    /// The items whose frames meet `rect` (content coordinates), by one rectangle query to the layout.
    func itemsTouched(by rect: CGRect) -> Set<IndexPath> {
        prepareLayoutIfNeeded()
        var items: Set<IndexPath> = []
        for attributes in collectionViewLayout.shownAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .cell && isValidItem(attributes.indexPath) {
            // Foundation's `intersects` traps on a non-finite frame on Linux.
            let frame = attributes.frame
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), frame.intersects(rect) else { continue }
            items.insert(attributes.indexPath)
        }
        return items
    }
}
