import Foundation

// Planning a system's rows once per structure. Cells of one class make systems of one structure: the
// same members, the same constraints between the same attributes, the same intrinsic sizes present.
// The first such system builds its rows' equations; every later one takes their terms, relations and
// priorities from that plan and reads only its own constants, and looks its shapes up in the plan
// instead of hashing its rows again. A structure whose terms depend on more than the structure (a
// baseline's place in its label's text, an autoresizing mask's proportions, guides) is planned afresh
// each time, as before.

extension ViewConstraintSystem {
    /// The rows of one structure without their constants, shared by every system of that structure,
    /// with the shapes they were solved in (one per pair of root-size priorities).
    final class RowPlan {
        let variableCount: Int
        /// Each row's terms (its constant is the first system's), relation and priority, in row order.
        let expressions: [LinearExpression]
        let relations: [SolverRelation]
        let priorities: [SolverPriority]
        /// The shape of the rows for each pair of root-size priorities met.
        var shapes: [(horizontal: SolverPriority, vertical: SolverPriority, shape: ConstraintShapeCache.Shape)] = []

        init(variableCount: Int, rows: [Row]) {
            self.variableCount = variableCount
            expressions = rows.map(\.expression)
            relations = rows.map(\.relation)
            priorities = rows.map(\.priority)
        }
    }

    /// Everything that decides a system's rows but their constants, as numbers.
    struct StructureKey: Hashable {
        let words: [Int]
        /// A digest of `words`, hashed instead of them: a cell's key has hundreds of words, and hashing
        /// each through `Hasher` cost more than planning the rows it saves.
        private let digest: UInt64

        init(words: [Int]) {
            self.words = words
            var digest: UInt64 = 0xcbf2_9ce4_8422_2325
            for word in words { digest = (digest ^ UInt64(bitPattern: Int64(word))) &* 0x100_0000_01b3 }
            self.digest = digest
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        static func == (left: Self, right: Self) -> Bool { left.digest == right.digest && left.words == right.words }
    }

    /// Plans by structure, shared by every system: a new cell of a known class is planned by a lookup.
    ///
    /// - Note: One cache serves the process, as `shapeCache` does; past `planLimit` structures it is
    ///   emptied and fills again.
    static var rowPlans: [StructureKey: RowPlan] = [:]
    static let planLimit = 256
    /// The first word of each kind of row in a key, so that no two different lists of rows read alike.
    private static let rootRowTag = -10, userRowTag = -11, intrinsicRowTag = -12

    /// The rows `sources` make (those whose equation exists, in order) and the key of their structure;
    /// nil when the terms depend on more than the structure, so that only building them tells.
    func plannedStructure(of sources: [RowSource]) -> (key: StructureKey, sources: [RowSource])? {
        // Guides have variables of their own and rows read from their owners' margins.
        guard variableCount == 4 * members.count else { return nil }
        var words: [Int] = [members.count]
        words.reserveCapacity(8 * sources.count)
        var planned: [RowSource] = []
        planned.reserveCapacity(sources.count)
        for source in sources {
            switch source {
            case let .rootOrigin(axis), let .rootSize(axis):
                words.append(Self.rootRowTag)
                words.append(axis.rawValue)
            case .autoresizing, .guide:
                return nil
            case let .arrangement(member, row):
                guard appendArrangementWords(member: member, row: row, to: &words) else { return nil }
            case let .user(constraint):
                if constraint.attributeKinds.contains(.baseline) { return nil }
                guard constraint.isActive, !constraint.priority.rawValue.isNaN else { continue }
                let start = words.count
                words.append(Self.userRowTag)
                let secondTerm = constraint.secondTerm
                var itemsAreMembers = appendWords(of: constraint.firstTerm, to: &words)
                if itemsAreMembers, let secondTerm { itemsAreMembers = appendWords(of: secondTerm, to: &words) }
                guard itemsAreMembers else {
                    words.removeSubrange(start...)
                    continue
                }
                // One append each: an array literal here would be an allocation per row.
                words.append(secondTerm == nil ? 0 : 1)
                words.append(constraint.relation.rawValue)
                words.append(Int(constraint.multiplier.bitPattern))
                words.append(Int(constraint.priority.rawValue.bitPattern))
                words.append(mirrors(constraint) ? 1 : 0)
            case let .intrinsic(member, axis, hugging):
                let size = intrinsicSize(at: member)
                let length = axis == .horizontal ? size.width : size.height
                guard length != UIView.noIntrinsicMetric, length.isFinite else { continue }
                let view = members[member]
                let priority = hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
                words.append(Self.intrinsicRowTag)
                words.append(member)
                words.append(axis.rawValue)
                words.append(hugging ? 1 : 0)
                words.append(Int(priority.rawValue.bitPattern))
            }
            planned.append(source)
        }
        return (StructureKey(words: words), planned)
    }

    /// Appends the members and attributes `term` reads; false when an item is not a member (the row
    /// would not be made).
    private func appendWords(of term: AnchorTerm, to words: inout [Int]) -> Bool {
        guard term.isDistance else {
            words.append(-2)
            return appendWords(of: term.start, to: &words)
        }
        words.append(-3)
        return appendWords(of: term.start, to: &words) && appendWords(of: term.end, to: &words)
    }

    private func appendWords(of reference: LayoutAttributeReference, to words: inout [Int]) -> Bool {
        guard let view = reference.itemReference?.view, let index = memberIndex[ObjectIdentifier(view)] else { return false }
        words.append(index)
        words.append(reference.attribute.rawValue)
        return true
    }

    /// Builds the rows of `sources`: from the plan of their structure when one is kept, reading only
    /// their constants; otherwise from their equations, keeping the plan for the next system.
    func planRows(of sources: [RowSource]) {
        guard let structure = plannedStructure(of: sources) else {
            appendRowsFromEquations(of: sources)
            plan = RowPlan(variableCount: variableCount, rows: rows)
            return
        }
        if let kept = Self.rowPlans[structure.key], kept.expressions.count == structure.sources.count {
            plan = kept
            rows.reserveCapacity(structure.sources.count)
            for (index, source) in structure.sources.enumerated() {
                var expression = kept.expressions[index], priority = kept.priorities[index]
                if case let .rootSize(axis) = source {
                    // The root's size rows follow the sizing (their priority, their target).
                    guard let (_, constant, sizePriority) = rootSizeRow(axis) else { return planAfresh(sources) }
                    (expression.constant, priority) = (constant, sizePriority)
                } else {
                    guard let constant = currentConstant(of: source) else { return planAfresh(sources) }
                    expression.constant = constant
                }
                rows.append(Row(id: nil, source: source, expression: expression, relation: kept.relations[index],
                                priority: priority))
            }
            return
        }
        appendRowsFromEquations(of: structure.sources)
        let made = RowPlan(variableCount: variableCount, rows: rows)
        plan = made
        if Self.rowPlans.count >= Self.planLimit { Self.rowPlans = [:] }
        Self.rowPlans[structure.key] = made
    }

    /// A plan that could not be followed (a constant that cannot be read): the rows are built afresh.
    private func planAfresh(_ sources: [RowSource]) {
        rows = []
        appendRowsFromEquations(of: sources)
        plan = RowPlan(variableCount: variableCount, rows: rows)
    }

    private func appendRowsFromEquations(of sources: [RowSource]) {
        for source in sources {
            guard let (expression, relation, priority) = equation(for: source) else { continue }
            rows.append(Row(id: nil, source: source, expression: expression, relation: relation, priority: priority))
        }
    }
}
