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
/// cache, a file's own embedded thumbnail: a few milliseconds each), `decoders` threads for decodes
/// (tens to hundreds of milliseconds each). Each takes the most urgent job it may: a photo on screen
/// before a prefetched one, then a decode for an empty cell before one that only sharpens a stand-in
/// already shown, a light decode before a heavy one (`DecodeCost`), the nearest before the farthest,
/// then the oldest. A decoder takes the quick looks waiting first: they are what puts a picture into
/// a cell soonest.
///
/// When scrolling outruns the decoders, the light decodes (a JPEG's 1/8 DCT decode) still go first: a
/// heavy one (a whole HEVC or AV1 picture, several hundred milliseconds of CPU, spread by its codec
/// over every core) outlasts a cell's time on screen, and `heavyDecodesAtOnce` of them at most run
/// together, so a decoder is left for the light ones that arrive meanwhile.
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
        var cost: DecodeCost
        /// A decode that only sharpens a stand-in already shown.
        var refines: Bool
        var ticket: UInt64
        var work: @Sendable () -> Void
    }

    private struct State {
        /// Requests not finished nor cancelled, with their current order.
        var orders: [UInt64: LoadOrder] = [:]
        var jobs: [UInt64: Job] = [:]
        var nextTicket: UInt64 = 0
        var heavyRunning = 0
        var stopped = false
    }

    /// What a thread compares jobs by, most urgent least: quick looks first, then the priority,
    /// whether the cell has a stand-in already, the cost, the rank and the arrival.
    private struct Urgency: Comparable {
        var isDecode: Bool
        var priority: LoadPriority
        var refines: Bool
        var cost: DecodeCost
        var rank: Double
        var ticket: UInt64

        init(job: Job, order: LoadOrder) {
            (isDecode, priority, refines, cost) = (job.kind == .decode, order.priority, job.refines, job.cost)
            (rank, ticket) = (order.rank, job.ticket)
        }

        static func < (lhs: Urgency, rhs: Urgency) -> Bool {
            if lhs.isDecode != rhs.isDecode { return !lhs.isDecode }
            if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
            if lhs.refines != rhs.refines { return !lhs.refines }
            return (lhs.cost, lhs.rank, lhs.ticket) < (rhs.cost, rhs.rank, rhs.ticket)
        }
    }

    private let state = Mutex(State())
    /// The most heavy decodes run at once.
    let heavyDecodesAtOnce: Int
    private let quickReady = DispatchSemaphore(value: 0)
    private let decodeReady = DispatchSemaphore(value: 0)
    private let threads = Mutex(0)

    /// A queue nobody serves until `start(decoders:)`, running at most `heavyDecodesAtOnce` heavy
    /// decodes together (at least one).
    init(heavyDecodesAtOnce: Int = 1) {
        self.heavyDecodesAtOnce = max(1, heavyDecodesAtOnce)
    }

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

    /// Queues `work` for request `id` at its current order; a decode's `cost`, and whether it only
    /// `refines` a stand-in already shown, rank it among the decodes. False (nothing queued) when
    /// the request was cancelled or finished.
    @discardableResult
    func enqueue(_ id: UInt64, kind: Kind, cost: DecodeCost = .light, refines: Bool = false, work: @escaping @Sendable () -> Void) -> Bool {
        let queued = state.withLock { state -> Bool in
            guard !state.stopped, state.orders[id] != nil else { return false }
            state.jobs[id] = Job(kind: kind, cost: cost, refines: refines, ticket: state.nextTicket, work: work)
            state.nextTicket += 1
            return true
        }
        guard queued else { return false }
        // A quick look may be taken by an idle decoder too.
        if kind == .quick { quickReady.signal() }
        decodeReady.signal()
        return true
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

    /// Takes the most urgent job the threads of `kind` may run off the queue; nil when none waits.
    /// A decoder takes a waiting quick look first, then a decode: on screen before prefetched, for an
    /// empty cell before a sharpening, light before heavy (none while `heavyDecodesAtOnce` run), the
    /// nearest first. A heavy decode returned counts as running until it has run.
    /// - Complexity: O(*n*) in the jobs queued, which follow the visible and prefetched items, not the folder.
    func takeMostUrgent(_ kind: Kind) -> (@Sendable () -> Void)? {
        let taken = state.withLock { state -> (work: @Sendable () -> Void, heavy: Bool)? in
            var best: (id: UInt64, urgency: Urgency)?
            for (id, job) in state.jobs where job.kind == .quick || kind == .decode {
                if job.kind == .decode, job.cost == .heavy, state.heavyRunning >= heavyDecodesAtOnce { continue }
                let urgency = Urgency(job: job, order: state.orders[id] ?? LoadOrder(.ahead, rank: .infinity))
                if let current = best, current.urgency <= urgency { continue }
                best = (id, urgency)
            }
            guard let best, let job = state.jobs.removeValue(forKey: best.id) else { return nil }
            let heavy = job.kind == .decode && job.cost == .heavy
            if heavy { state.heavyRunning += 1 }
            return (job.work, heavy)
        }
        guard let taken else { return nil }
        guard taken.heavy else { return taken.work }
        return { [self] in
            taken.work()
            state.withLock { $0.heavyRunning -= 1 }
            // A decoder that left a heavy decode waiting may take it now.
            decodeReady.signal()
        }
    }

    private func startThread(named name: String, kind: Kind) {
        if kind == .decode { threads.withLock { $0 += 1 } }
        let thread = Thread { [self] in
            let ready = kind == .quick ? quickReady : decodeReady
            // Every job queued signals its threads once, so a thread that finds nothing it may take
            // (the job was cancelled, taken by another thread, or is a heavy decode over the limit,
            // whose end signals again) waits for the next.
            while !state.withLock({ $0.stopped }) {
                if let job = takeMostUrgent(kind) { job() } else { ready.wait() }
            }
        }
        thread.name = name
        thread.start()
    }
}
