import CollectionEngine
import Foundation
import Testing

/// A collection view in a window, as the host shows one: a model-backed data source, a recording
/// delegate, a manual clock, synthetic input, an error log, and `checkInvariants()` after every step.
///
/// Every event `input` sends and every frame it steps is followed by a layout of the window and an
/// invariant check; a violation is recorded as an issue of the running test. `layoutPass()` and
/// `scroll(to:)` check the same way for tests that drive the view directly.
///
/// ```swift
/// let scene = CollectionScene(layout: GridTestLayout(), model: [Array(0..<100)])
/// scene.layoutPass()
/// scene.input.click(at: scene.point(0, 3))
/// #expect(scene.errors.isEmpty)
/// ```
@MainActor
public final class CollectionScene<Layout: UICollectionViewLayout> {
    public let window: UIWindow
    public let collectionView: UICollectionView
    public let layout: Layout
    public let dataSource: ModelDataSource<Int>
    /// The collection view's delegate until a test installs its own.
    public let delegate = RecordingCollectionDelegate()
    public let input: SyntheticInput
    public let errorLog = ErrorLog()

    /// Makes a `frame`-sized collection view in an 800 × 600 window over `model`, with input scrolling
    /// immediate (tests that want the glide set `inputScrollAnimationDuration`).
    public init(
        layout: Layout, model: ReferenceModel<Int>, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 190),
        cellClass: UICollectionViewCell.Type = TestCell.self
    ) {
        self.layout = layout
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        dataSource = ModelDataSource(model: model, cellClass: cellClass)
        input = SyntheticInput(window: window)
        collectionView.errorHandler = { [errorLog] in errorLog.record($0) }
        dataSource.install(in: collectionView)
        collectionView.delegate = delegate
        collectionView.frameDriver = input.driver
        collectionView.inputScrollAnimationDuration = 0
        window.addSubview(collectionView)
        input.afterEachStep = { [window, collectionView] in
            // Lay out first, as the host does before it draws, so the check covers the live views too.
            window.layoutIfNeeded()
            let violations = collectionView.checkInvariants()
            if !violations.isEmpty { Issue.record("invariants broken: \(violations)") }
        }
    }

    public var clock: ManualClock { input.clock }

    public var errors: [CollectionViewError] { errorLog.errors }

    public func forgetErrors() { errorLog.removeAll() }

    /// Runs a layout pass of the collection view and checks invariants.
    public func layoutPass(sourceLocation: SourceLocation = #_sourceLocation) {
        collectionView.layoutIfNeeded()
        expectConsistent(sourceLocation: sourceLocation)
    }

    public func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(collectionView.checkInvariants() == [], sourceLocation: sourceLocation)
    }

    /// Sets the content offset, lays out and checks.
    public func scroll(to offset: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        collectionView.contentOffset = offset
        layoutPass(sourceLocation: sourceLocation)
    }

    public func scroll(toY y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        scroll(to: CGPoint(x: collectionView.contentOffset.x, y: y), sourceLocation: sourceLocation)
    }

    /// Scrolls `dy` points a frame for `frames` frames of the manual clock, as a steady drag does: each
    /// frame moves the content, then moves the clock one frame, lays the window out and checks
    /// invariants. A negative `dy` scrolls up.
    public func scrollSteadily(dy: CGFloat, frames: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<frames {
            collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: collectionView.contentOffset.y + dy)
            input.stepFrames(1)
            expectConsistent(sourceLocation: sourceLocation)
        }
    }

    /// Lets `frames` frames pass with the content at rest, each with a layout pass of the collection view.
    public func rest(frames: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<frames {
            collectionView.setNeedsLayout()
            input.stepFrames(1)
            expectConsistent(sourceLocation: sourceLocation)
        }
    }

    /// Steps frames until nothing animates, lays the window out and checks invariants.
    public func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        input.settle()
        window.layoutIfNeeded()
        expectConsistent(sourceLocation: sourceLocation)
    }

    public var visiblePaths: [IndexPath] { collectionView.indexPathsForVisibleItems }

    public var testCells: [TestCell] { collectionView.visibleCells.compactMap { $0 as? TestCell } }

    /// What the visible cells show, in index-path order.
    public var shown: [[Int]] { dataSource.shown(in: collectionView) }

    /// The frame the layout gives the item at (section, item) now, or nil when it places none.
    public func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The content point at the centre of the item the layout places at (section, item) now.
    public func contentPoint(_ section: Int, _ item: Int, dx: CGFloat = 0, dy: CGFloat = 0) -> CGPoint {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return CGPoint(x: frame.midX + dx, y: frame.midY + dy)
    }

    /// The window point at the centre of the item the layout places at (section, item), wherever the
    /// content is scrolled.
    public func point(_ section: Int, _ item: Int, dx: CGFloat = 0, dy: CGFloat = 0) -> CGPoint {
        collectionView.convert(contentPoint(section, item, dx: dx, dy: dy), to: window)
    }

    /// The selected items as "section-item" strings, in selection order.
    public var selected: [String] {
        (collectionView.indexPathsForSelectedItems ?? []).map { "\($0.section)-\($0.item)" }
    }
}

extension CollectionScene where Layout == GridTestLayout {
    /// A 200 × 190 view over a 4-column grid of 50 × 50 items without spacing: at offset 0 it shows
    /// rows 0–3 (16 cells). The height is not a multiple of the row so that no row merely touches the
    /// bottom edge (an element whose frame touches the bounds counts as visible). Items are numbered
    /// `section * 1000 + item`.
    public convenience init(items: Int = 100, sections: Int = 1, layout: GridTestLayout = GridTestLayout()) {
        self.init(layout: layout, model: ReferenceModel(counts: Array(repeating: items, count: sections)))
    }
}
