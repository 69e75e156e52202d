@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Random drag sequences (seeded): pointer paths over and beyond the view, pauses, wheel scrolls,
/// cadences, Escape, releases inside and outside, single and multiple selection (clicks select),
/// movements and drag-and-drop, within and across sections. After every event and frame the
/// invariants hold and the model is a permutation of the original.
@MainActor
@Suite struct ReorderFuzzTests {
    @Test(arguments: 0..<48)
    func randomDragSequencesNeverLoseOrDuplicateItems(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 7919 &+ 17)
        let sections = Int.random(in: 1...3, using: &random)
        var next = 0
        let model: [[Int]] = (0..<sections).map { _ in
            let count = Int.random(in: 1...9, using: &random)
            defer { next += count }
            return Array(next..<next + count)
        }
        let cadences: [UICollectionView.ReorderingCadence] = [.immediate, .fast, .slow]
        let scene = CollectionScene.reorderable(model: ReferenceModel(model), cadence: cadences[Int(seed % 3)], height: CGFloat(Int.random(in: 150...340, using: &random)))
        let original = sortedItems(model)
        let usesDrops = Bool.random(using: &random)
        scene.collectionView.allowsMultipleSelection = Bool.random(using: &random)
        let drag = ModelDragDelegate(scene.dataSource)
        let drop = ScriptedDropDelegate()
        if usesDrops {
            scene.collectionView.dragDelegate = drag
            scene.collectionView.dropDelegate = drop
            drop.perform = { collectionView, coordinator in
                guard let item = coordinator.items.first, let from = item.sourceIndexPath, let to = coordinator.destinationIndexPath,
                      let dataSource = collectionView.dataSource as? ModelDataSource<Int> else { return }
                collectionView.performBatchUpdates {
                    dataSource.collectionView(collectionView, moveItemAt: from, to: to)
                    collectionView.moveItem(at: from, to: to)
                }
                coordinator.drop(item.dragItem, toItemAt: to)
            }
        }
        let check = scene.input.afterEachStep
        scene.input.afterEachStep = {
            check?()
            #expect(sortedItems(scene.dataSource.model) == original, "seed \(seed)")
        }
        let bounds = scene.collectionView.frame
        func randomPoint() -> CGPoint {
            CGPoint(x: CGFloat.random(in: bounds.minX - 40...bounds.maxX + 40, using: &random),
                    y: CGFloat.random(in: bounds.minY - 40...bounds.maxY + 40, using: &random))
        }
        var expectedMoves = 0
        for _ in 0..<6 {
            let items = scene.collectionView.indexPathsForVisibleItems
            guard let start = items.randomElement(using: &random) else { break }
            let movesBefore = scene.dataSource.moves.count
            scene.input.press(at: scene.point(start.section, start.item))
            if Bool.random(using: &random) { scene.input.stepFrames(20) }
            var pointer = scene.point(start.section, start.item)
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let goal = randomPoint()
                let steps = Int.random(in: 1...8, using: &random)
                for step in 1...steps {
                    let fraction = CGFloat(step) / CGFloat(steps)
                    scene.input.move(to: CGPoint(x: pointer.x + (goal.x - pointer.x) * fraction, y: pointer.y + (goal.y - pointer.y) * fraction))
                    scene.input.stepFrames(Int.random(in: 0...3, using: &random))
                }
                pointer = goal
                if Int.random(in: 0..<4, using: &random) == 0 { scene.input.stepFrames(Int.random(in: 5...40, using: &random)) }
                if Int.random(in: 0..<8, using: &random) == 0 { scene.input.wheel(notches: Bool.random(using: &random) ? 1 : -1, at: pointer) }
            }
            switch Int.random(in: 0..<6, using: &random) {
            case 0: scene.input.key(.escape)
            case 1: scene.collectionView.cancelInteractiveMovement()
            default: break
            }
            let inside = scene.collectionView.bounds.contains(scene.collectionView.convert(pointer, from: nil))
            let wasMoving = scene.collectionView.interactiveMovement.session.isActive && !usesDrops
            scene.input.release(at: pointer)
            if wasMoving && inside { expectedMoves += 1 }
            if Bool.random(using: &random) { scene.settle() } else { scene.input.stepFrames(Int.random(in: 0...10, using: &random)) }
            #expect(scene.dataSource.moves.count - movesBefore <= 1, "seed \(seed)")
        }
        scene.settle()
        if !usesDrops { #expect(scene.dataSource.moves.count == expectedMoves, "seed \(seed)") }
        #expect(scene.phase == .idle, "seed \(seed)")
        #expect(!scene.collectionView.hasActiveDrag && !scene.collectionView.hasActiveDrop, "seed \(seed)")
        #expect(scene.collectionView.checkInvariants() == [], "seed \(seed)")
        #expect(scene.errors.filter { if case .invalidDrop = $0 { false } else { true } } == [], "seed \(seed)")
        #expect(scene.shown.flatMap { $0 }.allSatisfy { $0 >= 0 }, "seed \(seed)")
        // What is shown is the model, in order.
        let shown = scene.shown
        for section in shown.indices {
            let visible = scene.collectionView.indexPathsForVisibleItems.filter { $0.section == section }.sorted().map(\.item)
            #expect(shown[section] == visible.map { scene.dataSource.model[section][$0] }, "seed \(seed)")
        }
    }
}
