import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A fixed grid for input tests: `columns` items of `itemSize` per row with `spacing` around them,
/// each section starting on a new row, sections stacked top to bottom.
@MainActor
final class InputTestGridLayout: UICollectionViewLayout {
    var columns = 4
    var itemSize = CGSize(width: 100, height: 100)
    var spacing: CGFloat = 10
    private var frames: [[CGRect]] = []
    private var rows = 0

    override func prepare() {
        guard let collectionView else { return }
        frames = []
        rows = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            frames.append((0..<count).map { item in
                CGRect(
                    x: spacing + CGFloat(item % columns) * (itemSize.width + spacing),
                    y: spacing + CGFloat(rows + item / columns) * (itemSize.height + spacing),
                    width: itemSize.width, height: itemSize.height)
            })
            rows += (count + columns - 1) / columns
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: spacing + CGFloat(columns) * (itemSize.width + spacing),
               height: spacing + CGFloat(rows) * (itemSize.height + spacing))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().flatMap { section, items in
            items.enumerated().compactMap { item, frame in
                frame.intersects(rect) ? attributes(IndexPath(item: item, section: section), frame) : nil
            }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes(indexPath, frames[indexPath.section][indexPath.item])
    }

    private func attributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}

/// Plain cells, `counts[section]` of them per section.
@MainActor
final class InputTestDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A window with a collection view on a fixed grid, a recording delegate, and synthetic input.
///
/// The collection view sits at (50, 40) in an 800 × 600 window, so tests also exercise the conversion
/// from window to content coordinates. It shows 4 columns and 3 rows of 100-point items 10 points apart;
/// scrolling by wheel or key is immediate unless a test asks for the glide.
///
/// After every event and every frame, the window is laid out and `checkInvariants()` runs; any
/// violation is recorded as an issue of the running test.
@MainActor
struct InputScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let collectionView: UICollectionView
    let layout = InputTestGridLayout()
    let dataSource: InputTestDataSource
    let delegate = RecordingCollectionDelegate()
    let input: SyntheticInput
    static let origin = CGPoint(x: 50, y: 40)

    init(counts: [Int] = [8, 8], allowsMultipleSelection: Bool = false, glides: Bool = false) {
        collectionView = UICollectionView(frame: CGRect(x: Self.origin.x, y: Self.origin.y, width: 450, height: 340), collectionViewLayout: layout)
        dataSource = InputTestDataSource(counts: counts)
        input = SyntheticInput(window: window)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        collectionView.allowsMultipleSelection = allowsMultipleSelection
        collectionView.frameDriver = input.driver
        collectionView.inputScrollAnimationDuration = glides ? 0.15 : 0
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        input.afterEachStep = { [window, collectionView] in
            // Lay out first, as the host does before it draws, so the check covers the live views too.
            window.layoutIfNeeded()
            let violations = collectionView.checkInvariants()
            if !violations.isEmpty { Issue.record("invariants broken: \(violations)") }
        }
    }

    /// The window point at the centre of an item, wherever the content is scrolled.
    func point(_ section: Int, _ item: Int) -> CGPoint {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    /// A window point inside the collection view between items.
    var emptySpace: CGPoint { collectionView.convert(CGPoint(x: 5, y: 5), to: window) }

    /// The selected items as "section-item" strings, in selection order.
    var selected: [String] {
        (collectionView.indexPathsForSelectedItems ?? []).map { "\($0.section)-\($0.item)" }
    }

    /// The delegate's selection and highlight calls since the last reset.
    var selectionCalls: [String] {
        delegate.calls(startingWith: "should", "did")
            .filter { !$0.hasPrefix("didScroll") && !$0.hasPrefix("didEnd") }
    }
}
