import Foundation
import HostTestSupport
import Testing

/// The real demo under seeded random input (`GalleryInputFuzzer`). CI runs 20 short seeds; `scripts/fuzz`
/// runs long ones (it sets `TESSERA_FUZZ_SEEDS`, `TESSERA_FUZZ_EVENTS`, `TESSERA_FUZZ_MINUTES`).
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryInputFuzzTests {
    private func fuzz(seed: UInt64, events: Int, checkEvery: Int = 500) throws -> Int {
        let fuzzer = try GalleryInputFuzzer(seed: seed, checkEvery: checkEvery)
        defer { fuzzer.close() }
        do {
            try fuzzer.run(events: events)
        } catch {
            print("input fuzz FAILED: \(error)")
            throw error
        }
        let edits = fuzzer.editsChecked.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("input fuzz seed \(seed): \(fuzzer.events) events, ok; edits checked: \(edits.isEmpty ? "none" : edits)")
        return fuzzer.events
    }

    @Test(arguments: 1...20)
    func aShortRandomSessionKeepsEveryItemAndLeavesNothingLifted(seed: Int) throws {
        _ = try fuzz(seed: UInt64(seed), events: 120, checkEvery: 60)
    }

    /// The long run of `scripts/fuzz`: seeds from `TESSERA_FUZZ_SEEDS` ("FIRST-LAST" or a list), each
    /// `TESSERA_FUZZ_EVENTS` events, until `TESSERA_FUZZ_MINUTES` have passed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TESSERA_FUZZ_SEEDS"] != nil, "scripts/fuzz runs this"))
    func longRun() throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds = Self.seeds(environment["TESSERA_FUZZ_SEEDS"] ?? "")
        let events = Int(environment["TESSERA_FUZZ_EVENTS"] ?? "") ?? 10_000
        let deadline = Date().addingTimeInterval(60 * (Double(environment["TESSERA_FUZZ_MINUTES"] ?? "") ?? 1e9))
        var total = 0, ran: [UInt64] = []
        for seed in seeds where Date() < deadline {
            total += try fuzz(seed: seed, events: events)
            ran.append(seed)
        }
        print("input fuzz: \(ran.count) seeds (\(ran.map(String.init).joined(separator: ","))), \(total) events, 0 failures")
    }

    /// `scripts/fuzz --soak`: one demo process fed random input for `TESSERA_FUZZ_MINUTES`, its memory and
    /// descriptors sampled at every check; prints the RSS slope after the first fifth (warm-up) and the
    /// CPU it uses idle afterwards.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TESSERA_SOAK_MINUTES"] != nil, "scripts/fuzz --soak runs this"))
    func soak() throws {
        let minutes = Double(ProcessInfo.processInfo.environment["TESSERA_SOAK_MINUTES"] ?? "") ?? 5
        let seed = Self.seeds(ProcessInfo.processInfo.environment["TESSERA_FUZZ_SEEDS"] ?? "").first ?? 1
        let fuzzer = try GalleryInputFuzzer(seed: seed, checkEvery: 500)
        defer { fuzzer.close() }
        let start = Date()
        var samples: [(minutes: Double, rssKB: Int, descriptors: Int)] = []
        var resources: [[String: Int]] = []
        while Date().timeIntervalSince(start) < minutes * 60 {
            try fuzzer.run(events: fuzzer.events + 500)
            let usage = fuzzer.processUsage
            let at = Date().timeIntervalSince(start) / 60
            samples.append((at, usage.rssKB, usage.descriptors))
            let x = fuzzer.xResources ?? [:]
            resources.append(x)
            print(String(format: "soak %.2f min: %d events, RSS %d kB, %d fds, X %@", at, fuzzer.events, usage.rssKB, usage.descriptors,
                         Self.describe(x)))
        }
        let steady = samples.dropFirst(samples.count / 5)
        let n = Double(steady.count), mx = steady.map(\.minutes).reduce(0, +) / n, my = steady.map { Double($0.rssKB) }.reduce(0, +) / n
        let slope = steady.map { ($0.minutes - mx) * (Double($0.rssKB) - my) }.reduce(0, +)
            / max(1e-9, steady.map { ($0.minutes - mx) * ($0.minutes - mx) }.reduce(0, +))
        // Idle CPU is a figure of `HostBench --only idle`, not of this run: measuring it means waiting.
        print(String(format: "soak: seed %llu, %d events in %.1f min; RSS %d → %d kB, slope after warm-up %.1f kB/min; fds %d → %d",
                     seed, fuzzer.events, minutes, samples.first?.rssKB ?? 0, samples.last?.rssKB ?? 0, slope,
                     samples.first?.descriptors ?? 0, samples.last?.descriptors ?? 0))
        print("soak: X resources (after a check, input idle) first \(Self.describe(resources.first ?? [:])), last \(Self.describe(resources.last ?? [:]))")
        #expect(samples.last?.descriptors == samples.first?.descriptors)
    }

    private static func describe(_ resources: [String: Int]) -> String {
        resources.isEmpty ? "unknown (no xrestop)" : resources.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    static func seeds(_ text: String) -> [UInt64] {
        let parts = text.split(separator: "-").compactMap { UInt64($0) }
        if parts.count == 2, !text.contains(",") { return Array(parts[0]...max(parts[0], parts[1])) }
        return text.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    }
}
