import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIBackgroundConfiguration` and a cell's `backgroundConfiguration`.
@MainActor
@Suite struct BackgroundConfigurationTests {
    private func selected() -> UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = true
        return state
    }

    @Test func listFactoriesStartWithTheirAppearancesColours() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    }

    @Test func updatedForASelectedStateGivesTheStylesSelectedColour() {
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: selected()).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: selected()).backgroundColor == .systemGray4)
        // The sidebar's selection is the tint colour: a nil colour resolves to it.
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: selected())
        #expect(sidebar.backgroundColor == nil)
        #expect(sidebar.resolvedBackgroundColor(for: .systemOrange) == .systemOrange)
        #expect(UIBackgroundConfiguration.clear().updated(for: selected()).backgroundColor == .clear)
    }

    @Test func aColourTheAppSetIsKeptWhateverTheState() {
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        #expect(background.updated(for: selected()).backgroundColor == .systemYellow)
    }

    @Test func transformersApplyToTheResolvedColours() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        background.strokeColorTransformer = .grayscale
        #expect(background.resolvedBackgroundColor(for: .systemBlue).alpha == 0.5)
        let grey = background.resolvedStrokeColor(for: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(grey.red - 0.2126) < 0.001 && grey.red == grey.green && grey.green == grey.blue)
    }

    @Test func aCellDrawsItsConfigurationInsetRoundedAndStroked() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemGreen
        background.cornerRadius = 8
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading]
        background.strokeColor = .systemRed
        background.strokeWidth = 2
        background.strokeOutset = 3
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = try #require(backgroundView(of: cell))
        #expect(view.frame == CGRect(x: 14, y: 4, width: 184, height: 52))
        #expect(view.backgroundColor == .systemGreen)
        #expect(view.layer.cornerRadius == 8)
        let stroke = try #require(view.subviews.first { $0.layer.borderWidth > 0 })
        #expect(stroke.frame == CGRect(x: -3, y: -3, width: 190, height: 58))
        #expect(stroke.layer.cornerRadius == 11)
        #expect(stroke.layer.borderColor == .systemRed)
    }

    @Test func aCustomViewFillsTheBackgroundClippedToItsCorners() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let custom = UIView(frame: .zero)
        var background = UIBackgroundConfiguration.clear()
        background.customView = custom
        background.cornerRadius = 6
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        #expect(custom.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(custom.superview?.clipsToBounds == true)
    }

    @Test func aBackgroundViewAndABackgroundConfigurationReplaceEachOther() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.backgroundConfiguration = .listGroupedCell()
        cell.backgroundView = UIView(frame: .zero)
        #expect(cell.backgroundConfiguration == nil)
        #expect(backgroundView(of: cell) == nil)
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil)
        #expect(backgroundView(of: cell) != nil)
    }

    @Test func anAppsConfigurationStaysWhenTheCellIsSelectedIfItDoesNotUpdateAutomatically() {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        scene.configureCell = { cell, _ in
            cell.automaticallyUpdatesBackgroundConfiguration = false
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 0
            cell.backgroundConfiguration = background
        }
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems(["B"])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.input.click(at: scene.point(1))
        #expect(backgroundView(of: scene.cell(1))?.backgroundColor == .secondarySystemGroupedBackground)
    }
}
