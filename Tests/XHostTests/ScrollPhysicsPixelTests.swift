import CollectionEngine
import Foundation
import HostTestSupport
import Testing
@testable import XHost

/// The scroll physics on screen: the demo on Xvfb, flicked through its `flick` command (the engine
/// events a touchpad's XInput 2 scroll becomes; XTest cannot fake a touchpad), read back as pixels.
/// Screenshots land in test-output/scroll-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ScrollPhysicsPixelTests {
    /// How far the picture in `rows` of column `x` moved down from `before` to `after`: the smallest
    /// shift under which every pixel matches; nil when none up to `limit` does.
    private func downwardShift(from before: PixelImage, to after: PixelImage, x: Int, rows: Range<Int>, limit: Int = 400) -> Int? {
        (0...limit).first { shift in
            rows.allSatisfy { y in
                y + shift < after.height && before.pixel(x, y).map { [$0.r, $0.g, $0.b] } == after.pixel(x, y + shift).map { [$0.r, $0.g, $0.b] }
            }
        }
    }

    @Test func flickIntoTheTopRubberBandsPastItAndSpringsBackToThePixel() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let card = try session.card(0)
        let before = try #require(session.settledCapture())
        #expect(session.flick(0, -2500) == true, "the content moves on after the lift")
        session.advanceClock(milliseconds: 50)
        let mid = try #require(session.driver.capture())
        let rows = card.y..<(card.y + card.height)
        let shift = try #require(downwardShift(from: before, to: mid, x: card.midX, rows: rows))
        #expect(shift > 10, "mid-flight the first card lies below its resting place, a gap above it")
        let after = try #require(session.settledCapture())
        #expect(after == before, "it springs back to exactly where it rested")
        session.save(before, as: "scroll-rubberband-before")
        session.save(mid, as: "scroll-rubberband-mid")
        session.save(after, as: "scroll-rubberband-after")
    }

    @Test func coverFlowFlickStopsCentredOnACard() throws {
        let session = try GallerySession(arguments: ["--layout", "coverflow"], manualClock: true)
        defer { session.close() }
        let before = try #require(session.settledCapture())
        #expect(session.flick(2500, 0) == true)
        session.advanceClock(milliseconds: 120)
        let mid = try #require(session.driver.capture())
        let after = try #require(session.settledCapture())
        session.save(before, as: "scroll-coverflow-before")
        session.save(mid, as: "scroll-coverflow-mid")
        session.save(after, as: "scroll-coverflow-after")
        #expect(mid != after && after != before, "the flick moved the cards and they were still moving mid-flight")
        let skip = session.demo.outputLines.count
        session.demo.send("check")
        let line = try #require(session.demo.waitForLine(startingWith: "scroll ", after: skip, timeout: 30))
        #expect(line.hasSuffix("snapped=yes"), "it rests where the layout's targetContentOffset says: \(line)")
        #expect(!line.contains("offset=0.0,"), "it travelled: \(line)")
    }

    @Test func replayedTouchpadEventChangesThePixelsOfTheNextFrame() throws {
        let xvfb = try XvfbSession(width: 640, height: 480)
        defer { xvfb.stop() }
        let host = try X11Host(title: "Latency", size: CGSize(width: 400, height: 300), displayName: xvfb.displayName)
        let window = UIWindow(frame: .zero)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.contentSize = CGSize(width: 400, height: 3000)
        for stripe in 0..<30 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(stripe) * 100, width: 400, height: 100))
            band.backgroundColor = stripe % 2 == 0 ? UIColor(rgb: 0x2050C0) : UIColor(rgb: 0xF0C040)
            scrollView.addSubview(band)
        }
        window.addSubview(scrollView)
        host.showForBenchmark(window)
        host.drawFrame()
        let before = try #require(host.captureBackBuffer())
        let translator = try #require(host.xinputTranslator)
        translator.handle(.device(XInput2ReplayTests.touchpad))
        for value in [0.0, 15] {
            translator.handle(.motion(source: 12, x: 200, y: 150, valuators: [2: 0, 3: value], modifiers: 0, emulated: false))
        }
        host.drawFrame()
        let after = try #require(host.captureBackBuffer())
        // One notch (48 points) up: the first band's yellow neighbour now shows at y 60.
        #expect(before.pixel(200, 60).map { [$0.r, $0.g, $0.b] } != after.pixel(200, 60).map { [$0.r, $0.g, $0.b] })
        #expect(scrollView.contentOffset.y == 48)
    }

    @Test func withoutXInput2TheWheelStillScrollsByOneStep() throws {
        let session = try GallerySession(manualClock: true, environment: ["TESSERA_NO_XINPUT2": "1"])
        defer { session.close() }
        let card = try session.card(4)
        let before = try #require(session.driver.capture())
        session.driver.scrollWheel(notches: 1, at: card.midX, card.midY)
        let after = try #require(session.settledCapture())
        session.save(after, as: "scroll-core-wheel-after")
        let picture = session.pictureArea(of: card)
        #expect(after.crop(picture.offsetBy(dy: -48)) == before.crop(picture), "core wheel buttons scroll 48 points, as before XInput 2")
    }

    @Test func theHostSpeaksXInput2WithXvfb() throws {
        let xvfb = try XvfbSession(width: 320, height: 240)
        defer { xvfb.stop() }
        let host = try X11Host(title: "XInput2", size: CGSize(width: 200, height: 150), displayName: xvfb.displayName)
        #expect((host.xinputVersion ?? 0) >= 22, "smooth scrolling and touch are selected")
    }
}
