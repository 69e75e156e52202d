import Synchronization

/// How urgent a piece of loading work is, most urgent first.
public enum LoadPriority: Int, Comparable, Sendable {
    /// A cheap look (the thumbnail cache, the camera's embedded thumbnail): about a millisecond.
    case quick
    /// Decoding a photo that is on screen now.
    case visible
    /// Decoding a photo the collection view expects to show soon (prefetched).
    case ahead

    public static func < (lhs: LoadPriority, rhs: LoadPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The decode priority of each request in flight, written by the main thread (a prefetched photo
/// that comes on screen moves up) and read by `DecodeSlots` whenever it queues or picks a waiter.
final class LoadPriorities: Sendable {
    private let table = Mutex<[UInt64: LoadPriority]>([:])

    func set(_ priority: LoadPriority, for id: UInt64) { table.withLock { $0[id] = priority } }
    func remove(_ id: UInt64) { table.withLock { _ = $0.removeValue(forKey: id) } }
    func priority(of id: UInt64) -> LoadPriority { table.withLock { $0[id] } ?? .ahead }

    /// Which of `candidates` (request id, the phase's own priority, arrival ticket) is the most urgent
    /// now: `.quick` work first, then decodes by their request's current priority, in arrival order.
    func mostUrgent(of candidates: [(id: UInt64, quick: Bool, ticket: UInt64)]) -> Int? {
        table.withLock { table in
            candidates.indices.min { a, b in
                func key(_ index: Int) -> (Int, UInt64) {
                    let candidate = candidates[index]
                    return (candidate.quick ? LoadPriority.quick.rawValue : (table[candidate.id] ?? .ahead).rawValue, candidate.ticket)
                }
                return key(a) < key(b)
            }
        }
    }
}

/// At most `count` pieces of work at once, the most urgent waiter first (in arrival order within a
/// priority): decoding is CPU work, and more decodes than cores only make each one slower, while a
/// cheap look must not wait behind a queue of 30 ms decodes, nor a photo on screen behind ones
/// prefetched. A task cancelled while it waits leaves at once.
actor DecodeSlots {
    private var available: Int
    private let priorities: LoadPriorities
    private var waiting: [(id: UInt64, quick: Bool, ticket: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var cancelledBeforeWaiting: Set<UInt64> = []
    private var nextTicket: UInt64 = 0

    init(count: Int, priorities: LoadPriorities) {
        available = max(1, count)
        self.priorities = priorities
    }

    /// Takes a slot for request `id`'s `quick` look or its decode; false (and no slot) when the task
    /// was cancelled first.
    func acquire(for id: UInt64, quick: Bool) async -> Bool {
        guard !Task.isCancelled else { return false }
        if available > 0 {
            available -= 1
            return true
        }
        let ticket = nextTicket
        nextTicket += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if cancelledBeforeWaiting.remove(ticket) != nil { continuation.resume(returning: false) }
                else { waiting.append((id, quick, ticket, continuation)) }
            }
        } onCancel: {
            Task { await self.cancelWaiter(ticket) }
        }
    }

    /// How many tasks wait for a slot.
    var waitingCount: Int { waiting.count }

    /// Gives a slot back, to the most urgent waiter if there is one.
    func release() {
        guard let best = priorities.mostUrgent(of: waiting.map { ($0.id, $0.quick, $0.ticket) }) else {
            available += 1
            return
        }
        waiting.remove(at: best).continuation.resume(returning: true)
    }

    private func cancelWaiter(_ ticket: UInt64) {
        guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else {
            if ticket < nextTicket { cancelledBeforeWaiting.insert(ticket) }
            return
        }
        waiting.remove(at: index).continuation.resume(returning: false)
    }
}
