import Foundation
import Testing

/// Seeded batch updates and snapshot pairs at scale against the reference model. CI runs a few
/// thousand; `scripts/fuzz` sets `TESSERA_ENGINE_FUZZ_BATCHES` and `TESSERA_ENGINE_FUZZ_SNAPSHOTS`
/// (100,000 and 10,000) and `TESSERA_ENGINE_FUZZ_FIRST_SEED`.
@MainActor
@Suite struct EngineScaleFuzzTests {
    private static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? value
    }

    private func run(_ name: String, count: Int, _ body: (Int) -> [String]) {
        let first = Self.setting("TESSERA_ENGINE_FUZZ_FIRST_SEED", default: 0)
        var divergent = 0
        for seed in first..<(first + count) {
            let problems = body(seed)
            if !problems.isEmpty {
                divergent += 1
                if divergent <= 5 { Issue.record(Comment(rawValue: problems.joined(separator: "\n"))) }
            }
        }
        print("engine fuzz: \(count) \(name), seeds \(first)..<\(first + count), \(divergent) divergences")
        #expect(divergent == 0)
    }

    @Test func randomBatchUpdatesMatchTheReferenceModel() {
        run("batch updates", count: Self.setting("TESSERA_ENGINE_FUZZ_BATCHES", default: 2_000), EngineFuzzCases.batchUpdate(seed:))
    }

    @Test func randomSnapshotPairsMatchTheReferenceModel() {
        run("snapshot pairs", count: Self.setting("TESSERA_ENGINE_FUZZ_SNAPSHOTS", default: 1_000), EngineFuzzCases.snapshotPair(seed:))
    }
}
