import CX11
import CollectionEngine
import Foundation
import Testing
@testable import XHost

/// The host's pure decisions, without a server: how X input maps to engine input, how the scale is
/// read, and the geometry the renderer relies on.
@Suite struct EventTranslationTests {
    @Test func buttonsOneToThreeArePrimaryMiddleAndSecondary() {
        #expect(EventTranslator.pointerKind(button: 1, pressed: true, shift: false) == .pointerDown(.primary))
        #expect(EventTranslator.pointerKind(button: 2, pressed: false, shift: false) == .pointerUp(.middle))
        #expect(EventTranslator.pointerKind(button: 3, pressed: true, shift: false) == .pointerDown(.secondary))
    }

    @Test func wheelNotchesScrollOneWheelStepEach() {
        let step = InputEvent.wheelStep
        #expect(EventTranslator.pointerKind(button: 4, pressed: true, shift: false) == .scroll(dx: 0, dy: -step))
        #expect(EventTranslator.pointerKind(button: 5, pressed: true, shift: false) == .scroll(dx: 0, dy: step))
        #expect(EventTranslator.pointerKind(button: 6, pressed: true, shift: false) == .scroll(dx: -step, dy: 0))
        #expect(EventTranslator.pointerKind(button: 7, pressed: true, shift: false) == .scroll(dx: step, dy: 0))
    }

    @Test func shiftTurnsAVerticalWheelNotchHorizontal() {
        let step = InputEvent.wheelStep
        #expect(EventTranslator.pointerKind(button: 5, pressed: true, shift: true) == .scroll(dx: step, dy: 0))
        #expect(EventTranslator.pointerKind(button: 4, pressed: true, shift: true) == .scroll(dx: -step, dy: 0))
    }

    @Test func wheelReleasesAndButtonsBeyondNineAreDropped() {
        #expect(EventTranslator.pointerKind(button: 5, pressed: false, shift: false) == nil)
        #expect(EventTranslator.pointerKind(button: 10, pressed: true, shift: false) == nil)
    }

    @Test func sideButtonsEightAndNineAreBackAndForward() {
        #expect(EventTranslator.pointerKind(button: 8, pressed: true, shift: false) == .pointerDown(.back))
        #expect(EventTranslator.pointerKind(button: 8, pressed: false, shift: false) == .pointerUp(.back))
        #expect(EventTranslator.pointerKind(button: 9, pressed: true, shift: false) == .pointerDown(.forward))
    }

    @Test func modifiersComeFromTheEventState() {
        let state = UInt32(ShiftMask | ControlMask | Mod1Mask | Mod4Mask)
        #expect(EventTranslator.modifiers(fromState: state) == [.shift, .control, .alternate, .command])
        #expect(EventTranslator.modifiers(fromState: UInt32(Mod2Mask)) == [], "Num Lock is not a modifier")
    }

    @Test func namedKeysBecomeEngineKeys() {
        #expect(EventTranslator.key(keysym: UInt(XK_Escape)) == .escape)
        #expect(EventTranslator.key(keysym: UInt(XK_KP_Enter)) == .enter)
        #expect(EventTranslator.key(keysym: UInt(XK_Page_Down)) == .pageDown)
        #expect(EventTranslator.key(keysym: UInt(XK_Shift_L)) == nil, "a modifier alone is not a key")
    }

    @Test func printableKeysArriveAsTheirCharacterEvenWithControlHeld() {
        #expect(EventTranslator.key(keysym: UInt(XK_l)) == .character("l"))
        #expect(EventTranslator.key(keysym: UInt(XK_L)) == .character("L"))
        #expect(EventTranslator.key(keysym: UInt(XK_eacute)) == .character("é"))
        #expect(EventTranslator.key(keysym: 0x100_20AC) == .character("€"), "Unicode keysyms")
    }
}

@Suite struct HostScaleTests {
    @Test func xftDpiSetsPixelsPerPoint() {
        #expect(DisplayConnection.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
    }

    @Test func missingOrAbsurdDpiMeansScaleOne() {
        #expect(DisplayConnection.scale(fromResources: nil) == 1)
        #expect(DisplayConnection.scale(fromResources: "Xft.dpi: lots") == 1)
        #expect(DisplayConnection.scale(fromResources: "Xft.dpi: 100000") == 4)
    }
}

@Suite struct RendererGeometryTests {
    @Test func aMoveByAFractionSnapsToWholePixelsForTheFastPath() {
        let offset = PixelTransform.translation(10.4, -3.6).translationOnly
        #expect(offset?.x == 10 && offset?.y == -4)
        #expect(PixelTransform.scale(2, 2).translationOnly == nil)
    }

