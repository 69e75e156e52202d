import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A grid 40 columns wide (2000 points) and 100 rows high (5000 points), shown through 200 × 190.
@MainActor
private func wideCollectionScene() -> CollectionScene<GridTestLayout> {
    CollectionScene(items: 4000, layout: GridTestLayout(columns: 40))
}

@MainActor @Suite struct ContentOffsetTests {
    @Test func contentSizeComesFromTheLayout() {
        let scene = CollectionScene(items: 10)
        scene.layoutPass()
        #expect(scene.collectionView.contentSize == CGSize(width: 200, height: 150))
    }

    @Test func contentOffsetIsClampedToTheContent() {
        let scene = CollectionScene()
        scene.scroll(toY: -50)
        #expect(scene.collectionView.contentOffset == .zero)
        scene.scroll(toY: 1_000_000)
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 1250 - 190))
        scene.scroll(to: CGPoint(x: 30, y: 100))
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 100), "the content is exactly as wide as the view")
        scene.scroll(to: CGPoint(x: 0, y: CGFloat.nan))
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func contentInsetExtendsTheScrollableRange() {
        let scene = CollectionScene()
        scene.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        scene.scroll(toY: -100)
        #expect(scene.collectionView.contentOffset.y == -20)
        scene.scroll(toY: 5000)
        #expect(scene.collectionView.contentOffset.y == CGFloat(1250 + 30 - 190))
    }

    @Test func contentShorterThanTheViewDoesNotScroll() {
        let scene = CollectionScene(items: 4)
        scene.scroll(toY: 100)
        #expect(scene.collectionView.contentOffset == .zero)
    }

    @Test func scrollingTellsTheDelegateOncePerChange() {
        let scene = CollectionScene()
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.scroll(toY: 100)
        scene.scroll(toY: 100)
        scene.scroll(toY: -100)
        #expect(recorder.didScrollCount == 2)
    }
}

@MainActor @Suite struct ScrollToItemTests {
    typealias Position = UICollectionView.ScrollPosition

    /// Item 41 of the wide grid is at x 50…100, y 50…100; item 2024 at x 1200…1250, y 2500…2550.
    @Test(arguments: [
        (Position.top, CGPoint(x: 0, y: 2500)),
        (.centeredVertically, CGPoint(x: 0, y: 2525 - 95)),
        (.bottom, CGPoint(x: 0, y: 2550 - 190)),
        (.left, CGPoint(x: 1200, y: 0)),
        (.centeredHorizontally, CGPoint(x: 1225 - 100, y: 0)),
        (.right, CGPoint(x: 1250 - 200, y: 0)),
        (Position([.top, .left]), CGPoint(x: 1200, y: 2500)),
        (Position([.bottom, .right]), CGPoint(x: 1050, y: 2360)),
        (Position([.centeredVertically, .centeredHorizontally]), CGPoint(x: 1125, y: 2430)),
    ])
    func scrollToItemPutsTheItemAtThePositionOnItsAxis(position: Position, expected: CGPoint) {
        let scene = wideCollectionScene()
        scene.layoutPass()
        scene.collectionView.scrollToItem(at: path(2024), at: position, animated: false)
        scene.layoutPass()
        // An axis without an option scrolls the least distance that shows the item.
        let minimal = CGPoint(
            x: position.isDisjoint(with: [.left, .centeredHorizontally, .right]) ? 1250 - 200 : expected.x,
            y: position.isDisjoint(with: [.top, .centeredVertically, .bottom]) ? 2550 - 190 : expected.y)
        #expect(scene.collectionView.contentOffset == minimal)
        #expect(scene.visiblePaths.contains(path(2024)))
        #expect(scene.errors.isEmpty)
    }

