import Foundation

/// What a view shows on screen now: its model values, or where its running animations have got to.
public struct ViewPresentation: Equatable {
    /// Where the view's centre is shown, in its superview's coordinates.
    public var center: CGPoint
    /// The view's shown bounds; animations change their size, not their origin.
    public var bounds: CGRect
    /// The view's shown transform, about its centre.
    public var transform3D: CATransform3D {
        didSet { hasIdentityTransform = transform3D == CATransform3DIdentity }
    }
    /// Whether `transform3D` is the identity, kept with it: most views are not transformed, and a
    /// renderer asks for each view it draws, which this answers without comparing sixteen numbers.
    public private(set) var hasIdentityTransform: Bool
    /// The view's shown opacity.
    public var alpha: CGFloat
    /// The view's shown background colour, part way between the old and new colours while it animates.
    public var backgroundColor: UIColor?
    /// Whether the view is left out of drawing. A view hidden inside an animation block is drawn until
    /// its own animations end, as UIKit hides the layer when a stack view's collapse is over.
    public var isHidden: Bool

    /// `hasIdentityTransform` must say whether `transform3D` is the identity: the caller knows
    /// (`UIView.hasIdentityTransform`), so it is not worked out again.
    init(center: CGPoint, bounds: CGRect, transform3D: CATransform3D, hasIdentityTransform: Bool, alpha: CGFloat,
         backgroundColor: UIColor?, isHidden: Bool) {
        self.center = center
        self.bounds = bounds
        self.transform3D = transform3D
        self.hasIdentityTransform = hasIdentityTransform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.isHidden = isHidden
    }

    /// The bounding box of the presented view in its superview's coordinates.
    public var frame: CGRect { UIView.frame(center: center, size: bounds.size, transform: transform3D) }
}

/// The `UIView.animate` call being run, so property setters know to animate.
@MainActor
struct AnimationContext {
    /// The driver every change in the block animates on; nil for UIKit's static calls, where each view
    /// animates on its own `frameDriver` (its window's).
    var driver: FrameDriver?
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: AnimationCurve
    var group: AnimationGroup
    /// False inside `performWithoutAnimation`.
    var animates: Bool

    static var stack: [AnimationContext] = []
    static var current: AnimationContext? { stack.last }

    /// Runs `changes` with this context in force, then seals the group so its completion can run.
    func run(_ changes: () -> Void) {
        AnimationContext.stack.append(self)
        changes()
        AnimationContext.stack.removeLast()
        group.seal()
    }
}

extension UIView {
    /// Options for `animate(withDuration:delay:options:animations:completion:)`, as UIKit's.
    ///
    /// - Note: Only the curve options change anything: every animation already begins from the
    ///   current (presentation) state, and input is never blocked by animations.
    public struct AnimationOptions: BitFlags {
        let bits: UInt
        /// Accepted for UIKit's sake; input already reaches views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted for UIKit's sake; every animation already starts from what is shown.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Slow at both ends; the default curve.
        public static let curveEaseInOut = AnimationOptions(curve: .easeInOut)
        /// Slow at the start, then faster.
        public static let curveEaseIn = AnimationOptions(curve: .easeIn)
        /// Fast at the start, slowing to a stop.
        public static let curveEaseOut = AnimationOptions(curve: .easeOut)
        /// At an even pace.
        public static let curveLinear = AnimationOptions(curve: .linear)
    }

    /// Animates the changes made in `animations` to center, frame, bounds size, transform, alpha and
    /// background colour, as UIKit does.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
    ///     cell.alpha = 0.5
    /// }, completion: { finished in print(finished) })
    /// ```
    ///
    /// `finished` is false when another change to the same property replaced the animation before it ended.
    ///
    /// - Note: Each view animates on its `frameDriver` (its window's): animations advance when the host
    ///   prepares a frame, or when a test steps the driver.
    ///   A change made without animation stops that property's running animation where the model is.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(on: nil, duration: duration, delay: delay, curve: .timing(options.timingCurve), animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` seconds with the ease-in-out curve, then calls
    /// `completion`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes in `animations` over `duration` seconds with the ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring: a damping ratio of 1 settles without overshoot, smaller ratios bounce.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(on: nil, duration: duration, delay: delay,
                curve: .spring(SpringCurve(dampingRatio: dampingRatio, initialVelocity: velocity)), animations, completion: completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = AnimationContext(driver: nil, duration: 0, delay: 0, curve: .timing(.linear),
                                       group: AnimationGroup(completion: nil), animates: false)
        context.run(actionsWithoutAnimation)
    }

    /// Whether changes made now animate (inside `UIView.animate` and not inside `performWithoutAnimation`).
    public static var areAnimationsEnabled: Bool { AnimationContext.current?.animates ?? false }

    static func animate(
        on driver: FrameDriver?, duration: TimeInterval, delay: TimeInterval = 0, curve: AnimationCurve,
        _ animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let context = AnimationContext(driver: driver, duration: max(0, duration), delay: max(0, delay), curve: curve,
                                       group: AnimationGroup(completion: completion), animates: duration > 0)
        context.run(animations)
    }

    // MARK: Presentation

    /// What is on screen now; equal to the model values when nothing animates.
    ///
    /// - Complexity: O(1); an animating property costs one interpolation at its driver's frame time.
    public var presentation: ViewPresentation {
        let identity = hasIdentityTransform
        var presented = ViewPresentation(center: center, bounds: bounds,
                                         transform3D: identity ? CATransform3DIdentity : layer.transform,
                                         hasIdentityTransform: identity, alpha: alpha, backgroundColor: backgroundColor,
                                         isHidden: isHidden)
        // One read of the slots: each further read of a class's stored property is an access check.
        let running = runningAnimations
        guard !running.isEmpty else { return presented }
        if presented.isHidden && hiddenInsideAnimation { presented.isHidden = false }
        running[.center]?.present(in: &presented)
        running[.size]?.present(in: &presented)
        running[.transform]?.present(in: &presented)
        running[.alpha]?.present(in: &presented)
        running[.backgroundColor]?.present(in: &presented)
        return presented
    }

    /// Whether any property of this view is animating.
    public var isAnimating: Bool { !runningAnimations.isEmpty }

    /// Called by the property setters: starts an animation from what is on screen inside an animation
    /// block, or stops a running one when the change is made without animation.
    func modelDidChange(_ property: AnimatableProperty, from oldValue: AnimatableValue, to newValue: AnimatableValue) {
        if let context = AnimationContext.current, context.animates {
            let from = runningAnimations[property]?.currentValue ?? oldValue
            guard from != newValue else { return }
            let animator = (context.driver ?? frameDriver).viewAnimator
            let timing = context.group.timing(on: animator, delay: context.delay, duration: context.duration, curve: context.curve)
            let animation = PropertyAnimation(from: from, to: newValue, timing: timing, group: context.group, animator: animator)
            animator.add(animation, for: property, on: self)
        } else if let running = runningAnimations[property] {
            running.animator.cancel(property, on: self)
        }
    }
}

extension UIView.AnimationOptions {
    /// UIKit's curve field (bits 16 and 17): the curve each of its values names, in order. Both the
    /// `curve…` members and `timingCurve` read this one table.
    private static let curves: [TimingCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
    private static let curveShift = 16

    fileprivate init(curve: TimingCurve) {
        self.init(bits: UInt(Self.curves.firstIndex(of: curve) ?? 0) << Self.curveShift)
    }

    var timingCurve: TimingCurve { Self.curves[Int((rawValue >> Self.curveShift) & 3)] }
}
