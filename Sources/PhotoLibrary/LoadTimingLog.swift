import Foundation
import Synchronization

/// A per-request timing record of `PhotoLoader`, written as one line per finished request to a file:
/// when it was asked for (and at which priority), when its quick look and its decode started and
/// ended on a worker, and when the main thread took the result in. What the photo benchmark reads to
/// see where a placeholder's time goes (waiting for a thread, decoding, or waiting for the main thread).
///
/// Line format (milliseconds since the log was opened, `-` for a phase that did not happen):
/// `id=7 asked=ahead final=visible requested=120.4 quick=121.0-121.9 decode=180.2-208.7 decodeCPU=27.9 delivered=210.1 source=decoded IMG_00007.jpg`
final class LoadTimingLog: Sendable {
    private struct Record {
        var asked: LoadPriority
        var final: LoadPriority
        var requested: Double
        var quick: (Double, Double)?
        var decode: (Double, Double)?
        /// CPU time the decoding thread spent on the decode, in ms (wall time above includes waiting for a core).
        var decodeCPU: Double?
        var name: String
    }

    enum Phase: Sendable { case quick, decode }

    private let opened = ProcessInfo.processInfo.systemUptime
    private let records = Mutex<[UInt64: Record]>([:])
    private let file: FileHandle

    /// A log appending to `url` (made or emptied first); nil when the file cannot be written.
    init?(url: URL) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let file = try? FileHandle(forWritingTo: url) else { return nil }
        self.file = file
    }

    private var now: Double { (ProcessInfo.processInfo.systemUptime - opened) * 1000 }

    func requested(_ id: UInt64, name: String, priority: LoadPriority) {
        let time = now
        records.withLock { $0[id] = Record(asked: priority, final: priority, requested: time, name: name) }
    }

    func raised(_ id: UInt64, to priority: LoadPriority) { records.withLock { $0[id]?.final = priority } }

    /// The calling thread's CPU time, in ms.
    private static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    func began(_ phase: Phase, _ id: UInt64) {
        let (time, cpu) = (now, LoadTimingLog.threadCPU())
        records.withLock {
            switch phase {
            case .quick: $0[id]?.quick = (time, time)
            case .decode:
                $0[id]?.decode = (time, time)
                $0[id]?.decodeCPU = cpu
            }
        }
    }

    func ended(_ phase: Phase, _ id: UInt64) {
        let (time, cpu) = (now, LoadTimingLog.threadCPU())
        records.withLock {
            switch phase {
            case .quick: $0[id]?.quick?.1 = time
            case .decode:
                $0[id]?.decode?.1 = time
                if let start = $0[id]?.decodeCPU { $0[id]?.decodeCPU = cpu - start }
            }
        }
    }

    /// Writes the request's line: its result reached the main thread (`source`: how it ended).
    func finished(_ id: UInt64, source: String) {
        let time = now
        guard let record = records.withLock({ $0.removeValue(forKey: id) }) else { return }
        func span(_ span: (Double, Double)?) -> String { span.map { String(format: "%.1f-%.1f", $0.0, $0.1) } ?? "-" }
        let line = String(format: "id=%llu asked=%@ final=%@ requested=%.1f quick=%@ decode=%@ decodeCPU=%@ delivered=%.1f source=%@ %@\n",
                          id, "\(record.asked)", "\(record.final)", record.requested, span(record.quick), span(record.decode),
                          record.decodeCPU.map { String(format: "%.1f", $0) } ?? "-", time, source, record.name)
        file.write(Data(line.utf8))
    }
}
