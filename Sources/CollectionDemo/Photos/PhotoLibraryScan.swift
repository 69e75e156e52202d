import Foundation
import PhotoLibrary
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

    /// The scan's result (the library and the seconds it took), handed from its thread, which holds
    /// the handoff too: a scan released before its thread ends never closes the pipe under it.
    private let result = ThreadHandoff<(PhotoLibrary, TimeInterval)>()
    /// Whose event loop watches for the result; a result taken by `wait` stops that watch.
    private weak var host: X11Host?

    init(_ folder: URL, grouping: PhotoLibrary.Grouping, indexDirectory: URL?, host: X11Host) {
        let result = self.result
        self.host = host
        let thread = Thread {
            let started = ProcessInfo.processInfo.systemUptime
            let known = indexDirectory.map { PhotoDateIndex.load(for: folder.standardizedFileURL.path, from: $0) }
            let (library, index) = PhotoLibrary.scan(folder, grouping: grouping, index: known)
            result.post((library, ProcessInfo.processInfo.systemUptime - started))
            if let indexDirectory, index != known { index.save(in: indexDirectory) }
        }
        thread.name = "photo-scan"
        thread.start()
        host.watch(fileDescriptor: result.readEnd) { [weak self] in
            self?.take()
            return false  // one result: stop watching
        }
    }

    /// Blocks until the scan ends or `timeout` seconds pass (for `--screenshot`, which has no event
    /// loop running); returns the library if it ended.
    func wait(timeout: TimeInterval) -> PhotoLibrary? {
        if let library { return library }
        result.wait(timeout: timeout)
        take()
        return library
    }

    private func take() {
        guard library == nil, let (library, seconds) = result.take().first else { return }
        self.library = library
        self.seconds = seconds
        // Taken by `wait`, the result drained the pipe: the loop would otherwise poll it for ever.
        host?.unwatch(fileDescriptor: result.readEnd)
        for problem in library.problems { FileHandle.standardError.write(Data("CollectionDemo: photos: \(problem)\n".utf8)) }
        onFinish(library)
    }
}
