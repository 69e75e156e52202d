import Dispatch
import Synchronization
import Testing
@testable import PhotoLibrary

/// The order in which the photo loader's threads take work, and what cancelling drops.
@Suite struct LoadQueueTests {
    /// A queue nobody serves, with one `kind` job queued per `(id, order)` in that order; `taken`
    /// lists the ids in the order the queue hands their jobs out.
    private final class Harness: Sendable {
        let queue = LoadQueue(heavyDecodesAtOnce: 1)
        let ran = Mutex<[UInt64]>([])

        func queue(_ requests: [(id: UInt64, order: LoadOrder)], kind: LoadQueue.Kind = .decode, cost: DecodeCost = .light, refines: Bool = false) {
            for (id, order) in requests {
                queue.register(id, order: order)
                queue.enqueue(id, kind: kind, cost: cost, refines: refines) { self.ran.withLock { $0.append(id) } }
            }
        }

        func taken(_ kind: LoadQueue.Kind = .decode) -> [UInt64] {
            while let job = queue.takeMostUrgent(kind) { job() }
            return ran.withLock { $0 }
        }
    }

    @Test func photosOnScreenGoBeforePrefetchedOnes() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.ahead, rank: 0)), (2, LoadOrder(.visible, rank: 50)), (3, LoadOrder(.ahead, rank: -5))])
        #expect(harness.taken() == [2, 3, 1])
    }

    @Test func theNearestGoesFirstWithinAPriority() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.ahead, rank: 300)), (2, LoadOrder(.ahead, rank: 100)), (3, LoadOrder(.ahead, rank: 200))])
        #expect(harness.taken() == [2, 3, 1])
    }

    @Test func equalOrdersGoInArrivalOrder() {
        let harness = Harness()
        harness.queue((1...4).map { (UInt64($0), LoadOrder(.visible, rank: 7)) })
        #expect(harness.taken() == [1, 2, 3, 4])
    }

    @Test func aPrefetchedPhotoThatComesOnScreenWhileQueuedMovesUp() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.ahead)), (2, LoadOrder(.ahead)), (3, LoadOrder(.ahead))])
        harness.queue.reorder(3, to: LoadOrder(.visible))
        #expect(harness.taken() == [3, 1, 2])
    }

    @Test func cancellingDropsTheQueuedJobAtOnce() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.visible)), (2, LoadOrder(.visible))])
        #expect(harness.queue.cancel(1))
        #expect(harness.queue.waitingCount(.decode) == 1)
        #expect(harness.taken() == [2])
    }

    @Test func aCancelledRequestCanQueueNothingMore() {
        let harness = Harness()
        harness.queue.register(1, order: LoadOrder(.visible))
        #expect(!harness.queue.cancel(1))  // nothing queued yet: its quick look is running
        #expect(!harness.queue.enqueue(1, kind: .decode) {})
        #expect(harness.queue.waitingCount(.decode) == 0)
    }

    @Test func quickLooksAndDecodesAreTakenByTheirOwnThreads() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.ahead))], kind: .decode)
        harness.queue([(2, LoadOrder(.ahead))], kind: .quick)
        #expect(harness.taken(.quick) == [2])
        #expect(harness.queue.waitingCount(.decode) == 1)
    }

    @Test func aLightDecodeGoesBeforeAHeavyOneOfTheSamePriority() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.visible, rank: 0))], cost: .heavy)
        harness.queue([(2, LoadOrder(.visible, rank: 100))], cost: .light)
        #expect(harness.taken() == [2, 1])
    }

    @Test func aDecodeForAnEmptyCellGoesBeforeOneThatSharpensAStandIn() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.visible, rank: 0))], cost: .light, refines: true)
        harness.queue([(2, LoadOrder(.visible, rank: 100))], cost: .medium)
        #expect(harness.taken() == [2, 1])
    }

    @Test func aPhotoOnScreenGoesBeforeALighterPrefetchedOne() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.ahead, rank: 0))], cost: .light)
        harness.queue([(2, LoadOrder(.visible, rank: 100))], cost: .heavy)
        #expect(harness.taken() == [2, 1])
    }

    @Test func noMoreHeavyDecodesRunAtOnceThanAllowed() throws {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.visible, rank: 0)), (2, LoadOrder(.visible, rank: 1))], cost: .heavy)
        let first = try #require(harness.queue.takeMostUrgent(.decode))
        // The first is running: the second waits although a decoder is free.
        #expect(harness.queue.takeMostUrgent(.decode) == nil)
        first()
        #expect(harness.taken() == [1, 2])
    }

    @Test func aLightDecodeIsTakenWhileTheHeavyOnesAreAtTheLimit() throws {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.visible, rank: 0)), (2, LoadOrder(.visible, rank: 1))], cost: .heavy)
        let running = try #require(harness.queue.takeMostUrgent(.decode))
        harness.queue([(3, LoadOrder(.ahead, rank: 50))], cost: .light)
        #expect(harness.taken() == [3])
        running()
        #expect(harness.taken() == [3, 1, 2])
    }

    @Test func anIdleDecoderTakesAWaitingQuickLookFirst() {
        let harness = Harness()
        harness.queue([(1, LoadOrder(.visible, rank: 0))], kind: .decode)
        harness.queue([(2, LoadOrder(.ahead, rank: 90))], kind: .quick)
        #expect(harness.taken(.decode) == [2, 1])
    }

    @Test func aQuickLookRunsWhileEveryDecoderIsBusy() {
        let queue = LoadQueue()
        queue.start(decoders: 1)
        defer { queue.stop() }
        let release = DispatchSemaphore(value: 0), decoding = DispatchSemaphore(value: 0), looked = DispatchSemaphore(value: 0)
        queue.register(1, order: LoadOrder(.visible))
        queue.enqueue(1, kind: .decode) {
            decoding.signal()
            release.wait()
        }
        #expect(decoding.wait(timeout: .now() + 10) == .success)
        queue.register(2, order: LoadOrder(.visible))
        queue.enqueue(2, kind: .quick) { looked.signal() }
        #expect(looked.wait(timeout: .now() + 10) == .success)
        release.signal()
    }
}
