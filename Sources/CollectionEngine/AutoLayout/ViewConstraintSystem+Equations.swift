import Foundation

// How each row of a `ViewConstraintSystem` reads the views: the terms and constants of app
// constraints, the root's own rows, autoresizing frames, intrinsic sizes and guides; and how conflicts
// between them are reported in UIKit's words.

extension ViewConstraintSystem {
    // MARK: Equations

    func equation(for source: RowSource) -> (LinearExpression, SolverRelation, SolverPriority)? {
        switch source {
        case let .user(constraint):
            let mirrored = mirrors(constraint)
            guard constraint.isActive, !constraint.priority.rawValue.isNaN,
                  var sum = sum(for: constraint.firstTerm, mirrored: mirrored) else { return nil }
            if let second = constraint.secondTerm {
                guard let other = self.sum(for: second, mirrored: mirrored) else { return nil }
                sum.add(other, times: -Double(constraint.multiplier))
            }
            sum.constant -= Double(constraint.constant)
            return (sum.expression, constraint.relation.solverRelation, constraint.priority.rawValue)
        case let .rootOrigin(axis):
            guard let vars = variables[ObjectIdentifier(root)] else { return nil }
            return (LinearExpression(terms: [(axis == .horizontal ? vars.minX : vars.minY, 1)], constant: 0), .equal, 1000)
        case let .rootSize(axis):
            guard let (variable, constant, priority) = rootSizeRow(axis) else { return nil }
            return (LinearExpression(terms: [(variable, 1)], constant: constant), .equal, priority)
        case let .autoresizing(view, axis, isLength):
            return autoresizingEquation(view, axis, isLength: isLength)
        case let .intrinsic(member, axis, hugging):
            let view = members[member], vars = memberVariables[member]
            let size = intrinsicSize(at: member)
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric, length.isFinite else { return nil }
            let priority = hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
            let variable = axis == .horizontal ? vars.width : vars.height
            return (LinearExpression(terms: [(variable, 1)], constant: -Double(length)),
                    hugging ? .lessThanOrEqual : .greaterThanOrEqual, min(999, max(1, priority.rawValue)))
        case let .guide(guide, edge):
            return guideEquation(guide, edge)
        case let .arrangement(member, row):
            return arrangementEquation(member: member, row: row)
        }
    }

    /// The row that holds the root's length along `axis`, `variable + constant == 0`: its bounds while
    /// laying out, the target at the fitting priority while measuring.
    func rootSizeRow(_ axis: NSLayoutConstraint.Axis) -> (SolverVariable, constant: Double, SolverPriority)? {
        guard let vars = memberVariables.first else { return nil }
        let insets = root.alignmentRectInsets
        let variable = axis == .horizontal ? vars.width : vars.height
        let inset = axis == .horizontal ? insets.left + insets.right : insets.top + insets.bottom
        switch sizing {
        case .layout:
            let length = axis == .horizontal ? root.bounds.width : root.bounds.height
            return (variable, -Double(length - inset), 1000)
        case let .fitting(target, horizontal, vertical):
            let length = axis == .horizontal ? target.width : target.height
            let priority = axis == .horizontal ? horizontal : vertical
            return (variable, -Double(length - inset), min(1000, max(1, priority.rawValue)))
        }
    }

    /// Whether `constraint` reads leading and trailing right to left: it names one of them, and the
    /// view whose content it arranges runs right to left. That view is the one it is installed on
    /// (its items' nearest common ancestor), or the superview when that is the constraint's only item,
    /// so a stack view's constraints with its arranged views all follow the stack's direction. Such a
    /// constraint is solved in mirrored coordinates (see `LayoutSum.attribute`).
    func mirrors(_ constraint: NSLayoutConstraint) -> Bool {
        guard constraint.attributeKinds.contains(.directional), let host = constraint.installation?.view else { return false }
        // Walked by hand rather than with `forEachReference`: a closure here costs an isolation check
        // per reference, and this runs for every directional constraint of every new cell.
        var readsOnlyHost = true
        func read(_ reference: LayoutAttributeReference) {
            if let view = reference.itemReference?.layoutView, view !== host { readsOnlyHost = false }
        }
        read(constraint.firstTerm.start)
        if constraint.firstTerm.isDistance { read(constraint.firstTerm.end) }
        if let second = constraint.secondTerm {
            read(second.start)
            if second.isDistance { read(second.end) }
        }
        return (readsOnlyHost ? host.superview ?? host : host).isRightToLeft
    }