    @Test func anEmptyPositionScrollsTheLeastDistanceAndNotAtAllWhenVisible() {
        let scene = wideCollectionScene()
        scene.scroll(to: CGPoint(x: 500, y: 500))
        scene.collectionView.scrollToItem(at: path(10 + 40 * 11), at: [], animated: false) // x 500…550, y 550…600
        #expect(scene.collectionView.contentOffset == CGPoint(x: 500, y: 500))
        scene.collectionView.scrollToItem(at: path(14 + 40 * 14), at: [], animated: false) // x 700…750, y 700…750
        #expect(scene.collectionView.contentOffset == CGPoint(x: 550, y: 560))
        scene.collectionView.scrollToItem(at: path(3 + 40 * 2), at: [], animated: false) // x 150…200, y 100…150
        #expect(scene.collectionView.contentOffset == CGPoint(x: 150, y: 100))
        scene.layoutPass()
    }

    @Test func scrollToItemIsClampedAtTheEndsOfTheContent() {
        let scene = CollectionScene()
        scene.collectionView.scrollToItem(at: path(99), at: .top, animated: false)
        #expect(scene.collectionView.contentOffset.y == CGFloat(1250 - 190))
        scene.collectionView.scrollToItem(at: path(0), at: .bottom, animated: false)
        #expect(scene.collectionView.contentOffset.y == 0)
        scene.layoutPass()
    }

    @Test func scrollToItemRespectsTheContentInset() {
        let scene = CollectionScene()
        scene.collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scene.collectionView.scrollToItem(at: path(40), at: .top, animated: false) // y 500
        #expect(scene.collectionView.contentOffset.y == 490)
        scene.collectionView.scrollToItem(at: path(40), at: .bottom, animated: false)
        #expect(scene.collectionView.contentOffset.y == CGFloat(550 + 20 - 190))
        scene.layoutPass()
    }

    @Test func twoPositionsOnOneAxisAreReportedAndDoNotScroll() {
        let scene = wideCollectionScene()
        scene.layoutPass()
        let position: UICollectionView.ScrollPosition = [.top, .bottom, .left]
        scene.collectionView.scrollToItem(at: path(2024), at: position, animated: false)
        scene.collectionView.scrollToItem(at: path(2024), at: [.left, .right], animated: false)
        #expect(scene.errors == [.invalidScrollPosition(rawValue: position.rawValue),
                                   .invalidScrollPosition(rawValue: UICollectionView.ScrollPosition([.left, .right]).rawValue)])
        #expect(scene.collectionView.contentOffset == .zero)
        scene.layoutPass()
    }

    @Test func scrollingToAnItemThatDoesNotExistIsReported() {
        let scene = CollectionScene()
        scene.collectionView.scrollToItem(at: path(100), at: .top, animated: false)
        #expect(scene.errors == [.indexPathOutOfRange(
            operation: "scrollToItem(at:at:animated:)", indexPath: path(100), numberOfSections: 1, numberOfItemsInSection: 100)])
        #expect(scene.collectionView.contentOffset == .zero)
        scene.layoutPass()
    }
}

@MainActor @Suite struct AnimatedScrollingTests {
    private func animatedCollectionScene() -> (CollectionScene<GridTestLayout>, ManualClock, FrameDriver, DisplayRecorder) {
        let scene = CollectionScene()
        let clock = ManualClock(now: 100)
        let driver = FrameDriver(clock: clock)
        scene.collectionView.frameDriver = driver
        let recorder = DisplayRecorder()
        scene.collectionView.delegate = recorder
        scene.layoutPass()
        return (scene, clock, driver, recorder)
    }

    /// Steps 16 ms frames until the driver stops or `limit` frames pass; checks after each frame and
    /// returns the content offset each frame showed.
    private func run(_ scene: CollectionScene<GridTestLayout>, _ clock: ManualClock, _ driver: FrameDriver, limit: Int = 100) -> [CGFloat] {
        var offsets: [CGFloat] = []
        driver.settle(clock: clock, interval: 0.016, maximumFrames: limit) {
            scene.layoutPass()
            offsets.append(scene.collectionView.contentOffset.y)
        }
        return offsets
    }

