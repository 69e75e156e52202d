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
        let harness = CollectionScene(items: 10)
        harness.layoutPass()
        #expect(harness.collectionView.contentSize == CGSize(width: 200, height: 150))
    }

    @Test func contentOffsetIsClampedToTheContent() {
        let harness = CollectionScene()
        harness.scroll(toY: -50)
        #expect(harness.collectionView.contentOffset == .zero)
        harness.scroll(toY: 1_000_000)
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 1250 - 190))
        harness.scroll(to: CGPoint(x: 30, y: 100))
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 100), "the content is exactly as wide as the view")
        harness.scroll(to: CGPoint(x: 0, y: CGFloat.nan))
        #expect(harness.collectionView.contentOffset == .zero)
    }

    @Test func contentInsetExtendsTheScrollableRange() {
        let harness = CollectionScene()
        harness.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        harness.scroll(toY: -100)
        #expect(harness.collectionView.contentOffset.y == -20)
        harness.scroll(toY: 5000)
        #expect(harness.collectionView.contentOffset.y == CGFloat(1250 + 30 - 190))
    }

    @Test func contentShorterThanTheViewDoesNotScroll() {
        let harness = CollectionScene(items: 4)
        harness.scroll(toY: 100)
        #expect(harness.collectionView.contentOffset == .zero)
    }

    @Test func scrollingTellsTheDelegateOncePerChange() {
        let harness = CollectionScene()
        let recorder = DisplayRecorder()
        harness.collectionView.delegate = recorder
        harness.scroll(toY: 100)
        harness.scroll(toY: 100)
        harness.scroll(toY: -100)
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
        let harness = wideCollectionScene()
        harness.layoutPass()
        harness.collectionView.scrollToItem(at: path(2024), at: position, animated: false)
        harness.layoutPass()
        // An axis without an option scrolls the least distance that shows the item.
        let minimal = CGPoint(
            x: position.isDisjoint(with: [.left, .centeredHorizontally, .right]) ? 1250 - 200 : expected.x,
            y: position.isDisjoint(with: [.top, .centeredVertically, .bottom]) ? 2550 - 190 : expected.y)
        #expect(harness.collectionView.contentOffset == minimal)
        #expect(harness.visiblePaths.contains(path(2024)))
        #expect(harness.errors.isEmpty)
    }

    @Test func anEmptyPositionScrollsTheLeastDistanceAndNotAtAllWhenVisible() {
        let harness = wideCollectionScene()
        harness.scroll(to: CGPoint(x: 500, y: 500))
        harness.collectionView.scrollToItem(at: path(10 + 40 * 11), at: [], animated: false) // x 500…550, y 550…600
        #expect(harness.collectionView.contentOffset == CGPoint(x: 500, y: 500))
        harness.collectionView.scrollToItem(at: path(14 + 40 * 14), at: [], animated: false) // x 700…750, y 700…750
        #expect(harness.collectionView.contentOffset == CGPoint(x: 550, y: 560))
        harness.collectionView.scrollToItem(at: path(3 + 40 * 2), at: [], animated: false) // x 150…200, y 100…150
        #expect(harness.collectionView.contentOffset == CGPoint(x: 150, y: 100))
        harness.layoutPass()
    }

    @Test func scrollToItemIsClampedAtTheEndsOfTheContent() {
        let harness = CollectionScene()
        harness.collectionView.scrollToItem(at: path(99), at: .top, animated: false)
        #expect(harness.collectionView.contentOffset.y == CGFloat(1250 - 190))
        harness.collectionView.scrollToItem(at: path(0), at: .bottom, animated: false)
        #expect(harness.collectionView.contentOffset.y == 0)
        harness.layoutPass()
    }

    @Test func scrollToItemRespectsTheContentInset() {
        let harness = CollectionScene()
        harness.collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        harness.collectionView.scrollToItem(at: path(40), at: .top, animated: false) // y 500
        #expect(harness.collectionView.contentOffset.y == 490)
        harness.collectionView.scrollToItem(at: path(40), at: .bottom, animated: false)
        #expect(harness.collectionView.contentOffset.y == CGFloat(550 + 20 - 190))
        harness.layoutPass()
    }

    @Test func twoPositionsOnOneAxisAreReportedAndDoNotScroll() {
        let harness = wideCollectionScene()
        harness.layoutPass()
        let position: UICollectionView.ScrollPosition = [.top, .bottom, .left]
        harness.collectionView.scrollToItem(at: path(2024), at: position, animated: false)
        harness.collectionView.scrollToItem(at: path(2024), at: [.left, .right], animated: false)
        #expect(harness.errors == [.invalidScrollPosition(rawValue: position.rawValue),
                                   .invalidScrollPosition(rawValue: UICollectionView.ScrollPosition([.left, .right]).rawValue)])
        #expect(harness.collectionView.contentOffset == .zero)
        harness.layoutPass()
    }

    @Test func scrollingToAnItemThatDoesNotExistIsReported() {
        let harness = CollectionScene()
        harness.collectionView.scrollToItem(at: path(100), at: .top, animated: false)
        #expect(harness.errors == [.indexPathOutOfRange(
            operation: "scrollToItem(at:at:animated:)", indexPath: path(100), numberOfSections: 1, numberOfItemsInSection: 100)])
        #expect(harness.collectionView.contentOffset == .zero)
        harness.layoutPass()
    }
}

