@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A grid with 20-point headers and a decoration behind each section that gives its own initial and
/// final attributes for a batch update: items slide in from and out to 300 points to the right,
/// headers and decorations start and end at alpha 0.25. It records what it was asked.
@MainActor
private final class CustomUpdateLayout: GridTestLayout {
    static let decoration = "backdrop"
    private(set) var askedInitial: [String] = []
    private(set) var askedFinal: [String] = []
    private(set) var preparedUpdates: [String] = []

    init() {
        super.init(columns: 4, itemSize: CGSize(width: 50, height: 50), headerHeight: 20)
        decorationKind = Self.decoration
    }

    required init?(coder: NSCoder) { nil }

    private func shifted(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.center.x += 300
        return copy
    }

    private func faint(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0.25
        return copy
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        preparedUpdates = updateItems.map(\.description)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        askedInitial.append("item \(itemIndexPath.section)-\(itemIndexPath.item)")
        return shifted(layoutAttributesForItem(at: itemIndexPath))
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        askedFinal.append("item \(itemIndexPath.section)-\(itemIndexPath.item)")
        return shifted(frames[itemIndexPath])
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        askedInitial.append("\(elementKind) \(elementIndexPath.section)")
        return faint(layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        askedFinal.append("\(elementKind) \(elementIndexPath.section)")
        return faint(headers[elementIndexPath.section])
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        askedInitial.append("\(elementKind) \(decorationIndexPath.section)")
        return faint(layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath))
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        askedFinal.append("\(elementKind) \(decorationIndexPath.section)")
        return faint(decorations[decorationIndexPath.section])
    }

    /// The attributes from before the update: a disappearing element's final attributes start from
    /// where it was, which the prepared layout no longer knows.
    private var frames: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var decorations: [Int: UICollectionViewLayoutAttributes] = [:]

    func rememberCurrentAttributes(sections: Int, items: Int) {
        for section in 0..<sections {
            for item in 0..<items {
                frames[IndexPath(item: item, section: section)] = layoutAttributesForItem(at: IndexPath(item: item, section: section))
            }
            headers[section] = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            decorations[section] = layoutAttributesForDecorationView(ofKind: Self.decoration, at: IndexPath(item: 0, section: section))
        }
    }
}

/// Batch updates use the layout's initial attributes for appearing elements and final attributes for
/// disappearing ones: items, supplementary views and decoration views.
@MainActor
@Suite struct CustomUpdateAttributesTests {
    private let scene = CollectionScene(
        layout: CustomUpdateLayout(), model: [Array(0..<4), Array(10..<14)], frame: CGRect(x: 0, y: 0, width: 200, height: 400))
    var clock: ManualClock { scene.clock }
    var driver: FrameDriver { scene.input.driver }
    private var layout: CustomUpdateLayout { scene.layout }
    var collectionView: UICollectionView { scene.collectionView }
    var dataSource: ModelDataSource<Int> { scene.dataSource }

    init() {
        collectionView.layoutIfNeeded()
        layout.rememberCurrentAttributes(sections: 2, items: 4)
    }

    /// Steps the clock to `fraction` of the update animation.
    private func step(to fraction: Double) {
        clock.now = UICollectionView.updateAnimationDuration * fraction
        driver.step()
    }

    private func header(_ section: Int) -> UICollectionReusableView? {
        collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    private var decorationViews: [TestDecorationView] { collectionView.subviews.compactMap { $0 as? TestDecorationView } }

    @Test func aLayoutSubclassIsToldTheChangesBeforeTheyAnimate() {
        collectionView.performBatchUpdates({
            dataSource.model[0].remove(at: 3)
            dataSource.model[1].insert(99, at: 0)
            collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 1)])
        })
        #expect(layout.preparedUpdates == ["delete 0-3 -> nil", "insert nil -> 1-0"])
    }

    @Test func anInsertedItemStartsFromTheLayoutsInitialAttributes() throws {
        collectionView.performBatchUpdates({
            dataSource.model[0].insert(99, at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        #expect(layout.askedInitial.contains("item 0-0"))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.presentation.center == CGPoint(x: 325, y: 45), "its final centre (25, 45) moved 300 to the right")
        step(to: 1)
        #expect(cell.presentation.center == CGPoint(x: 25, y: 45))
    }

    @Test func aDeletedItemEndsAtTheLayoutsFinalAttributes() throws {
        let deleted = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.performBatchUpdates({
            dataSource.model[0].remove(at: 1)
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        })
        #expect(layout.askedFinal.contains("item 0-1"))
        step(to: 0.5)
        let midway = deleted.presentation.center.x
        #expect(midway > 75 && midway < 375, "sliding right from 75 to 375, not fading in place")
        #expect(deleted.presentation.alpha == 1)
    }

    @Test func anInsertedSectionsHeaderStartsFromTheLayoutsInitialAttributes() throws {
        collectionView.performBatchUpdates({
            dataSource.model.insert([50], at: 0)
            collectionView.insertSections(IndexSet(integer: 0))
        })
        #expect(layout.askedInitial.contains("\(UICollectionView.elementKindSectionHeader) 0"))
        #expect(try #require(header(0)).presentation.alpha == 0.25)
    }

    @Test func aDeletedSectionsHeaderEndsAtTheLayoutsFinalAttributes() throws {
        let leaving = try #require(header(1))
        collectionView.performBatchUpdates({
            dataSource.model.remove(at: 1)
            collectionView.deleteSections(IndexSet(integer: 1))
        })
        #expect(layout.askedFinal.contains("\(UICollectionView.elementKindSectionHeader) 1"))
        step(to: 0.99)
        #expect(abs(leaving.presentation.alpha - 0.25) < 0.05, "fading to 0.25, not to 0")
    }

    @Test func aReloadedSectionsHeaderStartsAndEndsAtTheLayoutsAttributes() throws {
        let old = try #require(header(1))
        collectionView.reloadSections(IndexSet(integer: 1))
        let kind = UICollectionView.elementKindSectionHeader
        #expect(layout.askedFinal.contains("\(kind) 1"))
        #expect(layout.askedInitial.contains("\(kind) 1"))
        let new = try #require(header(1))
        #expect(new !== old, "the old header fades out while the new one fades in")
        #expect(new.presentation.alpha == 0.25)
        step(to: 0.99)
        #expect(abs(old.presentation.alpha - 0.25) < 0.05)
    }

    @Test func anInsertedSectionsDecorationStartsFromTheLayoutsInitialAttributes() throws {
        let before = Set(decorationViews.map(ObjectIdentifier.init))
        collectionView.performBatchUpdates({
            dataSource.model.insert([50], at: 0)
            collectionView.insertSections(IndexSet(integer: 0))
        })
        #expect(layout.askedInitial.contains("\(CustomUpdateLayout.decoration) 0"))
        let appeared = try #require(decorationViews.first { !before.contains(ObjectIdentifier($0)) })
        #expect(appeared.presentation.alpha == 0.25)
    }

    @Test func aDeletedSectionsDecorationEndsAtTheLayoutsFinalAttributes() throws {
        let leaving = try #require(decorationViews.first { $0.frame.minY > 50 })
        collectionView.performBatchUpdates({
            dataSource.model.remove(at: 1)
            collectionView.deleteSections(IndexSet(integer: 1))
        })
        #expect(layout.askedFinal.contains("\(CustomUpdateLayout.decoration) 1"))
        step(to: 0.99)
        #expect(abs(leaving.presentation.alpha - 0.25) < 0.05)
    }
}
