import CollectionEngine
import EngineTestSupport
import Foundation

extension CollectionScene where Layout == GridTestLayout {
    /// Where the input grid's collection view sits in its window, so that tests also exercise the
    /// conversion from window to content coordinates.
    static var inputGridOrigin: CGPoint { CGPoint(x: 50, y: 40) }

    /// The scene for input tests: a 450 × 340 collection view at (50, 40) showing 4 columns and 3 rows
    /// of 100-point items 10 points apart (each section starting on a new row), `counts[section]`
    /// items per section. Scrolling by wheel or key is immediate unless `glides`.
    static func inputGrid(counts: [Int] = [8, 8], allowsMultipleSelection: Bool = false, glides: Bool = false) -> CollectionScene {
        let layout = GridTestLayout(columns: 4, itemSize: CGSize(width: 100, height: 100), spacing: 10, margin: 10, sectionSpacing: 10)
        let scene = CollectionScene(
            layout: layout, model: ReferenceModel(counts: counts),
            frame: CGRect(origin: inputGridOrigin, size: CGSize(width: 450, height: 340)))
        scene.collectionView.allowsMultipleSelection = allowsMultipleSelection
        scene.collectionView.inputScrollAnimationDuration = glides ? 0.15 : 0
        scene.window.layoutIfNeeded()
        return scene
    }
}

extension CollectionScene {
    /// A window point inside the collection view between items.
    var emptySpace: CGPoint { collectionView.convert(CGPoint(x: 5, y: 5), to: window) }

    /// The delegate's selection and highlight calls since the last reset.
    var selectionCalls: [String] {
        delegate.calls(startingWith: "should", "did")
            .filter { !$0.hasPrefix("didScroll") && !$0.hasPrefix("didEnd") }
    }
}
