import Foundation

/// Views waiting to be reused, one stack per category, kind and reuse identifier.
///
/// - Complexity: Enqueue and dequeue are O(1). A queue holds at most what scrolled off screen since it
///   was last drained, so its size follows the visible area, not the item count.
struct ReuseQueues {
    private var queues: [ViewRegistry.Key: [UICollectionReusableView]] = [:]

    /// Queues `view` under its reuse identifier. A view without one (a stand-in the collection view
    /// made by hand for an element that failed) is dropped: nothing registered can be dequeued as it.
    @MainActor
    mutating func enqueue(_ view: UICollectionReusableView, category: UICollectionView.ElementCategory, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        let key = ViewRegistry.Key(category: category, kind: kind, identifier: identifier)
        queues[key, default: []].append(view)
    }

    mutating func dequeue(_ key: ViewRegistry.Key) -> UICollectionReusableView? {
        queues[key]?.popLast()
    }

    /// Every queued view, for invariant checks.
    var allViews: [UICollectionReusableView] { queues.values.flatMap { $0 } }

    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