    @Test func aTransformComposedWithItsInverseIsTheIdentity() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = PixelTransform.translation(30, 40) * PixelTransform(CATransform3DRotate(perspective, 0.5, 0, 1, 0))
        let round = t * (try #require(t.inverse))
        for (a, b) in zip(round.m, PixelTransform.identity.m) { #expect(abs(a - b) < 1e-9) }
    }

    @Test func anEdgeOnViewHasNoInverseAndIsNotDrawn() {
        #expect(PixelTransform.scale(0, 1).inverse == nil)
    }

    @Test func aQuadReachingBehindTheEyeIsCutToItsPartInFrontAndToTheClip() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        // 1,800 points wide, turned 60°: its right half ends 779 points behind a 600-point eye.
        let t = PixelTransform.translation(200, 150) * PixelTransform(CATransform3DRotate(perspective, .pi / 3, 0, 1, 0))
            * .translation(-900, -50)
        let clip = PixelRect(x0: 0, y0: 0, x1: 400, y1: 300)
        let outline = t.outline(width: 1800, height: 100, clippedTo: clip)
        #expect(outline.count >= 3)
        #expect(outline.allSatisfy { (0...400).contains($0.x) && (0...300).contains($0.y) })
        #expect(t.boundingBox(width: 1800, height: 100).map { $0.x1 <= 1_000_000 && $0.x0 >= -1_000_000 } == true)
    }

