import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Seeded random sequences of what an app does to a collection view — scroll, resize, reload with
/// new data, select, scroll to items, change the layout — checked after every step against the plain
/// `[[Item]]` model and the invariants.
@MainActor @Suite struct CoreFuzzTests {
    @MainActor private struct Run {
        var random: SeededGenerator
        let scene: CollectionScene<GridTestLayout>
        let recorder = DisplayRecorder()
        let clock = ManualClock()
        let driver: FrameDriver
        var nextItem = 0

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
            let layout = GridTestLayout(columns: 3, itemSize: CGSize(width: 60, height: 40), spacing: 5, headerHeight: 20, footerHeight: 10)
            layout.decorationKind = "band"
            scene = CollectionScene(layout: layout, model: [])
            scene.collectionView.delegate = recorder
            driver = FrameDriver(clock: clock)
            scene.collectionView.frameDriver = driver
            scene.dataSource.model = ReferenceModel(randomModel())
            scene.collectionView.reloadData()
        }

        mutating func randomModel() -> [[Int]] {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...60, using: &random)).map { _ in nextItem += 1; return nextItem }
            }
        }

        mutating func randomItem() -> IndexPath? {
            scene.dataSource.model.randomIndexPath(using: &random)
        }

        mutating func step() -> String {
            let collectionView = scene.collectionView
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                let y = CGFloat.random(in: -50...(collectionView.contentSize.height + 50), using: &random)
                collectionView.contentOffset = CGPoint(x: 0, y: y)
                return "scroll to \(y)"
            case 2:
                let height = CGFloat.random(in: 30...400, using: &random)
                collectionView.frame.size.height = height
                return "resize to \(height)"
            case 3:
                scene.dataSource.model = ReferenceModel(randomModel())
                collectionView.reloadData()
                return "reload \(scene.dataSource.model.map(\.count))"
            case 4:
                collectionView.allowsMultipleSelection = Bool.random(using: &random)
                let item = randomItem()
                collectionView.selectItem(at: item, animated: false, scrollPosition: [])
                return "select \(item.map { "\($0)" } ?? "nil")"
            case 5:
                guard let item = collectionView.indexPathsForSelectedItems?.randomElement(using: &random) else { return "nothing to deselect" }
                collectionView.deselectItem(at: item, animated: false)
                return "deselect \(item)"
            case 6:
                guard let item = randomItem() else { return "nothing to scroll to" }
                let position = [UICollectionView.ScrollPosition.top, .centeredVertically, .bottom, []].randomElement(using: &random) ?? []
                collectionView.scrollToItem(at: item, at: position, animated: false)
                return "scroll to item \(item) at \(position.rawValue)"
            case 7:
                scene.layout.itemSize.height = CGFloat(Int.random(in: 10...90, using: &random))
                scene.layout.headerHeight = CGFloat(Int.random(in: 0...30, using: &random))
                scene.layout.invalidateLayout()
                return "layout \(scene.layout.itemSize.height), header \(scene.layout.headerHeight)"
            case 9:
                guard let item = randomItem() else { return "nothing to animate to" }
                collectionView.scrollToItem(at: item, at: .centeredVertically, animated: true)
                return "animate to item \(item)"
            case 10:
                let frames = Int.random(in: 1...12, using: &random)
                clock.advance(by: 0.016 * Double(frames))
                driver.step()
                return "\(frames) frames"
            default:
                let top = CGFloat(Int.random(in: 0...40, using: &random))
                collectionView.contentInset = UIEdgeInsets(top: top, left: 0, bottom: top / 2, right: 0)
                return "inset \(top)"
            }
        }

        /// What the view shows, compared with the model; empty when they agree.
        func disagreements() -> [String] {
            var problems = scene.collectionView.checkInvariants()
            for cell in scene.testCells {
                guard let indexPath = scene.collectionView.indexPath(for: cell) else { continue }
                let expected = "\(scene.dataSource.item(at: indexPath))"
                if cell.label.text != expected { problems.append("cell \(indexPath) shows \(cell.label.text ?? "nil"), model \(expected)") }
            }
            if recorder.displayedItems != Set(scene.visiblePaths) { problems.append("displayed items differ from the visible ones") }
            problems += recorder.pairingProblems
            if !scene.errors.isEmpty { problems.append("errors: \(scene.errors)") }
            return problems
        }
    }

    @Test(arguments: [1, 2, 3, 20_261_122] as [UInt64])
    func randomSessionsKeepTheViewInStepWithTheModel(seed: UInt64) {
        var run = Run(seed: seed)
        var log: [String] = []
        for _ in 0..<400 {
            log.append(run.step())
            run.scene.collectionView.layoutIfNeeded()
            let problems = run.disagreements()
            guard problems.isEmpty else {
                Issue.record("seed \(seed), after \(log.suffix(5)): \(problems)")
                return
            }
        }
    }
}
