import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// What the renderer puts on screen for one view tree, read back from a real X server: each test
/// draws a small scene once into a 400×300 window on its own Xvfb.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct RendererPixelTests {
    /// Draws `build`'s views on a white window and returns the pixels.
    private func render(_ name: String, _ build: (UIWindow) -> Void) throws -> PixelImage {
        try FirstFrameRendering.render("renderer-\(name)", title: "RendererPixelTests", background: .white, build)
    }

    private func box(_ color: UIColor, _ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8)?) -> Bool { p.map { $0.r > 200 && $0.g < 60 && $0.b < 60 } ?? false }
    private func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8)?) -> Bool { p.map { $0.r > 245 && $0.g > 245 && $0.b > 245 } ?? false }

    @Test func aRotatedViewCoversItsRotatedFootprint() throws {
        let image = try render("rotated") { window in
            let bar = box(.red, CGRect(x: 150, y: 140, width: 100, height: 20))
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
            window.addSubview(bar)
        }
        #expect(isRed(image.pixel(200, 110)), "the bar now runs vertically through the centre")
        #expect(isWhite(image.pixel(240, 150)), "and no longer reaches sideways")
    }

    @Test func aViewMidAnimationIsDrawnWhereItsPresentationIs() throws {
        let clock = FixedClock()
        let image = try render("mid-animation") { window in
            window.frameDriver = FrameDriver(clock: clock)
            let mover = box(.red, CGRect(x: 0, y: 100, width: 40, height: 40))
            window.addSubview(mover)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                mover.center = CGPoint(x: 320, y: 120)
            }, completion: nil)
            clock.now = 0.5
        }
        #expect(isRed(image.pixel(170, 120)), "halfway from x = 20 to x = 320")
        #expect(isWhite(image.pixel(320, 120)), "not yet at the model position")
        #expect(isWhite(image.pixel(20, 120)), "no longer at the start")
    }

    @Test func aCardTurnedInPerspectiveLeavesNoSeamsAroundIt() throws {
        let image = try render("perspective-edges") { window in
            // As in the demo's cover flow: a shadowed cell far along scrolled content, its rounded content
            // view clipping a picture, turned away in perspective.
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            content.bounds.origin = CGPoint(x: 2000, y: 0)
            let cell = UIView(frame: CGRect(x: 2120, y: 80, width: 160, height: 140))
            cell.layer.shadowOpacity = 0.3
            cell.layer.shadowRadius = 10
            cell.layer.shadowOffset = CGSize(width: 0, height: 3)
            let card = box(.red, cell.bounds)
            card.layer.cornerRadius = 12
            card.clipsToBounds = true
            card.addSubview(box(.blue, CGRect(x: 0, y: 0, width: 160, height: 70)))
            cell.addSubview(card)
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 600
            transform = CATransform3DRotate(transform, -.pi / 3, 0, 1, 0)
            cell.transform3D = CATransform3DTranslate(transform, 0, 0, -80)
            content.addSubview(cell)
            window.addSubview(content)
        }
        // Rows above and below the turned card, across its whole width: nothing but white (the soft
        // shadow may tint the rows nearest the card, so these keep clear of it).
        // The near (left) edge is the tallest: just above its top corner is where a seam used to show.
        let far = [30, 40, 265, 275].flatMap { y in (60..<340).map { x in image.pixel(x, y) } }
        let nearCorner = [77, 81].flatMap { y in (226..<242).map { x in image.pixel(x, y) } }
        let stray = (far + nearCorner).filter { !isWhite($0) }
        #expect(stray.isEmpty, "\(stray.count) pixels drawn outside the projected card")
        #expect(isRed(image.pixel(270, 190)), "the card itself is drawn")
    }

    @Test func halfAlphaBlendsHalfwayWithWhatIsBehind() throws {
        let image = try render("alpha") { window in
            let veil = box(.black, CGRect(x: 100, y: 100, width: 100, height: 100))
            veil.alpha = 0.5
            window.addSubview(veil)
        }
        let p = try #require(image.pixel(150, 150))
        #expect((120...136).contains(Int(p.r)), "half of white over half of black")
    }

    @Test func anEnlargedOpaqueImageHidesWhatIsBeneathItButAtItsSoftEdges() throws {
        // Enlarged, bilinear sampling blends the image's edge pixels with the transparency past its
        // edge: there the red beneath shows through; inside, the image hides it (and is copied over it).
        var bytes: [UInt8] = []
        for _ in 0..<16 { bytes += [0, 0, 255, 255] }
        let image = try render("enlarged-opaque-image") { window in
            window.addSubview(box(.red, CGRect(x: 50, y: 50, width: 200, height: 200)))
            let view = UIImageView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
            view.contentMode = .scaleToFill
            view.image = UIImage(rgbaPixels: bytes, width: 4, height: 4)
            window.addSubview(view)
        }
        let inside = try #require(image.pixel(140, 140)), edge = try #require(image.pixel(100, 140))
        #expect(inside.b > 245 && inside.r < 10, "inside: \(inside)")
        #expect(edge.r > 60 && edge.b > 60, "edge: \(edge)")
    }

    @Test func aSubviewIsCutAtItsClippingSuperview() throws {
        let image = try render("clip") { window in
            let frame = box(.white, CGRect(x: 100, y: 100, width: 100, height: 100))
            frame.clipsToBounds = true
            frame.addSubview(box(.red, CGRect(x: 50, y: 50, width: 200, height: 200)))
            window.addSubview(frame)
        }
        #expect(isRed(image.pixel(190, 190)))
        #expect(isWhite(image.pixel(250, 250)), "nothing is drawn outside the clipping view")
    }

    @Test func roundedCornersCutTheSubviewsOfAClippingView() throws {
        let image = try render("rounded") { window in
            let card = box(.white, CGRect(x: 100, y: 100, width: 120, height: 80))
            card.layer.cornerRadius = 20
            card.clipsToBounds = true
            card.addSubview(box(.red, CGRect(x: 0, y: 0, width: 120, height: 80)))
            window.addSubview(card)
        }
        #expect(isRed(image.pixel(160, 140)))
        #expect(isWhite(image.pixel(101, 101)), "the corner is cut away")
    }

    @Test func aBorderIsDrawnAboveTheSubviews() throws {
        let image = try render("border") { window in
            let card = box(.white, CGRect(x: 100, y: 100, width: 100, height: 100))
            card.layer.borderWidth = 4
            card.layer.borderColor = UIColor.blue.cgColor
            card.addSubview(box(.red, CGRect(x: 0, y: 0, width: 100, height: 100)))
            window.addSubview(card)
        }
        let edge = try #require(image.pixel(101, 150))
        #expect(edge.b > 200 && edge.r < 60, "the border shows over the red subview")
    }

    @Test func zPositionDrawsInFrontRegardlessOfSubviewOrder() throws {
        let image = try render("zposition") { window in
            let front = box(.red, CGRect(x: 100, y: 100, width: 100, height: 100))
            front.layer.zPosition = 1
            window.addSubview(front)
            window.addSubview(box(.blue, CGRect(x: 120, y: 120, width: 100, height: 100)))
        }
        #expect(isRed(image.pixel(150, 150)), "the higher zPosition wins where they overlap")
    }

    @Test func aPerspectiveTurnMakesTheNearEdgeTallerThanTheFarEdge() throws {
        let image = try render("perspective") { window in
            let panel = box(.red, CGRect(x: 100, y: 50, width: 200, height: 200))
            var t = CATransform3DIdentity
            t.m34 = -1 / 300
            panel.transform3D = CATransform3DRotate(t, .pi / 5, 0, 1, 0)
            window.addSubview(panel)
        }
        func redHeight(atColumn x: Int) -> Int { (0..<300).filter { isRed(image.pixel(x, $0)) }.count }
        let left = redHeight(atColumn: 110), right = redHeight(atColumn: 250)
        #expect(left > 0 && right > 0)
        #expect(left != right, "one edge recedes: \(left) vs \(right) pixels tall")
    }

    @Test func aLabelDrawsItsTextInItsColour() throws {
        let image = try render("label") { window in
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 360, height: 60))
            label.text = "Tessera ▮▮▮"
            label.font = .boldSystemFont(ofSize: 40)
            label.textColor = .red
            window.addSubview(label)
        }
        let redPixels = (20..<80).flatMap { y in (20..<380).map { (x: $0, y: y) } }.filter { isRed(image.pixel($0.x, $0.y)) }.count
        #expect(redPixels > 500)
    }

    // MARK: Frames after the first: kept, copied, stretched

    @Test func aPictureDrawnScaledIsDrawnUnscaledByTheNextViewShowingIt() throws {
        // One image, shown shrunk by one view and then at its own size by another: the renderer leaves
        // a picture's transform set between draws, so the second draw must reset it.
        let assets = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
        let image = try #require(UIImage(contentsOfFile: assets.appendingPathComponent("meadow.png").path))
        func scene(_ name: String, withShrunkCopyFirst: Bool) throws -> PixelImage {
            try render(name) { window in
                if withShrunkCopyFirst {
                    let shrunk = UIImageView(frame: CGRect(x: 0, y: 0, width: image.size.width / 4, height: image.size.height / 4))
                    shrunk.image = image
                    window.addSubview(shrunk)
                }
                let plain = UIImageView(frame: CGRect(origin: CGPoint(x: 60, y: 60), size: image.size))
                plain.image = image
                window.addSubview(plain)
            }
        }
        let alone = try scene("shared-picture-alone", withShrunkCopyFirst: false)
        let after = try scene("shared-picture-after-shrunk-copy", withShrunkCopyFirst: true)
        let plainBox = PixelBox(x: 60, y: 60, width: Int(image.size.width), height: Int(image.size.height))
        #expect(after.changedFraction(comparedTo: alone, in: plainBox) == 0)
    }

    /// A window on its own Xvfb that the test draws frame by frame.
    @MainActor
    private final class Screen {
        let xvfb: XvfbSession
        let host: X11Host
        let window = UIWindow(frame: .zero)

        init() throws {
            xvfb = try XvfbSession(width: 640, height: 480)
            host = try X11Host(title: "RendererPixelTests", size: CGSize(width: 400, height: 300), displayName: xvfb.displayName)
            window.backgroundColor = .white
        }

        /// Draws a frame and reads the window back once the server has it.
        func frame(_ name: String? = nil) throws -> PixelImage {
            host.drawFrame()
            host.sync()
            let image = try #require(PixelImage.capture(display: host.display, drawable: host.windowID, width: 400, height: 300))
            if let name { try? image.writePNG(to: "test-output/renderer-\(name).png") }
            return image
        }

        /// The same frame drawn from nothing: every cached picture and the last frame forgotten.
        func fullRepaint(_ name: String) throws -> PixelImage {
            host.discardRenderedContent()
            return try frame(name)
        }

        deinit { xvfb.stop() }
    }

    /// Rounded cards with a picture, a label and a translucent band, in a scroll view under a fixed,
    /// translucent bar: what a scroll step must copy, redraw around, and leave alone.
    private func scrollingScene(in window: UIWindow) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 30, width: 360, height: 250))
        scrollView.clipsToBounds = true
        scrollView.backgroundColor = UIColor(rgb: 0xECF1FA)
        scrollView.contentSize = CGSize(width: 700, height: 2000)
        let assets = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
        let image = UIImage(contentsOfFile: assets.appendingPathComponent("meadow.png").path)
        for index in 0..<60 {
            let card = box(.white, CGRect(x: 10 + CGFloat(index % 5) * 110, y: 10 + CGFloat(index / 5) * 95, width: 100, height: 85))
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            let picture = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 55))
            picture.contentMode = .scaleAspectFill
            picture.image = image
            let label = UILabel(frame: CGRect(x: 6, y: 60, width: 88, height: 20))
            label.text = "Card \(index)"
            let band = box(.red, CGRect(x: 0, y: 40, width: 100, height: 6))
            band.alpha = 0.5
            [picture, label, band].forEach(card.addSubview)
            scrollView.addSubview(card)
        }
        window.addSubview(scrollView)
        let bar = box(UIColor(white: 0, alpha: 0.3), CGRect(x: 0, y: 0, width: 400, height: 40))
        window.addSubview(bar)
        return scrollView
    }

    @Test func aScrolledFrameEqualsAFullRepaintPixelForPixel() throws {
        let screen = try Screen()
        let scrollView = scrollingScene(in: screen.window)
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        for (step, offset) in [CGPoint(x: 0, y: 25), CGPoint(x: 0, y: 60), CGPoint(x: 30, y: 60), CGPoint(x: 30, y: 58)].enumerated() {
            scrollView.contentOffset = offset
            let copied = try screen.frame("scroll-copied-\(step)")
            #expect(screen.host.lastFrameRedrawnFraction < 0.5, "step \(step) copies what stays on screen")
            let repainted = try screen.fullRepaint("scroll-repainted-\(step)")
            #expect(screen.host.lastFrameRedrawnFraction == 1)
            #expect(copied == repainted, "step \(step): \(copied.changedFraction(comparedTo: repainted, in: PixelBox(x: 0, y: 0, width: 400, height: 300))) of pixels differ")
        }
    }

    /// A card's picture is kept, unvisited, while its subtree revision holds: a label two levels down
    /// changing its text must still reach the screen, on a scroll step and on a frame of its own.
    @Test func aLabelChangedDeepInsideAnUnchangedCardIsRedrawn() throws {
        let screen = try Screen()
        let scrollView = scrollingScene(in: screen.window)
        let card = scrollView.subviews[6]
        let holder = UIView(frame: CGRect(x: 4, y: 4, width: 92, height: 34))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 92, height: 34))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 92, height: 34))
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .black
        label.text = "i"
        inner.addSubview(label)
        holder.addSubview(inner)
        card.addSubview(holder)
        screen.host.showForBenchmark(screen.window)
        // Still for a few frames and moved by whole pixels: the card is drawn from what it recorded.
        for offset in [0, 0, 1, 0] as [CGFloat] {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            _ = try screen.frame()
        }
        let before = try screen.frame()
        // The card sits at (140, 135) in the window; it moves up 25 pixels with the scroll.
        let labelArea = PixelBox(x: 144, y: 114, width: 92, height: 34)
        scrollView.contentOffset = CGPoint(x: 0, y: 25)
        label.text = "WWWW"
        let scrolled = try screen.frame("deep-label-scrolled")
        #expect(scrolled.changedFraction(comparedTo: before, in: labelArea) > 0.1)
        #expect(scrolled == (try screen.fullRepaint("deep-label-scrolled-repainted")))
        _ = try screen.frame()
        label.textColor = .red
        let recoloured = try screen.frame("deep-label-recoloured")
        #expect((0..<92).contains { x in (0..<34).contains { y in isRed(recoloured.pixel(144 + x, 114 + y)) } })
        #expect(recoloured == (try screen.fullRepaint("deep-label-recoloured-repainted")))
    }

    /// Fixed views and cards moved by whole pixels are drawn from what they recorded in earlier
    /// frames; each frame must still equal one drawn from nothing, on another server.
    @Test func framesReplayingKeptRecordingsEqualFullRepaintsPixelForPixel() throws {
        let replaying = try Screen(), repainting = try Screen()
        let scrollViews = [replaying, repainting].map { scrollingScene(in: $0.window) }
        let toolbar = [replaying, repainting].map { screen in
            let bar = screen.window.subviews[1]
            let button = box(.blue, CGRect(x: 300, y: 8, width: 60, height: 24))
            button.layer.cornerRadius = 6
            let caption = UILabel(frame: CGRect(x: 4, y: 2, width: 52, height: 20))
            caption.text = "Go"
            button.addSubview(caption)
            bar.addSubview(button)
            screen.host.showForBenchmark(screen.window)
            return caption
        }
        let steps: [(CGPoint, String?)] = [(.zero, nil), (.zero, nil), (CGPoint(x: 0, y: 7), nil), (CGPoint(x: 0, y: 19), nil),
                                           (CGPoint(x: 5, y: 19), "Stop"), (CGPoint(x: 5, y: 40), nil), (CGPoint(x: 5, y: 40), nil),
                                           (CGPoint(x: 0, y: 33), nil)]
        for (step, (offset, caption)) in steps.enumerated() {
            for index in 0..<2 {
                scrollViews[index].contentOffset = offset
                if let caption { toolbar[index].text = caption }
            }
            // A label in a card wholly inside the scroll view (replayed until now), and one cut at its edge.
            if step == 5 { for scrollView in scrollViews { [6, 8].forEach { scrollView.subviews[$0].subviews[1].backgroundColor = .green } } }
            let replayed = try replaying.frame("replay-\(step)")
            let repainted = try repainting.fullRepaint("replay-\(step)-repainted")
            #expect(replayed == repainted, "step \(step): \(replayed.changedFraction(comparedTo: repainted, in: PixelBox(x: 0, y: 0, width: 400, height: 300))) of pixels differ")
        }
    }

    /// A part of a moving subtree that lay wholly outside the clip recorded nothing: moved into
    /// sight, it must be drawn, not left out by a replay of the rest.
    @Test func aPartScrolledIntoSightFromWhollyOutsideTheClipIsDrawn() throws {
        let screen = try Screen()
        let scrollView = scrollingScene(in: screen.window)
        let holder = box(.white, CGRect(x: 300, y: 20, width: 50, height: 50))
        holder.addSubview(box(.red, CGRect(x: -290, y: 10, width: 10, height: 30)))
        scrollView.addSubview(holder)
        screen.host.showForBenchmark(screen.window)
        for offset in [30, 30, 30, 0] as [CGFloat] {
            scrollView.contentOffset = CGPoint(x: offset, y: 0)
            _ = try screen.frame()
        }
        let scrolledIn = try screen.frame("part-scrolled-in")
        #expect(isRed(scrolledIn.pixel(35, 70)), "the part now lies at x 30…40 in the window")
        #expect(scrolledIn == (try screen.fullRepaint("part-scrolled-in-repainted")))
    }

    @Test func aGlideAtFractionalOffsetsOverAScrollingBackgroundStillCopies() throws {
        // A glide leaves the offset between pixels and cards at fractions of a point; a plain view
        // behind all the content scrolls with it and covers the whole scroll view.
        let screen = try Screen()
        let scrollView = scrollingScene(in: screen.window)
        let ground = box(UIColor(rgb: 0xDDE6F5), CGRect(x: 0, y: 0, width: 700, height: 2000))
        scrollView.insertSubview(ground, at: 0)
        for card in scrollView.subviews where card !== ground { card.center.y += 0.3 }
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        for (step, offset) in [CGPoint(x: 0, y: 17.4), CGPoint(x: 0, y: 33.9), CGPoint(x: 0, y: 48.45)].enumerated() {
            scrollView.contentOffset = offset
            let copied = try screen.frame("glide-copied-\(step)")
            #expect(screen.host.lastFrameRedrawnFraction < 0.5, "step \(step) copies what stays on screen")
            #expect(copied == (try screen.fullRepaint("glide-repainted-\(step)")), "step \(step)")
        }
    }

    /// Room for the scene's cards, which the test adds as plain subviews.
    private final class TallLayout: UICollectionViewFlowLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 700, height: 2000) }
    }

    @Test func aScrollOverAFixedBackdropEqualsAFullRepaintPixelForPixel() throws {
        // A collection view's backgroundView stays put while rounded cards, some translucent, some
        // casting shadows, scroll over it (the gallery's look): the cards' own layer copies the step,
        // and the back buffer copies it where opaque cards hide the backdrop.
        let screen = try Screen()
        let collectionView = UICollectionView(frame: CGRect(x: 20, y: 30, width: 360, height: 250),
                                              collectionViewLayout: TallLayout())
        let assets = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
        let backdrop = UIImageView(image: UIImage(contentsOfFile: assets.appendingPathComponent("background.png").path))
        backdrop.contentMode = .scaleToFill
        collectionView.backgroundView = backdrop
        collectionView.clipsToBounds = true
        let scene = scrollingScene(in: screen.window)
        for (index, card) in scene.subviews.enumerated() {
            if index % 2 == 1 { card.alpha = 0.8 }
            guard index % 3 == 0 else {
                collectionView.addSubview(card)
                continue
            }
            // As the gallery's cells: a soft shadow cast by the cell around its opaque, rounded card.
            let cell = UIView(frame: card.frame)
            cell.layer.shadowOpacity = 0.3
            cell.layer.shadowRadius = 6
            cell.layer.shadowOffset = CGSize(width: 0, height: 3)
            card.frame.origin = .zero
            cell.addSubview(card)
            collectionView.addSubview(cell)
        }
        scene.removeFromSuperview()
        screen.window.insertSubview(collectionView, at: 0)
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        for (step, offset) in [CGPoint(x: 0, y: 25), CGPoint(x: 0, y: 60), CGPoint(x: 30, y: 60), CGPoint(x: 30, y: 57.6)].enumerated() {
            collectionView.contentOffset = offset
            let copied = try screen.frame("backdrop-scroll-copied-\(step)")
            #expect(collectionView.bounds.origin == offset, "step \(step) scrolled")
            #expect(try #require(screen.host.lastFrameLayerRedrawnFraction) < 0.5, "step \(step) copies the cards that stay on screen")
            #expect(screen.host.lastFrameRedrawnFraction < 0.7, "step \(step) copies the opaque cards in the window too")
            let repainted = try screen.fullRepaint("backdrop-scroll-repainted-\(step)")
            #expect(screen.host.lastFrameLayerRedrawnFraction == 1)
            #expect(copied == repainted, "step \(step): \(copied.changedFraction(comparedTo: repainted, in: PixelBox(x: 0, y: 0, width: 400, height: 300))) of pixels differ")
        }
    }

    @Test func aLayeredCollectionViewsScrollIndicatorIsBlendedOnceAsAPlainOnesIs() throws {
        // Two collection views side by side, the same grey behind the same tall content: the left one's
        // grey is a fixed backgroundView (its content goes into a layer of its own), the right one's its
        // own background colour. Their translucent thumbs must match, and match one blend over the grey.
        let screen = try Screen()
        let grey = UIColor(rgb: 0xC8C8C8)
        func collectionView(x: CGFloat) -> UICollectionView {
            let collectionView = UICollectionView(frame: CGRect(x: x, y: 30, width: 180, height: 250), collectionViewLayout: TallLayout())
            collectionView.clipsToBounds = true
            collectionView.contentOffset = CGPoint(x: 0, y: 300)
            screen.window.addSubview(collectionView)
            return collectionView
        }
        collectionView(x: 10).backgroundView = box(grey, .zero)
        collectionView(x: 210).backgroundColor = grey
        screen.host.showForBenchmark(screen.window)
        let image = try screen.frame("scroll-indicator-layered-and-plain")
        #expect(screen.host.lastFrameLayerRedrawnFraction != nil, "the left collection view is drawn layered")
        let layeredEdges = [PixelBox(x: 170, y: 30, width: 20, height: 250), PixelBox(x: 10, y: 262, width: 180, height: 18)]
        for edge in layeredEdges {
            let same = image.crop(edge) == image.crop(edge.offsetBy(dx: 200, dy: 0))
            #expect(same, "\(edge) matches the plain collection view's")
        }
        // The vertical thumb's middle: 10 % white at 45 % over the grey, once.
        let thumb = try #require(image.pixel(185, 84))
        let once = 0.55 * 200 + 0.45 * 25.5
        #expect(abs(Double(thumb.g) - once) <= 3, "thumb \(thumb), one blend is \(once)")
    }

    @Test func aFrameWhereNothingChangedComposesNothing() throws {
        let screen = try Screen()
        _ = scrollingScene(in: screen.window)
        screen.host.showForBenchmark(screen.window)
        let first = try screen.frame()
        let second = try screen.frame()
        #expect(screen.host.lastFrameRedrawnFraction == 0)
        #expect(first == second)
    }

    @Test func aCardChangedUnderAScrollIsRedrawnWhileTheRestIsCopied() throws {
        let screen = try Screen()
        let scrollView = scrollingScene(in: screen.window)
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.subviews[7].backgroundColor = .blue
        scrollView.subviews[12].alpha = 0.4
        let copied = try screen.frame("scroll-changed-card")
        #expect(screen.host.lastFrameRedrawnFraction < 0.5)
        #expect(copied == (try screen.fullRepaint("scroll-changed-card-repainted")))
    }

    /// A card whose subviews keep their frames: drawn afresh at a new size, the blue half stays 40
    /// points tall; stretched, it grows with the card.
    private func twoToneCard() -> UIView {
        let card = box(.white, CGRect(x: 50, y: 50, width: 100, height: 80))
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        card.addSubview(box(.red, CGRect(x: 0, y: 0, width: 100, height: 40)))
        card.addSubview(box(.blue, CGRect(x: 0, y: 40, width: 100, height: 40)))
        return card
    }

    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)?) -> Bool { p.map { $0.b > 200 && $0.r < 60 && $0.g < 60 } ?? false }

    /// The two-tone card on screen, growing from 100 × 80 to 200 × 160 points over a second of `clock`.
    /// With `blueFollows` its blue half grows with it (its red half keeps 40 points); without, both
    /// halves keep their frames and a caption sits on the blue half.
    private func growingTwoToneCard(blueFollows: Bool) throws -> (Screen, FixedClock) {
        let screen = try Screen()
        let clock = FixedClock()
        screen.window.frameDriver = FrameDriver(clock: clock)
        let card = twoToneCard()
        let blue = card.subviews[1]
        if !blueFollows {
            let caption = UILabel(frame: CGRect(x: 6, y: 50, width: 50, height: 20))
            caption.text = "Tile"
            caption.font = .boldSystemFont(ofSize: 14)
            caption.textColor = .white
            card.addSubview(caption)
        }
        screen.window.addSubview(card)
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            card.frame = CGRect(x: 50, y: 50, width: 200, height: 160)
            if blueFollows { blue.frame = CGRect(x: 0, y: 40, width: 200, height: 120) }
        }, completion: nil)
        return (screen, clock)
    }

    @Test func aCardMidSizeAnimationIsItsLastPictureStretchedALittle() throws {
        let (screen, clock) = try growingTwoToneCard(blueFollows: true)
        clock.now = 0.1
        let early = try screen.frame("stretched-early-animation")
        // A tenth of the way: 110 × 88 points from (50, 50), 1.1 times the picture: stretched, the red
        // half reaches down to y = 94 (drawn afresh it would keep its 40 points and end at y = 90).
        #expect(isRed(early.pixel(120, 92)), "the red half grew with the card")
        #expect(isBlue(early.pixel(120, 134)))
        #expect(isWhite(early.pixel(120, 145)), "nothing beyond the card's size shown now")
        clock.now = 1
        let settled = try screen.frame("stretched-settled")
        #expect(isBlue(settled.pixel(120, 92)), "settled, the card is drawn afresh at its size: the red half is 40 points again")
        #expect(isBlue(settled.pixel(120, 200)))
        #expect(settled == (try screen.fullRepaint("stretched-settled-repainted")))
    }

    @Test func aCardFarFromItsLastPictureSizeIsDrawnAfreshMidAnimation() throws {
        let (screen, clock) = try growingTwoToneCard(blueFollows: true)
        clock.now = 0.5
        let middle = try screen.frame("afresh-mid-animation")
        // Halfway: 150 × 120 points, 1.5 times the picture: drawn at that size, not blown up, so the
        // red half keeps its 40 points (y 50 to 90) and blue fills the rest, down to y = 170.
        #expect(isBlue(middle.pixel(120, 95)), "drawn afresh: the red half did not grow")
        #expect(isBlue(middle.pixel(120, 165)))
        #expect(middle == (try screen.fullRepaint("afresh-mid-animation-repainted")))
    }

    @Test func aCardWhosePartsKeepTheirSizesIsDrawnFromThemCrispMidAnimation() throws {
        let (screen, clock) = try growingTwoToneCard(blueFollows: false)
        clock.now = 0.1
        let early = try screen.frame("parts-early-animation")
        // 1.1 times the picture, which stretching would allow, but its halves and caption keep their
        // sizes: drawn afresh from them, so the blue half stays 40 points tall (y 90 to 130), white
        // below it, and the caption's text is as a full repaint draws it.
        #expect(isBlue(early.pixel(120, 125)))
        #expect(isWhite(early.pixel(120, 134)), "the blue half was not stretched")
        #expect(early == (try screen.fullRepaint("parts-early-animation-repainted")))
    }

    /// A card holding a picture and a caption, laid out by `layout` for the card's size, growing from
    /// 100 × 80 to 200 × 160 points over a second of `clock` with its parts following it.
    private func growingCaptionedCard() throws -> (Screen, FixedClock, UILabel) {
        let screen = try Screen()
        let clock = FixedClock()
        screen.window.frameDriver = FrameDriver(clock: clock)
        let card = box(.white, CGRect(x: 50, y: 50, width: 100, height: 80))
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        let picture = box(.red, .zero)
        let caption = UILabel(frame: .zero)
        caption.text = "Dunes"
        caption.font = .boldSystemFont(ofSize: 14)
        caption.textColor = .blue
        card.addSubview(picture)
        card.addSubview(caption)
        func layout() {
            picture.frame = CGRect(x: 0, y: 0, width: card.bounds.width, height: card.bounds.height - 24)
            caption.frame = CGRect(x: 6, y: card.bounds.height - 22, width: card.bounds.width - 12, height: 20)
        }
        layout()
        screen.window.addSubview(card)
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            card.frame = CGRect(x: 50, y: 50, width: 200, height: 160)
            layout()
        }, completion: nil)
        return (screen, clock, caption)
    }

    /// Pixels of the settled caption's strip (x 56–244, y 188–208) that `matches` accepts.
    private func inkPixels(in image: PixelImage, _ matches: ((r: UInt8, g: UInt8, b: UInt8)?) -> Bool) -> Int {
        (188..<208).reduce(0) { count, y in count + (56..<244).filter { matches(image.pixel($0, y)) }.count }
    }

    @Test func aCardDrawnAheadAtItsFinalSizeEndsItsSizeAnimationAsAFullRepaintDrawsIt() throws {
        let (screen, clock, _) = try growingCaptionedCard()
        for now in [0.1, 0.2, 0.5, 0.8] {
            clock.now = now
            _ = try screen.frame("ahead-\(Int(now * 10))")
        }
        clock.now = 1
        let settled = try screen.frame("ahead-settled")
        #expect(inkPixels(in: settled, isBlue) > 30, "the caption's ink")
        #expect(settled == (try screen.fullRepaint("ahead-settled-repainted")))
    }

    @Test func aCardChangedAfterItWasDrawnAheadEndsShowingTheChange() throws {
        let (screen, clock, caption) = try growingCaptionedCard()
        clock.now = 0.2
        _ = try screen.frame()
        caption.text = "Meadow at dusk"
        caption.textColor = .red
        clock.now = 0.6
        _ = try screen.frame()
        clock.now = 1
        let settled = try screen.frame("ahead-changed-settled")
        #expect(inkPixels(in: settled, isRed) > 30, "the new caption, in its new colour")
        #expect(inkPixels(in: settled, isBlue) == 0, "nothing of the caption drawn ahead")
        #expect(settled == (try screen.fullRepaint("ahead-changed-settled-repainted")))
    }

    @Test func framesDrawnWhileTheyAreRecordedEqualAFullRepaintPixelForPixel() throws {
        // Every frame moves most of the window (a large translucent card, a box above it), so after the
        // first such frame each one is drawn into the back buffer as it is recorded. The backdrop's fill
        // hides the window's white and a green square drawn before it, and the red box is the last
        // request of the frame.
        let screen = try Screen()
        let clock = FixedClock()
        screen.window.frameDriver = FrameDriver(clock: clock)
        screen.window.addSubview(box(.green, CGRect(x: 10, y: 10, width: 20, height: 20)))
        screen.window.addSubview(box(UIColor(rgb: 0xDDE6F5), CGRect(x: 0, y: 0, width: 400, height: 300)))
        let card = twoToneCard()
        card.frame = CGRect(x: 20, y: 20, width: 300, height: 220)
        card.subviews[0].frame = CGRect(x: 0, y: 0, width: 300, height: 110)
        card.subviews[1].frame = CGRect(x: 0, y: 110, width: 300, height: 110)
        card.alpha = 0.7
        let caption = UILabel(frame: CGRect(x: 12, y: 120, width: 200, height: 24))
        caption.text = "Streamed"
        caption.font = .boldSystemFont(ofSize: 18)
        caption.textColor = .white
        card.addSubview(caption)
        let marker = box(.red, CGRect(x: 300, y: 200, width: 40, height: 40))
        screen.window.addSubview(card)
        screen.window.addSubview(marker)
        screen.host.showForBenchmark(screen.window)
        _ = try screen.frame()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            card.center.x += 60
            card.center.y += 40
            marker.center.x -= 280
        }, completion: nil)
        for time in [0.25, 0.5] {
            clock.now = time
            _ = try screen.frame()
            #expect(screen.host.lastFrameRedrawnFraction == 1, "at \(time) the frame is drawn whole")
        }
        clock.now = 0.75
        let streamed = try screen.frame("streamed-75")
        #expect(isRed(streamed.pixel(110, 220)), "the box, the frame's last request, is drawn")
        let repainted = try screen.fullRepaint("streamed-75-repainted")
        #expect(streamed == repainted, "\(streamed.changedFraction(comparedTo: repainted, in: PixelBox(x: 0, y: 0, width: 400, height: 300))) of pixels differ")
    }
}

/// A clock that stays where the test puts it.
@MainActor
private final class FixedClock: FrameClock {
    var now: TimeInterval = 0
}
