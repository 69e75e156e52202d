import Foundation

// A stack view's rows in its constraint system (`RowSource.arrangement`): read straight from the
// stack's `StackArrangement` rows, with no `NSLayoutConstraint` objects between. Each row is solved
// as the constraint UIKit would make for it: the same terms, mirrored right to left by the same rule
// (`mirrors(_:)`), baselines and margins read the same way.

extension ViewConstraintSystem {
    /// The first word of a stack's rows in a structure key (see `plannedStructure`).
    private static let arrangementRowTag = -13

    /// Appends the stack rows that UIKit would install on `view` (member `member`), in the order their
    /// constraints would be installed, so that a layout with several solutions is solved as it was
    /// with constraints: a stack view's rows between its views and itself, and an arranged view's rows
    /// that read only it (its collapse, its tie-break, its thickness).
    func appendArrangementSources(of view: UIView, member: Int, to sources: inout [RowSource]) {
        if let stack = view as? UIStackView {
            let hosts = stack.arrangementRows.hosts
            for row in hosts.indices where hosts[row] == StackArrangement.Reference.stackItem {
                sources.append(.arrangement(member: member, row: row))
            }
        }
        // The stack is the view's parent, so it came first among the members and its rows are fresh.
        guard let stack = view.superview as? UIStackView, let stackMember = memberIndex[ObjectIdentifier(stack)] else { return }
        let arrangement = stack.arrangementRows
        guard let position = arrangement.views.firstIndex(where: { $0 === view }) else { return }
        for row in arrangement.hosts.indices where arrangement.hosts[row] == position {
            sources.append(.arrangement(member: stackMember, row: row))
        }
    }

    /// The stack at `member` and its row `index`; nil when the rows changed since they were planned.
    private func arrangement(member: Int, row index: Int) -> (UIStackView, StackArrangement.Row)? {
        guard let stack = members[member] as? UIStackView, let row = stack.arrangementRow(index) else { return nil }
        return (stack, row)
    }

    /// The row's equation, as `equation(for:)` gives a constraint's.
    func arrangementEquation(member: Int, row index: Int) -> (LinearExpression, SolverRelation, SolverPriority)? {
        guard let (stack, row) = arrangement(member: member, row: index) else { return nil }
        let mirrored = mirrors(row, in: stack)
        guard var sum = sum(for: row.first, in: stack, mirrored: mirrored) else { return nil }
        if let second = row.second {
            guard let other = self.sum(for: second, in: stack, mirrored: mirrored) else { return nil }
            sum.add(other, times: -row.multiplier)
        }
        sum.constant -= row.constant
        return (sum.expression, row.relation.solverRelation, row.priority.rawValue)
    }

    /// The row's constant now, without building its terms (a new gap, margins, a baseline's offset).
    func arrangementConstant(member: Int, row index: Int) -> Double? {
        guard let (stack, row) = arrangement(member: member, row: index) else { return nil }
        guard row.readsOffsets else { return -row.constant }
        let mirrored = mirrors(row, in: stack)
        guard var constant = offset(of: row.first, in: stack, mirrored: mirrored) else { return nil }
        if let second = row.second {
            guard let other = offset(of: second, in: stack, mirrored: mirrored) else { return nil }
            constant -= row.multiplier * other
        }
        return constant - row.constant
    }

    /// Whether the row's constant stays as planned: a row that reads no gap, margin or baseline keeps
    /// its constant until the stack makes its rows again (which plans the system again).
    func arrangementKeepsConstant(member: Int, row index: Int) -> Bool {
        guard let (_, row) = arrangement(member: member, row: index) else { return false }
        return row.gapAfter == nil && !row.readsOffsets
    }

    /// Appends the words of a stack's rows to a structure key, all at its first row installed on the
    /// stack (the others add nothing): its arranged views' places among the members, its direction and
    /// its rows' structure, which decide the order of its rows among the sources too. False when the
    /// rows cannot be planned (a baseline's place depends on its text, or a view is not in this system).
    func appendArrangementWords(member: Int, row: Int, to words: inout [Int]) -> Bool {
        guard let stack = members[member] as? UIStackView, !stack.arrangementIsStale else { return false }
        guard stack.isFirstStackRow(row) else { return true }
        let arrangement = stack.arrangementRows
        guard !arrangement.readsBaselines else { return false }
        words += [Self.arrangementRowTag, member, stack.isRightToLeft ? 1 : 0, (stack.superview ?? stack).isRightToLeft ? 1 : 0]
        for view in arrangement.views {
            guard let index = memberIndex[ObjectIdentifier(view)] else { return false }
            words.append(index)
        }
        words += arrangement.words
        return true
    }

