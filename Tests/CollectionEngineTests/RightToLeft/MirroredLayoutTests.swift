@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Collection views in a right-to-left window: flow and compositional layouts computed left to right
/// and mirrored once by the collection view, list rows with their accessories, orthogonal sections and
/// reordering.
@MainActor
@Suite struct MirroredLayoutTests {
    private typealias C = Compose

    /// `scene` turned right to left and laid out again.
    private func mirrored<Layout>(_ scene: CollectionScene<Layout>) -> CollectionScene<Layout> {
        scene.window.systemLayoutDirection = .rightToLeft
        scene.window.layoutIfNeeded()
        return scene
    }

    /// The frame of the cell shown for `item` of section 0, where it is drawn.
    private func shownFrame<Layout>(_ scene: CollectionScene<Layout>, _ item: Int) -> CGRect? {
        scene.window.layoutIfNeeded()
        return scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// A 330-point flow grid of 100-point items 15 apart: three a row.
    private func grid(items: Int = 7) -> CollectionScene<UICollectionViewFlowLayout> {
        .flow(width: 330, height: 400, counts: [items]) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumInteritemSpacing = 15
            $0.minimumLineSpacing = 10
        }
    }

    @Test func flowAndCompositionalLayoutsFlipButTheBaseLayoutDoesNot() {
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)).flipsHorizontallyInOppositeLayoutDirection)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    }

    @Test func aFlowGridStartsAtTheRightEdgeRightToLeft() {
        let scene = mirrored(grid())
        #expect(shownFrame(scene, 0)?.maxX == 330)
        #expect(shownFrame(scene, 1)?.maxX == 215)
        #expect(shownFrame(scene, 2)?.minX == 0)
        #expect(shownFrame(scene, 3)?.maxX == 330)
        #expect(shownFrame(scene, 3)?.minY == 110)
    }

    @Test func theCollectionViewsAttributesAreMirroredButTheLayoutsOwnAreNot() {
        let scene = mirrored(grid())
        let path = IndexPath(item: 0, section: 0)
        #expect(scene.collectionView.layoutAttributesForItem(at: path)?.frame.maxX == 330)
        #expect(scene.layout.layoutAttributesForItem(at: path)?.frame.minX == 0)
    }

    @Test func hitTestingFindsTheItemDrawnUnderThePoint() {
        let scene = mirrored(grid())
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 320, y: 10)) == IndexPath(item: 0, section: 0))
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10)) == IndexPath(item: 2, section: 0))
    }

    @Test func turningTheWindowBackRestoresTheLeftToRightGrid() {
        let scene = mirrored(grid())
        scene.window.systemLayoutDirection = .leftToRight
        scene.window.layoutIfNeeded()
        #expect(shownFrame(scene, 0)?.minX == 0)
        #expect(shownFrame(scene, 2)?.maxX == 330)
    }

    @Test func aCollectionViewForcedLeftToRightIsNotMirrored() {
        let scene = grid()
        scene.collectionView.semanticContentAttribute = .forceLeftToRight
        _ = mirrored(scene)
        #expect(shownFrame(scene, 0)?.minX == 0)
    }

    @Test func aShortHorizontalRowStartsAtTheRightEdge() {
        let scene = mirrored(CollectionScene<UICollectionViewFlowLayout>.flow(width: 400, height: 100, counts: [2]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumLineSpacing = 10
        })
        #expect(shownFrame(scene, 0)?.maxX == 400)
        #expect(shownFrame(scene, 1)?.maxX == 290)
    }

    @Test func aCompositionalGridMirrorsItsGroupsAndSectionInsets() {
        let item = C.item(.fractionalWidth(0.5), .fractionalHeight(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let scene = mirrored(CollectionScene.compositional(UICollectionViewCompositionalLayout(section: section), width: 420, height: 300, counts: [4]))
        #expect(shownFrame(scene, 0) == CGRect(x: 200, y: 0, width: 200, height: 50))
        #expect(shownFrame(scene, 1) == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func anOrthogonalSectionStartsAtTheRightAndScrollsTowardsTheLeft() {
        let item = C.item(.fractionalWidth(1), .fractionalHeight(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: C.size(.fractionalWidth(0.75), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let scene = mirrored(CollectionScene.compositional(UICollectionViewCompositionalLayout(section: section), width: 400, height: 300, counts: [10]))
        #expect(shownFrame(scene, 0)?.maxX == 400)
        #expect(shownFrame(scene, 1)?.maxX == 90)
        // A sideways wheel that moves content leftwards on screen moves it back towards the start.
        scene.input.scroll(dx: -48, dy: 0, at: CGPoint(x: 200, y: 50))
        #expect(shownFrame(scene, 0)?.maxX == 448)
        #expect(shownFrame(scene, 1)?.maxX == 138)
    }

    @Test func listAccessoriesAndContentMirrorWithinTheRow() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let scene = CollectionScene(layout: UICollectionViewCompositionalLayout.list(using: configuration), model: ReferenceModel(counts: [3]),
                                    frame: CGRect(x: 0, y: 0, width: 400, height: 300), cellClass: UICollectionViewListCell.self)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
            (cell as? UICollectionViewListCell)?.accessories = [.disclosureIndicator(), .checkmark(), .reorder()]
            return cell
        }
        _ = mirrored(scene)
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        let frames = cell.accessoryViews.map(\.frame)
        // Trailing accessories sit at the left edge, the first one outermost; the content lies to their right.
        #expect(frames.allSatisfy { $0.maxX < 200 })
        #expect(frames[0].minX < frames[1].minX)
        #expect(cell.contentView.frame.minX > frames.map(\.maxX).max() ?? 0)
        #expect(cell.contentView.frame.maxX == 400)
    }

    @Test func listContentPutsTheImageAtTheRightAndAlignsTextToIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.systemLayoutDirection = .rightToLeft
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "שלום"
        configuration.image = UIImage(systemName: "star")
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        window.addSubview(content)
        content.layoutIfNeeded()
        let image = try #require(content.subviews.first { $0 is UIImageView })
        let label = try #require(content.subviews.first { $0 is UILabel } as? UILabel)
        #expect(image.frame.maxX > 250)
        #expect(label.frame.maxX < image.frame.minX)
        #expect(label.resolvedTextAlignment == .right)
    }

    @Test func anInteractiveMoveLeftwardsGoesForwardsRightToLeft() {
        let scene = mirrored(CollectionScene.reorderable())
        let collectionView = scene.collectionView
        let path = { (item: Int) in IndexPath(item: item, section: 0) }
        // Row of four 100-point items from the right edge of a 450-point view: item 2 is left of item 1.
        let third = try? #require(collectionView.layoutAttributesForItem(at: path(2))?.frame)
        #expect((third?.maxX ?? 0) < (collectionView.layoutAttributesForItem(at: path(1))?.frame.minX ?? 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: (third?.midX ?? 0) - 20, y: third?.midY ?? 0))
        #expect(scene.target == path(2))
        collectionView.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.model[0] == [1, 2, 0, 3, 4, 5, 6, 7])
    }

    /// Keyboard focus follows what is drawn: Tab starts at the first item (top right), and Left moves
    /// to the next item, the one drawn to its left.
    @Test func arrowKeysMoveFocusAsTheGridIsDrawn() {
        let scene = mirrored(grid())
        scene.window.keyTarget = scene.collectionView
        scene.input.key(.tab)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 0, section: 0))
        scene.input.key(.left)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 1, section: 0))
        scene.input.key(.left)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 2, section: 0))
        scene.input.key(.right)
        #expect(scene.collectionView.focus.focused == IndexPath(item: 1, section: 0))
    }

    /// A horizontally scrolling row right to left starts at the right end of its content, showing its
    /// first item at the view's right edge, and turning back left to right shows the start again.
    @Test func aHorizontalRowStartsAtItsRightEndRightToLeft() {
        let scene = CollectionScene<UICollectionViewFlowLayout>.flow(width: 330, height: 120, counts: [20]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumLineSpacing = 10
        }
        let contentWidth = scene.layout.collectionViewContentSize.width
        #expect(contentWidth > 1000)
        _ = mirrored(scene)
        #expect(scene.collectionView.contentOffset.x == contentWidth - 330)
        let first = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first.map { $0.frame.maxX == contentWidth } == true, "the first item is in sight at the right end")
        scene.window.systemLayoutDirection = .leftToRight
        scene.window.layoutIfNeeded()
        #expect(scene.collectionView.contentOffset.x == 0)
        scene.expectConsistent()
    }
}

