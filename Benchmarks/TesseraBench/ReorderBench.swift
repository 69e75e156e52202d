import CollectionEngine
import Foundation

/// Reordering figures for issue 6, stepping the engine as the host does for each pointer motion: the
/// event (`UIWindow.sendEvent`), `FrameDriver.step()` at the next frame time, `layoutIfNeeded()`.
///
/// - latency: frames from a pointer motion to the first frame that shows its effect. The lifted item
///   must be drawn at the pointer on the first frame; the gap starts opening on the first frame at
///   `.immediate` and after the cadence's delay at `.fast` and `.slow`, then takes the 0.25 s animation.
/// - cost: one motion during a move (event + layout), with about 500 cells on screen, as a ratio to a
///   plain layout pass of the same view in the same run (`invalidateLayout()` + `layoutIfNeeded()`).
///   "follow" moves only the lifted item; "retarget" moves the gap, so every visible cell gets a new
///   place and an animation.
@MainActor
struct ReorderBench {
    let quick: Bool

    /// A data source of plain cells that allows every move and applies it to its counts.
    @MainActor
    final class MovableCells: NSObject, UICollectionViewDataSource {
        var model: [Int]
        init(count: Int) { model = Array(0..<count) }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            model.insert(model.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// One window with a collection view of 56-point items, 4 apart, filling 1500 × 1140 points.
    @MainActor
    struct Scene {
        let clock = BenchClock(now: 1000)
        let driver: FrameDriver
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1500, height: 1140))
        let layout = UICollectionViewFlowLayout()
        let collectionView: UICollectionView
        let dataSource: MovableCells
        static let frame: TimeInterval = 1.0 / 60

        init(cadence: UICollectionView.ReorderingCadence) {
            driver = FrameDriver(clock: clock)
            layout.itemSize = CGSize(width: 56, height: 56)
            layout.minimumInteritemSpacing = 4
            layout.minimumLineSpacing = 4
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            dataSource = MovableCells(count: 5_000)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = dataSource
            collectionView.frameDriver = driver
            collectionView.reorderingCadence = cadence
            window.addSubview(collectionView)
            window.layoutIfNeeded()
        }

        func send(_ kind: InputEvent.Kind, at point: CGPoint) {
            window.sendEvent(InputEvent(kind, at: point, timestamp: clock.now))
        }

        /// One host frame: advance the clock, step the driver, lay out.
        func frame() {
            clock.now += Self.frame
            driver.step()
            window.layoutIfNeeded()
        }

        func center(_ item: Int) -> CGPoint {
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
            return CGPoint(x: frame.midX, y: frame.midY)
        }

        /// The cell drawn above the others: the lifted one.
        var liftedCell: UICollectionViewCell? { collectionView.visibleCells.max { $0.layer.zPosition < $1.layer.zPosition } }

        /// Presses item 0 and drags it 8 points, so the movement has begun; lets the lift finish.
        func lift() {
            let start = center(0)
            send(.pointerDown(.primary), at: start)
            send(.pointerMoved, at: CGPoint(x: start.x + 8, y: start.y))
            for _ in 0..<20 { frame() }
        }
    }

    func run() {
        print("Reordering: 1500×1140 view, 56×56 items, spacing 4, 5,000 items (release build)")
        printLatency()
        printCost()
    }

    private func printLatency() {
        print(pad("cadence", 11) + pad("lifted item at pointer", 24) + pad("gap starts opening", 20) + "gap fully open")
        for cadence in [UICollectionView.ReorderingCadence.immediate, .fast, .slow] {
            let scene = Scene(cadence: cadence)
            scene.lift()
            // One motion to the far half of item 2: the lifted item and the gap must follow.
            let pointer = CGPoint(x: scene.center(2).x + 15, y: scene.center(2).y)
            let neighbour = scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
            let neighbourStart = neighbour?.presentation.center
            let neighbourEnd = scene.center(0)
            scene.send(.pointerMoved, at: pointer)
            var lifted: Int?, starts: Int?, open: Int?
            for frame in 1...120 {
                scene.frame()
                if lifted == nil, let center = scene.liftedCell?.center, close(center, pointer) { lifted = frame }
                let shown = neighbour?.presentation.center
                if starts == nil, shown != neighbourStart { starts = frame }
                if open == nil, let shown, close(shown, neighbourEnd) { open = frame }
                if lifted != nil, open != nil { break }
            }
            func frames(_ count: Int?) -> String { count.map { "\($0) frame\($0 == 1 ? "" : "s")" } ?? "never" }
            print(pad("\(cadence)", 11) + pad(frames(lifted), 24) + pad(frames(starts), 20) + frames(open))
            scene.send(.pointerUp(.primary), at: pointer)
        }
    }

    private func printCost() {
        let scene = Scene(cadence: .immediate)
        let visible = scene.collectionView.visibleCells.count
        let plain = medianTime {
            scene.layout.invalidateLayout()
            scene.window.layoutIfNeeded()
        }
        scene.lift()
        // Follow: wiggle inside the lifted item's own slot, so the target never changes.
        let slot = scene.center(0)
        var flip = false
        let follow = medianTime {
            flip.toggle()
            scene.send(.pointerMoved, at: CGPoint(x: slot.x + (flip ? 3 : -3), y: slot.y))
            scene.window.layoutIfNeeded()
        }
        // Retarget: alternate between item 1's far half and item 0's near half: the gap moves every time.
        let forward = CGPoint(x: scene.center(1).x + 20, y: slot.y), back = CGPoint(x: scene.center(0).x - 20, y: slot.y)
        let retarget = medianTime {
            flip.toggle()
            scene.send(.pointerMoved, at: flip ? forward : back)
            scene.window.layoutIfNeeded()
        }
        let frameDuring = medianTime {
            flip.toggle()
            scene.send(.pointerMoved, at: flip ? forward : back)
            scene.frame()
        }
        scene.send(.pointerUp(.primary), at: back)
        print("cost of one motion during a move, \(visible) visible cells; plain layout pass \(formatTime(plain)):")
        print("  follow (lifted item only)   \(pad(formatTime(follow), 10)) \(ratio(follow, plain)) of a layout pass")
        print("  retarget (gap moves)        \(pad(formatTime(retarget), 10)) \(ratio(retarget, plain)) of a layout pass")
        print("  retarget + frame step       \(pad(formatTime(frameDuring), 10)) \(ratio(frameDuring, plain)) of a layout pass")
    }

    /// Equal but for the rounding of coordinate conversions.
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }

}
