import Foundation

/// The frames reordering asks for while a cadence delay waits or autoscroll runs.
struct ReorderingFrames {
    var ticker: ReorderingTicker?
    /// The frame time autoscroll last advanced to.
    var lastAutoscrollTime: TimeInterval?
}

/// Steps a collection view's reordering once per frame while a cadence delay or autoscroll needs it.
@MainActor
final class ReorderingTicker: FrameTicking {
    private weak var collectionView: UICollectionView?

    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    func advance(to time: TimeInterval) -> Bool {
        collectionView?.advanceReordering(to: time) ?? false
    }
}