    /// The sum for one side of a user constraint; nil when an item has left the system.
    func sum(for term: AnchorTerm, mirrored: Bool = false) -> LayoutSum? {
        guard term.isDistance else { return sum(for: term.start, mirrored: mirrored) }
        guard var end = sum(for: term.end, mirrored: mirrored), let start = sum(for: term.start, mirrored: mirrored) else { return nil }
        end.add(start, times: -1)
        return end
    }

    func sum(for reference: LayoutAttributeReference, mirrored: Bool) -> LayoutSum? {
        guard let item = reference.item, variables[ObjectIdentifier(item)] != nil,
              let vars = variables[ObjectIdentifier(baselineItem(of: reference) ?? item)],
              let offset = offset(of: reference, mirrored: mirrored) else { return nil }
        let baselineFraction = reference.attribute.isBaseline ? baseline(of: reference).heightFraction : 1
        return LayoutSum.attribute(reference.attribute, of: vars, offset: offset, baselineFraction: baselineFraction, mirrored: mirrored)
    }

    /// The constant part of a reference (margins, baselines); nil when its item has left the system.
    func offset(of reference: LayoutAttributeReference, mirrored: Bool) -> Double? {
        guard let item = reference.item, variables[ObjectIdentifier(item)] != nil else { return nil }
        let attribute = reference.attribute
        let margins = attribute.isMargin ? (item as? UIView)?.effectiveLayoutMargins ?? .zero : .zero
        let baseline = attribute.isBaseline ? baseline(of: reference) : .bottomEdge
        return LayoutSum.offset(of: attribute, margins: margins, baseline: baseline, mirrored: mirrored)
    }

    func offset(of term: AnchorTerm, mirrored: Bool) -> Double? {
        guard term.isDistance else { return offset(of: term.start, mirrored: mirrored) }
        guard let end = offset(of: term.end, mirrored: mirrored), let start = offset(of: term.start, mirrored: mirrored) else { return nil }
        return end - start
    }

    /// The item a baseline attribute is read from: the view's `forFirstBaselineLayout` or
    /// `forLastBaselineLayout` (a nested stack's inner label, say) when that view is in this system,
    /// otherwise the item itself. Nil for other attributes.
    func baselineItem(of reference: LayoutAttributeReference) -> AnyObject? {
        guard reference.attribute.isBaseline, let item = reference.item else { return nil }
        guard let view = item as? UIView else { return item }
        let target = reference.attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        return target !== view && variables[ObjectIdentifier(target)] != nil ? target : view
    }

    func baseline(of reference: LayoutAttributeReference) -> BaselinePlacement {
        guard let label = baselineItem(of: reference) as? UILabel else { return .bottomEdge }
        return label.baselinePlacement(last: reference.attribute == .lastBaseline, textHeight: intrinsicSize(of: label).height)
    }

    /// The constant a row has now, computed without building its terms where that is simple (a
    /// constraint's, an intrinsic size's), for a pass where only constants changed.
    func currentConstant(of source: RowSource) -> Double? {
        switch source {
        case let .user(constraint) where constraint.attributeKinds.isDisjoint(with: [.margin, .baseline]):
            // No margin or baseline offsets: the constraint's own constant is the whole of it.
            return -Double(constraint.constant)
        case .rootOrigin:
            return 0
        case let .user(constraint):
            let mirrored = mirrors(constraint)
            guard var constant = offset(of: constraint.firstTerm, mirrored: mirrored) else { return nil }
            if let second = constraint.secondTerm {
                guard let other = offset(of: second, mirrored: mirrored) else { return nil }
                constant -= Double(constraint.multiplier) * other
            }
            return constant - Double(constraint.constant)
        case let .intrinsic(member, axis, _):
            let size = intrinsicSize(at: member)
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric, length.isFinite else { return nil }
            return -Double(length)
        case let .arrangement(member, row):
            return arrangementConstant(member: member, row: row)
        default:
            return equation(for: source)?.0.constant
        }
    }

