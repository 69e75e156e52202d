@_spi(Benchmarks) import CollectionEngine
import Foundation

/// The Auto Layout solver against kiwi (kiwisolver 1.x, the C++ Cassowary, through its Python binding),
/// same systems, same run (issue 24): `Benchmarks/kiwi/kiwi_bench.py` builds the systems below with kiwi
/// and times only kiwi's solver calls; this file builds them with `ConstraintSystem` and times only its
/// calls (expressions are made before the clock starts, as the script makes kiwi's).
///
/// - independent: N constraints `x[i] == i`, each on its own variable;
/// - chain: `x[0] == 0`, `x[i] == x[i-1] + 10` for 10,000 variables;
/// - column: 1,000 (kiwi and Tessera), 10,000 and 100,000 (Tessera) self-sizing cells stacked
///   (`top[i] == top[i-1] + height[i-1]`, `width == 320`, `height >= 44`, height an edit variable at 750
///   suggested from the content), then one cell's height changed: one suggestion, then the last cell's
///   top read back (kiwi: `suggestValue`, `updateVariables`, `value()`, all three timed), median of
///   several. The column's edit must cost the same at 1,000 and at 100,000 cells. The 1,000-cell build
///   is the median of nine builds (the first of a run pay for fresh memory; kiwi's one run takes a
///   second, which no warm-up changes);
/// - one edit in 1,000, 10,000 (both) and 100,000 (Tessera) separate cells (each cell its own system:
///   `top == 0`, width, minimum height, edit height); Tessera's must cost the same at every count.
struct SolverBench {
    let quick: Bool

    func run() {
        print("Auto Layout solver vs kiwi (kiwisolver, C++ Cassowary; only solver calls timed; release build, medians)")
        let kiwi = KiwiFigures.measure(quick: quick)
        if let version = kiwi["kiwisolver"] { print("  kiwisolver \(version)") }

        let independent1k = Self.median(runs: 9) { Self.independent(1_000) }
        let independent10k = Self.median(runs: 5) { Self.independent(10_000) }
        let chainCount = quick ? 2_000 : 10_000
        var chainLast = 0.0
        let chain = Self.median(runs: 3) {
            let (seconds, last) = Self.chain(chainCount)
            chainLast = last
            return seconds
        }
        var columnLast = 0.0
        let column1k = Self.median(runs: 9) {
            let cells = Self.cells(1_000, stacked: true)
            columnLast = cells.lastTop
            return cells.seconds
        }
        let column10k = Self.median(runs: 3) { Self.cells(10_000, stacked: true).seconds }
        let column100k = Self.cells(100_000, stacked: true)
        let columnEdit1k = Self.editOne(Self.cells(1_000, stacked: true), repeat: 201)
        let columnEdit10k = Self.editOne(Self.cells(10_000, stacked: true), repeat: 201)
        let columnEdit100k = Self.editOne(column100k, repeat: 201)
        let edit1k = Self.editOne(Self.cells(1_000, stacked: false), repeat: 201)
        let edit10k = Self.editOne(Self.cells(10_000, stacked: false), repeat: 201)
        let edit100k = Self.editOne(Self.cells(100_000, stacked: false), repeat: 201)

        func line(_ label: String, _ ours: Double, _ key: String?, goal: String = "") {
            let theirs = key.flatMap { kiwi[$0] }.flatMap(Double.init)
            let comparison = theirs.map { "kiwi \(pad(formatTime($0), 9)) → Tessera = \(Self.fineRatio(ours, $0)) kiwi  \(goal)" } ?? ""
            print("  \(pad(label, 36)) \(pad(formatTime(ours), 9)) \(comparison)")
        }
        line("independent, 1,000", independent1k, "independent_1000")
        line("independent, 10,000", independent10k, "independent_10000", goal: "(goal ≤ 0.10×)")
        line("chain of \(formatCount(chainCount))", chain, "chain", goal: "(goal ≤ 0.01×)")
        line("column of 1,000 cells, build", column1k, "column_build", goal: "(goal ≤ 0.01×)")
        line("column of 1,000, one height changed", columnEdit1k, "column_edit", goal: "(goal ≤ 0.01×)")
        line("column of 10,000 cells, build", column10k, nil)
        line("column of 10,000, one height changed", columnEdit10k, nil)
        line("column of 100,000 cells, build (1 run)", column100k.seconds, nil)
        line("column of 100,000, one height changed", columnEdit100k, nil)
        print("  column edit: 100,000 cells = \(ratio(columnEdit100k, columnEdit1k)) 1,000 cells  (goal 1.00×: an edit costs the same in any column)")
        print("    (kiwi is not run on the 10,000-cell column: its rows fill in, ≈4 s at 1,000 cells, ≈27 s at 2,000)")
        line("one edit among 1,000 separate cells", edit1k, "cells_edit_1000")
        line("one edit among 10,000 separate cells", edit10k, "cells_edit_10000")
        line("one edit among 100,000 separate cells", edit100k, nil)
        print("  one edit: 100,000 cells = \(ratio(edit100k, edit1k)) 1,000 cells  (goal 1.00×: an edit costs its own cell)")
        // The same systems must give the same answers on both sides.
        if let kiwiChain = kiwi["chain_last"].flatMap(Double.init), abs(kiwiChain - chainLast) > 1e-6 {
            print("  ⚠︎ chain: last value \(chainLast), kiwi \(kiwiChain)")
        }
        if let kiwiColumn = kiwi["column_last_top"].flatMap(Double.init), abs(kiwiColumn - columnLast) > 1e-6 {
            print("  ⚠︎ column: last top \(columnLast), kiwi \(kiwiColumn)")
        }
    }

