import Foundation
import Synchronization
import XHost

/// A folder scanned on a thread of its own, so the window opens at once and stays responsive while
/// a large folder is read; the host's event loop hands the finished library to `onFinish`. With an
/// index directory, the dates read are kept there (`PhotoDateIndex`), so the folder opens faster
/// next time; the index is written after the library is handed over.
///
/// ```swift
/// let scan = PhotoLibraryScan(folder, grouping: .month, indexDirectory: PhotoDateIndex.defaultDirectory, host: host)
/// scan.onFinish = { library in controller.show(library) }
/// ```
@MainActor
final class PhotoLibraryScan {
    /// Called on the main thread once, with the library, when the scan ends.
    var onFinish: (PhotoLibrary) -> Void = { _ in }
    /// The library, once scanned.
    private(set) var library: PhotoLibrary?
    /// Seconds the scan took, once it ended.
    private(set) var seconds: TimeInterval?

    /// The scan's result and the pipe that announces it, handed from its thread. A class the thread
    /// holds too, so the pipe is closed only once neither needs it: closed while the thread still
    /// writes, its number could meanwhile belong to another file.
    private final class Result: Sendable {
        let value = Mutex<(PhotoLibrary, TimeInterval)?>(nil)
        let readEnd: Int32
        let writeEnd: Int32

        init() {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) != 0 { ends = [-1, -1] }
            for end in ends where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            (readEnd, writeEnd) = (ends[0], ends[1])
        }

        deinit {
            close(readEnd)
            close(writeEnd)
        }
    }

    private let result = Result()
    private var readEnd: Int32 { result.readEnd }

    init(_ folder: URL, grouping: PhotoLibrary.Grouping, indexDirectory: URL?, host: X11Host) {
        let result = self.result
        let thread = Thread {
            let started = ProcessInfo.processInfo.systemUptime
            let known = indexDirectory.map { PhotoDateIndex.load(for: folder.standardizedFileURL.path, from: $0) }
            let (library, index) = PhotoLibrary.scan(folder, grouping: grouping, index: known)
            result.value.withLock { $0 = (library, ProcessInfo.processInfo.systemUptime - started) }
            var byte: UInt8 = 1
            _ = write(result.writeEnd, &byte, 1)
            if let indexDirectory, index != known { index.save(in: indexDirectory) }
        }
        thread.name = "photo-scan"
        thread.start()
        host.watch(fileDescriptor: readEnd) { [weak self] in
            self?.take()
            return false  // one result: stop watching
        }
    }

    /// Blocks until the scan ends or `timeout` seconds pass (for `--screenshot`, which has no event
    /// loop running); returns the library if it ended.
    func wait(timeout: TimeInterval) -> PhotoLibrary? {
        if let library { return library }
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(max(0, timeout * 1000)))
        take()
        return library
    }

    private func take() {
        guard library == nil, let (library, seconds) = result.value.withLock({ $0 }) else { return }
        self.library = library
        self.seconds = seconds
        onFinish(library)
    }
}