    @Test func aTransformThatIsNotFiniteHasNoOutline() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 400, y1: 300)
        #expect(PixelTransform.scale(.nan, 1).outline(width: 10, height: 10, clippedTo: clip).isEmpty)
        #expect(PixelTransform.translation(.infinity, 0).boundingBox(width: 10, height: 10) == nil)
    }

    @Test func everyConversionToAnXIntegerClampsInsteadOfTrapping() {
        #expect(XNumbers.clamped(Double.nan, as: Int32.self) == 0)
        #expect(XNumbers.clamped(Double.infinity, as: Int16.self) == Int16.max)
        #expect(XNumbers.clamped(-1e300, as: Int32.self) == Int32.min)
        #expect(XNumbers.clamped(1e300, as: UInt32.self) == UInt32.max)
        #expect(XNumbers.clamped(2.5, as: Int32.self) == 3)
        #expect(XNumbers.fixed(1e9) == XFixed(32767 * 65536))
        #expect(XNumbers.fixed(.nan) == 0)
        #expect(XNumbers.channel(.nan) == 0 && XNumbers.channel(2) == 65535 && XNumbers.channel(-1) == 0)
    }

    @Test func roundedMasksAreOpaqueInsideClearOutsideTheCornersAndSmoothAtTheEdge() {
        let (width, _, bytes) = ShapeMasks.coverage(.fill(width: 40, height: 30, radius: 10))
        #expect(bytes[15 * width + 20] == 255)
        #expect(bytes[0] == 0, "the corner pixel is cut away")
        #expect((1...254).contains(bytes[2 * width + 3]), "the curve of the corner is anti-aliased")
    }

    @Test func aRoundedCardIsOpaqueEverywhereOutsideItsCornerSquares() {
        let card = PixelRect(x0: 0, y0: 0, x1: 40, y1: 30)
        let (width, _, bytes) = ShapeMasks.coverage(.fill(width: 40, height: 30, radius: 10))
        let pieces = card.outsideCorners(radius: 10)
        let area = pieces.reduce(0) { $0 + $1.area }
        #expect(area == 40 * 30 - 4 * 10 * 10)
        for piece in pieces {
            for y in piece.y0..<piece.y1 {
                for x in piece.x0..<piece.x1 {
                    let coverage: UInt8 = bytes[y * width + x]
                    #expect(coverage == 255, "(\(x), \(y)) is opaque")
                }
            }
        }
    }

    @Test func aTurnedRingStoresEveryPixelOfAnAreaOnceInsideItsRegionOrWhereItIs() {
        let region = PixelRect(x0: 20, y0: 10, x1: 120, y1: 90)
        var ring = PixelRing(region: region)
        ring.scroll(by: (x: -30, y: 55))
        #expect(ring.origin == SIMD2(30, 25), "a step turns the ring the other way, modulo its size")
        // Reaching outside the region on the left and below, and across where the ring wraps both ways.
        let area = PixelRect(x0: 0, y0: 30, x1: 110, y1: 100)
        let pieces = ring.pieces(of: area)
        #expect(pieces.filter { region.contains($0.area) }.count == 4)
        var stored = Set<SIMD2<Int>>()
        for piece in pieces {
            #expect(area.contains(piece.area))
            for y in piece.area.y0..<piece.area.y1 {
                for x in piece.area.x0..<piece.area.x1 {
                    let at = SIMD2(x, y) &+ piece.offset
                    let inside = region.x0 <= x && x < region.x1 && region.y0 <= y && y < region.y1
                    // Inside: (p − corner + origin) mod size, from the corner; outside: where it is.
                    let expected = inside ? SIMD2(region.x0 + (x - region.x0 + 30) % 100, region.y0 + (y - region.y0 + 25) % 80) : SIMD2(x, y)
                    #expect(at == expected)
                    stored.insert(at)
                }
            }
        }
        #expect(stored.count == area.area, "no pixel is stored twice")
        #expect(PixelRing(region: region).pieces(of: area).count == 1, "an unturned ring stores the area as it is")
    }

    @Test func aRegionLessHolesIsEveryPixelOutsideThemOnceInFewBands() {
        let region = PixelRect(x0: 0, y0: 0, x1: 100, y1: 80)
        // Two rows of cards, overlapping their neighbours, and one reaching outside the region.
        let holes = [PixelRect(x0: 5, y0: 5, x1: 30, y1: 35), PixelRect(x0: 25, y0: 10, x1: 60, y1: 35),
                     PixelRect(x0: 70, y0: 5, x1: 120, y1: 35), PixelRect(x0: 5, y0: 45, x1: 95, y1: 75)]
        let rest = region.subtracting(all: holes)
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 {
                let pixel = PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1)
                let inHole = holes.contains { !$0.intersection(pixel).isEmpty }
                let covering = rest.filter { !$0.intersection(pixel).isEmpty }.count
                let expected = inHole ? 0 : 1
                #expect(covering == expected, "(\(x), \(y))")
            }
        }
        #expect(rest.count <= 10, "bands reach down while their span stays the same: \(rest)")
    }

    /// A window fill, a background fill, a picture over part of them and a translucent layer over all.
    private func layeredList(pictureCovers: Bool) -> DisplayList {
        let all = PixelRect(x0: 0, y0: 0, x1: 100, y1: 100), middle = PixelRect(x0: 10, y0: 10, x1: 90, y1: 90)
        let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        func request(_ source: DisplayList.Request.Source, _ visible: PixelRect, covers: PixelRect) -> DisplayList.Request {
            DisplayList.Request(source: source, placement: .identity, opacity: 1, clip: all, visible: visible, scroller: nil, covers: covers)
        }
        var list = DisplayList()
        let white = XRenderColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)
        list.append(request(.fill(white, op: PictOpSrc), all, covers: all))
        list.append(request(.fill(XRenderColor(red: 0, green: 0, blue: 0x8000, alpha: 0x8000), op: PictOpOver), all, covers: empty))
        list.append(request(.picture(7, width: 80, height: 80), middle, covers: pictureCovers ? middle : empty))
        list.append(request(.picture(8, width: 100, height: 100), all, covers: empty))
        return list
    }

    /// The pixels of `rects`, counting how many of them hold each.
    private func pixels(of rects: [PixelRect]) -> [SIMD2<Int>: Int] {
        var pixels: [SIMD2<Int>: Int] = [:]
        for rect in rects { for y in rect.y0..<rect.y1 { for x in rect.x0..<rect.x1 { pixels[SIMD2(x, y), default: 0] += 1 } } }
        return pixels
    }

    @Test func whatALaterOpaquePictureCoversIsNotDrawnBeneathItAndIsCopiedFromIt() {
        let list = layeredList(pictureCovers: true)
        let inside = PixelRect(x0: 20, y0: 20, x1: 40, y1: 40), corner = PixelRect(x0: 0, y0: 0, x1: 15, y1: 15)
        let draws = list.draws(in: [inside, corner], ring: PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100)))
        func drawn(_ request: Int, replacing: Bool) -> [SIMD2<Int>: Int] {
            pixels(of: draws.filter { $0.request == request && $0.replaces == replacing }.flatMap(\.rects))
        }
        let beneath = corner.subtracting(PixelRect(x0: 10, y0: 10, x1: 15, y1: 15))
        // The fills only where the picture does not reach; the picture copied wherever it is drawn.
        #expect(drawn(0, replacing: false) == pixels(of: beneath) && drawn(1, replacing: false) == pixels(of: beneath))
        #expect(drawn(2, replacing: true) == pixels(of: [inside, PixelRect(x0: 10, y0: 10, x1: 15, y1: 15)]))
        #expect(drawn(3, replacing: false) == pixels(of: [inside, corner]), "a translucent layer above is drawn everywhere")
        #expect(draws.filter { $0.request == 2 || $0.request == 3 }.count == 2, "one request each, clipped to all its pieces")
        #expect(draws.allSatisfy { $0.replaces == ($0.request == 2) })
    }

    @Test func aPictureNotKnownOpaqueHidesNothingBeneathIt() {
        let list = layeredList(pictureCovers: false)
        let inside = PixelRect(x0: 20, y0: 20, x1: 40, y1: 40)
        let draws = list.draws(in: [inside], ring: PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100)))
        #expect(draws.map(\.request) == [0, 1, 2, 3])
        #expect(draws.allSatisfy { !$0.replaces && $0.rects == [inside] })
    }

    @Test func overlappingAreasAreReplayedOncePerPixelInOneRequestPerRingOffset() {
        let list = layeredList(pictureCovers: false)
        var ring = PixelRing(region: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
        ring.scroll(by: (0, -30))
        let areas = [PixelRect(x0: 0, y0: 50, x1: 60, y1: 90), PixelRect(x0: 30, y0: 60, x1: 100, y1: 100)]
        let draws = list.draws(in: areas, ring: ring)
        for request in 0..<4 {
            let own = draws.filter { $0.request == request }
            #expect(Set(own.map { [$0.offset.x, $0.offset.y] }).count == own.count, "one request per offset")
            // Every pixel of the areas, stored where the ring keeps it, exactly once.
            let stored = pixels(of: own.flatMap(\.rects))
            let expected = pixels(of: areas.flatMap { area in
                ring.pieces(of: area.intersection(list.requests[request].visible)).map { $0.area.offsetBy($0.offset.x, $0.offset.y) }
            })
            #expect(Set(stored.keys) == Set(expected.keys), "request \(request)")
            #expect(stored.values.allSatisfy { $0 == 1 }, "request \(request) draws no pixel twice")
        }
    }

    @Test func anOpaqueImageIsOpaqueWhereverBilinearSamplingStaysInsideIt() throws {
        // Moved only: all of it.
        #expect(Paint.opaqueArea(ofOpaque: 40, 30, placement: .translation(5, 7)) == PixelRect(x0: 5, y0: 7, x1: 45, y1: 37))
        // Enlarged ten times: the pixels whose taps reach past an edge (into transparency) are left out.
        let enlarged = try #require(Paint.opaqueArea(ofOpaque: 4, 4, placement: .translation(5, 0) * .scale(10, 10)))
        #expect(enlarged == PixelRect(x0: 11, y0: 6, x1: 39, y1: 34))
        // Halved: every tap of every pixel is inside.
        #expect(Paint.opaqueArea(ofOpaque: 100, 60, placement: .scale(0.5, 0.5)) == PixelRect(x0: 0, y0: 0, x1: 50, y1: 30))
        #expect(Paint.opaqueArea(ofOpaque: 10, 10, placement: PixelTransform(m: [1, 0.3, 0, 0, 1, 0, 0, 0, 1])) == nil, "sheared: not known")
    }

    /// Wrapping where every character is one unit wide.
    private let countingWrap: (String, CGFloat, Int) -> [WrappedLine] = { text, width, limit in
        LineWrapping(width: width, advances: { paragraph, _ in paragraph.unicodeScalars.map { _ in 1 } },
                     measure: { line, _ in CGFloat(line.count) }).lines(of: text, limit: limit)
    }

    @Test func aLabelTruncatesItsLastLineWithAnEllipsis() {
        let lines = ViewContentPainter.lines(of: "one two three four", numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                             width: 8, measure: { CGFloat($0.count) }, wrap: countingWrap).map(\.text)
        #expect(lines == ["one two…"])
    }

    @Test func truncatingTheHeadKeepsTheEnd() {
        let lines = ViewContentPainter.lines(of: "one two three four", numberOfLines: 1, lineBreakMode: .byTruncatingHead,
                                             width: 8, measure: { CGFloat($0.count) }, wrap: countingWrap).map(\.text)
        #expect(lines == ["…ee four"])
    }

    @Test func truncatingTheMiddleKeepsBothEnds() {
        let lines = ViewContentPainter.lines(of: "one two three four", numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
                                             width: 9, measure: { CGFloat($0.count) }, wrap: countingWrap).map(\.text)
        #expect(lines == ["one…four"])
    }

    @Test func aTwoLineLabelWrapsAndCutsWhatRemains() {
        let lines = ViewContentPainter.lines(of: "one two three four", numberOfLines: 2, lineBreakMode: .byTruncatingTail,
                                             width: 9, measure: { CGFloat($0.count) }, wrap: countingWrap).map(\.text)
        #expect(lines == ["one two", "three fo…"])
    }
}
