@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A window with a collection view on a flow layout of 100-point items, 4 to a row, 10 points apart,
/// over a reorderable `[[Int]]` model, driven by synthetic input on a manual clock.
///
/// The collection view sits at (50, 40) and is 450 × 340, so the default model (two sections of 8)
/// is 430 points tall and scrolls a little. After every event and frame the window is laid out and
/// `checkInvariants()` must be empty.
@MainActor
struct ReorderScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let dataSource: ItemModelDataSource
    let input: SyntheticInput
    var errors: [CollectionViewError] { errorLog.errors }
    private let errorLog = ErrorLog()

    init(model: [[Int]] = [Array(0..<8), Array(100..<108)], cadence: UICollectionView.ReorderingCadence = .immediate,
         height: CGFloat = 340, cellClass: UICollectionViewCell.Type? = nil) {
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: CGRect(x: 50, y: 40, width: 450, height: height), collectionViewLayout: layout)
        dataSource = ItemModelDataSource(model: model)
        input = SyntheticInput(window: window)
        dataSource.attach(to: collectionView)
        if let cellClass { collectionView.register(cellClass, forCellWithReuseIdentifier: "item") }
        collectionView.frameDriver = input.driver
        collectionView.reorderingCadence = cadence
        collectionView.inputScrollAnimationDuration = 0
        let log = errorLog
        collectionView.errorHandler = { log.errors.append($0) }
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        input.afterEachStep = { [window, collectionView] in
            window.layoutIfNeeded()
            let violations = collectionView.checkInvariants()
            if !violations.isEmpty { Issue.record("invariants broken: \(violations)") }
        }
    }

    /// The window point at the centre of the item shown at (section, item) now.
    func point(_ section: Int, _ item: Int, dx: CGFloat = 0, dy: CGFloat = 0) -> CGPoint {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return collectionView.convert(CGPoint(x: frame.midX + dx, y: frame.midY + dy), to: window)
    }

    /// The content point at the centre of the item shown at (section, item) now.
    func contentPoint(_ section: Int, _ item: Int, dx: CGFloat = 0, dy: CGFloat = 0) -> CGPoint {
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return CGPoint(x: frame.midX + dx, y: frame.midY + dy)
    }

    /// What the visible cells show, in index-path order.
    var shown: [[Int]] { dataSource.shown(in: collectionView) }

    var phase: MovementSession.Phase { collectionView.interactiveMovement.session.phase }

    /// The current target of the movement, if one is under way.
    var target: IndexPath? { collectionView.interactiveMovement.session.movement?.target }

    /// Presses the item and drags it past the threshold so that a movement begins.
    func lift(_ section: Int, _ item: Int) {
        let start = point(section, item)
        input.press(at: start)
        input.move(to: CGPoint(x: start.x + 8, y: start.y))
    }

    /// Steps frames until nothing animates and checks invariants.
    func settle() {
        input.settle()
        window.layoutIfNeeded()
        #expect(collectionView.checkInvariants() == [])
    }
}

/// The model flattened, sorted: a permutation check.
func sortedItems(_ model: [[Int]]) -> [Int] { model.flatMap { $0 }.sorted() }
