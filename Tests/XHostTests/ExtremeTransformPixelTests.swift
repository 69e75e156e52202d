import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// Transforms an animation can produce on the way through a layout switch (a card turned in perspective
/// with a corner far beyond X's 16-bit coordinates or behind the eye, a zero, infinite or NaN scale): the
/// renderer draws what is in front of the eye and never traps converting coordinates.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ExtremeTransformPixelTests {
    private func render(_ name: String, _ transform: CATransform3D, width: CGFloat) throws -> PixelImage {
        try FirstFrameRendering.render("renderer-extreme-\(name)", title: "ExtremeTransformPixelTests", background: .white) { window in
            let card = UIView(frame: CGRect(x: 200 - width / 2, y: 100, width: width, height: 100))
            card.backgroundColor = .red
            card.layer.cornerRadius = 8  // a cached picture, drawn through the projective path
            card.transform3D = transform
            window.addSubview(card)
        }
    }

    private func turned(_ angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        return CATransform3DRotate(perspective, angle, 0, 1, 0)
    }

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8)?) -> Bool { p.map { $0.r > 200 && $0.g < 60 && $0.b < 60 } ?? false }

    @Test(arguments: [CGFloat.pi / 3, -CGFloat.pi / 3])
    func aCardWhoseNearEdgeProjectsBeyondSixteenBitsIsDrawn(angle: CGFloat) throws {
        // Half the width turned 60° comes 597 points towards a 600-point eye: that edge lands ~90,000 px out.
        let image = try render("near-edge-\(angle > 0 ? "right" : "left")", turned(angle), width: 1380)
        #expect(isRed(image.pixel(200, 150)), "the card's middle is where it was")
    }

    @Test(arguments: [CGFloat.pi / 3, -CGFloat.pi / 3])
    func aCardReachingBehindTheEyeDrawsOnlyItsPartInFront(angle: CGFloat) throws {
        let image = try render("behind-eye-\(angle > 0 ? "right" : "left")", turned(angle), width: 1800)
        #expect(isRed(image.pixel(200, 150)), "the card's middle is where it was")
    }

    @Test(arguments: [
        ("nan", CATransform3DMakeScale(.nan, 1, 1)),
        ("infinite", CATransform3DMakeScale(.infinity, 1, 1)),
        ("zero", CATransform3DMakeScale(0, 0, 1)),
        ("far-away", CATransform3DMakeTranslation(1e300, -1e300, 0)),
        ("nan-perspective", { var t = CATransform3DIdentity; t.m34 = .nan; return t }()),
        ("flat-w", { var t = CATransform3DIdentity; t.m44 = 0; return t }()),
        ("huge-perspective", { var t = CATransform3DIdentity; t.m14 = 1e-3; t.m24 = -1e-3; t.m44 = 1e-12; return t }()),
    ])
    func aDegenerateTransformDrawsWithoutTrapping(name: String, transform: CATransform3D) throws {
        _ = try render(name, transform, width: 200)
    }
}