@MainActor @Suite struct AnimatedScrollingTests {
    private func animatedCollectionScene() -> (CollectionScene<GridTestLayout>, ManualClock, FrameDriver, DisplayRecorder) {
        let harness = CollectionScene()
        let clock = ManualClock(now: 100)
        let driver = FrameDriver(clock: clock)
        harness.collectionView.frameDriver = driver
        let recorder = DisplayRecorder()
        harness.collectionView.delegate = recorder
        harness.layoutPass()
        return (harness, clock, driver, recorder)
    }

    /// Steps 16 ms frames until the driver stops or `limit` frames pass; checks after each frame.
    private func run(_ harness: CollectionScene<GridTestLayout>, _ clock: ManualClock, _ driver: FrameDriver, limit: Int = 100) -> [CGFloat] {
        var offsets: [CGFloat] = []
        for _ in 0..<limit where driver.isAnimating {
            clock.advance(by: 0.016)
            driver.step()
            harness.layoutPass()
            offsets.append(harness.collectionView.contentOffset.y)
        }
        return offsets
    }

    @Test func anAnimatedScrollMovesOnlyWhenTheClockAdvancesAndEndsAtTheTarget() {
        let (harness, clock, driver, recorder) = animatedCollectionScene()
        harness.collectionView.scrollToItem(at: path(40), at: .top, animated: true)
        #expect(harness.collectionView.contentOffset.y == 0)
        #expect(harness.collectionView.isScrollAnimating)
        driver.step()
        #expect(harness.collectionView.contentOffset.y == 0, "no time has passed")
        let offsets = run(harness, clock, driver)
        #expect(offsets.last == 500)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "\(offsets)")
        #expect(offsets.count == 19, "0.3 s in 16 ms frames") // 18 frames reach 0.288 s, the 19th passes 0.3 s
        #expect(offsets.dropLast().allSatisfy { $0 < 500 })
        #expect(!harness.collectionView.isScrollAnimating)
        #expect(recorder.scrollAnimationsEnded == 1)
        #expect(harness.visiblePaths == paths(40..<56))
    }

    @Test func anEaseOutScrollCoversMoreThanHalfTheWayInTheFirstHalf() {
        let (harness, clock, driver, _) = animatedCollectionScene()
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.15)
        driver.step()
        #expect(harness.collectionView.contentOffset.y > 500)
        #expect(harness.collectionView.contentOffset.y < 1000)
        harness.layoutPass()
    }

    @Test func aNewAnimatedScrollStartsFromWhereTheFirstHasGot() {
        let (harness, clock, driver, recorder) = animatedCollectionScene()
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.1)
        driver.step()
        let reached = harness.collectionView.contentOffset.y
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(harness.collectionView.contentOffset.y == reached, "nothing jumps")
        clock.advance(by: 0.016)
        driver.step()
        let next = harness.collectionView.contentOffset.y
        #expect(next < reached && next > 200)
        let offsets = run(harness, clock, driver)
        #expect(offsets.last == 200)
        #expect(recorder.scrollAnimationsEnded == 1, "the replaced animation does not report an end")
    }

    @Test func anUnanimatedScrollCancelsARunningAnimation() {
        let (harness, clock, driver, _) = animatedCollectionScene()
        harness.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.05)
        driver.step()
        harness.scroll(toY: 300)
        #expect(!harness.collectionView.isScrollAnimating)
        clock.advance(by: 1)
        driver.step()
        #expect(harness.collectionView.contentOffset.y == 300)
    }
}

@MainActor @Suite struct ScrollingEdgeTests {
    @Test func anAnimatedScrollPastTheEndEasesIntoTheEndInsteadOfStoppingEarly() {
        let harness = CollectionScene()
        let clock = ManualClock()
        let driver = FrameDriver(clock: clock)
        harness.collectionView.frameDriver = driver
        harness.layoutPass()
        harness.collectionView.scrollToItem(at: path(99), at: .top, animated: true) // clamped to 1060
        var offsets: [CGFloat] = []
        while driver.isAnimating, offsets.count < 100 {
            clock.advance(by: 0.016)
            driver.step()
            harness.layoutPass()
            offsets.append(harness.collectionView.contentOffset.y)
        }
        #expect(offsets.last == 1060)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "moves on every frame until the end: \(offsets)")
    }

    @Test func whenTheContentShrinksBelowTheOffsetTheViewScrollsBackIntoIt() {
        let harness = CollectionScene()
        harness.scroll(toY: 1060)
        harness.dataSource.model = [Array(0..<30)] // 8 rows: 400 high, so the largest offset is 210
        harness.collectionView.reloadData()
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == 210)
        #expect(harness.visiblePaths == paths(16..<30))
    }
}

@MainActor @Suite struct ContentInsetChangeTests {
    @Test func removingAnInsetTheOffsetUsedBringsTheOffsetBackIntoTheContent() {
        let harness = CollectionScene()
        harness.collectionView.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        harness.scroll(toY: -40)
        #expect(harness.collectionView.contentOffset.y == -40)
        harness.collectionView.contentInset = .zero
        harness.layoutPass()
        #expect(harness.collectionView.contentOffset.y == 0)
    }
}
