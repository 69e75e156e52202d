import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

extension UIConfigurationStateCustomKey {
    static let isFavorite = UIConfigurationStateCustomKey("com.example.isFavorite")
}

/// A cell that adds a custom state, as iOS apps do.
final class FavoriteCell: UICollectionViewListCell {
    var isFavorite = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isFavorite] = isFavorite
        return state
    }
}

/// Configuration states: the flags the engine sets, custom states, and update handlers.
@MainActor
@Suite struct ConfigurationStateTests {
    @Test func aCustomStateRoundTripsAndReadsAsNilUnderTheWrongType() {
        var state = UICellConfigurationState()
        state[.isFavorite] = true
        #expect(state[.isFavorite] as? Bool == true)
        #expect(state[.isFavorite] as? Int == nil)
        #expect(state[UIConfigurationStateCustomKey("unknown")] == nil)
    }

    @Test func aSubclassesCustomStateReachesTheUpdateHandler() {
        let cell = FavoriteCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var seen: [Bool?] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state[.isFavorite] as? Bool) }
        cell.layoutIfNeeded()
        cell.isFavorite = true
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
    }

    @Test func aCellWithUserInteractionOffIsDisabled() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(cell.configurationState.isDisabled == false)
        var disabled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in disabled.append(state.isDisabled) }
        cell.layoutIfNeeded()
        cell.isUserInteractionEnabled = false
        cell.layoutIfNeeded()
        #expect(disabled == [false, true])
    }

    @Test func anUpdateHandlerThatAsksForAnotherUpdateRunsOncePerChange() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var runs = 0
        cell.configurationUpdateHandler = { cell, state in
            runs += 1
            var content = UIListContentConfiguration.cell().updated(for: state)
            content.text = "run \(runs)"
            cell.contentConfiguration = content
            cell.setNeedsUpdateConfiguration()
        }
        for _ in 0..<5 { cell.layoutIfNeeded() }
        #expect(runs == 1)
        cell.isSelected = true
        for _ in 0..<5 { cell.layoutIfNeeded() }
        #expect(runs == 2)
    }

    @Test func anUpdateHandlerThatChangesTheConfigurationsAgainShowsItsLastOnesWithoutLooping() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var runs = 0
        cell.configurationUpdateHandler = { cell, state in
            runs += 1
            // Set twice, and the background too: the last one set is shown.
            for text in ["first", state.isSelected ? "selected" : "plain"] {
                var content = UIListContentConfiguration.cell()
                content.text = text
                cell.contentConfiguration = content
            }
            cell.backgroundConfiguration = state.isSelected ? .listSidebarCell() : .clear()
        }
        for _ in 0..<3 { cell.layoutIfNeeded() }
        cell.isSelected = true
        for _ in 0..<3 { cell.layoutIfNeeded() }
        #expect(runs == 2)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "selected")
        let label = cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "selected" }
        #expect(label != nil, "the view shows the last configuration")
    }

    @Test func aCustomStateReadWithTheWrongTypeInAHandlerIsNilAndTheCellCarriesOn() {
        let cell = FavoriteCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var read: [Int?] = []
        cell.configurationUpdateHandler = { _, state in read.append(state[.isFavorite] as? Int) }
        cell.isFavorite = true
        cell.layoutIfNeeded()
        #expect(read == [nil], "a Bool is not read as an Int, and nothing traps")
        var state = cell.configurationState
        state[.isFavorite] = "yes"
        #expect(state[.isFavorite] as? Bool == nil)
        #expect(state[.isFavorite] as? String == "yes", "a key holds whatever was set last")
    }

    @Test func theContentConfigurationIsUpdatedForTheStateBeforeTheHandlerRuns() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Library"
        cell.contentConfiguration = content
        cell.isSelected = true
        cell.layoutIfNeeded()
        let label = cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.textColor == .white)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.contentConfiguration = content
        cell.isSelected = false
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(label?.textColor == .label)
    }

    @Test func aSymbolIsDrawnInTheImageTintAtThePreferredSize() throws {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "folder")
        content.imageProperties.tintColor = .systemOrange
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        view.layoutIfNeeded()
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.tintColor == .systemOrange)
        #expect(image.image?.symbolConfiguration?.pointSize == 30)
        #expect(image.frame.width > (UIImage(systemName: "folder")?.size.width ?? 0))
    }
}
