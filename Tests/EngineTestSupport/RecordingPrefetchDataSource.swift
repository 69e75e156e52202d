import CollectionEngine
import Foundation

/// A prefetch data source that records what it is asked, in order, and what was visible at the time.
///
/// ```swift
/// let prefetcher = RecordingPrefetchDataSource()
/// collectionView.prefetchDataSource = prefetcher
/// scene.scrollSteadily(dy: 10, frames: 30)
/// #expect(prefetcher.prefetched.first == IndexPath(item: 16, section: 0))
/// ```
@MainActor
public final class RecordingPrefetchDataSource: NSObject, UICollectionViewDataSourcePrefetching {
    public enum Call: Equatable, Sendable {
        case prefetch([IndexPath])
        case cancel([IndexPath])
    }

    /// Every call, in order.
    public private(set) var calls: [Call] = []
    /// Items asked for while their cell was visible: each is a broken promise of prefetching.
    public private(set) var askedWhileVisible: [IndexPath] = []

    public override init() { super.init() }

    /// Every item asked for, in the order asked.
    public var prefetched: [IndexPath] {
        calls.flatMap { call -> [IndexPath] in if case let .prefetch(paths) = call { paths } else { [] } }
    }

    /// Every item cancelled, in the order cancelled.
    public var cancelled: [IndexPath] {
        calls.flatMap { call -> [IndexPath] in if case let .cancel(paths) = call { paths } else { [] } }
    }

    /// Items asked for and neither cancelled since nor shown: what a loader would still be working on,
    /// as far as the calls tell.
    public var outstanding: Set<IndexPath> {
        var outstanding: Set<IndexPath> = []
        for call in calls {
            switch call {
            case let .prefetch(paths): outstanding.formUnion(paths)
            case let .cancel(paths): outstanding.subtract(paths)
            }
        }
        return outstanding
    }

    public func forgetCalls() { calls.removeAll() }

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append(.prefetch(indexPaths))
        let visible = Set(collectionView.indexPathsForVisibleItems)
        askedWhileVisible += indexPaths.filter(visible.contains)
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append(.cancel(indexPaths))
    }
}
