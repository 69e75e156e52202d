import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The layouts of Apple's "Implementing Modern Collection Views" sample, with the frames worked out by
/// hand from UIKit's documented rules: fractional dimensions are fractions of the containing group
/// (the section's content area for a section's group), content insets shrink an item inside the space
/// it takes, a group repeats its subitems while they fit, `repeatingSubitem:count:` shares the group's
/// length, and frames are rounded (origin and size each) to the pixel.
@MainActor
@Suite struct ModernCollectionViewsSampleTests {
    private typealias C = Compose

    /// Grid: five squares per row, a fifth of the width each.
    private func grid(itemInsets: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let item = C.item(.fractionalWidth(0.2), .fractionalHeight(1), insets: itemInsets)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test func gridFillsEachRowWithFiveSquares() {
        let scene = CollectionScene.compositional(grid(), width: 400, counts: [7])
        #expect(scene.dump() == """
        cell 0-0 frame (0 0; 80 80)
        cell 0-1 frame (80 0; 80 80)
        cell 0-2 frame (160 0; 80 80)
        cell 0-3 frame (240 0; 80 80)
        cell 0-4 frame (320 0; 80 80)
        cell 0-5 frame (0 80; 80 80)
        cell 0-6 frame (80 80; 80 80)
        """)
        #expect(scene.layout.collectionViewContentSize == CGSize(width: 400, height: 160))
    }

    @Test func gridRoundsOriginAndSizeEachToThePixel() {
        // 401 / 5 = 80.2: origins 0, 80.2, 160.4, 240.6, 320.8 round to 0, 80, 160, 241, 321; widths to 80.
        let scene = CollectionScene.compositional(grid(), width: 401, counts: [6])
        #expect(scene.dump() == """
        cell 0-0 frame (0 0; 80 80)
        cell 0-1 frame (80 0; 80 80)
        cell 0-2 frame (160 0; 80 80)
        cell 0-3 frame (241 0; 80 80)
        cell 0-4 frame (321 0; 80 80)
        cell 0-5 frame (0 80; 80 80)
        """)
        #expect(scene.layout.collectionViewContentSize.height == 160.4)
    }

    @Test func insetItemsGridShrinksEachItemInsideItsSquare() {
        let scene = CollectionScene.compositional(grid(itemInsets: 2), width: 400, counts: [6])
        #expect(scene.dump() == """
        cell 0-0 frame (2 2; 76 76)
        cell 0-1 frame (82 2; 76 76)
        cell 0-2 frame (162 2; 76 76)
        cell 0-3 frame (242 2; 76 76)
        cell 0-4 frame (322 2; 76 76)
        cell 0-5 frame (2 82; 76 76)
        """)
    }

    @Test func twoColumnSharesTheRowBetweenTwoItemsWithFixedSpacing() {
        let item = C.item(.fractionalWidth(1), .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = C.insets(10)
        // 380 points inside the insets, less 10 between: 185 each.
        let scene = CollectionScene.compositional(UICollectionViewCompositionalLayout(section: section), width: 400, counts: [5])
        #expect(scene.dump() == """
        cell 0-0 frame (10 10; 185 44)
        cell 0-1 frame (205 10; 185 44)
        cell 0-2 frame (10 64; 185 44)
        cell 0-3 frame (205 64; 185 44)
        cell 0-4 frame (10 118; 185 44)
        """)
        #expect(scene.layout.collectionViewContentSize.height == 172)  // 10 + 3 × 44 + 2 × 10 + 10
    }

    @Test func distinctSectionsEachHaveTheirOwnColumns() {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            let columns = [1, 5, 3][sectionIndex]
            let item = C.item(.fractionalWidth(1), .fractionalHeight(1), insets: 2)
            let height: NSCollectionLayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), height), repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = C.insets(20)
            return section
        }
        // Groups are 360 wide (400 less the insets); a fifth of that, 72, is the grid rows' height.
        let scene = CollectionScene.compositional(layout, width: 400, counts: [2, 6, 4])
        #expect(scene.dump() == """
        cell 0-0 frame (22 22; 356 40)
        cell 0-1 frame (22 66; 356 40)
        cell 1-0 frame (22 150; 68 68)
        cell 1-1 frame (94 150; 68 68)
        cell 1-2 frame (166 150; 68 68)
        cell 1-3 frame (238 150; 68 68)
        cell 1-4 frame (310 150; 68 68)
        cell 1-5 frame (22 222; 68 68)
        cell 2-0 frame (22 334; 116 68)
        cell 2-1 frame (142 334; 116 68)
        cell 2-2 frame (262 334; 116 68)
        cell 2-3 frame (22 406; 116 68)
        """)
        #expect(scene.layout.collectionViewContentSize.height == 496)
    }

    @Test func badgesHangOffEachItemsTopTrailingCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: C.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = C.item(.fractionalWidth(0.25), .fractionalHeight(1), insets: 5, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: C.size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = C.insets(20)
        // Items take 90 × 72 of the 360-point rows, less 5 all round; badges sit 6 points out of the corner.
        let scene = CollectionScene.compositional(UICollectionViewCompositionalLayout(section: section), width: 400, counts: [5],
                                                  supplementaryKinds: ["badge"])
        #expect(scene.dump() == """
        cell 0-0 frame (25 25; 80 62)
        cell 0-1 frame (115 25; 80 62)
        cell 0-2 frame (205 25; 80 62)
        cell 0-3 frame (295 25; 80 62)
        cell 0-4 frame (25 97; 80 62)
        supplementary(badge) 0-0 frame (91 19; 20 20) z 1
        supplementary(badge) 0-1 frame (181 19; 20 20) z 1
        supplementary(badge) 0-2 frame (271 19; 20 20) z 1
        supplementary(badge) 0-3 frame (361 19; 20 20) z 1
        supplementary(badge) 0-4 frame (91 91; 20 20) z 1
        """)
        #expect(scene.collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 4, section: 0)) != nil)
        #expect(scene.errors.isEmpty)
    }

    /// Nested groups: a large item beside a column of two, 40 % of the height per repetition.
    private func nestedGroup(width: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
        let leading = C.item(.fractionalWidth(0.7), .fractionalHeight(1), insets: 10)
        let trailing = C.item(.fractionalWidth(1), .fractionalHeight(0.3), insets: 10)
        let column = NSCollectionLayoutGroup.vertical(layoutSize: C.size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: trailing, count: 2)
        return NSCollectionLayoutGroup.horizontal(layoutSize: C.size(width, .fractionalHeight(0.4)), subitems: [leading, column])
    }

    @Test func nestedGroupsPutALargeItemBesideAColumnOfTwo() {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nestedGroup(width: .fractionalWidth(1))))
        // Groups are 400 × 240: the leading item 280 wide, the column 120 with two 120-point halves.
        let scene = CollectionScene.compositional(layout, width: 400, height: 600, counts: [6])
        #expect(scene.dump() == """
        cell 0-0 frame (10 10; 260 220)
        cell 0-1 frame (290 10; 100 100)
        cell 0-2 frame (290 130; 100 100)
        cell 0-3 frame (10 250; 260 220)
        cell 0-4 frame (290 250; 100 100)
        cell 0-5 frame (290 370; 100 100)
        """)
    }

    @Test func orthogonalSectionsRepeatTheirGroupSideways() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(group: nestedGroup(width: .fractionalWidth(0.85)))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        // Groups are 340 × 240 (85 % of 400): the leading item 238 wide, the column 102.
        let scene = CollectionScene.compositional(layout, width: 400, height: 600, counts: [6, 3])
        #expect(scene.dump(CGRect(x: 0, y: 0, width: 400, height: 480)) == """
        cell 0-0 frame (10 10; 218 220)
        cell 0-1 frame (248 10; 82 100)
        cell 0-2 frame (248 130; 82 100)
        cell 0-3 frame (350 10; 218 220)
        cell 1-0 frame (10 250; 218 220)
        cell 1-1 frame (248 250; 82 100)
        cell 1-2 frame (248 370; 82 100)
        """)
        #expect(scene.layout.collectionViewContentSize == CGSize(width: 400, height: 480))
    }
}
