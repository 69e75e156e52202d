@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// What a window holds for its views: time, text measuring, and whether a frame is needed.
@MainActor
struct WindowServicesTests {
    private func window(clock: ManualClock) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.frameDriver = FrameDriver(clock: clock)
        return window
    }

    private func animateRight(_ view: UIView) {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x += 100 }, completion: nil)
    }

    @Test func viewsReadTheirWindowsDisplayScaleAsATrait() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.traitCollection.displayScale == 1)
        window.addSubview(view)
        window.displayScale = 1.5
        #expect(view.traitCollection.displayScale == 1.5)
        #expect(view.traitCollection.horizontalSizeClass == .regular && view.traitCollection.verticalSizeClass == .compact)
    }

    @Test func compositionalLayoutRoundsFramesToTheWindowsPixels() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 700, height: 400))
        window.displayScale = 1.5
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(41)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(41)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let dataSource = ModelDataSource<Int>(model: ReferenceModel(counts: [9]))
        dataSource.install(in: collectionView)
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let frames = (0..<9).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let onPixels = frames.allSatisfy { frame in
            [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { abs(($0 * 1.5).rounded() - $0 * 1.5) < 1e-6 }
        }
        #expect(frames.count == 9 && onPixels, "\(frames)")
        withExtendedLifetime(dataSource) {}
    }

    @Test func eachWindowAnimatesItsViewsOnItsOwnClock() {
        let fastClock = ManualClock(), slowClock = ManualClock()
        let fast = window(clock: fastClock), slow = window(clock: slowClock)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fast.addSubview(a)
        slow.addSubview(b)
        animateRight(a)
        animateRight(b)

        fastClock.advance(by: 0.5)
        fast.prepareFrame()
        slow.prepareFrame()

        #expect(a.presentation.center.x == 55)
        #expect(b.presentation.center.x == 5)
    }

    @Test func prepareFrameLaysOutAndSaysWhetherAnythingStillAnimates() {
        let clock = ManualClock()
        let window = window(clock: clock)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        animateRight(view)

        clock.advance(by: 0.5)
        #expect(window.prepareFrame())
        clock.advance(by: 0.5)
        #expect(!window.prepareFrame())
        #expect(view.presentation.center.x == 105)
    }

    @Test func aWindowNeedsAFrameAfterAChangeOrWhenTimeMovesWhileSomethingAnimates() {
        let clock = ManualClock()
        let window = window(clock: clock)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.prepareFrame()
        #expect(!window.needsFrame, "nothing changed since the last frame")

        view.backgroundColor = .red
        #expect(window.needsFrame, "a change asks for a frame")
        animateRight(view)
        window.prepareFrame()
        #expect(!window.needsFrame, "animating, but the clock stands still")
        clock.advance(by: 0.1)
        #expect(window.needsFrame, "animating, and the clock has moved")
    }

    @Test func aChangeOutsideAWindowAsksNoWindowForAFrame() {
        let window = window(clock: ManualClock())
        window.prepareFrame()
        let loose = UIView(frame: .zero)

        loose.backgroundColor = .red

        #expect(!window.needsFrame)
    }

    @Test func labelsMeasureWithTheirWindowsMeasurerAndAnEstimateOutsideOne() {
        let label = UILabel(frame: .zero)
        label.text = "abcd"
        label.font = .systemFont(ofSize: 10)
        #expect(label.intrinsicContentSize.width == 22, "4 characters of 0.55 em at 10 points")

        let window = window(clock: ManualClock())
        window.textMeasurer = FixedWidthMeasurer(advance: 7)
        window.addSubview(label)

        #expect(label.intrinsicContentSize.width == 28)
    }

    @Test func givingAWindowANewMeasurerLaysItsTreeOutAgain() {
        let window = window(clock: ManualClock())
        let view = LayoutCounter(frame: .zero)
        window.addSubview(view)
        window.prepareFrame()
        let before = view.layouts

        window.textMeasurer = FixedWidthMeasurer(advance: 7)
        window.prepareFrame()

        #expect(view.layouts == before + 1)
    }

    @Test func animationsStartedOutsideAWindowFinishOnTheWindowsDriverOnceTheViewJoinsIt() {
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let clock = ManualClock()
        loose.frameDriver.clock = clock
        animateRight(loose)
        #expect(loose.isAnimating)

        let window = window(clock: ManualClock())
        window.addSubview(loose)
        clock.advance(by: 1)
        window.prepareFrame()

        #expect(!loose.isAnimating)
        #expect(loose.presentation.center.x == 105)
    }

    @Test func aDriverSetOnAViewIsUsedByItsSubviewsInsteadOfTheWindows() {
        let window = window(clock: ManualClock())
        let container = UIView(frame: .zero), child = UIView(frame: .zero)
        window.addSubview(container)
        container.addSubview(child)
        let own = FrameDriver(clock: ManualClock())

        container.frameDriver = own

        #expect(child.frameDriver === own)
        #expect(window.frameDriver !== own)
    }

    @Test func aFileImageTakesItsSizeFromThePNGHeader() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-header-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 1, 44, 0, 0, 0, 150, 8, 6, 0, 0, 0]
        try Data(header).write(to: url)

        let image = try #require(UIImage(contentsOfFile: url.path))

        #expect(image.size == CGSize(width: 300, height: 150))
    }

    @Test func aFileThatIsNotAPNGHasNoSize() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-text-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("not a picture, just some words".utf8).write(to: url)

        let image = try #require(UIImage(contentsOfFile: url.path))

        #expect(image.size == .zero)
    }
}

@MainActor
private final class FixedWidthMeasurer: TextMeasuring {
    let advance: CGFloat
    init(advance: CGFloat) { self.advance = advance }
    func width(of text: String, font: UIFont) -> CGFloat { CGFloat(text.count) * advance }
    func lineHeight(of font: UIFont) -> CGFloat { font.pointSize }
}

private final class LayoutCounter: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}