    /// The row as UIKit describes a stack view's constraint in reports (see `StackArrangement.description(of:)`).
    func arrangementDescription(member: Int, row index: Int) -> String {
        guard let (stack, row) = arrangement(member: member, row: index), let made = stack.currentArrangement else {
            return "<NSLayoutConstraint 'UISV-arrangement' (active)>"
        }
        return made.description(of: row)
    }

    // MARK: Terms

    /// Whether the row reads leading and trailing right to left, by the rule `mirrors(_:)` gives a
    /// constraint installed on the stack: the stack's direction, or its superview's for a row that
    /// reads only the stack.
    private func mirrors(_ row: StackArrangement.Row, in stack: UIStackView) -> Bool {
        var directional = false, readsOnlyStack = true
        row.forEachReference { reference in
            if NSLayoutConstraint.AttributeKinds(reference.attribute).contains(.directional) { directional = true }
            if reference.item != StackArrangement.Reference.stackItem { readsOnlyStack = false }
        }
        guard directional else { return false }
        return (readsOnlyStack ? stack.superview ?? stack : stack).isRightToLeft
    }

    private func sum(for side: StackArrangement.Side, in stack: UIStackView, mirrored: Bool) -> LayoutSum? {
        guard let endReference = side.end else { return sum(for: side.start, in: stack, mirrored: mirrored) }
        guard var end = sum(for: endReference, in: stack, mirrored: mirrored),
              let start = sum(for: side.start, in: stack, mirrored: mirrored) else { return nil }
        end.add(start, times: -1)
        return end
    }

    private func sum(for reference: StackArrangement.Reference, in stack: UIStackView, mirrored: Bool) -> LayoutSum? {
        guard let view = stack.arrangedItem(reference), variables[ObjectIdentifier(view)] != nil,
              let offset = offset(of: reference, in: stack, mirrored: mirrored) else { return nil }
        let target = baselineTarget(of: view, reference.attribute)
        guard let vars = variables[ObjectIdentifier(target)] else { return nil }
        let fraction = reference.attribute.isBaseline ? baseline(of: target, reference.attribute).heightFraction : 1
        return LayoutSum.attribute(reference.attribute, of: vars, offset: offset, baselineFraction: fraction, mirrored: mirrored)
    }

    private func offset(of side: StackArrangement.Side, in stack: UIStackView, mirrored: Bool) -> Double? {
        guard let endReference = side.end else { return offset(of: side.start, in: stack, mirrored: mirrored) }
        guard let end = offset(of: endReference, in: stack, mirrored: mirrored),
              let start = offset(of: side.start, in: stack, mirrored: mirrored) else { return nil }
        return end - start
    }

    /// The constant part of a reference (margins, baselines), as `offset(of:mirrored:)` gives a constraint's.
    private func offset(of reference: StackArrangement.Reference, in stack: UIStackView, mirrored: Bool) -> Double? {
        guard let view = stack.arrangedItem(reference), variables[ObjectIdentifier(view)] != nil else { return nil }
        let attribute = reference.attribute
        let margins = attribute.isMargin ? view.effectiveLayoutMargins : .zero
        let baseline = attribute.isBaseline ? baseline(of: baselineTarget(of: view, attribute), attribute) : .bottomEdge
        return LayoutSum.offset(of: attribute, margins: margins, baseline: baseline, mirrored: mirrored)
    }

    /// The view a baseline is read from, as `baselineItem(of:)` chooses it for a constraint.
    private func baselineTarget(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> UIView {
        guard attribute.isBaseline else { return view }
        let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        return target !== view && variables[ObjectIdentifier(target)] != nil ? target : view
    }

    private func baseline(of target: UIView, _ attribute: NSLayoutConstraint.Attribute) -> BaselinePlacement {
        guard let label = target as? UILabel else { return .bottomEdge }
        return label.baselinePlacement(last: attribute == .lastBaseline, textHeight: intrinsicSize(of: label).height)
    }
}
