@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation

/// The gallery controller in its window, headless: synthetic input on a manual clock, as the host
/// would deliver it, and the points of its cards.
@MainActor
final class GalleryScene {
    let controller: GalleryController
    let window: GalleryWindow
    let input: SyntheticInput
    /// The navigation controller the gallery's screen is the root of.
    let navigation: UINavigationController

    init(items: Int = 48, sections: Int = 3, layout: LayoutCycle.Kind = .grid, size: CGSize = CGSize(width: 1100, height: 760)) {
        controller = GalleryController(model: GalleryModel(total: items, sections: sections), allowsMultipleSelection: true, layout: layout)
        window = GalleryWindow(frame: CGRect(origin: .zero, size: size))
        input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        navigation = GalleryScreen.show(controller, in: window)
        window.layoutIfNeeded()
    }

    var collectionView: UICollectionView { controller.view.collectionView }

    /// The window point at the centre of item `item` of `section` (laid out, if not on screen).
    func point(_ section: Int, _ item: Int) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    /// The selected items, in index-path order, as "S.I".
    var selected: [String] {
        (collectionView.indexPathsForSelectedItems ?? []).sorted().map { "\($0.section).\($0.item)" }
    }
}
