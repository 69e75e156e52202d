import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `.estimated` dimensions in a compositional layout: displayed cells take the height their content
/// needs (`TextRowCell`, 200 points wide), groups grow with them, everything else keeps the estimate.
@MainActor @Suite struct CompositionalSelfSizingTests {
    /// One row per group, estimated at 44, as a list section lays rows out.
    private func rows(spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
        let size = Compose.size(.fractionalWidth(1), .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = spacing
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Two half-width rows side by side per group, both estimated at 44.
    private func pairs() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: Compose.size(.fractionalWidth(0.5), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test func aDisplayedRowTakesTheHeightItsContentNeeds() {
        let scene = textRowScene(layout: rows(), counts: [100]) { _ in 3 }
        scene.layoutPass()
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 200, height: rowHeight(lines: 3)))
        #expect(scene.frame(1)?.minY == rowHeight(lines: 3))
        #expect(scene.collectionView.cellForItem(at: path(0))?.bounds.height == rowHeight(lines: 3))
    }

    @Test func rowsNeverDisplayedKeepTheEstimate() {
        let scene = textRowScene(layout: rows(spacing: 2), counts: [100]) { _ in 3 }
        scene.layoutPass()
        // The first pass shows rows 0-4 at the estimate (5 × 46 > 190) and measures those five.
        #expect(scene.frame(50)?.height == 44)
        #expect(scene.frame(50)?.minY == 5 * rowHeight(lines: 3) + 45 * 44 + 50 * 2)
        #expect(scene.collectionView.contentSize.height == 5 * rowHeight(lines: 3) + 95 * 44 + 99 * 2)
    }

    @Test func onlyDisplayedCellsAreMeasured() {
        let scene = textRowScene(layout: rows(), counts: [1_000]) { _ in 1 }
        scene.layoutPass()
        let cells = scene.collectionView.visibleCells.compactMap { $0 as? TextRowCell }
        #expect(cells.count == 6, "190 points of 34-point rows")
        #expect(cells.allSatisfy { $0.measurements == 1 })
    }

    @Test func aHorizontalGroupIsAsTallAsItsTallestItem() {
        let scene = textRowScene(layout: pairs(), counts: [100]) { $0 == 0 ? 3 : 1 }
        scene.layoutPass()
        // Half-width rows wrap each line of text, so their heights are read back from the layout.
        let tall = scene.frame(0)?.height ?? 0, short = scene.frame(1)?.height ?? 0
        #expect(tall > short && short > 44, "both measured, the three-line row taller")
        #expect(scene.frame(1)?.minY == 0, "the shorter item sits at the top of its row")
        #expect(scene.frame(2)?.minY == tall)
        #expect(scene.frame(4)?.minY == tall + short)
    }

    @Test func aMeasuredSizeMovesWithItsItemThroughAnUpdate() {
        let scene = textRowScene(layout: rows(), counts: [100]) { $0 == 0 ? 4 : 1 }
        scene.layoutPass()
        scene.scroll(toY: 2_000)
        scene.dataSource.model[0].insert(1_000, at: 0)
        scene.collectionView.insertItems(at: [path(0)])
        scene.settle()
        #expect(scene.frame(1)?.height == rowHeight(lines: 4), "the old first item kept its size")
        #expect(scene.frame(0)?.height == 44, "the inserted item, off screen, is estimated")
    }

    @Test func aSectionWithNothingMeasuredStaysAtItsEstimates() {
        let scene = textRowScene(layout: rows(), counts: [10, 10]) { _ in 2 }
        scene.layoutPass()
        let first = 5 * rowHeight(lines: 2) + 5 * 44
        #expect(scene.frame(0, 1) == CGRect(x: 0, y: first, width: 200, height: 44))
        #expect(scene.collectionView.contentSize.height == first + 10 * 44)
    }

    @Test func aWidthChangeForgetsMeasuredSizes() {
        let scene = textRowScene(layout: rows(), counts: [100]) { $0 < 10 ? 2 : 1 }
        scene.layoutPass()
        scene.scroll(toY: 1_000)
        scene.collectionView.frame.size.width = 300
        scene.layoutPass()
        #expect(scene.frame(0)?.height == 44, "measured at 200 points, not shown at 300")
    }

    @Test func scrollingUpThroughUnmeasuredRowsNeverMovesTheTopRow() {
        var random = SeededGenerator(seed: 7)
        let lines = (0..<3_000).map { _ in Int.random(in: 1...6, using: &random) }
        let scene = textRowScene(layout: pairs(), counts: [3_000], height: 600) { lines[$0] }
        let frames = scrollUpFromTheBottom(scene, step: 400)
        #expect(frames > 150, "the scroll went through the whole list, frame by frame")
        #expect(scene.frame(0)?.height == scene.collectionView.cellForItem(at: path(0))?.bounds.height)
        #expect(scene.frame(0)?.height != 44, "measured")
    }

    @Test func anOrthogonalSectionKeepsItsEstimates() {
        let item = NSCollectionLayoutItem(layoutSize: Compose.size(.absolute(150), .estimated(44)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: Compose.size(.absolute(150), .estimated(44)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let scene = textRowScene(layout: UICollectionViewCompositionalLayout(section: section), counts: [10]) { _ in 3 }
        scene.layoutPass()
        #expect(scene.frame(0)?.height == 44)
    }

    @Test func aListHeaderTakesTheHeightItsContentNeeds() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let scene = textRowScene(layout: UICollectionViewCompositionalLayout.list(using: configuration), counts: [5, 5]) { _ in 1 }
        scene.collectionView.register(TextHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                      withReuseIdentifier: ModelDataSource<Int>.supplementaryIdentifier)
        scene.layoutPass()
        let header = scene.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.height == rowHeight(lines: 2), "two lines of text, not the 28-point estimate")
        #expect(scene.frame(0)?.minY == rowHeight(lines: 2), "the rows follow the measured header")
    }
}

/// A header showing two lines of text, inset by 8 points: its content asks for their height.
private final class TextHeaderView: UICollectionReusableView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.text = "A header\nof two lines"
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 8)
    }
}
