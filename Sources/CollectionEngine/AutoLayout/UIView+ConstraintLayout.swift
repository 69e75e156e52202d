import Foundation

// How constraints reach frames. Each independent subtree has its own system, kept by its root: a view
// whose frame is set from outside (it keeps `translatesAutoresizingMaskIntoConstraints`, and no
// constraint installed above it reaches into it), or a view with no superview. A cell is such a root,
// and so is its `contentView`, so a cell's constraints never join its neighbours' and cost follows the
// visible cells. The root's size is the system's input; its members' frames are the output.

extension UIView {
    // MARK: Systems

    /// Whether this view roots a system of its own (see the top of this file).
    var isConstraintRoot: Bool {
        guard superview != nil else { return true }
        guard let state = autoLayout else { return true }
        return state.translatesAutoresizingMaskIntoConstraints && state.crossingConstraints == 0
    }

    /// The root of the system this view belongs to: itself, or the nearest ancestor that is a root.
    var constraintSystemRoot: UIView {
        var view = self
        while !view.isConstraintRoot, let parent = view.superview { view = parent }
        return view
    }

    /// The system this view roots, made when first needed.
    func ensureConstraintSystem() -> ViewConstraintSystem {
        let state = autoLayoutState
        if let system = state.system { return system }
        let system = ViewConstraintSystem(root: self)
        state.system = system
        return system
    }

    /// This view and the descendants in its system, parents first: subviews that are not roots of
    /// their own, and theirs.
    func constraintMembers() -> [UIView] {
        var members: [UIView] = [self]
        var index = 0
        while index < members.count {
            for subview in members[index].subviews where !subview.isConstraintRoot { members.append(subview) }
            index += 1
        }
        return members
    }

    /// Constraints were added, removed or re-prioritised, or a view joined or left: the system rebuilds.
    func constraintStructureDidChange() {
        let root = constraintSystemRoot
        // A detached view with no system yet (a cell's subview set up before it is added) builds one
        // from scratch at its first pass, if it is still a root then: it needs only that pass.
        if root.superview == nil, root.autoLayoutState.system == nil { return root.setNeedsLayout() }
        root.ensureConstraintSystem().structureDidChange()
    }

    /// A constant the system reads changed (a constraint's, a margin, an intrinsic size, a frame).
    func constraintConstantsDidChange() {
        constraintSystemRoot.ensureConstraintSystem().constantsDidChange()
    }

    /// Called whenever the view's geometry changed: a root's new size, or the frame of a view that
    /// keeps its autoresizing constraints, is a new constant for its system.
    func constraintGeometryDidChange() {
        guard let state = autoLayout else { return }
        // A member placed by constraints: its frame is the system's output, never an input (and this
        // runs for each frame a solve sets).
        if !state.translatesAutoresizingMaskIntoConstraints, superview != nil { return }
        if isConstraintRoot {
            if let system = state.system, system.laidOutRootSize != bounds.size { system.rootSizeDidChange() }
        } else if state.translatesAutoresizingMaskIntoConstraints, let system = constraintSystemRoot.autoLayout?.system,
                  !system.isApplyingFrames {
            system.constantsDidChange()
        }
    }

