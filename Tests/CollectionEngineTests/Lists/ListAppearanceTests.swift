import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The list appearances as iOS draws them: backgrounds, rounded inset grouped sections, separators.
@MainActor
@Suite struct ListAppearanceTests {
    @Test func insetGroupedRowsRoundTheOuterCornersOfTheirSection() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let first = backgroundView(of: scene.cell(0)), middle = backgroundView(of: scene.cell(1)), last = backgroundView(of: scene.cell(2))
        #expect(first?.layer.cornerRadius == 10)
        #expect(first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle?.layer.cornerRadius == 0)
        #expect(last?.layer.cornerRadius == 10)
        #expect(last?.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test func aSectionOfOneRowIsRoundedAtAllFourCorners() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["Only"]])
        #expect(backgroundView(of: scene.cell(0))?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                                          .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test func groupedRowsShowTheGroupedContentColourOnTheGroupedBackground() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .grouped))
        #expect(scene.collectionView.backgroundColor == .systemGroupedBackground)
        #expect(backgroundView(of: scene.cell(0))?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(scene.cell(0)?.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func plainRowsShowTheSystemBackground() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(scene.collectionView.backgroundColor == .systemBackground)
        #expect(backgroundView(of: scene.cell(0))?.backgroundColor == .systemBackground)
        #expect(backgroundView(of: scene.cell(0))?.layer.cornerRadius == 0)
    }

    @Test func listHeadersAreOpaqueInAPlainListAndClearInAGroupedOne() {
        for (appearance, color) in [(UICollectionLayoutListConfiguration.Appearance.plain, UIColor.systemBackground),
                                    (.insetGrouped, .clear)] {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            let scene = ListScene(configuration)
            let header = scene.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                at: IndexPath(item: 0, section: 0))
            #expect(backgroundView(of: header as? UICollectionViewCell)?.backgroundColor == color, "\(appearance)")
            #expect(separatorFrames(header as? UICollectionViewCell).isEmpty)
        }
    }

    @Test func theListsBackgroundColourAndTheAppsOwnWinInThatOrder() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemTeal
        let scene = ListScene(configuration)
        #expect(scene.collectionView.backgroundColor == .systemTeal)
        scene.collectionView.backgroundColor = .systemPink
        scene.collectionView.collectionViewLayout.invalidateLayout()
        scene.window.layoutIfNeeded()
        #expect(scene.collectionView.backgroundColor == .systemPink)
    }

    @Test func sidebarRowsAreClearInsetTenPointsWithoutSeparators() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .sidebar))
        #expect(scene.cell(0)?.frame.minX == 10)
        #expect(backgroundView(of: scene.cell(0))?.backgroundColor == .clear)
        #expect(separatorFrames(scene.cell(0)).isEmpty)
        #expect(scene.cell(0)?.defaultContentConfiguration() == .sidebarCell())
    }

    @Test func aSelectedSidebarRowIsFilledWithTheTintColourAndItsTextTurnsWhite() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .sidebar))
        scene.input.click(at: scene.point(1))
        let cell = scene.cell(1)
        #expect(backgroundView(of: cell)?.backgroundColor == cell?.tintColor)
        #expect(backgroundView(of: cell)?.layer.cornerRadius == 10)
        let label = cell?.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.textColor == .white)
    }

    @Test func aSelectedGroupedRowTurnsGreyAndBackWhenDeselected() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        scene.input.click(at: scene.point(0))
        #expect(backgroundView(of: scene.cell(0))?.backgroundColor == .systemGray4)
        scene.collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        scene.window.layoutIfNeeded()
        #expect(backgroundView(of: scene.cell(0))?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func theSeparatorStartsWhereTheTextStartsAfterAnImage() throws {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.configureCell = { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Photos"
            content.image = UIImage(systemName: "photo")
            content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 30)
            cell.contentConfiguration = content
        }
        scene.dataSource.apply(scene.dataSource.snapshot(), animatingDifferences: false)
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems(["A"])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        let line = try #require(separatorFrames(scene.cell(0)).first)
        #expect(line.minX == CGFloat(16 + 30 + 16), "the margin, the reserved image width, the padding")
        #expect(line.maxX == 400)
    }

    @Test func explicitSeparatorInsetsAndAHandlerForOneRowAreObeyed() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            if indexPath.item == 1 { separators.bottomSeparatorVisibility = .hidden }
            return separators
        }
        let scene = ListScene(configuration)
        #expect(separatorFrames(scene.cell(0)) == [CGRect(x: 60, y: 43, width: 330, height: 1)])
        #expect(separatorFrames(scene.cell(1)).isEmpty)
        #expect(separatorFrames(scene.cell(2)).count == 1)
    }

    @Test func aVisibleTopSeparatorIsDrawnAlongTheTopEdge() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.separatorConfiguration.topSeparatorInsets = .zero
        let scene = ListScene(configuration)
        #expect(separatorFrames(scene.cell(0)).contains(CGRect(x: 0, y: 0, width: 400, height: 1)))
    }

    @Test func compositionalConfigurationsContentInsetsReferenceAppliesToAutomaticSections() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 12)
        let dataSource = ModelDataSource<Int>(model: ReferenceModel(counts: [1]))
        dataSource.install(in: collectionView)
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 24, y: 0, width: 364, height: 44))
    }
}

/// The frames of a list cell's visible one-pixel separator lines.
@MainActor
func separatorFrames(_ cell: UICollectionViewCell?) -> [CGRect] {
    cell?.layoutIfNeeded()
    return cell?.subviews.filter { !$0.isHidden && $0.frame.height == 1 && !($0 is UIControl) }.map(\.frame) ?? []
}

/// A list cell's separator layout guide, which an app constrains to move the separator.
@MainActor
@Suite struct SeparatorLayoutGuideTests {
    @Test func aConstrainedSeparatorGuideMovesTheSeparatorsStart() throws {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.configureCell = { cell, item in
            cell.contentConfiguration = nil
            let title = UILabel(frame: .zero)
            title.text = item
            title.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 90),
                title.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            ])
        }
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems(["A"])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        let line = try #require(separatorFrames(scene.cell(0)).first)
        #expect(line.minX == CGFloat(90))
    }
}
