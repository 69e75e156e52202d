import CollectionEngine
import EngineTestSupport
import Foundation

extension CollectionScene where Layout == UICollectionViewFlowLayout {
    /// The scene for flow layout tests: a `width` × `height` collection view with a flow layout that
    /// `configure` sets up, `counts[section]` items per section, laid out once.
    static func flow(
        width: CGFloat = 800, height: CGFloat = 600, counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in }
    ) -> CollectionScene {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let scene = CollectionScene(layout: layout, model: ReferenceModel(counts: counts), frame: CGRect(x: 0, y: 0, width: width, height: height))
        scene.collectionView.layoutIfNeeded()
        return scene
    }

    /// The dump of everything the layout places in `rect` (the whole content when nil).
    func dump(_ rect: CGRect? = nil) -> String {
        LayoutDump.describe(layout, in: rect ?? CGRect(origin: .zero, size: layout.collectionViewContentSize))
    }
}
