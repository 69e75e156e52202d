import EngineTestSupport
import Testing
@testable import XHost

/// `ByteBudget`: the ledger under which the host keeps everything on the X server. Over its limit it
/// hands back the least recently used keys, never one used in the current frame.
@Suite struct ByteBudgetTests {
    @Test func countsTheBytesAddedAndRemoved() {
        let budget = ByteBudget<String>(limit: 100)
        budget.add("a", bytes: 30)
        budget.add("b", bytes: 20)
        budget.remove("a")
        #expect(budget.totalBytes == 20)
        #expect(budget.bytes(of: "a") == nil && budget.bytes(of: "b") == 20)
    }

    @Test func addingAKeyAgainReplacesItsCount() {
        let budget = ByteBudget<String>(limit: 100)
        budget.add("a", bytes: 30)
        budget.add("a", bytes: 50)
        #expect(budget.totalBytes == 50)
        #expect(budget.count == 1)
    }

    @Test func withinTheLimitNothingIsEvicted() {
        let budget = ByteBudget<String>(limit: 100)
        budget.add("a", bytes: 100)
        budget.nextFrame()
        #expect(budget.evictions() == [])
    }

    @Test func overTheLimitTheLeastRecentlyUsedGoFirst() {
        let budget = ByteBudget<String>(limit: 100)
        for key in ["a", "b", "c", "d"] {
            budget.add(key, bytes: 40)
            budget.nextFrame()
        }
        budget.touch("a")
        budget.nextFrame()
        // 160 bytes: back to 7/8 of 100 takes two, the oldest uses first (b, then c; a was used since).
        #expect(budget.evictions() == ["b", "c"])
        #expect(budget.totalBytes == 80)
        #expect(budget.bytes(of: "a") == 40 && budget.bytes(of: "d") == 40)
    }

    @Test func whatTheCurrentFrameUsedIsNeverEvicted() {
        let budget = ByteBudget<String>(limit: 100)
        budget.add("old", bytes: 60)
        budget.nextFrame()
        budget.add("new", bytes: 60)
        budget.add("newer", bytes: 60)
        #expect(budget.evictions() == ["old"])
        #expect(budget.totalBytes == 120, "one frame's worth may exceed the limit")
        #expect(budget.currentFrameBytes == 120)
        budget.nextFrame()
        #expect(budget.evictions().count == 1)
    }

    @Test func evictingComesBackToSevenEighthsOfTheLimit() {
        let budget = ByteBudget<Int>(limit: 800)
        for key in 0..<9 {
            budget.add(key, bytes: 100)
            budget.nextFrame()
        }
        #expect(budget.evictions() == [0, 1])
        #expect(budget.totalBytes == 700)
        budget.add(9, bytes: 100)
        budget.nextFrame()
        #expect(budget.evictions() == [], "at the limit, not over it")
    }

    @Test func loweringTheLimitEvictsAtTheNextAsk() {
        let budget = ByteBudget<String>(limit: 100)
        budget.add("a", bytes: 50)
        budget.add("b", bytes: 50)
        budget.nextFrame()
        budget.limit = 40
        #expect(budget.evictions().count == 2)
        #expect(budget.totalBytes == 0)
    }

    @Test func aSeededRunKeepsTheCountAndEvictsOnlyTheLeastRecentlyUsed() {
        var random = SeededGenerator(seed: 7)
        let budget = ByteBudget<Int>(limit: 1000)
        var model: [Int: (bytes: Int, lastUse: Int)] = [:]
        var frame = 0
        func total() -> Int { model.values.reduce(0) { $0 + $1.bytes } }
        for _ in 0..<3000 {
            let key = Int.random(in: 0..<40, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let bytes = Int.random(in: 0..<200, using: &random)
                budget.add(key, bytes: bytes)
                model[key] = (bytes, frame)
            case 1:
                budget.touch(key)
                model[key]?.lastUse = frame
            case 2:
                budget.remove(key)
                model[key] = nil
            default:
                let before = total()
                let evicted = budget.evictions()
                let gone = evicted.compactMap { model.removeValue(forKey: $0) }
                #expect(gone.count == evicted.count, "only counted keys are evicted")
                #expect(evicted.isEmpty || before > 1000, "nothing goes while within the limit")
                #expect(gone.allSatisfy { $0.lastUse != frame }, "nothing the current frame used goes")
                let newestGone = gone.map(\.lastUse).max() ?? -1
                #expect(model.values.allSatisfy { $0.lastUse >= newestGone }, "what stays was used no earlier than what went")
                let kept = total()
                #expect(before <= 1000 || kept <= 875 || model.values.allSatisfy { $0.lastUse == frame }, "down to 7/8 of the limit")
                #expect(kept + (gone.last?.bytes ?? 0) > 875 || evicted.isEmpty, "and no further")
                budget.nextFrame()
                frame += 1
            }
            #expect(budget.totalBytes == total())
        }
    }
}