    /// Places the view where its system solved it: its centre and size (its transform is kept), through
    /// the `bounds` and `center` setters, as UIKit's engine does (subclasses observe them).
    func setFrameFromConstraints(_ frame: CGRect) {
        // Read and written whole: `bounds.size =` goes through a modify coroutine (see `frame`).
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    // MARK: The layout pass

    /// The constraint part of this view's layout pass, run before `layoutSubviews`: a root runs the
    /// `updateConstraints()` pass, solves and sets its members' frames; a member whose root has not yet
    /// caught up (its `layoutIfNeeded()` was called directly) has the root do so. Returns the system
    /// whose pass this view opened, to close after its subviews are laid out.
    func layOutFromConstraints() -> ViewConstraintSystem? {
        guard autoLayout != nil else { return nil }
        guard isConstraintRoot else {
            let root = constraintSystemRoot
            if let system = root.autoLayout?.system, system.needsSolve {
                root.runUpdateConstraintsPass(system)
                system.solve(for: .layout)
                system.applyFrames()
            }
            return nil
        }
        let system = ensureConstraintSystem()
        system.beginLayoutPass()
        runUpdateConstraintsPass(system)
        system.solve(for: .layout)
        system.applyFrames()
        return system
    }

    /// Calls `updateConstraints()` on the members that asked for it, children before parents, as UIKit's
    /// pass does before solving.
    func runUpdateConstraintsPass(_ system: ViewConstraintSystem) {
        guard system.needsUpdatePass else { return }
        system.needsUpdatePass = false
        for view in constraintMembers().reversed() {
            guard let state = view.autoLayout, state.needsUpdateConstraints else { continue }
            state.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// The frame the last solve gave `guide`, in this view's coordinates; nil when nothing reads it.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        let root = constraintSystemRoot
        guard let system = root.autoLayout?.system, let rect = system.alignmentRect(of: guide),
              let own = system.alignmentRect(of: self) else { return nil }
        let insets = alignmentRectInsets
        return rect.offsetBy(dx: -(own.minX - insets.left), dy: -(own.minY - insets.top))
    }

    // MARK: Updating constraints

    /// Asks for `updateConstraints()` to run before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayoutState.needsUpdateConstraints = true
        let system = constraintSystemRoot.ensureConstraintSystem()
        system.needsUpdatePass = true
        system.constantsDidChange()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs `updateConstraints()` now on this view and its descendants that asked for it, children first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard let state = autoLayout, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        updateConstraints()
    }

    // MARK: Measuring and debugging

    /// Whether this view's own constraints (or its guides', or a stack view's arrangement) decide its
    /// size when it is measured.
    var measuresWithConstraints: Bool {
        guard let state = autoLayout else { return false }
        return !state.installed.isEmpty || !state.referencing.isEmpty || (self as? UIStackView)?.arrangedSubviews.isEmpty == false
    }

    /// `systemLayoutSizeFitting` through constraints: the view's system solved with the target size at
    /// the fitting priorities instead of its bounds; frames are not changed.
    func constraintFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let system = isConstraintRoot ? ensureConstraintSystem() : ViewConstraintSystem(root: self)
        runUpdateConstraintsPass(system)
        system.solve(for: .fitting(target, horizontal: horizontal, vertical: vertical))
        let size = system.solvedRootSize
        let scale = max(1, window?.displayScale ?? 1)
        func pixel(_ value: CGFloat) -> CGFloat { max(0, (value * scale - 0.001).rounded(.up) / scale) }
        return CGSize(width: horizontal >= .required ? target.width : pixel(size.width),
                      height: vertical >= .required ? target.height : pixel(size.height))
    }

    /// Whether the constraints leave the view's position or size free (several solutions fit them).
    /// Tessera still places such a view the same way every time.
    public var hasAmbiguousLayout: Bool {
        guard autoLayout != nil, !isConstraintRoot else { return false }
        let root = constraintSystemRoot
        let system = root.ensureConstraintSystem()
        if system.needsSolve { system.solve(for: .layout) }
        return system.isAmbiguous(self)
    }

    /// The active constraints that read this view on `axis`.
    ///
    /// - Note: UIKit also lists the constraints it makes from intrinsic sizes, autoresizing masks and
    ///   stack views' arrangements; Tessera lists the app's constraints only.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        (autoLayout?.referencing ?? []).filter { constraint in
            (constraint.firstTerm.references + (constraint.secondTerm?.references ?? []))
                .contains { $0.item === self && $0.attribute.axis == axis }
        }
    }

    /// The alignment rectangle of a view with this frame: the frame inset by `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of a view with this alignment rectangle.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}
