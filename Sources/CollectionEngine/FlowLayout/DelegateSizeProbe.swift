import Foundation

// Whether a flow layout's delegate sizes items itself. Swift cannot ask whether a type implements a
// protocol requirement (there is no `responds(to:)` for Swift protocols), and UIKit's flow layout
// treats a delegate without `collectionView(_:layout:sizeForItemAt:)` as "every item is `itemSize`".
// So the layout asks for the first item's size once per section and notes whether the protocol's
// default answered: then the section is uniform and laid out by arithmetic, without asking for every
// item. The default notes it only while a probe is under way.

/// Where a probe of the delegate's `sizeForItemAt` is.
enum DelegateSizeProbe {
    /// No probe is under way; the default's answers are not noted.
    case idle
    /// The layout asked for a size and waits to see who answers.
    case asking
    /// The protocol's default answered: the delegate does not size items.
    case answeredByDefault
}

extension UICollectionViewFlowLayout {
    /// The delegate's size for the item at `indexPath`, or nil when the delegate does not implement
    /// `collectionView(_:layout:sizeForItemAt:)` (the protocol's default answered).
    func probeDelegateSize(
        _ delegate: UICollectionViewDelegateFlowLayout, at indexPath: IndexPath, in collectionView: UICollectionView
    ) -> CGSize? {
        sizeProbe = .asking
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        let answeredByDefault = sizeProbe == .answeredByDefault
        sizeProbe = .idle
        return answeredByDefault ? nil : size
    }

    /// Called by the protocol's default `sizeForItemAt`: a probe under way learns the delegate does not size items.
    func defaultSizeAnswered() {
        if sizeProbe == .asking { sizeProbe = .answeredByDefault }
    }
}
