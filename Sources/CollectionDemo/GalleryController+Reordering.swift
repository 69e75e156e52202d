import CollectionEngine
import Foundation

/// Reordering, the iOS way: the data source says every card can move and applies the move when the
/// user drops it; the collection view does the lifting, the gap and the animation. The bar's
/// cadence chooser sets how soon the gap follows the pointer.
///
/// After a move the demo prints `moved S.I -> S.I` and the `items …` lines of the sections involved.
extension GalleryController {
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        // The shown items are a filtered view while searching: moving them would not say where in the model.
        filter.shown == nil
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.moveItem(from: sourceIndexPath, to: destinationIndexPath)
        // The card now belongs to another section, whose name and numbering its caption shows; UIKit
        // keeps a moved cell as it was, so the controller configures it again.
        if sourceIndexPath.section != destinationIndexPath.section { collectionView.reconfigureItems(at: [destinationIndexPath]) }
        DebugChannel.say("moved \(sourceIndexPath.section).\(sourceIndexPath.item) -> \(destinationIndexPath.section).\(destinationIndexPath.item)")
        reportItems(in: Array(Set([sourceIndexPath.section, destinationIndexPath.section])).sorted())
    }

    func setReorderingCadence(_ cadence: GalleryBar.Cadence) {
        view.collectionView.reorderingCadence = switch cadence {
        case .immediate: .immediate
        case .fast: .fast
        case .slow: .slow
        }
        DebugChannel.say("button cadence=\(cadence.rawValue)")
    }
}
