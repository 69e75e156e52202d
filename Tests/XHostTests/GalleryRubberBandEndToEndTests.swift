import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The rubber band in the real demo: a drag from the space between cards draws a translucent band and
/// selects the cards it touches. Screenshots land in test-output/band-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryRubberBandEndToEndTests {
    @Test func aBandFromBetweenCardsSelectsTheCardsItTouches() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let first = try session.card(0), second = try session.card(1), fifth = try session.card(4)
        #expect(session.settle() == true)
        let before = try #require(session.driver.capture())
        // From just above-left of the first card to the middle of the second, holding the button.
        session.drag(from: first.x - 6, first.y - 6, to: second.midX, second.midY, steps: 12, release: false)
        #expect(session.demo.waitForLine(startingWith: "selected 0.1", timeout: 5) != nil)
        let during = try #require(session.settledCapture())
        session.driver.release()
        let after = try #require(session.settledCapture())
        session.save(during, as: "band-during")
        session.save(after, as: "band-after")

        let selected = session.demo.outputLines.filter { $0.hasPrefix("selected ") }
        #expect(Set(selected) == ["selected 0.0", "selected 0.1"])
        let gap = PixelBox(x: first.x + first.width + 2, y: first.y + 20, width: max(1, second.x - first.x - first.width - 4), height: 40)
        #expect(during.changedFraction(comparedTo: before, in: gap) > 0.5, "the band tints the gap between the cards")
        #expect(after.changedFraction(comparedTo: before, in: gap) < 0.05, "the band is gone after the release")
        #expect(after.changedFraction(comparedTo: before, in: session.pictureArea(of: fifth)) == 0, "a card outside the band is untouched")
    }
}
