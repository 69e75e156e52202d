// Tessera's engine benchmarks: `scripts/bench` builds this in release mode and runs it.
//
// Every figure is measured in this run and printed with its ratio to a baseline from the same run,
// so numbers from different machines can be compared by their ratios. Each benchmark's file says
// what its figures mean. `--quick` runs smaller sizes only.
import CollectionEngine
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
// `--only NAME` runs one benchmark (flow, selfsizing, compositional, diff, transition, reorder, prefetch, color, scroll, solver, autolayout), for profiling.
let only = arguments.firstIndex(of: "--only").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
let benchmarks: [(String, () -> Void)] = [
    ("flow", { FlowLayoutBench(quick: quick).run() }),
    ("selfsizing", { FlowLayoutBench(quick: quick).runSelfSizing() }),
    ("compositional", { CompositionalLayoutBench(quick: quick).run() }),
    ("diff", { DiffBench(quick: quick).run() }),
    ("transition", { TransitionBench(quick: quick).run() }),
    ("reorder", { ReorderBench(quick: quick).run() }),
    ("prefetch", { PrefetchBench(quick: quick).run() }),
    ("color", { ColorBench().run() }),
    ("scroll", { ScrollPhysicsBench().run() }),
    ("solver", { SolverBench(quick: quick).run() }),
    ("autolayout", { AutoLayoutBench(quick: quick).run() }),
]
for (index, (name, run)) in benchmarks.enumerated() where only == nil || only == name {
    if index > 0 && only == nil { print("") }
    run()
}
