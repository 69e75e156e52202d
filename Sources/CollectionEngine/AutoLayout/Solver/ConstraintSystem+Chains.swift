// Chains of required equalities, kept outside the tableau (issue 24's stacked column).
//
// A required equality `a·x + Σ b·y + c == 0` that names a variable `x` no constraint has named before
// can always be satisfied by `x` alone, whatever the other variables are: it constrains nothing else,
// so the optimum of everything else does not depend on it. The solver therefore keeps it out of the
// tableau as a *definition*, `x = parent + Σ (−b/a)·y − c/a`, where `parent` (coefficient exactly 1)
// is an earlier defined variable or absent, and every other `y` lives in a tableau. Definitions form a
// forest (`ChainForest`): a column `top[i] == top[i-1] + height[i-1]` is one path whose weights are the
// heights, so changing one height and reading the last top are O(log n), and adding the column is
// linear. The tableau stays exact Cassowary for the rest; a definition never fails and never breaks.
//
// A removed definition leaves its variable free where it was, and what was defined from it reads it as
// a tableau variable from then on (`undefine`). When another constraint names a defined variable (or
// asks whether it is ambiguous), its whole tree goes into the tableau as the rows it would have had
// (`materializeChain`), each defined variable placed by its row, so values do not move.

/// What one chain node was defined by.
struct ChainDefinition {
    /// The variable the equality defines.
    var variable: SolverVariable
    /// The equality's raw constraint id.
    var constraint: Int32
    /// The chain node whose value this one adds to, or -1.
    var parent: Int32
    /// Tableau variables with their coefficients in the node's weight.
    var terms: [(variable: SolverVariable, coefficient: Double)]
    /// −1/a: times the constraint's constant, the weight's constant part.
    var constantScale: Double
    /// The equality's terms as added, for putting it into a tableau.
    var folded: [(variable: SolverVariable, coefficient: Double)]
}

extension ConstraintSystem {
    /// How a required equality would be kept as a definition: the index in `folded` of the variable it
    /// defines, and the defined node it extends (-1: none). Nil when it must go into a tableau: no
    /// variable in it is new, or every new one would name defined variables other than one parent with
    /// coefficient 1. Extending a chain wins; otherwise the first new variable (the constraint's first
    /// item, `top[i]` in `top[i] == top[i-1] + height[i-1]`) is the one defined.
    func chainPlan(_ folded: [(variable: SolverVariable, coefficient: Double)]) -> (defined: Int, parent: Int32)? {
        guard folded.count >= 2 else { return nil }
        var found: (defined: Int, parent: Int32)?
        for (x, candidate) in folded.enumerated() where variables[Int(candidate.variable.id)].component == -1 {
            guard let parent = chainParent(of: x, in: folded) else { continue }
            if parent >= 0 { return (x, parent) }
            if found == nil { found = (x, parent) }
        }
        return found
    }

    /// The defined node `folded[x]` would extend (-1: none), or nil when it cannot be defined.
    private func chainParent(of x: Int, in folded: [(variable: SolverVariable, coefficient: Double)]) -> Int32? {
        var parent: Int32 = -1
        for (index, term) in folded.enumerated() where index != x {
            let slot = variables[Int(term.variable.id)]
            guard slot.component == VariableSlot.defined else { continue }
            guard parent < 0, -term.coefficient / folded[x].coefficient == 1 else { return nil }
            parent = slot.local
        }
        return parent
    }

    /// Keeps constraint `id` (already stored) as the definition `chainPlan` found.
    func define(_ plan: (defined: Int, parent: Int32), _ folded: [(variable: SolverVariable, coefficient: Double)], by id: SolverConstraintID) {
        let defined = folded[plan.defined]
        var terms: [(variable: SolverVariable, coefficient: Double)] = []
        terms.reserveCapacity(folded.count - 1)
        var unnamed: [SolverVariable] = []
        for (index, term) in folded.enumerated() where index != plan.defined {
            let slot = variables[Int(term.variable.id)]
            if slot.component == VariableSlot.defined { continue }
            if slot.component == VariableSlot.pinned { unpin(term.variable) }
            if slot.component == -1 { unnamed.append(term.variable) }
            terms.append((term.variable, -term.coefficient / defined.coefficient))
        }
        // Variables no constraint named before take their place, free, in a tableau of their own.
        if !unnamed.isEmpty { _ = component(joining: unnamed) }
        let node = Int32(definitions.count)
        for term in terms {
            let slot = variables[Int(term.variable.id)]
            components[Int(slot.component)]?.watched[Int(slot.local)] = true
            dependents[Int(term.variable.id)].append(node)
        }
        definitions.append(ChainDefinition(
            variable: defined.variable, constraint: id.raw, parent: plan.parent, terms: terms,
            constantScale: -1 / defined.coefficient, folded: folded
        ))
        _ = chains.addNode(parent: plan.parent, weight: weight(of: node))
        variables[Int(defined.variable.id)] = VariableSlot(component: VariableSlot.defined, local: node)
        constraints[Int(id.raw)]?.definedNode = node
    }

    /// The value of chain node `node`, with every waiting suggestion solved first (any may feed it).
    func chainValue(_ node: Int32) -> Double {
        settleAll()
        return chains.value(of: node)
    }

