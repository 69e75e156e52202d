/// Solves each constraint *shape* once and hands out copies with new constants.
///
/// Cells of one class make the same constraints with different constants (text heights, intrinsic
/// sizes). The coefficients, relations and priorities fix the simplex's rows and reduced costs; the
/// constants only move bounds. So the first system of a shape is solved and kept as a template, and
/// every later one is an O(1) copy of it with the differing constants set, each a bound move that dual
/// simplex repairs from the cached basis (usually without a single pivot). Each basis reached is also
/// kept as a formula of the constants (`Shape.evaluate`), which answers later systems of the shape
/// with no solver at all while one of the kept bases fits their constants.
///
/// ```swift
/// let cache = ConstraintShapeCache()
/// let shaped = try cache.system(variableCount: 2, constraints: cellConstraints)
/// shaped.system.value(of: SolverVariable(id: 1))
/// ```
///
/// Variables are `SolverVariable(id: 0..<variableCount)`, made in that order in every system it returns.
@_spi(Benchmarks)
public final class ConstraintShapeCache {
    /// One constraint of a shape: `expression relation 0` at `priority`.
    public struct Constraint: Sendable {
        /// The left-hand side; its constant may differ between systems of one shape.
        public var expression: LinearExpression
        /// How the expression compares with zero.
        public var relation: SolverRelation
        /// The constraint's priority, 1...1000; part of the shape.
        public var priority: SolverPriority

        /// `expression relation 0` at `priority`.
        public init(_ expression: LinearExpression, _ relation: SolverRelation, priority: SolverPriority) {
            self.expression = expression
            self.relation = relation
            self.priority = priority
        }
    }

    /// A solved system and the id of each constraint given, in order (nil for one it refused).
    public struct ShapedSystem {
        /// The solved system, the caller's to change.
        public let system: ConstraintSystem
        /// The id of each constraint given, in order; nil for one the system refused.
        public let constraintIDs: [SolverConstraintID?]
        /// The constraints that could not be added (their index and why), in order.
        public let refusals: [(index: Int, error: ConstraintSystemError)]
    }

    /// What makes two lists of constraints the same shape: everything but the constants.
    struct Key: Hashable {
        var variableCount: Int
        var relations: [SolverRelation] = []
        var priorities: [SolverPriority] = []
        var termCounts: [Int] = []
        var variables: [Int32] = []
        var coefficients: [Double] = []

        init(variableCount: Int, constraints: [Constraint]) {
            self.variableCount = variableCount
            for constraint in constraints {
                relations.append(constraint.relation)
                priorities.append(constraint.priority)
                termCounts.append(constraint.expression.terms.count)
                for term in constraint.expression.terms {
                    variables.append(term.variable.id)
                    coefficients.append(term.coefficient)
                }
            }
        }
    }

    fileprivate struct Template {
        let system: ConstraintSystem
        let ids: [SolverConstraintID]
        let constants: [Double]
    }

    /// One shape: its template (the first system of the shape solved), and the bases solved so far for
    /// it, each kept as the formula of the solution in the constants (`AffineSolution`).
    final class Shape {
        let variableCount: Int
        fileprivate var template: Template?
        /// The bases found for this shape, oldest first (tried in that order, so results depend only
        /// on the constants given, in the order shapes were solved).
        private(set) var solutions: [AffineSolution] = []
        /// How many bases a shape keeps; a shape whose constants keep needing new ones pivots instead.
        static let solutionLimit = 32

        init(variableCount: Int) { self.variableCount = variableCount }

        /// Every variable's value for `constants`, from the first kept basis that is feasible for them.
        ///
        /// - Complexity: O(terms of the kept formulas); no pivot, no allocation when `values` has room.
        func evaluate(_ constants: [Double], into values: inout [Double]) -> Bool {
            for solution in solutions where solution.evaluate(constants, into: &values) { return true }
            return false
        }

