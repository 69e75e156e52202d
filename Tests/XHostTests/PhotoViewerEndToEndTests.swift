import Foundation
import HostTestSupport
import Testing
@testable import XHost

/// The photo viewer (`CollectionDemo --photos`, a photo opened large) under a touchpad, a touchscreen
/// and the mouse: zooming and paging, read back as pixels. Touchpad and touchscreen gestures are
/// recorded XInput 2 events replayed through the demo's live translation (its `xi2` command); XTest
/// cannot fake those devices. Screenshots land in test-output/photos-viewer-*.png.
///
/// The first photo is 4:3 with red on its left 30 %, fitted into the 1000 × 660 view under the title
/// strip: 880 × 660 at x 60, so its red ends 176 pixels left of the view's centre; zoomed by 2 about
/// the centre it ends 352 pixels left of it.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct PhotoViewerEndToEndTests {
    /// The view's centre in window pixels (the collection view lies under a 40-pixel title strip).
    static let centre = (x: 500, y: 370)

    /// The demo on the generated folder with its first photo open large and loaded, and that frame.
    private func openFirstPhoto() throws -> (GallerySession, PixelImage) {
        let folder = try PhotoGalleryEndToEndTests.Folder()
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", folder.root.path], manualClock: true,
                                         environment: folder.environment)
        _ = try #require(session.photosLoaded())
        let card = try session.card(0)
        session.driver.click(at: card.midX, card.midY)
        #expect(session.demo.waitForLine(startingWith: "large 0.0", timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        return (session, try #require(session.driver.capture()))
    }

    /// How far left of the centre the picture's red part ends on the centre row: the first red pixel
    /// met walking left from the centre.
    private func redReach(_ image: PixelImage) -> Int? {
        (0..<Self.centre.x).first { distance in
            guard let pixel = image.pixel(Self.centre.x - distance, Self.centre.y) else { return false }
            return pixel.r > 150 && pixel.g < 100 && pixel.b < 100
        }
    }

    @Test func touchpadPinchZoomsThePhotoAboutTheFingers() throws {
        let (session, large) = try openFirstPhoto()
        defer { session.close() }
        let whole = try #require(redReach(large))
        #expect(abs(whole - 176) <= 2, "the whole photo: red ends \(whole) pixels left of the centre")
        let (x, y) = Self.centre
        session.replay("pinch began \(x) \(y) 1")
        session.replay("pinch changed \(x) \(y) 1.2")
        session.replay("pinch changed \(x) \(y) 1.5")
        let mid = try #require(session.driver.capture())
        session.replay("pinch changed \(x) \(y) 2")
        session.replay("pinch ended \(x) \(y) 2")
        let zoomed = try #require(session.settledCapture())
        session.save(large, as: "photos-viewer-whole")
        session.save(mid, as: "photos-viewer-pinch-mid")
        session.save(zoomed, as: "photos-viewer-pinch-zoomed")
        let midReach = try #require(redReach(mid)), zoomedReach = try #require(redReach(zoomed))
        #expect(abs(midReach - whole * 3 / 2) <= 3, "mid-pinch (1.5×) red ends \(midReach) pixels left of the centre")
        #expect(abs(zoomedReach - whole * 2) <= 3, "at rest (2×) red ends \(zoomedReach) pixels left of the centre")
    }

    @Test func twoFingersOnTheTouchscreenPinchThePhoto() throws {
        let (session, large) = try openFirstPhoto()
        defer { session.close() }
        let whole = try #require(redReach(large))
        let (x, y) = Self.centre
        for line in ["touch begin 1 \(x - 50) \(y)", "touch begin 2 \(x + 50) \(y)", "touch update 1 \(x - 75) \(y)",
                     "touch update 2 \(x + 75) \(y)", "touch update 1 \(x - 100) \(y)", "touch update 2 \(x + 100) \(y)",
                     "touch end 2 \(x + 100) \(y)", "touch end 1 \(x - 100) \(y)"] {
            session.replay(line)
        }
        let zoomed = try #require(session.settledCapture())
        session.save(zoomed, as: "photos-viewer-touch-pinch-zoomed")
        let zoomedReach = try #require(redReach(zoomed))
        #expect(abs(zoomedReach - whole * 2) <= 3, "two fingers spread to twice their distance zoom by 2: \(zoomedReach) pixels")
    }

    @Test func doubleClickZoomsInOnThePointAnimatedAndBackOut() throws {
        let (session, large) = try openFirstPhoto()
        defer { session.close() }
        // A point in the red part: zoomed in, it comes to the centre of the view.
        let point = (x: Self.centre.x - 250, y: Self.centre.y)
        let skip = session.demo.outputLines.count
        session.driver.click(at: point.x, point.y)
        session.driver.click(at: point.x, point.y)
        session.advanceClock(milliseconds: 120)
        let mid = try #require(session.driver.capture())
        let zoomed = try #require(session.settledCapture())
        session.save(mid, as: "photos-viewer-double-click-mid")
        session.save(zoomed, as: "photos-viewer-double-click-zoomed")
        #expect(session.demo.waitForLine(startingWith: "zoom 2.500", after: skip, timeout: 5) != nil, "the zoom ended at 2.5×")
        #expect(mid != large && mid != zoomed, "mid-zoom the photo is between its sizes")
        // Zoomed by 2.5 with the clicked point (74 pixels left of where red ends) in the middle, red
        // now ends 185 pixels right of the middle.
        func isRed(_ x: Int) -> Bool { zoomed.pixel(x, Self.centre.y).map { $0.r > 150 && $0.g < 100 && $0.b < 100 } ?? false }
        #expect(isRed(Self.centre.x), "the clicked red point is now in the middle")
        #expect(isRed(Self.centre.x + 180) && !isRed(Self.centre.x + 190), "red ends 185 pixels right of the middle")

        session.driver.click(at: Self.centre.x, Self.centre.y)
        session.driver.click(at: Self.centre.x, Self.centre.y)
        let back = try #require(session.settledCapture())
        session.save(back, as: "photos-viewer-double-click-back")
        let view = PixelBox(x: 0, y: 40, width: 1000, height: 660)
        #expect(back.changedFraction(comparedTo: large, in: view) < 0.01, "a second double click shows the whole photo again")
    }

    /// A photo of fine grain, 2,400 × 1,600: its page-size picture (1,000 pixels wide) keeps a 2.4th of
    /// its pixels across, so zoomed 2.5 times without a larger picture the grain would blur away.
    @Test func aZoomedPhotoSharpensToItsOwnPixels() throws {
        let manager = FileManager.default
        let base = manager.temporaryDirectory.appendingPathComponent("tessera-photo-sharp-\(UUID().uuidString)")
        let pictures = base.appendingPathComponent("Pictures"), cache = base.appendingPathComponent("cache")
        for folder in [pictures, cache] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? manager.removeItem(at: base) }
        let jpeg = PhotoFixtures.jpeg(uprightWidth: 2400, uprightHeight: 1600, seed: 4, quality: 92, noise: true)
        try Data(jpeg).write(to: pictures.appendingPathComponent("grain.jpg"))
        let session = try GallerySession(size: "1000x700", arguments: ["--photos", pictures.path], manualClock: true,
                                         environment: ["XDG_CACHE_HOME": cache.path])
        defer { session.close() }
        _ = try #require(session.photosLoaded())
        let card = try session.card(0)
        session.driver.click(at: card.midX, card.midY)
        #expect(session.demo.waitForLine(startingWith: "large 0.0", timeout: 5) != nil)
        _ = try #require(session.photosLoaded())
        let whole = try #require(session.driver.capture())

        let skip = session.demo.outputLines.count
        session.driver.click(at: Self.centre.x, Self.centre.y)
        session.driver.click(at: Self.centre.x, Self.centre.y)
        _ = try #require(session.settledCapture())
        #expect(session.demo.waitForLine(startingWith: "zoom 2.500", after: skip, timeout: 5) != nil, "the zoom ended at 2.5×")
        #expect(session.demo.waitForLine(startingWith: "sharp 0.0 ", after: skip, timeout: 10) != nil,
                "a larger picture was asked for and shown")
        session.handled()
        let zoomed = try #require(session.driver.capture())
        session.save(whole, as: "photos-viewer-grain-whole")
        session.save(zoomed, as: "photos-viewer-grain-zoomed")
        // Shown at about its own pixels, the grain is stronger than the page-size picture's at one to
        // one (66 against 40 here); that picture enlarged 2.5 times instead shows less (27).
        let box = PixelBox(x: Self.centre.x - 100, y: Self.centre.y - 100, width: 200, height: 200)
        let grainWhole = try #require(grain(of: whole, in: box)), grainZoomed = try #require(grain(of: zoomed, in: box))
        #expect(grainZoomed > 1.25 * grainWhole, "grain zoomed \(grainZoomed), whole \(grainWhole)")
    }

    /// How much fine detail `box` shows: the mean difference between horizontally neighbouring pixels,
    /// over red, green and blue.
    private func grain(of image: PixelImage, in box: PixelBox) -> Double? {
        guard let bytes = image.crop(box) else { return nil }
        var sum = 0
        for row in 0..<box.height {
            for column in 1..<box.width {
                let index = (row * box.width + column) * 3
                for channel in 0..<3 { sum += abs(Int(bytes[index + channel]) - Int(bytes[index + channel - 3])) }
            }
        }
        return Double(sum) / Double(box.height * (box.width - 1))
    }

    @Test func aFlickTurnsOnePageAndStopsOnItsBoundary() throws {
        let (session, large) = try openFirstPhoto()
        defer { session.close() }
        #expect(session.flick(2500, 0) == true, "the page moves on after the lift")
        session.advanceClock(milliseconds: 100)
        let mid = try #require(session.driver.capture())
        _ = try #require(session.photosLoaded())
        let after = try #require(session.settledCapture())
        session.save(mid, as: "photos-viewer-paging-mid")
        session.save(after, as: "photos-viewer-paging-after")
        #expect(mid != large && mid != after, "mid-flight the page is between photos")
        // The second photo is 3:4, fitted: 495 × 660, centred, so its left edge is at x 252 when the
        // page rests exactly on its boundary.
        let row = Self.centre.y
        let backdrop = try #require(after.pixel(5, row))
        let edge = (0..<1000).first { x in after.pixel(x, row).map { $0 != backdrop } ?? false }
        #expect(edge.map { abs($0 - 252) <= 1 } == true, "the second photo's left edge is at \(String(describing: edge))")
    }

    @Test func threeFingerTouchpadSwipeStepsToTheNextPhoto() throws {
        let (session, _) = try openFirstPhoto()
        defer { session.close() }
        let skip = session.demo.outputLines.count
        let (x, y) = Self.centre
        for (dx, phase) in [(0, "began"), (-6, "changed"), (-18, "changed"), (-31, "changed"), (-24, "changed"), (0, "ended")] {
            session.replay("swipe \(phase) \(x) \(y) \(dx) 0 3")
        }
        #expect(session.demo.waitForLine(startingWith: "large 0.1", after: skip, timeout: 5) != nil)
        let fourFingers = session.demo.outputLines.count
        for (dx, phase) in [(0, "began"), (-40, "changed"), (-40, "changed"), (0, "ended")] {
            session.replay("swipe \(phase) \(x) \(y) \(dx) 0 4")
        }
        #expect(!session.demo.outputLines.dropFirst(fourFingers).contains { $0.hasPrefix("large ") }, "four fingers are not the viewer's swipe")
    }
}
