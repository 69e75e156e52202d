import Foundation

/// The structure of a constraint system without its constants: for each row its relation, priority
/// and terms. Cells of one class produce the same shape, whatever their text or images.
struct ConstraintShape: Hashable {
    struct Row: Hashable {
        var relation: SolverRelation
        var priority: SolverPriority
        var variables: [Int32]
        var coefficients: [Double]
    }

    var variableCount: Int
    var rows: [Row]
}

/// Solved systems kept by shape, so that a new cell of a known shape starts from a copy of a solved
/// one and only its constants are set (the solver's dual simplex restores feasibility from the kept
/// basis), instead of solving its constraints from nothing.
///
/// - Note: One cache serves the process, as the solved shapes are pure values (a copy is O(1) and
///   shares storage until it changes) that do not depend on any window. It keeps the `capacity` most
///   recently used shapes.
@MainActor
final class SolvedShapeCache {
    static let shared = SolvedShapeCache()
    let capacity = 64

    struct Template {
        let system: ConstraintSystem
        let rowIDs: [SolverConstraintID]
        let constants: [Double]
    }

    private var templates: [ConstraintShape: Template] = [:]
    private var recency: [ConstraintShape] = []

    func template(for shape: ConstraintShape) -> Template? {
        guard let template = templates[shape] else { return nil }
        if let index = recency.lastIndex(of: shape), index != recency.count - 1 {
            recency.remove(at: index)
            recency.append(shape)
        }
        return template
    }

    func keep(_ template: Template, for shape: ConstraintShape) {
        guard templates[shape] == nil else { return }
        if recency.count >= capacity { templates[recency.removeFirst()] = nil }
        templates[shape] = template
        recency.append(shape)
    }
}

