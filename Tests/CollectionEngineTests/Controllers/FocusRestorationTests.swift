@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Uncovering a page gives back the item that had keyboard focus in it, as UIKit's focus system does
/// after a pop or a dismissal (`restoresFocusAfterTransition`).
@MainActor
@Suite struct FocusRestorationTests {
    /// A navigation scene whose root page shows a 4-column grid with item 5 focused, holding the keys.
    private func sceneWithFocusedGrid() -> (NavigationScene, UICollectionView, ModelDataSource<Int>) {
        let scene = NavigationScene()
        let layout = GridTestLayout(columns: 4, itemSize: CGSize(width: 100, height: 80), spacing: 10, margin: 10, sectionSpacing: 10)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 450, height: 300), collectionViewLayout: layout)
        let dataSource = ModelDataSource(model: ReferenceModel(counts: [12]), cellClass: TestCell.self)
        dataSource.install(in: collectionView)
        scene.root.view.addSubview(collectionView)
        scene.window.layoutIfNeeded()
        scene.window.keyTarget = collectionView
        collectionView.setFocus(IndexPath(item: 5, section: 0), heading: [])
        return (scene, collectionView, dataSource)
    }

    @Test func poppingBackFocusesTheItemThatHadFocusBeforeThePush() {
        let (scene, collectionView, dataSource) = sceneWithFocusedGrid()
        scene.navigation.pushViewController(scene.page("detail"), animated: true)
        scene.settle()
        #expect(collectionView.focus.focused == nil, "the covered grid has no focused item")
        scene.navigation.popViewController(animated: true)
        scene.settle()
        #expect(scene.window.keyTarget === collectionView)
        #expect(collectionView.focus.focused == IndexPath(item: 5, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.isFocused == true)
        _ = dataSource
    }

    @Test func aControllerThatDoesNotRestoreFocusGetsTheKeysBackWithoutAFocusedItem() {
        let (scene, collectionView, dataSource) = sceneWithFocusedGrid()
        scene.root.restoresFocusAfterTransition = false
        scene.navigation.pushViewController(scene.page("detail"), animated: true)
        scene.settle()
        scene.navigation.popViewController(animated: true)
        scene.settle()
        #expect(scene.window.keyTarget === collectionView)
        #expect(collectionView.focus.focused == nil)
        _ = dataSource
    }

    @Test func aGridWithoutAFocusedItemComesBackWithout() {
        let (scene, collectionView, dataSource) = sceneWithFocusedGrid()
        collectionView.setFocus(nil, heading: [])
        scene.navigation.pushViewController(scene.page("detail"), animated: true)
        scene.settle()
        scene.navigation.popViewController(animated: true)
        scene.settle()
        #expect(collectionView.focus.focused == nil)
        _ = dataSource
    }

    @Test func dismissingASheetFocusesTheItemThatHadFocusBeforeIt() {
        let (scene, collectionView, dataSource) = sceneWithFocusedGrid()
        scene.navigation.present(scene.page("sheet"), animated: true)
        scene.settle()
        #expect(collectionView.focus.focused == nil)
        scene.navigation.dismiss(animated: true)
        scene.settle()
        #expect(scene.window.keyTarget === collectionView)
        #expect(collectionView.focus.focused == IndexPath(item: 5, section: 0))
        _ = dataSource
    }
}
