import Foundation
import PhotoLibrary
import Synchronization

/// Runs the gallery's search for a key on a thread of its own and shows the result on the main
/// thread when it is done, so a large gallery's filtering never holds a frame back (the key's glyph
/// in the field shows at once). Only the newest key's search is shown: starting another, or
/// cancelling, stops the one under way at its next check.
@MainActor
final class GallerySearcher {
    /// A search comparing fewer titles than this runs at once on the main thread, and the filtered
    /// cards come in the key's own frame: a title costs about 2 µs to make and compare (100,000 took
    /// 150–235 ms in HostBench's search figure), so this is under 10 ms.
    static let backgroundSize = 4_000

    private let results = ThreadHandoff<(generation: Int, result: GalleryFilter.Result)>()
    /// The newest search's number, which a searching thread reads to know it is stale.
    private let newest = SearchNumber()
    private var generation = 0
    private let show: (GalleryFilter.Result) -> Void

    /// A searcher whose results `show` receives; `watch` is the host's (`X11Host.watch(fileDescriptor:onReadable:)`).
    init(watch: (Int32, @escaping () -> Bool) -> Void, show: @escaping (GalleryFilter.Result) -> Void) {
        self.show = show
        watch(results.readEnd) { [weak self] in
            self?.deliver()
            return self != nil
        }
    }

    /// Runs `search` on a new thread; the result is shown unless a newer search starts or `cancel()`
    /// is called first.
    func start(_ search: GalleryFilter.Search) {
        generation += 1
        let generation = generation, newest = newest, results = results
        newest.value.store(generation, ordering: .relaxed)
        let thread = Thread {
            let result = search.run { newest.value.load(ordering: .relaxed) != generation }
            if newest.value.load(ordering: .relaxed) == generation { results.post((generation, result)) }
        }
        thread.name = "gallery-search"
        thread.start()
    }

    /// Drops the search under way (the field was cleared at once, or an edit ends the search).
    func cancel() {
        generation += 1
        newest.value.store(generation, ordering: .relaxed)
    }

    private func deliver() {
        guard let newestResult = results.take().last, newestResult.generation == generation else { return }
        show(newestResult.result)
    }
}

/// The number of the newest search, shared with the searching threads.
final class SearchNumber: Sendable {
    let value = Atomic<Int>(0)
}
