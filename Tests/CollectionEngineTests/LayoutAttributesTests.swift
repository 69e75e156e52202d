import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Attributes with an extra field, written as iOS code writes them.
final class BadgedAttributes: UICollectionViewLayoutAttributes {
    var badge = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? BadgedAttributes)?.badge = badge
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgedAttributes, other.badge == badge else { return false }
        return super.isEqual(object)
    }
}

/// A grid layout that creates its attributes from `BadgedAttributes` through `layoutAttributesClass`.
@MainActor
final class BadgedGridLayout: GridTestLayout {
    override class var layoutAttributesClass: AnyClass { BadgedAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let all = super.layoutAttributesForElements(in: rect)
        for attributes in all ?? [] { (attributes as? BadgedAttributes)?.badge = attributes.indexPath.item * 10 }
        return all
    }
}

@Suite struct LayoutAttributesTests {
    @Test func frameCenterSizeAndBoundsAreViewsOfTheSameValues() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path(0))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        attributes.size = CGSize(width: 10, height: 10)
        #expect(attributes.frame == CGRect(x: 20, y: 35, width: 10, height: 10), "size grows about the centre")
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
        attributes.bounds = CGRect(x: 99, y: 99, width: 4, height: 6)
        #expect(attributes.frame == CGRect(x: -2, y: -3, width: 4, height: 6))
    }

    @Test func frameIgnoresTheTransform() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path(0))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func transformIsTheAffinePartOfTransform3D() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path(0))
        attributes.transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(attributes.transform3D == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3)))
        attributes.transform3D = CATransform3DMakeTranslation(4, 5, 6)
        #expect(attributes.transform == CGAffineTransform(translationX: 4, y: 5))
    }

    @Test func eachInitialiserNamesItsElement() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: path(3, 1))
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil && cell.indexPath == path(3, 1))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: path(0, 2))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "header")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: path(0, 4))
        #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "shelf")
        #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden && cell.transform3D == CATransform3DIdentity)
    }

    @Test func aCopyIsEqualButIndependent() throws {
        let original = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: path(0, 1))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.transform = CGAffineTransform(scaleX: 2, y: 1)
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy == original)
        #expect(copy !== original)
        #expect(copy.representedElementKind == "header")
        copy.zIndex = 8
        #expect(original.zIndex == 7)
        #expect(copy != original)
    }

    @Test func attributesDifferingInAnyFieldAreNotEqual() {
        func make() -> UICollectionViewLayoutAttributes {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: path(1))
            attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            return attributes
        }
        let changes: [(UICollectionViewLayoutAttributes) -> Void] = [
            { $0.center.x += 1 }, { $0.size.width += 1 }, { $0.alpha = 0.2 }, { $0.zIndex = 1 }, { $0.isHidden = true },
            { $0.transform3D = CATransform3DMakeScale(1, 1, 2) }, { $0.indexPath = path(2) },
        ]
        for change in changes {
            let changed = make()
            change(changed)
            #expect(changed != make())
        }
        #expect(make() == make())
        #expect(UICollectionViewLayoutAttributes(forCellWith: path(0)) != UICollectionViewLayoutAttributes(forDecorationViewOfKind: "", with: path(0)))
    }

    @Test func aCopyKeepsTheSubclassAndItsFields() throws {
        let original = BadgedAttributes(forCellWith: path(4))
        original.badge = 12
        let copy = try #require(original.copy() as? BadgedAttributes)
        #expect(copy.badge == 12)
        #expect(copy == original)
        copy.badge = 13
        #expect(copy != original)
        let plain = UICollectionViewLayoutAttributes(forCellWith: path(4))
        #expect(plain != original && original != plain, "a different class is never equal")
    }
}

