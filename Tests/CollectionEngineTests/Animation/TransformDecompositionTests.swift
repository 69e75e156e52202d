@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Taking 3-D transforms apart and putting them back, for rigid interpolation.
@Suite struct TransformDecompositionTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < tolerance }
    }

    @Test(arguments: 0..<100)
    func recomposingADecompositionGivesTheTransformBack(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var t = CATransform3DIdentity
        t.m34 = -1 / CGFloat.random(in: 200...1000, using: &random)
        t = CATransform3DRotate(t, CGFloat.random(in: -3...3, using: &random),
                                CGFloat.random(in: -1...1, using: &random), CGFloat.random(in: -1...1, using: &random), 1)
        t = CATransform3DScale(t, CGFloat.random(in: 0.2...3, using: &random), CGFloat.random(in: 0.2...3, using: &random), 1)
        t = CATransform3DTranslate(t, CGFloat.random(in: -100...100, using: &random), CGFloat.random(in: -100...100, using: &random),
                                   CGFloat.random(in: -50...50, using: &random))
        guard let parts = DecomposedTransform(t) else {
            Issue.record("seed \(seed): not decomposable")
            return
        }
        // A projective transform is defined up to a factor: compare with t scaled to m44 = 1.
        let normalized = CATransform3D(entries: t.entries.map { $0 / t.m44 })
        #expect(close(parts.transform, normalized, tolerance: 1e-7), "seed \(seed)")
    }

    @Test func halfwayToARotationAboutYIsHalfTheAngle() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let end = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let halfway = TransformInterpolation.interpolate(perspective, end, 0.5)
        #expect(close(halfway, CATransform3DRotate(perspective, .pi / 6, 0, 1, 0), tolerance: 1e-9))
    }

    @Test func singularTransformsFallBackToEntryByEntry() {
        let flat = CATransform3DMakeScale(0, 1, 1)
        let halfway = TransformInterpolation.interpolate(CATransform3DIdentity, flat, 0.5)
        #expect(abs(halfway.m11 - 0.5) < 1e-12)
    }
}
