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
        print("input fuzz seed \(seed): \(fuzzer.events) events, ok")
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

    static func seeds(_ text: String) -> [UInt64] {
        let parts = text.split(separator: "-").compactMap { UInt64($0) }
        if parts.count == 2, !text.contains(",") { return Array(parts[0]...max(parts[0], parts[1])) }
        return text.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    }
}
