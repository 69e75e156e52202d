import Foundation

/// A spring's progress over a fixed duration, as UIKit's `usingSpringWithDamping`.
///
/// A damping ratio of 1 is critically damped (no overshoot); smaller ratios oscillate. The stiffness
/// is chosen so that the motion has settled (within 0.1 %) at the end of the duration, where it snaps
/// exactly to 1.
struct SpringCurve: Equatable, Sendable {
    var dampingRatio: CGFloat
    var initialVelocity: CGFloat

    func progress(_ t: CGFloat) -> CGFloat {
        guard t < 1 else { return 1 }
        guard t > 0 else { return 0 }
        let zeta = min(1, max(0.05, dampingRatio))
        let omega = 6.9 / zeta
        let v0 = -initialVelocity
        if zeta >= 1 {
            return 1 - (1 + (omega + v0) * t) * exp(-omega * t)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        return 1 - envelope * (cos(damped * t) + (zeta * omega + v0) / damped * sin(damped * t))
    }
}