    @Test func anAnimatedScrollMovesOnlyWhenTheClockAdvancesAndEndsAtTheTarget() {
        let (scene, clock, driver, recorder) = animatedCollectionScene()
        scene.collectionView.scrollToItem(at: path(40), at: .top, animated: true)
        #expect(scene.collectionView.contentOffset.y == 0)
        #expect(scene.collectionView.isScrollAnimating)
        driver.step()
        #expect(scene.collectionView.contentOffset.y == 0, "no time has passed")
        let offsets = run(scene, clock, driver)
        #expect(offsets.last == 500)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "\(offsets)")
        #expect(offsets.count == 19, "0.3 s in 16 ms frames") // 18 frames reach 0.288 s, the 19th passes 0.3 s
        #expect(offsets.dropLast().allSatisfy { $0 < 500 })
        #expect(!scene.collectionView.isScrollAnimating)
        #expect(recorder.scrollAnimationsEnded == 1)
        #expect(scene.visiblePaths == paths(40..<56))
    }

    @Test func anEaseOutScrollCoversMoreThanHalfTheWayInTheFirstHalf() {
        let (scene, clock, driver, _) = animatedCollectionScene()
        scene.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.15)
        driver.step()
        #expect(scene.collectionView.contentOffset.y > 500)
        #expect(scene.collectionView.contentOffset.y < 1000)
        scene.layoutPass()
    }

    @Test func aNewAnimatedScrollStartsFromWhereTheFirstHasGot() {
        let (scene, clock, driver, recorder) = animatedCollectionScene()
        scene.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.1)
        driver.step()
        let reached = scene.collectionView.contentOffset.y
        scene.collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(scene.collectionView.contentOffset.y == reached, "nothing jumps")
        clock.advance(by: 0.016)
        driver.step()
        let next = scene.collectionView.contentOffset.y
        #expect(next < reached && next > 200)
        let offsets = run(scene, clock, driver)
        #expect(offsets.last == 200)
        #expect(recorder.scrollAnimationsEnded == 1, "the replaced animation does not report an end")
    }

    @Test func anUnanimatedScrollCancelsARunningAnimation() {
        let (scene, clock, driver, _) = animatedCollectionScene()
        scene.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.05)
        driver.step()
        scene.scroll(toY: 300)
        #expect(!scene.collectionView.isScrollAnimating)
        clock.advance(by: 1)
        driver.step()
        #expect(scene.collectionView.contentOffset.y == 300)
    }
}

@MainActor @Suite struct ScrollingEdgeTests {
    @Test func anAnimatedScrollPastTheEndEasesIntoTheEndInsteadOfStoppingEarly() {
        let scene = CollectionScene()
        let clock = ManualClock()
        let driver = FrameDriver(clock: clock)
        scene.collectionView.frameDriver = driver
        scene.layoutPass()
        scene.collectionView.scrollToItem(at: path(99), at: .top, animated: true) // clamped to 1060
        var offsets: [CGFloat] = []
        driver.settle(clock: clock, interval: 0.016, maximumFrames: 100) {
            scene.layoutPass()
            offsets.append(scene.collectionView.contentOffset.y)
        }
        #expect(offsets.last == 1060)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "moves on every frame until the end: \(offsets)")
    }

    @Test func whenTheContentShrinksBelowTheOffsetTheViewScrollsBackIntoIt() {
        let scene = CollectionScene()
        scene.scroll(toY: 1060)
        scene.dataSource.model = [Array(0..<30)] // 8 rows: 400 high, so the largest offset is 210
        scene.collectionView.reloadData()
        scene.layoutPass()
        #expect(scene.collectionView.contentOffset.y == 210)
        #expect(scene.visiblePaths == paths(16..<30))
    }
}

@MainActor @Suite struct ContentInsetChangeTests {
    @Test func removingAnInsetTheOffsetUsedBringsTheOffsetBackIntoTheContent() {
        let scene = CollectionScene()
        scene.collectionView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        scene.scroll(toY: -40)
        #expect(scene.collectionView.contentOffset.y == -40)
        scene.collectionView.contentInset = .zero
        scene.layoutPass()
        #expect(scene.collectionView.contentOffset.y == 0)
    }
}