    /// A view that keeps `translatesAutoresizingMaskIntoConstraints`: its start and length along `axis`
    /// as its frame and `autoresizingMask` give them, as linear functions of its superview's length.
    func autoresizingEquation(_ view: UIView, _ axis: NSLayoutConstraint.Axis, isLength: Bool)
        -> (LinearExpression, SolverRelation, SolverPriority)? {
        guard let parent = view.superview, let vars = variables[ObjectIdentifier(view)],
              let parentVars = variables[ObjectIdentifier(parent)] else { return nil }
        let horizontal = axis == .horizontal
        let frame = view.frame, insets = view.alignmentRectInsets, parentInsets = parent.alignmentRectInsets
        let start = horizontal ? frame.minX : frame.minY, length = horizontal ? frame.width : frame.height
        let container = horizontal ? parent.bounds.width : parent.bounds.height
        let mask = view.autoresizingMask
        let flexible: (AxisPlace) -> Bool = { mask.contains($0, along: horizontal ? .horizontal : .vertical) }
        let now = UIView.autoresize(start: start, length: length, in: container, to: container, flexible: flexible)
        let grown = UIView.autoresize(start: start, length: length, in: container, to: container + 100, flexible: flexible)
        let slope = Double(isLength ? grown.length - now.length : grown.start - now.start) / 100
        let value = Double(isLength ? now.length : now.start)
        // parentLength = parent's alignment length + its insets; the view's edges likewise.
        let (ownStart, ownLength) = horizontal ? (vars.minX, vars.width) : (vars.minY, vars.height)
        let (parentStart, parentLength) = horizontal ? (parentVars.minX, parentVars.width) : (parentVars.minY, parentVars.height)
        let ownInsets = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let outerInsets = horizontal ? (parentInsets.left, parentInsets.right) : (parentInsets.top, parentInsets.bottom)
        var sum = LayoutSum()
        if isLength {
            // length + insets == value + slope × (parentLength + parentInsets − container)
            sum.add(ownLength)
            sum.constant = Double(ownInsets.0 + ownInsets.1)
        } else {
            // (start − inset) − (parentStart − parentInset) == value + slope × (…)
            sum.add(ownStart)
            sum.add(parentStart, -1)
            sum.constant = Double(-ownInsets.0 + outerInsets.0)
        }
        if slope != 0 {
            sum.add(parentLength, -slope)
            sum.constant -= slope * Double(outerInsets.0 + outerInsets.1 - container)
        }
        sum.constant -= value
        return (sum.expression, .equal, 1000)
    }

    /// A view's own guides follow its bounds (safe area) or its margins; the readable-content guide is
    /// as wide as the margins allow up to `readableContentWidth`, centred within them.
    func guideEquation(_ guide: UILayoutGuide, _ edge: GuideEdge) -> (LinearExpression, SolverRelation, SolverPriority)? {
        guard let owner = guide.owningView, let vars = variables[ObjectIdentifier(guide)],
              let ownerVars = variables[ObjectIdentifier(owner)] else { return nil }
        if guide.role == .contentElement { return elementGuideEquation(guide, edge, vars: vars, ownerVars: ownerVars) }
        let margins = guide.role == .safeArea ? UIEdgeInsets.zero : owner.effectiveLayoutMargins
        let readable = guide.role == .readableContent
        var sum = LayoutSum()
        switch edge {
        case .minX where readable:
            sum.add(vars.minX); sum.add(vars.width, 0.5); sum.add(ownerVars.minX, -1); sum.add(ownerVars.width, -0.5)
            sum.constant = -Double(margins.left - margins.right) / 2
        case .minX:
            sum.add(vars.minX); sum.add(ownerVars.minX, -1); sum.constant = -Double(margins.left)
        case .minY:
            sum.add(vars.minY); sum.add(ownerVars.minY, -1); sum.constant = -Double(margins.top)
        case .width, .readableFill:
            guard edge == .width || readable else { return nil }
            sum.add(vars.width); sum.add(ownerVars.width, -1); sum.constant = Double(margins.left + margins.right)
            if readable { return (sum.expression, edge == .width ? .lessThanOrEqual : .equal, edge == .width ? 1000 : 999) }
        case .height:
            sum.add(vars.height); sum.add(ownerVars.height, -1); sum.constant = Double(margins.top + margins.bottom)
        case .readableCap:
            guard readable else { return nil }
            sum.add(vars.width); sum.constant = -Double(readableContentWidth)
            return (sum.expression, .lessThanOrEqual, 1000)
        }
        return (sum.expression, .equal, 1000)
    }

