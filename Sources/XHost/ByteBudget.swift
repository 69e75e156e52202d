/// Byte counts by key, each with the frame it was last used in, under one limit: once over it, it
/// hands back the least recently used keys to free. The host's `ServerMemory` is one, over everything
/// it keeps on the X server.
///
/// ```swift
/// let budget = ByteBudget<String>(limit: 64 << 20)
/// budget.add("card 1", bytes: 300 * 250 * 4)
/// budget.touch("card 1")                  // shown again this frame
/// budget.nextFrame()
/// for key in budget.evictions() { free(key) }
/// ```
///
/// Nothing used in the current frame is handed back: a request of that frame may still name it, so
/// the bytes may exceed the limit by what one frame shows. Once over, it comes back to
/// `refillFraction` of the limit, so a storm of new pictures does not sort the ledger every frame.
///
/// - Complexity: O(1) to add, touch or remove; O(n log n) for the n entries when over the limit.
final class ByteBudget<Key: Hashable> {
    /// The most bytes the entries may take together.
    var limit: Int
    /// The bytes counted now.
    private(set) var totalBytes = 0
    /// The frame uses are stamped with.
    private(set) var frame: UInt64 = 0
    private var entries: [Key: (bytes: Int, lastUse: UInt64)] = [:]

    /// What an eviction comes back to, as a share of the limit.
    static var refillFraction: Double { 7.0 / 8 }

    init(limit: Int) { self.limit = max(0, limit) }

    var count: Int { entries.count }

    /// The bytes counted for `key`; nil when it is not counted.
    func bytes(of key: Key) -> Int? { entries[key]?.bytes }

    /// Counts `bytes` for `key`, used in the current frame (replacing what was counted for it).
    func add(_ key: Key, bytes: Int) {
        let bytes = max(0, bytes)
        totalBytes += bytes - (entries.updateValue((bytes, frame), forKey: key)?.bytes ?? 0)
    }

    /// The bytes of the keys used in the current frame: what an eviction now would have to spare.
    ///
    /// - Complexity: O(n) for the n keys counted.
    var currentFrameBytes: Int {
        entries.values.reduce(0) { $0 + ($1.lastUse == frame ? $1.bytes : 0) }
    }

    /// Marks `key` used in the current frame.
    func touch(_ key: Key) {
        entries[key]?.lastUse = frame
    }

    /// Stops counting `key` (its owner freed it).
    func remove(_ key: Key) {
        if let removed = entries.removeValue(forKey: key) { totalBytes -= removed.bytes }
    }

    /// Starts a new frame: what is used from now on is stamped with it.
    func nextFrame() { frame &+= 1 }

    /// When over the limit, the keys to free, least recently used first, no longer counted: enough to
    /// come back to `refillFraction` of the limit, or every key not used in the current frame.
    func evictions() -> [Key] {
        guard totalBytes > limit else { return [] }
        let target = Int(Double(limit) * ByteBudget.refillFraction)
        var evicted: [Key] = []
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard totalBytes > target, entry.lastUse != frame else { break }
            entries[key] = nil
            totalBytes -= entry.bytes
            evicted.append(key)
        }
        return evicted
    }
}
