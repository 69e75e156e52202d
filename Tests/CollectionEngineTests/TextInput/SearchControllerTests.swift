import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UISearchBar` and `UISearchController`: results updated on every change, cancel, and the dimming.
@MainActor
@Suite struct SearchControllerTests {
    @MainActor
    final class Scene: NSObject, UISearchResultsUpdating {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let search = UISearchController(searchResultsController: nil)
        let input: SyntheticInput
        var updates: [String] = []

        override init() {
            input = SyntheticInput(window: window)
            super.init()
            window.frameDriver = input.driver
            search.searchResultsUpdater = self
            search.searchBar.frame = CGRect(x: 0, y: 0, width: 400, height: 56)
            window.addSubview(search.searchBar)
            window.layoutIfNeeded()
        }

        func updateSearchResults(for searchController: UISearchController) {
            updates.append("\(searchController.isActive ? "active" : "idle"):\(searchController.searchBar.text ?? "")")
        }

        func type(_ text: String) {
            for character in text { input.key(.character(String(character))) }
        }
    }

    @Test func clickingTheBarActivatesTheSearchAndEachKeyUpdatesTheResults() {
        let scene = Scene()
        scene.input.click(at: CGPoint(x: 100, y: 28))
        scene.type("ab")
        #expect(scene.search.isActive)
        #expect(scene.updates == ["active:", "active:a", "active:ab"])
    }

    @Test func escapeCancelsClearsTheTextAndEndsTheSearch() {
        let scene = Scene()
        scene.input.click(at: CGPoint(x: 100, y: 28))
        scene.type("ab")
        scene.input.key(.escape)
        #expect(!scene.search.isActive)
        #expect(scene.search.searchBar.text == "")
        #expect(!scene.search.searchBar.searchTextField.isEditing)
        #expect(scene.updates.last == "idle:")
    }

    @Test func obscuringDimsBelowTheBarAndAClickThereEndsTheSearch() {
        let scene = Scene()
        scene.input.click(at: CGPoint(x: 100, y: 28))
        let dimming = scene.window.subviews.last!
        #expect(dimming.frame == CGRect(x: 0, y: 56, width: 400, height: 244))
        scene.input.click(at: CGPoint(x: 200, y: 200))
        #expect(!scene.search.isActive)
        #expect(dimming.superview == nil)
    }

    @Test func withoutObscuringTheContentStaysClickable() {
        let scene = Scene()
        scene.search.obscuresBackgroundDuringPresentation = false
        scene.input.click(at: CGPoint(x: 100, y: 28))
        #expect(scene.window.subviews.count == 1)
    }

    @Test func resultsControllersViewShowsBelowTheBarWhileThereIsText() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let input = SyntheticInput(window: window)
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 400, height: 56)
        window.addSubview(search.searchBar)
        window.layoutIfNeeded()
        input.click(at: CGPoint(x: 100, y: 28))
        #expect(results.viewIfLoaded?.superview == nil)
        input.key(.character("a"))
        #expect(results.view.superview === window)
        #expect(results.view.frame.minY == 56)
    }

    @Test func searchBarDelegateHearsTextChangesAndTheSearchButton() {
        final class Listener: NSObject, UISearchBarDelegate {
            var heard: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { heard.append(searchText) }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { heard.append("search") }
        }
        let scene = Scene()
        let listener = Listener()
        scene.search.searchBar.delegate = listener
        scene.input.click(at: CGPoint(x: 100, y: 28))
        scene.type("x")
        scene.input.key(.enter)
        #expect(listener.heard == ["x", "search"])
    }
}
