import Foundation
import Synchronization

/// Values handed from other threads to the main thread: a list behind a lock, and a pipe whose
/// readable end wakes the host's event loop.
///
/// Whoever posts holds the handoff itself, as its owner on the main thread does, so the pipe is
/// closed only once neither needs it: closed while a thread may still write to it, its descriptor's
/// number could meanwhile belong to another file.
///
/// ```swift
/// let handoff = ThreadHandoff<Int>()
/// host.watch(fileDescriptor: handoff.readEnd) {
///     for value in handoff.take() { show(value) }
///     return true
/// }
/// Thread { handoff.post(42) }.start()
/// ```
public final class ThreadHandoff<Value: Sendable>: Sendable {
    /// Readable while values wait: the descriptor for the event loop to watch.
    public let readEnd: Int32
    private let writeEnd: Int32
    private let waiting = Mutex<[Value]>([])

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                // Non-blocking: a full pipe already means "wake up", and `take` reads it until empty.
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Adds `value` to those waiting and wakes the event loop; from any thread.
    public func post(_ value: Value) {
        waiting.withLock { $0.append(value) }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// The values posted since the last call, oldest first. Empties the pipe first, so a value posted
    /// meanwhile is either taken now or wakes the loop again.
    public func take() -> [Value] {
        var drain = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &drain, drain.count) > 0 {}
        return waiting.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    /// Blocks until a value waits or `timeout` seconds pass, for callers without a running event loop.
    public func wait(timeout: TimeInterval) {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(max(0, timeout * 1000)))
    }
}
