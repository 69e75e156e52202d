import Testing
@testable import XHost

/// The order in which loading work gets the cores: quick looks, then photos on screen, then prefetched ones.
@Suite struct DecodeSlotsTests {
    /// One slot, held; waiters for `ids` queued in that order (each at its quick/decode phase); then
    /// the slot is handed on until all ran. Returns the ids in the order they got the slot.
    private func grantOrder(_ waiters: [(id: UInt64, quick: Bool)], priorities: LoadPriorities,
                            beforeRelease: () -> Void = {}) async -> [UInt64] {
        let slots = DecodeSlots(count: 1, priorities: priorities)
        #expect(await slots.acquire(for: 99, quick: true))
        let order = OrderRecorder()
        var tasks: [Task<Void, Never>] = []
        for waiter in waiters {
            tasks.append(Task {
                if await slots.acquire(for: waiter.id, quick: waiter.quick) { await order.append(waiter.id) }
                await slots.release()
            })
            while await slots.waitingCount < tasks.count { await Task.yield() }  // queued in this order
        }
        beforeRelease()
        await slots.release()
        for task in tasks { await task.value }
        return await order.ids
    }

    @Test func quickLooksGoFirstThenVisibleThenPrefetchedDecodes() async {
        let priorities = LoadPriorities()
        priorities.set(.ahead, for: 1)
        priorities.set(.visible, for: 2)
        priorities.set(.ahead, for: 3)
        let order = await grantOrder([(1, false), (2, false), (3, true)], priorities: priorities)
        #expect(order == [3, 2, 1])
    }

    @Test func equalPrioritiesGoInArrivalOrder() async {
        let priorities = LoadPriorities()
        for id in UInt64(1)...4 { priorities.set(.visible, for: id) }
        #expect(await grantOrder([(1, false), (2, false), (3, false), (4, false)], priorities: priorities) == [1, 2, 3, 4])
    }

    @Test func aPrefetchedDecodeThatComesOnScreenWhileWaitingMovesUp() async {
        let priorities = LoadPriorities()
        for id in UInt64(1)...3 { priorities.set(.ahead, for: id) }
        let order = await grantOrder([(1, false), (2, false), (3, false)], priorities: priorities) {
            priorities.set(.visible, for: 3)
        }
        #expect(order == [3, 1, 2])
    }
}

private actor OrderRecorder {
    var ids: [UInt64] = []
    func append(_ id: UInt64) { ids.append(id) }
}
