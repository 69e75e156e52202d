@testable import PhotoLibrary
import Testing

/// `ByteBoundedCache`: a least-recently-used cache bounded by bytes, which hands back what it evicts.
@Suite struct ByteBoundedCacheTests {
    @Test func evictsTheLeastRecentlyUsed() {
        var cache = ByteBoundedCache<String, Int>(limit: 100)
        cache.insert(1, bytes: 40, for: "a")
        cache.insert(2, bytes: 40, for: "b")
        _ = cache.value(for: "a")
        let evicted = cache.insert(3, bytes: 40, for: "c")
        #expect(evicted.map(\.key) == ["b"])
        #expect(cache.totalBytes == 80)
        #expect(cache.peek("a") == 1 && cache.peek("c") == 3)
    }

    @Test func keepsOneEntryLargerThanItsLimit() {
        var cache = ByteBoundedCache<String, Int>(limit: 10)
        cache.insert(1, bytes: 5, for: "small")
        #expect(cache.insert(2, bytes: 50, for: "big").map(\.key) == ["small"])
        #expect(cache.peek("big") == 2)
    }
}
