import Foundation

// How a `ViewConstraintSystem` turns its rows into values: from a basis its shape already knows when
// one fits the constants (a formula, no solver), otherwise from a solver whose basis the shape then
// keeps. Conflicts among required rows are found and reported by the solver, in UIKit's words.

extension ViewConstraintSystem {
    /// Solved shapes and their bases, shared by every system: cells of one class share a shape, so
    /// a new cell is solved by evaluating a basis an earlier cell found.
    ///
    /// - Note: One cache serves the process: solved shapes are pure values that depend on no window.
    static let shapeCache = ConstraintShapeCache()

    /// Works `values` out from the rows when they changed since the last time.
    func solveRows() {
        guard solutionIsStale else { return }
        solutionIsStale = false
        let shape = currentShape()
        if shape.evaluate(constants, into: &values) { return }
        let solver = solverHoldingRows(shape)
        if values.count != variableCount { values = [Double](repeating: 0, count: variableCount) }
        for id in 0..<variableCount { values[id] = solver.value(of: SolverVariable(id: Int32(id))) }
    }

    /// The shape of the rows as they are now (the root-size rows' priorities follow the sizing).
    private func currentShape() -> ConstraintShapeCache.Shape {
        let horizontal = rootSizeRows.first.map { rows[$0].priority } ?? 0
        let vertical = rootSizeRows.last.map { rows[$0].priority } ?? 0
        let plan = plan ?? RowPlan(variableCount: variableCount, rows: rows)
        self.plan = plan
        for known in plan.shapes where known.horizontal == horizontal && known.vertical == vertical { return known.shape }
        let shape = Self.shapeCache.shape(variableCount: variableCount, constraints: plannedConstraints())
        plan.shapes.append((horizontal, vertical, shape))
        return shape
    }

    private func plannedConstraints() -> [ConstraintShapeCache.Constraint] {
        rows.map { ConstraintShapeCache.Constraint($0.expression, $0.relation, priority: $0.priority) }
    }

    /// A solver holding the rows with their current constants and priorities: the one made earlier,
    /// brought up to date incrementally (a required row that can no longer hold is broken and reported),
    /// or a copy of the shape's template. A solver that holds every row teaches the shape its basis.
    func solverHoldingRows(_ shape: ConstraintShapeCache.Shape? = nil) -> ConstraintSystem {
        let shape = shape ?? currentShape()
        if let solver {
            update(solver)
            if rows.allSatisfy({ $0.id != nil }) { shape.learn(from: solver, ids: rows.map(\.id)) }
            return solver
        }
        let made: ConstraintSystem
        rowByID = [:]
        if let shaped = try? Self.shapeCache.system(of: shape, constraints: plannedConstraints()) {
            made = shaped.system
            for index in rows.indices { hold(index, as: shaped.constraintIDs[index]) }
            for refusal in shaped.refusals {
                reportConflict(breaking: rows[refusal.index].source, conflicting: Self.conflicting(in: refusal.error))
            }
        } else {
            // A value the cache refuses (a margin that is not finite): added one by one, each reported.
            made = ConstraintSystem()
            for _ in 0..<variableCount { _ = made.makeVariable() }
            for index in rows.indices {
                do {
                    hold(index, as: try made.add(rows[index].expression, rows[index].relation, priority: rows[index].priority))
                } catch {
                    hold(index, as: nil)
                    reportConflict(breaking: rows[index].source, conflicting: Self.conflicting(in: error))
                }
            }
        }
        solver = made
        return made
    }

    /// Records that `solver` holds row `index` as `id` (nil: refused) with its current constant and priority.
    private func hold(_ index: Int, as id: SolverConstraintID?) {
        rows[index].id = id
        rows[index].solverConstant = rows[index].expression.constant
        rows[index].solverPriority = rows[index].priority
        if let id { rowByID[id] = index }
    }

    /// Hands `solver` the constants and priorities that changed since it last held the rows.
    private func update(_ solver: ConstraintSystem) {
        var sizingChanged = false
        for index in rows.indices {
            let row = rows[index]
            if row.priority != row.solverPriority {
                sizingChanged = true
                // Measuring and laying out give the root's size at different priorities: the row is replaced.
                if let id = row.id { solver.remove(id); rowByID[id] = nil }
                do {
                    hold(index, as: try solver.add(row.expression, row.relation, priority: row.priority))
                } catch {
                    hold(index, as: nil)
                    reportConflict(breaking: row.source, conflicting: Self.conflicting(in: error))
                }
            } else if row.expression.constant != row.solverConstant, let id = row.id {
                rows[index].solverConstant = row.expression.constant
                do {
                    try solver.setConstant(row.expression.constant, of: id)
                } catch {
                    solver.remove(id)
                    rowByID[id] = nil
                    rows[index].id = nil
                    reportConflict(breaking: row.source, conflicting: Self.conflicting(in: error))
                }
            }
        }
        // A row broken against the old root size (a cell's constraints that outgrew its frame, as
        // UIKit breaks one against a cell's encapsulated height) may hold at the new one.
        guard sizingChanged else { return }
        for index in rows.indices where rows[index].id == nil {
            if let id = try? solver.add(rows[index].expression, rows[index].relation, priority: rows[index].priority) {
                hold(index, as: id)
            }
        }
    }

    static func conflicting(in error: Error) -> [SolverConstraintID] {
        if case let ConstraintSystemError.unsatisfiable(ids) = error { return ids }
        return []
    }
}
