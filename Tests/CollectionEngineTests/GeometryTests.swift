import CollectionEngine
import Foundation
import Testing

/// Two numbers equal up to rounding error.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

@Suite struct IndexPathTests {
    @Test func itemAndSectionAreTheTwoIndexesSectionFirst() {
        let path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(Array(path) == [1, 3])
    }

    @Test func indexPathsSortBySectionThenItem() {
        let paths = [IndexPath(item: 0, section: 2), IndexPath(item: 5, section: 0), IndexPath(item: 1, section: 2)]
        #expect(paths.sorted() == [IndexPath(item: 5, section: 0), IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2)])
    }

    @Test func settingItemKeepsTheSection() {
        var path = IndexPath(item: 1, section: 4)
        path.item = 9
        #expect(path == IndexPath(item: 9, section: 4))
    }
}

@Suite struct EdgeInsetsTests {
    @Test func insetShrinksEachEdgeByItsValue() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 80)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 76))
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
    }

    @Test func negativeInsetsGrowTheRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: -5, y: -5, width: 20, height: 20))
    }
}

@Suite struct AffineTransformTests {
    @Test func translationMovesPointsButNotSizes() {
        let t = CGAffineTransform(translationX: 10, y: -5)
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -3))
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 3, height: 4))
    }

    @Test func positiveRotationTurnsXTowardsYClockwiseOnScreen() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedByAppliesTheTranslationBeforeTheTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -9)
        let p = CGPoint(x: 13, y: -2)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(close(t.concatenating(t.inverted()).tx, 0) && close(t.concatenating(t.inverted()).a, 1))
    }

    @Test func aSingularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func identityIsTheDefaultAndComparesEqual() {
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity)
    }

    @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(rect, CGRect(x: -2.squareRoot(), y: 0, width: 2 * 2.squareRoot(), height: 2 * 2.squareRoot())))
    }
}

@Suite struct Transform3DTests {
    @Test func makeTranslationPutsTheOffsetInTheLastRow() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
        #expect(t.project(CGPoint(x: 5, y: 5)) == CGPoint(x: 6, y: 7))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DConcat(scale, move).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(CATransform3DConcat(move, scale).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let t = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(CATransform3DIsAffine(t))
        let affine = CATransform3DGetAffineTransform(t), expected = CGAffineTransform(rotationAngle: 0.5)
        #expect(close(affine.a, expected.a) && close(affine.b, expected.b) && close(affine.c, expected.c) && close(affine.d, expected.d))
    }

    @Test func rotateAppliesTheRotationBeforeTheGivenTransform() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        #expect(close(t.project(CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1)))
    }

    @Test func aZeroAxisRotationIsTheIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func perspectiveMakesTheNearEdgeOfAYRotationLarger() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        #expect(!CATransform3DIsAffine(t))
        let left = t.project(CGPoint(x: -100, y: 100)), right = t.project(CGPoint(x: 100, y: 100))
        // One side comes towards the eye and grows, the other recedes and shrinks.
        #expect(abs(left.y - right.y) > 1)
        #expect(max(abs(left.y), abs(right.y)) > 100 && min(abs(left.y), abs(right.y)) < 100)
    }

    @Test func unprojectInvertsProjectUnderPerspective() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        t = CATransform3DTranslate(CATransform3DRotate(t, 0.9, 1, 1, 0), 30, -20, 0)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 80, y: -45), CGPoint(x: -120, y: 60)] {
            let back = try #require(t.unproject(t.project(point)))
            #expect(close(back, point, 1e-9), "\(point)")
        }
    }

    @Test func aTransformThatFlattensThePlaneCannotBeUnprojected() {
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).unproject(CGPoint(x: 1, y: 1)) == nil)
        #expect(CATransform3DMakeScale(0, 1, 1).unproject(.zero) == nil)
    }

    @Test func affineRoundTripKeepsTheTransform() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }
}

@Suite struct ColorTests {
    @Test func hueZeroIsRedAndOneThirdIsGreen() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect((red.red, red.green, red.blue) == (1, 0, 0))
        let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(close(green.red, 0) && close(green.green, 1) && close(green.blue, 0))
        #expect(green.alpha == 0.5)
    }

    @Test func zeroSaturationIsGreyAtTheBrightness() {
        let grey = UIColor(hue: 0.6, saturation: 0, brightness: 0.25, alpha: 1)
        #expect((grey.red, grey.green, grey.blue) == (0.25, 0.25, 0.25))
    }

    @Test func hueWrapsAroundAtOne() {
        #expect(UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1) == UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1))
    }

    @Test func componentsAreClampedToZeroAndOne() {
        let color = UIColor(red: 2, green: -1, blue: 0.5, alpha: 7)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (1, 0, 0.5, 1))
    }

    @Test func colorsWithEqualComponentsAreEqualAndHashAlike() {
        let a = UIColor(white: 0.5, alpha: 1), b = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != a.withAlphaComponent(0.2))
    }
}