    /// A content element's guide is where its view placed the element: constants, read again whenever
    /// the view says the element moved.
    private func elementGuideEquation(_ guide: UILayoutGuide, _ edge: GuideEdge, vars: ItemVariables,
                                      ownerVars: ItemVariables) -> (LinearExpression, SolverRelation, SolverPriority)? {
        guard let owner = guide.owningView else { return nil }
        let frame = (owner as? ContentElementGuides)?.solvingFrame(ofElementGuide: guide) ?? .zero
        var sum = LayoutSum()
        switch edge {
        case .minX: sum.add(vars.minX); sum.add(ownerVars.minX, -1); sum.constant = -Double(frame.minX)
        case .minY: sum.add(vars.minY); sum.add(ownerVars.minY, -1); sum.constant = -Double(frame.minY)
        case .width: sum.add(vars.width); sum.constant = -Double(frame.width)
        case .height: sum.add(vars.height); sum.constant = -Double(frame.height)
        case .readableCap, .readableFill: return nil
        }
        return (sum.expression, .equal, 1000)
    }

    // MARK: Reports

    func reportConflict(breaking source: RowSource, conflicting ids: [SolverConstraintID]) {
        let broken = describe(source)
        if case let .user(constraint) = source {
            guard !constraint.reportedAsBroken else { return }
            constraint.reportedAsBroken = true
        } else {
            guard reportedConflicts.insert(broken).inserted else { return }
        }
        var list = ids.compactMap { rowByID[$0].map { describe(rows[$0].source) } }
        if !list.contains(broken) { list.append(broken) }
        NSLayoutConstraint.report(.unsatisfiable(conflicting: list, broken: broken))
    }

    /// The root's own rows as UIKit names them: a cell's size is "encapsulated" by its collection
    /// view; another view's frame becomes autoresizing constraints.
    func rootRowDescription(_ edge: String, attribute: String, value: CGFloat) -> String {
        let name = "\(NSLayoutConstraint.typeName(of: root)):\(NSLayoutConstraint.address(of: root)).\(attribute) == \(NSLayoutConstraint.format(value))"
        if root is UICollectionReusableView || root.superview is UICollectionReusableView {
            return "<NSLayoutConstraint 'UIView-Encapsulated-Layout-\(edge)' \(name)   (active)>"
        }
        return "<NSAutoresizingMaskLayoutConstraint \(name)   (active)>"
    }

    func describe(_ source: RowSource) -> String {
        func name(_ view: UIView) -> String { "\(NSLayoutConstraint.typeName(of: view)):\(NSLayoutConstraint.address(of: view))" }
        switch source {
        case let .user(constraint):
            return constraint.description
        case let .rootOrigin(axis):
            return rootRowDescription(axis == .horizontal ? "Left" : "Top", attribute: axis == .horizontal ? "minX" : "minY", value: 0)
        case let .rootSize(axis):
            var target = axis == .horizontal ? root.bounds.width : root.bounds.height
            if case let .fitting(size, _, _) = sizing { target = axis == .horizontal ? size.width : size.height }
            return rootRowDescription(axis == .horizontal ? "Width" : "Height", attribute: axis == .horizontal ? "width" : "height", value: target)
        case let .autoresizing(view, axis, isLength):
            let frame = view.frame
            let value = axis == .horizontal ? (isLength ? frame.width : frame.minX) : (isLength ? frame.height : frame.minY)
            let attribute = axis == .horizontal ? (isLength ? "width" : "minX") : (isLength ? "height" : "minY")
            return "<NSAutoresizingMaskLayoutConstraint \(name(view)).\(attribute) == \(NSLayoutConstraint.format(value))   (active)>"
        case let .intrinsic(member, axis, hugging):
            return "<NSContentSizeLayoutConstraint \(name(members[member])).\(axis == .horizontal ? "width" : "height") \(hugging ? "<=" : ">=") intrinsic   (active)>"
        case let .guide(guide, edge):
            return "<NSLayoutConstraint '\(guide.identifier)-\(edge)' (active)>"
        case let .arrangement(member, row):
            return arrangementDescription(member: member, row: row)
        }
    }
}