    /// Solves the optional changes waiting in every component.
    func settleAll() {
        for c in unsettled { settle(Int(c)) }
        unsettled.removeAll(keepingCapacity: true)
    }

    /// Stores component `c`'s tableau and brings the weights of the chain nodes that read the variables
    /// it moved up to date.
    @inline(__always)
    func put(_ tableau: consuming Tableau, at c: Int) {
        let moved = !tableau.touched.isEmpty
        components[c] = consume tableau
        if moved { refreshWeights(movedIn: c) }
    }

    /// Refreshes the chain nodes reading the watched variables component `c` moved, and empties its list.
    private func refreshWeights(movedIn c: Int) {
        var touched: [Int32] = []
        swap(&touched, &components[c]!.touched)
        for local in touched {
            let user = components[c]!.userVariable[Int(local)]
            guard user >= 0 else { continue }
            for node in dependents[Int(user)] { refreshWeight(node) }
        }
        touched.removeAll(keepingCapacity: true)
        swap(&touched, &components[c]!.touched)
    }

    /// Recomputes chain node `node`'s weight from the values it reads.
    func refreshWeight(_ node: Int32) {
        guard chains.contains(node) else { return }
        chains.setWeight(node, weight(of: node))
    }

    /// `Σ coefficient·value + constantScale·constant` of node `node`'s definition (values as they stand;
    /// a component solved later refreshes the weights it moves).
    private func weight(of node: Int32) -> Double {
        let definition = definitions[Int(node)]
        var sum = definition.constantScale * (constraints[Int(definition.constraint)]?.constant ?? 0)
        for term in definition.terms {
            let slot = variables[Int(term.variable.id)]
            guard slot.component >= 0, let tableau = components[Int(slot.component)] else { continue }
            sum += term.coefficient * tableau.value[Int(slot.local)]
        }
        return sum
    }

    /// Puts the whole chain tree holding `variable` into the tableau, parents first, each definition as
    /// the row `add` would have made (its defined variable, named by no row yet, moved onto it, so no
    /// value changes and no pivot is needed).
    ///
    /// - Complexity: O(nodes of the tree), once: materialized variables never go back to the forest.
    func materializeChain(holding variable: SolverVariable) {
        let slot = variables[Int(variable.id)]
        guard slot.component == VariableSlot.defined else { return }
        settleAll()
        let tree = chains.tree(of: slot.local)
        let values = chains.nodes(in: tree).map { chains.value(of: $0) }
        for (node, value) in zip(chains.removeTree(tree), values) {
            let definition = definitions[Int(node)]
            forget(node)
            guard var record = constraints[Int(definition.constraint)] else { continue }
            record.definedNode = -1
            constraints[Int(definition.constraint)] = nil
            // A required equality whose defined variable no row names: it cannot fail.
            try? insert(definition.folded, record, id: SolverConstraintID(raw: definition.constraint), preferring: definition.variable)
            place(definition.variable, at: value)
        }
    }

    /// Moves a materialized variable (non-basic, its own row's only mover) to the exact value it had as
    /// a path sum, which the row's evaluation gives only to rounding: nothing visible may move.
    private func place(_ variable: SolverVariable, at value: Double) {
        let slot = variables[Int(variable.id)]
        guard slot.component >= 0, let current = components[Int(slot.component)]?.value[Int(slot.local)],
              current != value, components[Int(slot.component)]?.rowOf[Int(slot.local)] ?? 0 < 0 else { return }
        var tableau = components[Int(slot.component)].take()
        tableau.move(slot.local, by: value - current)
        tableau.value[Int(slot.local)] = value
        // The rows it moved are off their bounds by rounding at most, which no bound's tolerance sees.
        tableau.clearPending()
        put(tableau, at: Int(slot.component))
    }

    /// Drops the definition of chain node `node`, whose constraint is being removed: its variable keeps
    /// its value, free, in a tableau of its own (as the tableau would leave a variable whose only
    /// constraint went away), and what was defined from it now reads it as a tableau variable, so the
    /// rest of the chain stays a chain.
    ///
    /// - Complexity: O(log n) for the last link of a chain, O(links below it) for one in the middle.
    func undefine(_ node: Int32) {
        let variable = definitions[Int(node)].variable
        let value = chainValue(node)
        let orphans = chains.cut(node)
        forget(node)
        let c = makeComponent()
        var tableau = components[c].take()
        let local = tableau.addVariable(lower: -.infinity, upper: .infinity, value: value, userVariable: variable.id)
        tableau.watched[Int(local)] = !orphans.isEmpty
        put(tableau, at: c)
        variables[Int(variable.id)] = VariableSlot(component: Int32(c), local: local)
        for orphan in orphans {
            definitions[Int(orphan)].parent = -1
            definitions[Int(orphan)].terms.append((variable, 1))
            dependents[Int(variable.id)].append(orphan)
            refreshWeight(orphan)
        }
    }

    /// Unhooks node `node` from the variables its weight read and leaves its variable named by nothing.
    private func forget(_ node: Int32) {
        let definition = definitions[Int(node)]
        for term in definition.terms { dependents[Int(term.variable.id)].removeAll { $0 == node } }
        variables[Int(definition.variable.id)] = VariableSlot()
    }
}
