// Tessera's engine benchmarks: `scripts/bench` builds this in release mode and runs it.
//
// Every figure is measured in this run and printed with its ratio to a baseline from the same run,
// so numbers from different machines can be compared by their ratios. Each benchmark's file says
// what its figures mean. `--quick` runs smaller sizes only.
import CollectionEngine
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
FlowLayoutBench(quick: quick).run()
print("")
DiffBench(quick: quick).run()
