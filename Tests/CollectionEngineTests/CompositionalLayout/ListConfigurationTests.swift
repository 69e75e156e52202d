import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Lists: `UICollectionLayoutListConfiguration` sections, list cells and their content configurations.
@MainActor
@Suite struct ListConfigurationTests {
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return .list(using: configuration)
    }

    @Test func insetGroupedListInsetsRowsFromBothSidesAndSpacesSections() {
        // Apple's "Simple List" sample in a regular width: rows of 44 (estimated), 20 in from each
        // side, 17.5 above and below each section (rounded to the pixel).
        let scene = CollectionScene.compositional(list(.insetGrouped), width: 600, counts: [2, 1])
        #expect(scene.dump() == """
        cell 0-0 frame (20 18; 560 44)
        cell 0-1 frame (20 62; 560 44)
        cell 1-0 frame (20 141; 560 44)
        """)
        let height = scene.layout.collectionViewContentSize.height
        #expect(height == 202, "\(height - 202)")  // 2 × 35 + 3 × 44
    }

    @Test func insetGroupedListInACompactWidthIsInsetSixteenPoints() {
        let scene = CollectionScene.compositional(list(.insetGrouped), width: 400, counts: [1])
        #expect(scene.frame(0) == CGRect(x: 16, y: 18, width: 368, height: 44))
    }

    @Test func plainListRowsRunEdgeToEdgeUnderPinnedHeaders() {
        let scene = CollectionScene.compositional(list(.plain) { $0.headerMode = .supplementary }, counts: [20, 20])
        #expect(scene.frame(0) == CGRect(x: 0, y: 28, width: 400, height: 44))
        scene.scroll(toY: 300)
        let header = scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 300, width: 400, height: 28))
        #expect(header?.zIndex == 2)
    }

    @Test func groupedListHasFootersWhenAsked() {
        let scene = CollectionScene.compositional(list(.grouped) { $0.footerMode = .supplementary }, counts: [1])
        let footer = scene.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 79, width: 400, height: 28))
    }

    @Test func listCellsDrawASeparatorUnderEveryRowButAGroupedSectionsLast() {
        let scene = CollectionScene(layout: list(.insetGrouped), model: ReferenceModel(counts: [3]),
                                    frame: CGRect(x: 0, y: 0, width: 400, height: 600), cellClass: UICollectionViewListCell.self)
        scene.layoutPass()
        func separators(_ item: Int) -> [CGRect] {
            let cell = scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
            cell?.layoutIfNeeded()
            return cell?.subviews.filter { !$0.isHidden && $0.frame.height == 1 }.map(\.frame) ?? []
        }
        // A compact width (400 points) insets the section 16 points; the line starts at the margin.
        #expect(separators(0) == [CGRect(x: 16, y: 43, width: 352, height: 1)])
        #expect(separators(1).count == 1)
        #expect(separators(2).isEmpty)
    }

    @Test func hiddenSeparatorsAreNotDrawn() {
        let layout = list(.plain) { $0.showsSeparators = false }
        let scene = CollectionScene.compositional(layout, counts: [2])
        #expect(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)).map { $0.description } == "cell 0-0 frame (0 0; 400 44)")
        let scene2 = CollectionScene(layout: layout, model: ReferenceModel(counts: [2]), frame: CGRect(x: 0, y: 0, width: 400, height: 600),
                                     cellClass: UICollectionViewListCell.self)
        scene2.layoutPass()
        let cell = scene2.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell?.subviews.contains { !$0.isHidden && $0.frame.height == 1 } == false)
    }

    @Test func contentConfigurationShowsItsTextInTheCell() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let labels = cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel } ?? []
        #expect(labels.map(\.text) == ["Inbox", "12 unread"])
        #expect(cell.contentView.subviews.first?.frame == cell.contentView.bounds)
    }

    @Test func reconfiguringReusesTheContentView() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "One"
        cell.contentConfiguration = content
        let first = cell.contentView.subviews.first
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.contentView.subviews.first === first)
        #expect((first as? UIListContentView)?.configuration as? UIListContentConfiguration == content)
    }

    @Test func listContentViewFitsTwoLinesOfTextBetweenItsMargins() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: content)
        func lineHeight(_ text: String, _ font: UIFont) -> CGFloat {
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = font
            return label.sizeThatFits(CGSize(width: 300, height: 100)).height
        }
        let lines = lineHeight("Title", content.textProperties.font) + lineHeight("Subtitle", content.secondaryTextProperties.font)
        #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).height == (11 + lines + 3 + 11).rounded(.up))
    }

    @Test func valueCellPutsTheSecondaryTextAtTheTrailingEdge() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Storage"
        content.secondaryText = "12 GB"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        view.layoutIfNeeded()
        let secondary = view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "12 GB" }
        #expect(secondary?.frame.maxX == 284)
    }
}
