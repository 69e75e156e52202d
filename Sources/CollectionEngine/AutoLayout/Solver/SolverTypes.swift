// The values the constraint solver speaks in (SOLVER-CONTRACT.md). They are `@_spi(Benchmarks) public`
// only so TesseraBench can time the solver in a release build; apps never see them.

/// One unknown of a constraint system (a view's minX, width…), made by `ConstraintSystem.makeVariable()`.
@_spi(Benchmarks)
public struct SolverVariable: Hashable, Sendable, Comparable {
    /// The variable's number within its system, in the order variables were made.
    public let id: Int32
    /// A variable numbered `id`; only `ConstraintSystem.makeVariable()` makes ones the system knows.
    public init(id: Int32) { self.id = id }
    /// Orders variables by `id`, so that the solver's choices are deterministic.
    public static func < (a: Self, b: Self) -> Bool { a.id < b.id }
}

/// Σ coefficient·variable + constant. A variable may appear more than once; the solver adds them up.
@_spi(Benchmarks)
public struct LinearExpression: Sendable {
    /// The variables and their coefficients, in any order, repeats allowed.
    public var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `variable + constant`.
    public init(_ variable: SolverVariable, plus constant: Double = 0) {
        self.init(terms: [(variable, 1)], constant: constant)
    }
}

/// How a constraint's expression compares with zero: `expression == 0`, `<= 0` or `>= 0`.
@_spi(Benchmarks)
public enum SolverRelation: Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A priority as UIKit's `UILayoutPriority`: 1...1000, where 1000 is required.
@_spi(Benchmarks)
public typealias SolverPriority = Float

/// The priority of a constraint that must hold.
let requiredSolverPriority: SolverPriority = 1000

/// Names one constraint of one `ConstraintSystem`.
@_spi(Benchmarks)
public struct SolverConstraintID: Hashable, Sendable, Comparable {
    /// The constraint's number within its system.
    public let raw: Int32
    /// An id numbered `raw`; only `ConstraintSystem` hands out ones it knows.
    public init(raw: Int32) { self.raw = raw }
    /// Orders ids by `raw`, so conflicts are listed deterministically.
    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
}

/// Why a `ConstraintSystem` refused a change. The system is left as it was before the call.
@_spi(Benchmarks)
public enum ConstraintSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraints listed (the new or changed one among them) cannot all hold at once.
    case unsatisfiable(conflicting: [SolverConstraintID])
    /// A coefficient or constant is NaN or infinite.
    case nonFiniteValue(Double)
    /// A priority outside 1...1000 (or NaN).
    case invalidPriority(SolverPriority)
    /// The id names no constraint of this system (never added, or removed).
    case unknownConstraint(SolverConstraintID)
    /// The variable was not made by this system.
    case unknownVariable(SolverVariable)
    /// `addEditVariable` for a variable that is already an edit variable.
    case duplicateEditVariable(SolverVariable)
    /// `suggestValue` for a variable that is not an edit variable.
    case unknownEditVariable(SolverVariable)
    /// The simplex gave up after this many pivots (numerical trouble); the system is as it was.
    case pivotLimitReached(Int)

    /// A one-line account of the refusal, naming the constraints, value or variable involved.
    public var description: String {
        switch self {
        case .unsatisfiable(let ids): "Unable to simultaneously satisfy constraints \(ids.map(\.raw))"
        case .nonFiniteValue(let value): "A constraint's coefficient or constant is not finite (\(value))"
        case .invalidPriority(let priority): "A priority must be in 1...1000 (got \(priority))"
        case .unknownConstraint(let id): "No constraint \(id.raw) in this system"
        case .unknownVariable(let variable): "No variable \(variable.id) in this system"
        case .duplicateEditVariable(let variable): "Variable \(variable.id) is already an edit variable"
        case .unknownEditVariable(let variable): "Variable \(variable.id) is not an edit variable"
        case .pivotLimitReached(let count): "The constraint solver stopped after \(count) pivots"
        }
    }
}