    /// `ratio`, with enough digits to tell 0.002× from 0.009× (several figures here are far below 0.01×).
    static func fineRatio(_ value: Double, _ base: Double) -> String {
        let r = value / max(base, 1e-12)
        return r < 0.1 ? String(format: "%.4f×", r) : ratio(value, base)
    }

    /// The median of `runs` measurements, each timing only the solver calls inside `measure`.
    static func median(runs: Int, _ measure: () -> Double) -> Double {
        let samples = (0..<runs).map { _ in measure() }.sorted()
        return samples[samples.count / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Seconds for the adds (and reading the last value back), as the script times kiwi's calls.
    static func independent(_ count: Int) -> Double {
        let system = ConstraintSystem()
        let xs = (0..<count).map { _ in system.makeVariable() }
        let expressions = xs.enumerated().map { LinearExpression($0.element, plus: -Double($0.offset)) }
        let start = ContinuousClock.now
        for expression in expressions { _ = try? system.add(expression, .equal, priority: 1000) }
        _ = system.value(of: xs[count - 1])
        return seconds(ContinuousClock.now - start)
    }

    static func chain(_ count: Int) -> (seconds: Double, last: Double) {
        let system = ConstraintSystem()
        let xs = (0..<count).map { _ in system.makeVariable() }
        var expressions = [LinearExpression(xs[0])]
        for i in 1..<count {
            expressions.append(LinearExpression(terms: [(xs[i], 1), (xs[i - 1], -1)], constant: -10))
        }
        let start = ContinuousClock.now
        for expression in expressions { _ = try? system.add(expression, .equal, priority: 1000) }
        let last = system.value(of: xs[count - 1])
        return (seconds(ContinuousClock.now - start), last)
    }

    struct Cells {
        let system: ConstraintSystem
        let tops: [SolverVariable]
        let heights: [SolverVariable]
        /// How long the solver calls that built and solved it took.
        let seconds: Double
        var lastTop: Double { system.value(of: tops[tops.count - 1]) }
    }

    static func contentHeight(_ i: Int) -> Double { 30 + Double((i * 37) % 90) }

    /// Cells stacked in one column (`stacked`) or each on its own; the clock covers the solver calls.
    static func cells(_ count: Int, stacked: Bool) -> Cells {
        let system = ConstraintSystem()
        let tops = (0..<count).map { _ in system.makeVariable() }
        let heights = (0..<count).map { _ in system.makeVariable() }
        let widths = (0..<count).map { _ in system.makeVariable() }
        var constraints: [(LinearExpression, SolverRelation)] = []
        for i in 0..<count {
            if i == 0 || !stacked {
                constraints.append((LinearExpression(tops[i]), .equal))
            } else {
                constraints.append((LinearExpression(terms: [(tops[i], 1), (tops[i - 1], -1), (heights[i - 1], -1)]), .equal))
            }
            constraints.append((LinearExpression(widths[i], plus: -320), .equal))
            constraints.append((LinearExpression(heights[i], plus: -44), .greaterThanOrEqual))
        }
        let suggestions = (0..<count).map(contentHeight)
        let start = ContinuousClock.now
        for (expression, relation) in constraints { _ = try? system.add(expression, relation, priority: 1000) }
        for height in heights { try? system.addEditVariable(height, priority: 750) }
        for (height, value) in zip(heights, suggestions) { try? system.suggestValue(value, for: height) }
        _ = system.value(of: tops[count - 1])
        return Cells(system: system, tops: tops, heights: heights, seconds: seconds(ContinuousClock.now - start))
    }

    /// Median time of one suggestion to the middle cell's height (the value read back as kiwi's is).
    static func editOne(_ cells: Cells, repeat count: Int) -> Double {
        let target = cells.heights[cells.heights.count / 2]
        var samples: [Double] = []
        let clock = ContinuousClock()
        var sink = 0.0
        for k in 0..<count {
            let start = clock.now
            try? cells.system.suggestValue(50 + Double(k % 2) * 40, for: target)
            sink += cells.lastTop
            samples.append(seconds(clock.now - start))
        }
        if sink.isNaN { print("") }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// Runs `Benchmarks/kiwi/kiwi_bench.py` and reads its JSON (seconds by name); empty when Python or
/// kiwisolver is missing (`scripts/bench` installs it), so no figure is ever made up.
enum KiwiFigures {
    static func measure(quick: Bool) -> [String: String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("kiwi/kiwi_bench.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + (quick ? ["--quick"] : [])
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("  kiwi not measured: \(error)")
            return [:]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            print("  kiwi not measured (is kiwisolver installed? `python3 -m pip install kiwisolver`)")
            return [:]
        }
        return object.mapValues { "\($0)" }
    }
}