@MainActor @Suite struct CustomLayoutTests {
    @Test func aLayoutCreatesItsAttributesClassFromTheMetatype() {
        let layout = BadgedGridLayout()
        let scene = CollectionScene(layout: layout, model: [Array(0..<8)])
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(3)) as? TestCell
        let applied = cell?.lastAppliedAttributes as? BadgedAttributes
        #expect(applied?.badge == 30)
        #expect(scene.collectionView.layoutAttributesForItem(at: path(2)) is BadgedAttributes)
    }

    @Test func aCellIsAppliedItsAttributesOnlyWhenTheyChange() {
        let layout = BadgedGridLayout()
        let scene = CollectionScene(layout: layout, model: [Array(0..<8)])
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(1)) as? TestCell
        let applied = cell?.applyCount
        layout.invalidateLayout()
        scene.layoutPass()
        #expect(cell?.applyCount == applied, "equal attributes are not applied again")
        layout.itemSize.height = 60
        layout.invalidateLayout()
        scene.layoutPass()
        #expect(cell?.applyCount == applied.map { $0 + 1 })
        #expect(cell?.lastAppliedAttributes?.size.height == 60)
    }

    @Test func cellsTakeTheTransformAlphaZIndexAndHiddenStateOfTheirAttributes() {
        let layout = StyledGridLayout()
        layout.style = { attributes in
            let item = attributes.indexPath.item
            attributes.transform = CGAffineTransform(rotationAngle: CGFloat(item) * 0.1)
            attributes.alpha = 1 - CGFloat(item) * 0.1
            attributes.zIndex = 10 - item
            attributes.isHidden = item == 5
        }
        let scene = CollectionScene(layout: layout, model: [Array(0..<8)])
        scene.layoutPass()
        for item in 0..<8 {
            let cell = scene.collectionView.cellForItem(at: path(item))
            #expect(cell?.transform3D == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: CGFloat(item) * 0.1)))
            #expect(cell?.alpha == 1 - CGFloat(item) * 0.1)
            #expect(cell?.layer.zPosition == CGFloat(10 - item))
            #expect(cell?.isHidden == (item == 5))
            #expect(cell?.bounds.size == CGSize(width: 50, height: 50))
            #expect(cell?.center == scene.layout.itemFrame(path(item)).center)
        }
        let drawn = scene.collectionView.subviewsInDrawingOrder.compactMap {
            ($0 as? UICollectionViewCell).flatMap(scene.collectionView.indexPath(for:))
        }
        #expect(drawn == paths(0..<8).reversed(), "higher zIndex draws in front")
    }

    @Test func aScaledCellIsShownWhenTheLayoutReturnsItAndTakesItsTransformedFrame() {
        let layout = StyledGridLayout()
        layout.style = { attributes in
            // Item 16 (row 4, just below the view) is drawn twice as large.
            if attributes.indexPath.item == 16 { attributes.transform = CGAffineTransform(scaleX: 2, y: 2) }
        }
        let scene = CollectionScene(layout: layout, model: [Array(0..<40)])
        scene.layoutPass()
        // The grid's rect query does not return item 16 for 0…190, so it is not shown: the view shows
        // what the layout returns, and the layout decides whether a transformed element is in the rect.
        #expect(!scene.visiblePaths.contains(path(16)))
        scene.scroll(toY: 20) // 20…210: item 16 (200…250) is returned and, scaled, covers 175…275
        #expect(scene.collectionView.cellForItem(at: path(16))?.frame == CGRect(x: -25, y: 175, width: 100, height: 100))
    }

    @Test func theViewKeepsOnlyVisibleElementsWhenTheLayoutReturnsEverything() {
        let layout = EverythingLayout(headerHeight: 30)
        let scene = CollectionScene(layout: layout, model: [Array(0..<400), Array(0..<400)])
        scene.layoutPass()
        #expect(layout.lastAnswerCount == 802)
        #expect(scene.visiblePaths == paths(0..<16))
        #expect(scene.collectionView.subviews.count == 17, "16 cells and one header")
        scene.scroll(toY: 3000)
        #expect(scene.collectionView.subviews.count <= 21)
    }

    @Test func aCellsZPositionChangedAfterTheDrawingOrderWasReadBringsItToTheFront() {
        let scene = CollectionScene(items: 6)
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(0))
        #expect(scene.collectionView.subviewsInDrawingOrder.first === cell)
        cell?.layer.zPosition = 1
        #expect(scene.collectionView.subviewsInDrawingOrder.last === cell)
    }

    @Test func decorationViewsComeFromTheLayoutsRegisteredClassAndDrawBehindCells() {
        let layout = GridTestLayout(headerHeight: 20)
        layout.decorationKind = "shelf"
        let scene = CollectionScene(items: 6, sections: 3, layout: layout)
        scene.layoutPass()
        // Sections are 20 + 100 high: the view (0…190) shows section 0 and the top of section 1.
        let decorations = scene.collectionView.subviews.filter { $0 is TestDecorationView }
        #expect(decorations.count == 2)
        #expect(decorations.first?.frame == CGRect(x: 0, y: 20, width: 200, height: 100))
        #expect(decorations.allSatisfy { $0.layer.zPosition == -1 })
        #expect(scene.collectionView.subviewsInDrawingOrder.prefix(2).allSatisfy { $0 is TestDecorationView })
        scene.scroll(toY: 250)
        let later = scene.collectionView.subviews.filter { $0 is TestDecorationView }
        #expect(Set(later.map(ObjectIdentifier.init)).isSubset(of: decorations.map(ObjectIdentifier.init)), "decorations are reused")
        #expect(scene.errors.isEmpty)
    }

    @Test func aLayoutDumpListsTheElementsInARect() {
        let layout = StyledGridLayout(columns: 2, headerHeight: 10)
        layout.style = { if $0.indexPath.item == 1 { $0.zIndex = 3; $0.alpha = 0.5 } }
        let scene = CollectionScene(layout: layout, model: [Array(0..<3)])
        scene.layoutPass()
        #expect(LayoutDump.describe(layout, in: CGRect(x: 0, y: 0, width: 100, height: 70)) == """
            cell 0-0 frame (0 10; 50 50)
            cell 0-1 frame (50 10; 50 50) z 3 alpha 0.5
            cell 0-2 frame (0 60; 50 50)
            header 0-0 frame (0 0; 100 10)
            """)
    }
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
