@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// List-cell accessories: shown by editing state, placed at the row's edges, and acting — the delete
/// accessory runs its handler, the grip reorders, the multiselect circle follows selection.
@MainActor
@Suite struct ListAccessoryTests {
    /// A plain 400-point list of 44-point list-cell rows, each given `accessories(indexPath)` as a cell
    /// registration would.
    private func listScene(
        counts: [Int] = [6], accessories: @escaping (IndexPath) -> [UICellAccessory]
    ) -> CollectionScene<UICollectionViewCompositionalLayout> {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let scene = CollectionScene(layout: UICollectionViewCompositionalLayout.list(using: configuration), model: ReferenceModel(counts: counts),
                                    frame: CGRect(x: 0, y: 0, width: 400, height: 600), cellClass: UICollectionViewListCell.self)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
            (cell as? UICollectionViewListCell)?.accessories = accessories(indexPath)
            return cell
        }
        scene.layoutPass()
        return scene
    }

    private func cell(_ scene: CollectionScene<UICollectionViewCompositionalLayout>, _ item: Int) throws -> UICollectionViewListCell {
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        return cell
    }

    /// The accessories a cell shows now, in `accessories` order.
    private func shown(_ cell: UICollectionViewListCell) -> [UICellAccessory.AccessoryType] {
        cell.accessoryViews.filter { !$0.isHidden }.map(\.accessoryType)
    }

    /// The centre of `view` in window coordinates, where a click on it lands.
    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func eachAccessoryShowsOnlyInItsEditingState() throws {
        let scene = listScene { _ in
            [.multiselect(displayed: .whenEditing), .checkmark(displayed: .whenNotEditing), .disclosureIndicator(displayed: .always)]
        }
        #expect(try shown(cell(scene, 0)) == [.checkmark, .disclosureIndicator])
        scene.collectionView.setEditing(true, animated: true)
        scene.settle()
        #expect(try shown(cell(scene, 0)) == [.multiselect, .disclosureIndicator])
        scene.collectionView.isEditing = false
        #expect(try shown(cell(scene, 0)) == [.checkmark, .disclosureIndicator])
    }

    @Test func aCellThatScrollsInWhileEditingShowsItsEditingAccessories() throws {
        let scene = listScene(counts: [40]) { _ in [.delete()] }
        scene.collectionView.isEditing = true
        scene.scroll(toY: 1200)
        #expect(try shown(cell(scene, 30)) == [.delete])
    }

    @Test func accessoriesSitAtTheRowsEdgesAndTheContentTakesTheRest() throws {
        let scene = listScene { _ in [.delete(), .reorder()] }
        scene.collectionView.isEditing = true
        let row = try cell(scene, 0)
        // Delete: a 22-point circle centred in the 28-point standard slot 16 in from the leading edge.
        #expect(row.accessoryViews[0].frame == CGRect(x: 19, y: 11, width: 22, height: 22))
        // Reorder: a 20 × 14 grip centred in the slot 16 in from the trailing edge (356…384).
        #expect(row.accessoryViews[1].frame == CGRect(x: 360, y: 15, width: 20, height: 14))
        // Content: 8 clear of each slot.
        #expect(row.contentView.frame == CGRect(x: 52, y: 0, width: 296, height: 44))
        scene.collectionView.isEditing = false
        #expect(row.contentView.frame == row.bounds)
    }

    @Test func aHiddenAccessoryKeepsItsRoomWithoutShowing() throws {
        let scene = listScene { _ in [.delete(displayed: .always, options: .init(isHidden: true))] }
        let row = try cell(scene, 0)
        #expect(shown(row).isEmpty)
        #expect(row.contentView.frame.minX == 52)
    }

    @Test func reservedLayoutWidthSetsTheSlot() {
        func contentStart(_ width: UICellAccessory.LayoutDimension) -> CGFloat {
            ListAccessoryLayout.arrange([.init(isLeading: true, size: CGSize(width: 22, height: 22), reservedWidth: width)],
                                        in: CGRect(x: 0, y: 0, width: 400, height: 44)).contentFrame.minX
        }
        #expect(contentStart(.actual) == 46)
        #expect(contentStart(.standard) == 52)
        #expect(contentStart(.custom(40)) == 64)
        #expect(contentStart(.custom(10)) == 46, "never narrower than the accessory")
    }

    @Test func clickingTheDeleteAccessoryRunsItsHandlerAndSelectsNothing() throws {
        var deleted: [IndexPath] = []
        let scene = listScene { indexPath in [.delete { deleted.append(indexPath) }] }
        scene.collectionView.allowsSelectionDuringEditing = true
        scene.collectionView.isEditing = true
        scene.input.click(at: centre(of: try cell(scene, 2).accessoryViews[0]))
        #expect(deleted == [IndexPath(item: 2, section: 0)])
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty != false)
    }

    @Test func aDeleteAccessoryThatIsNotShownCannotBeClicked() throws {
        var deleted = 0
        let scene = listScene { _ in [.delete(displayed: .whenEditing) { deleted += 1 }] }
        let row = try cell(scene, 0)
        scene.input.click(at: row.convert(CGPoint(x: 30, y: 22), to: nil))
        #expect(deleted == 0)
    }

    @Test func draggingTheGripMovesTheItemThroughInteractiveMovement() throws {
        let scene = listScene { _ in [.reorder()] }
        scene.dataSource.canMoveItem = { _ in true }
        // The grip does not need the standard press-and-hold gesture.
        scene.collectionView.installsStandardGestureForInteractiveMovement = false
        scene.collectionView.isEditing = true
        let grip = centre(of: try cell(scene, 0).accessoryViews[0])
        scene.input.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 44 * 2 + 10))
        scene.input.settle()
        #expect(scene.dataSource.moves == ["move 0-0 > 0-2"])
        #expect((0..<3).map { scene.dataSource.item(at: IndexPath(item: $0, section: 0)) } == [1, 2, 0])
    }

    @Test func theGripMovesNothingTheDataSourceRefuses() throws {
        let scene = listScene { _ in [.reorder()] }
        scene.collectionView.isEditing = true
        let grip = centre(of: try cell(scene, 0).accessoryViews[0])
        scene.input.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 100))
        scene.input.settle()
        #expect(scene.dataSource.moves.isEmpty)
    }

    @Test func aClickOnTheGripMovesNothing() throws {
        let scene = listScene { _ in [.reorder()] }
        scene.dataSource.canMoveItem = { _ in true }
        scene.collectionView.isEditing = true
        scene.input.click(at: centre(of: try cell(scene, 1).accessoryViews[0]))
        scene.input.settle()
        #expect(scene.dataSource.moves.isEmpty)
    }

    @Test func theMultiselectCircleFollowsSelection() throws {
        let scene = listScene { _ in [.multiselect()] }
        scene.collectionView.allowsSelectionDuringEditing = true
        scene.collectionView.allowsMultipleSelectionDuringEditing = true
        scene.collectionView.isEditing = true
        func circle(_ item: Int) throws -> MultiselectAccessoryView {
            try #require(cell(scene, item).accessoryViews.first as? MultiselectAccessoryView)
        }
        // A click on the circle selects the item, as a click anywhere on the row does.
        scene.input.click(at: centre(of: try circle(1)))
        #expect(try circle(1).showsSelected)
        #expect(try !circle(0).showsSelected)
        scene.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(try !circle(1).showsSelected)
    }

    @Test func settingAccessoriesOfTheSameKindsReusesTheirViews() throws {
        let scene = listScene { _ in [.checkmark()] }
        let row = try cell(scene, 0)
        let view = row.accessoryViews[0]
        row.accessories = [.checkmark(options: .init(tintColor: .systemRed))]
        #expect(row.accessoryViews[0] === view)
        #expect((view as? UILabel)?.textColor == .systemRed)
    }
}