        /// Keeps the basis `system` is solved at (when it is a formula of the constants `ids` name).
        func learn(from system: ConstraintSystem, ids: [SolverConstraintID?]) {
            guard solutions.count < Self.solutionLimit,
                  let solution = AffineSolution(system, ids: ids, variableCount: variableCount) else { return }
            solutions.append(solution)
        }
    }

    private var shapes: [Key: Shape] = [:]
    /// Keys oldest first, to forget the oldest shape when `limit` is reached.
    private var order: [Key] = []
    /// How many shapes are kept; past it the oldest is forgotten.
    public let limit: Int
    /// How many calls were answered from a template (for tests and benchmarks).
    public private(set) var hits = 0

    /// A cache that keeps up to `limit` shapes (at least 1).
    public init(limit: Int = 256) {
        self.limit = max(1, limit)
    }

    /// The shape of `constraints` over `variableCount` variables, made (empty) when it is new.
    func shape(variableCount: Int, constraints: [Constraint]) -> Shape {
        let key = Key(variableCount: variableCount, constraints: constraints)
        if let shape = shapes[key] { return shape }
        let shape = Shape(variableCount: variableCount)
        shapes[key] = shape
        order.append(key)
        if order.count > limit { shapes[order.removeFirst()] = nil }
        return shape
    }

    /// A solved system with `constraints` over `variableCount` variables: a copy of this shape's template
    /// with the constants changed when there is one, otherwise built (and kept as the template).
    ///
    /// - Throws: `.unknownVariable` when a constraint names a variable outside `0..<variableCount`,
    ///   `.nonFiniteValue`, `.invalidPriority`. Unsatisfiable required constraints are not thrown: they
    ///   are left out and listed in `refusals`, as UIKit breaks one and lays out the rest.
    /// - Complexity: for a known shape, O(1) plus the work of each differing constant.
    public func system(variableCount: Int, constraints: [Constraint]) throws -> ShapedSystem {
        try system(of: shape(variableCount: variableCount, constraints: constraints), constraints: constraints)
    }

    /// `system(variableCount:constraints:)` for a shape already looked up; a solved system without
    /// refusals also teaches the shape its basis.
    func system(of shape: Shape, constraints: [Constraint]) throws -> ShapedSystem {
        if let template = shape.template, let shaped = try reuse(template, with: constraints) {
            hits += 1
            shape.learn(from: shaped.system, ids: shaped.constraintIDs)
            return shaped
        }
        let shaped = try build(variableCount: shape.variableCount, constraints: constraints)
        if shaped.refusals.isEmpty {
            shape.template = Template(
                system: shaped.system.copy(), ids: shaped.constraintIDs.compactMap { $0 },
                constants: constraints.map(\.expression.constant)
            )
            shape.learn(from: shaped.system, ids: shaped.constraintIDs)
        }
        return shaped
    }

    /// The template with new constants, or nil when one of them makes a required constraint impossible
    /// (then the caller builds the system afresh, refusing what it must).
    private func reuse(_ template: Template, with constraints: [Constraint]) throws -> ShapedSystem? {
        let system = template.system.copy()
        for (index, constraint) in constraints.enumerated() where constraint.expression.constant != template.constants[index] {
            do {
                try system.setConstant(constraint.expression.constant, of: template.ids[index])
            } catch ConstraintSystemError.unsatisfiable {
                return nil
            }
        }
        return ShapedSystem(system: system, constraintIDs: template.ids, refusals: [])
    }

    private func build(variableCount: Int, constraints: [Constraint]) throws -> ShapedSystem {
        let system = ConstraintSystem()
        for _ in 0..<variableCount { _ = system.makeVariable() }
        var ids: [SolverConstraintID?] = []
        var refusals: [(index: Int, error: ConstraintSystemError)] = []
        for (index, constraint) in constraints.enumerated() {
            do {
                ids.append(try system.add(constraint.expression, constraint.relation, priority: constraint.priority))
            } catch let error as ConstraintSystemError {
                guard case .unsatisfiable = error else { throw error }
                ids.append(nil)
                refusals.append((index, error))
            }
        }
        return ShapedSystem(system: system, constraintIDs: ids, refusals: refusals)
    }
}
