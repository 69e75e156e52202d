/// A least-recently-used cache bounded by bytes: inserting past the limit evicts the entries used
/// longest ago and hands them back, so the owner can free what they hold (the photo loader's decoded
/// images). The host bounds what it keeps on the X server with its own ledger (`ByteBudget`), which
/// holds no values and spares what a frame uses.
///
/// ```swift
/// var cache = ByteBoundedCache<URL, UIImage>(limit: 24 << 20)
/// for (url, _) in cache.insert(image, bytes: width * height * 4, for: url) { print("dropped", url) }
/// cache.value(for: url)   // marks it the most recently used
/// ```
///
/// One entry larger than the limit is still kept while it is the newest: what is on screen must be showable.
///
/// - Complexity: O(1) for lookups and insertions, plus O(1) per evicted entry.
struct ByteBoundedCache<Key: Hashable, Value> {
    /// The most bytes the entries may take together.
    var limit: Int {
        didSet { _ = evictToLimit() }
    }
    /// The bytes the entries take now.
    private(set) var totalBytes = 0

    private struct Entry {
        var value: Value
        var bytes: Int
        var older: Key?
        var newer: Key?
    }

    private var entries: [Key: Entry] = [:]
    private var newest: Key?
    private var oldest: Key?

    init(limit: Int) { self.limit = max(0, limit) }

    var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        unlink(key)
        linkAsNewest(key)
        return entry.value
    }

    /// The value for `key` without counting as a use.
    func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Stores `value` as the most recently used; returns what had to go to stay within the limit
    /// (including an older value for the same key).
    @discardableResult
    mutating func insert(_ value: Value, bytes: Int, for key: Key) -> [(key: Key, value: Value)] {
        var evicted: [(key: Key, value: Value)] = []
        if let old = removeValue(for: key) { evicted.append((key, old)) }
        entries[key] = Entry(value: value, bytes: max(0, bytes), older: nil, newer: nil)
        totalBytes += max(0, bytes)
        linkAsNewest(key)
        return evicted + evictToLimit()
    }

    /// Removes and returns the value for `key`.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        unlink(key)
        entries[key] = nil
        totalBytes -= entry.bytes
        return entry.value
    }

    /// Every entry, in no particular order (for sweeping).
    var keys: [Key] { Array(entries.keys) }

    private mutating func evictToLimit() -> [(key: Key, value: Value)] {
        var evicted: [(key: Key, value: Value)] = []
        while totalBytes > limit, let victim = oldest, victim != newest, let value = removeValue(for: victim) {
            evicted.append((victim, value))
        }
        return evicted
    }

    private mutating func unlink(_ key: Key) {
        guard let entry = entries[key] else { return }
        if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
        entries[key]?.older = nil
        entries[key]?.newer = nil
    }

    private mutating func linkAsNewest(_ key: Key) {
        entries[key]?.older = newest
        entries[key]?.newer = nil
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }
}
