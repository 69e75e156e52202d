import Foundation
import Synchronization

/// How urgent a photo's loading is, most urgent first.
public enum LoadPriority: Int, Comparable, Sendable {
    /// A photo on screen now.
    case visible
    /// A photo the collection view expects to show soon (prefetched).
    case ahead

    public static func < (lhs: LoadPriority, rhs: LoadPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where a request stands in the queue: by priority, then by `rank` (lower first: the loader's
/// caller passes how far the photo is from where the user is heading), then in arrival order.
public struct LoadOrder: Comparable, Sendable {
    public var priority: LoadPriority
    public var rank: Double

    public init(_ priority: LoadPriority, rank: Double = 0) {
        self.priority = priority
        self.rank = rank
    }

    public static func < (lhs: LoadOrder, rhs: LoadOrder) -> Bool { (lhs.priority, lhs.rank) < (rhs.priority, rhs.rank) }
}

/// The loader's own worker threads and their queue: one thread for quick looks (a stat, the thumbnail
/// cache, the camera's embedded thumbnail: about a millisecond each), `decoders` threads for decodes
/// (tens of milliseconds each). Each takes the most urgent job of its kind: a photo on screen before
/// a prefetched one, the nearest before the farthest, then the oldest.
///
/// Not Swift's cooperative pool: it has one thread per core, and a synchronous decode holds its thread
/// for its whole length, so with every thread decoding, a quick look (or the task that would re-order
/// the queue) could not even start until a decode ended.
///
/// A request is registered with its order, then queues one job at a time (its quick look; the quick
/// look queues its decode). Cancelling unregisters it and drops its queued job at once; a job already
/// running finishes, but a cancelled request can queue nothing more.
final class LoadQueue: Sendable {
    enum Kind: Sendable { case quick, decode }

    private struct Job {
        var kind: Kind
        var ticket: UInt64
        var work: @Sendable () -> Void
    }

    private struct State {
        /// Requests not finished nor cancelled, with their current order.
        var orders: [UInt64: LoadOrder] = [:]
        var jobs: [UInt64: Job] = [:]
        var nextTicket: UInt64 = 0
        var stopped = false
    }

    private let state = Mutex(State())
    private let quickReady = DispatchSemaphore(value: 0)
    private let decodeReady = DispatchSemaphore(value: 0)
    private let threads = Mutex(0)

    /// A queue nobody serves until `start(decoders:)`.
    init() {}

    /// Starts the threads: one for quick looks, `decoders` (at least one) for decodes.
    func start(decoders: Int) {
        startThread(named: "photo-look", kind: .quick)
        for index in 0..<max(1, decoders) { startThread(named: "photo-decode-\(index)", kind: .decode) }
    }

    /// Stops the threads once they finish what they are running; queued jobs are dropped.
    func stop() {
        state.withLock {
            $0.stopped = true
            $0.jobs.removeAll()
            $0.orders.removeAll()
        }
        quickReady.signal()
        for _ in 0..<threads.withLock({ $0 }) { decodeReady.signal() }
    }

    /// Request `id` is wanted, at `order`.
    func register(_ id: UInt64, order: LoadOrder) { state.withLock { $0.orders[id] = order } }

    /// Request `id` is done: it can queue nothing more.
    func finish(_ id: UInt64) { state.withLock { _ = $0.orders.removeValue(forKey: id) } }

    /// Queues `work` for request `id` at its current order; false (nothing queued) when the request
    /// was cancelled or finished.
    @discardableResult
    func enqueue(_ id: UInt64, kind: Kind, work: @escaping @Sendable () -> Void) -> Bool {
        let queued = state.withLock { state -> Bool in
            guard !state.stopped, state.orders[id] != nil else { return false }
            state.jobs[id] = Job(kind: kind, ticket: state.nextTicket, work: work)
            state.nextTicket += 1
            return true
        }
        if queued { (kind == .quick ? quickReady : decodeReady).signal() }
        return queued
    }

    /// Moves request `id` (and its queued job, if any) to `order`.
    func reorder(_ id: UInt64, to order: LoadOrder) {
        state.withLock { state in
            if state.orders[id] != nil { state.orders[id] = order }
        }
    }

    /// The order of request `id`; nil when it is not wanted (cancelled or finished).
    func order(of id: UInt64) -> LoadOrder? { state.withLock { $0.orders[id] } }

    /// Request `id` is no longer wanted: its queued job is dropped. Returns whether one was.
    @discardableResult
    func cancel(_ id: UInt64) -> Bool {
        state.withLock { state in
            state.orders[id] = nil
            return state.jobs.removeValue(forKey: id) != nil
        }
    }

    /// How many jobs of `kind` wait.
    func waitingCount(_ kind: Kind) -> Int {
        state.withLock { $0.jobs.values.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }
    }

    /// Takes the most urgent job of `kind` off the queue; nil when none waits.
    /// - Complexity: O(*n*) in the jobs queued, which follow the visible and prefetched items, not the folder.
    func takeMostUrgent(_ kind: Kind) -> (@Sendable () -> Void)? {
        state.withLock { state in
            var best: (id: UInt64, order: LoadOrder, ticket: UInt64)?
            for (id, job) in state.jobs where job.kind == kind {
                let order = state.orders[id] ?? LoadOrder(.ahead, rank: .infinity)
                if let current = best, (current.order, current.ticket) <= (order, job.ticket) { continue }
                best = (id, order, job.ticket)
            }
            guard let best else { return nil }
            return state.jobs.removeValue(forKey: best.id)?.work
        }
    }

    private func startThread(named name: String, kind: Kind) {
        if kind == .decode { threads.withLock { $0 += 1 } }
        let thread = Thread { [self] in
            let ready = kind == .quick ? quickReady : decodeReady
            while true {
                ready.wait()
                if state.withLock({ $0.stopped }) { return }
                // A wake-up whose job was cancelled finds another job of its kind, or none: both are fine.
                takeMostUrgent(kind)?()
            }
        }
        thread.name = name
        thread.start()
    }
}
