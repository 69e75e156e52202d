@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Every frame of every animation the gallery has is a correct picture: the demo's controller and
/// views under a manual clock, stepped a frame at a time, each frame held to `FrameAudit`'s rules
/// (shadows on their cards, titles where their strip shows, off the pictures and never sliced by the
/// card's edge, text opaque at rest, the lifted and the
/// dropped card above the others, nothing drawn twice, cards at rest opaque).
@MainActor
@Suite struct GalleryFrameByFrameTests {
    /// The gallery in a 1000 × 700 window, its input and clock, and the frames' problems so far.
    @MainActor
    final class Gallery {
        let controller: GalleryController
        let window = GalleryWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 700))
        let input: SyntheticInput
        var audit: FrameAudit
        var problems: [String] = []
        var frames = 0

        init(layout: LayoutCycle.Kind = .grid, items: Int = 48) {
            controller = GalleryController(model: GalleryModel(total: items, sections: 3), allowsMultipleSelection: true, layout: layout)
            input = SyntheticInput(window: window)
            window.frameDriver = input.driver
            window.addSubview(controller.view)
            window.keyTarget = controller.view.collectionView
            audit = FrameAudit(collectionView: controller.view.collectionView)
            input.afterEachStep = { [unowned self] in self.inspect() }
            window.layoutIfNeeded()
            settle()
        }

        var collectionView: UICollectionView { controller.view.collectionView }

        func inspect() {
            window.layoutIfNeeded()
            frames += 1
            for problem in audit.problems(atRest: !input.driver.isAnimating) where problems.count < 12 {
                problems.append("frame \(frames): \(problem)")
            }
        }

        func settle() {
            inspect()
            input.settle()
            inspect()
        }

        func step(_ count: Int) { input.stepFrames(count) }

        /// Switches to `kind` with the layout's animation (as the Layout button does for the next one).
        func switchLayout(to kind: LayoutCycle.Kind) {
            controller.layouts.didSwitch(to: kind)
            collectionView.setCollectionViewLayout(controller.layouts.makeLayout(kind, width: collectionView.bounds.width, around: controller.currentPlace()), animated: true)
            inspect()
        }

        /// The centre of item `item` of section 0 in the window.
        func point(of item: Int) -> CGPoint? {
            guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
            return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        }
    }

    nonisolated static let pairs: [(LayoutCycle.Kind, LayoutCycle.Kind)] = LayoutCycle.Kind.allCases.flatMap { from in
        LayoutCycle.Kind.allCases.filter { $0 != from }.map { (from, $0) }
    }

    @Test(arguments: pairs)
    func everyFrameOfALayoutSwitchIsACorrectPicture(from: LayoutCycle.Kind, to: LayoutCycle.Kind) {
        let gallery = Gallery(layout: from)
        gallery.switchLayout(to: to)
        gallery.settle()
        #expect(gallery.problems == [], "\(from.rawValue) → \(to.rawValue)")
    }

    @Test(arguments: LayoutCycle.Kind.allCases)
    func everyFrameOfASwitchInterruptedBySecondOneIsACorrectPicture(from: LayoutCycle.Kind) {
        let gallery = Gallery(layout: from)
        gallery.controller.switchToNextLayout()
        gallery.step(7)
        gallery.controller.switchToNextLayout()
        gallery.settle()
        #expect(gallery.problems == [], "from \(from.rawValue), two presses 117 ms apart")
    }

    @Test(arguments: LayoutCycle.Kind.allCases)
    func everyFrameOfScrubbingTheSliderIsACorrectPicture(from: LayoutCycle.Kind) {
        let gallery = Gallery(layout: from)
        scrub(gallery)
        #expect(gallery.problems == [], "scrubbing from \(from.rawValue)")
    }

    @Test func everyFrameOfScrubbingAfterDragsIsACorrectPicture() throws {
        let gallery = Gallery()
        for (from, to) in [(0, 2), (5, 1), (3, 6)] { try drop(gallery, from: from, to: to, cadence: .immediate) }
        scrub(gallery)
        #expect(gallery.problems == [])
    }

    @Test(arguments: [GalleryBar.Cadence.immediate, .fast, .slow])
    func everyFrameOfADragAndDropIsACorrectPicture(cadence: GalleryBar.Cadence) throws {
        let gallery = Gallery()
        try drop(gallery, from: 1, to: 3, cadence: cadence)
        #expect(gallery.problems == [], "cadence \(cadence.rawValue)")
    }

    @Test(arguments: [GalleryBar.Edit.add, .delete, .shuffle, .reset])
    func everyFrameOfAnEditIsACorrectPicture(edit: GalleryBar.Edit) {
        let gallery = Gallery()
        gallery.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        if edit == .reset {
            gallery.controller.perform(.shuffle)
            gallery.settle()
        }
        gallery.controller.perform(edit)
        gallery.settle()
        #expect(gallery.problems == [], "\(edit.rawValue)")
    }

    /// Scrubs the slider's transition to 0.8 and back to 0.3 in small steps, a frame each, then
    /// releases it past half-way.
    private func scrub(_ gallery: Gallery) {
        let collectionView = gallery.collectionView
        let next = gallery.controller.layouts.next
        collectionView.startInteractiveTransition(to: gallery.controller.layouts.makeLayout(next, width: collectionView.bounds.width, around: gallery.controller.currentPlace()))
        let steps = (0...16).map { CGFloat($0) * 0.05 } + (0...10).map { 0.8 - CGFloat($0) * 0.05 } + [0.6]
        for progress in steps {
            (collectionView.collectionViewLayout as? UICollectionViewTransitionLayout)?.transitionProgress = progress
            gallery.step(1)
        }
        collectionView.finishInteractiveTransition()
        gallery.settle()
    }

    /// Drags item `from` of section 0 onto item `to`'s place with the mouse, a frame per move, and
    /// drops it off-centre, as a hand does, so it lands over its new neighbours and settles among them.
    private func drop(_ gallery: Gallery, from: Int, to: Int, cadence: GalleryBar.Cadence) throws {
        gallery.controller.setReorderingCadence(cadence)
        let start = try #require(gallery.point(of: from)), slot = try #require(gallery.point(of: to))
        let end = CGPoint(x: slot.x + 70, y: slot.y + 40)
        gallery.input.press(at: start)
        gallery.step(40)  // held long enough to lift
        for step in 1...12 {
            let f = CGFloat(step) / 12
            gallery.input.move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
            gallery.step(2)
        }
        gallery.step(40)  // the slow cadence's wait
        gallery.audit.dropped = gallery.collectionView.visibleCells.compactMap { $0 as? CardCell }.first { $0.isLifted }
        gallery.input.release(at: end)
        gallery.settle()
        gallery.audit.dropped = nil
    }
}
