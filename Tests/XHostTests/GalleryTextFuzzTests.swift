import Foundation
import HostTestSupport
import Testing

/// The seeded input fuzzing of the demo with its search bar shown: typing, selecting and pasting mixed
/// into clicks, drags, keys and edits (`GalleryInputFuzzer` with `typing`). The model must stay whole,
/// the screen must agree with it, the field's state must hold together, and nothing may be said on
/// standard error. `scripts/fuzz` runs longer versions through `TESSERA_FUZZ_SEEDS` with the input fuzz.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryTextFuzzTests {
    @Test(arguments: 1...4)
    func typingSelectingAndPastingAmongOtherInputKeepsEverything(seed: Int) throws {
        let fuzzer = try GalleryInputFuzzer(seed: UInt64(1000 + seed), checkEvery: 60, typing: true)
        defer { fuzzer.close() }
        do {
            try fuzzer.run(events: 160)
        } catch {
            print("text fuzz FAILED: \(error)")
            throw error
        }
        print("text fuzz seed \(1000 + seed): \(fuzzer.events) events, ok")
    }
}
