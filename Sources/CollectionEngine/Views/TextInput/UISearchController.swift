import Foundation

/// The object a search controller asks to update its results, as UIKit's `UISearchResultsUpdating`.
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search text changed, or the search began or ended: show results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller is presented and dismissed, as UIKit's `UISearchControllerDelegate`.
@MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Runs a search from its `searchBar`, as UIKit's `UISearchController`: it becomes active when the bar
/// begins editing, calls `searchResultsUpdater` on every change, shows `searchResultsController`'s view
/// below the bar while there is text (or dims the content there, `obscuresBackgroundDuringPresentation`),
/// and ends on Cancel, Escape, or a click on the dimmed content.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self            // filters the collection view in place
/// search.obscuresBackgroundDuringPresentation = false
/// view.addSubview(search.searchBar)
/// ```
///
/// - Note: Until a navigation bar hosts it (`navigationItem.searchController`), place `searchBar`
///   yourself; the results and the dimming cover the window below the bar.
@MainActor
open class UISearchController: UIViewController {
    /// The bar the user types in.
    public let searchBar = UISearchBar(frame: .zero)
    /// Shows the results over the content while the bar has text; nil when results show in place.
    public private(set) var searchResultsController: UIViewController?
    /// Asked to update the results on every change of the text and of `isActive`.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told of presentation and dismissal.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content below the bar is dimmed (and a click there ends the search) while searching.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateCover() } }
    /// Whether the bar shows Cancel while the search is active.
    open var automaticallyShowsCancelButton = true
    /// Whether the search is under way; setting it false ends it (the bar gives up the keys).
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? delegate?.willPresentSearchController(self) : delegate?.willDismissSearchController(self)
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = isActive }
            if !isActive { searchBar.searchTextField.resignFirstResponder() }
            updateCover()
            searchResultsUpdater?.updateSearchResults(for: self)
            isActive ? delegate?.didPresentSearchController(self) : delegate?.didDismissSearchController(self)
        }
    }

    /// A controller that shows `searchResultsController`'s view for results, or results in place when nil.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        searchBar.onEditing = { [weak self] bar, event in self?.barDidSend(event) }
    }

    /// A controller whose results show in place; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.onEditing = { [weak self] bar, event in self?.barDidSend(event) }
    }

    private func barDidSend(_ event: UIControl.Event) {
        switch event {
        case .editingDidBegin: isActive = true
        case .editingChanged:
            updateCover()
            searchResultsUpdater?.updateSearchResults(for: self)
        case .touchCancel:
            searchBar.text = ""
            isActive = false
        default: break
        }
    }

    // MARK: What covers the content while searching

    private lazy var dimming: UIControl = {
        let control = UIControl(frame: .zero)
        control.backgroundColor = UIColor(white: 0, alpha: 0.2)
        control.addAction(UIAction { [weak self] _ in
            self?.searchBar.text = ""
            self?.isActive = false
        }, for: .touchUpInside)
        return control
    }()

    /// The area below the bar, in the window's coordinates.
    private func coveredArea(in window: UIWindow) -> CGRect {
        let bar = searchBar.convert(searchBar.bounds, to: window)
        return CGRect(x: 0, y: bar.maxY, width: window.bounds.width, height: max(0, window.bounds.height - bar.maxY))
    }

    /// Shows the results controller's view while searching with text, else the dimming when asked for.
    private func updateCover() {
        let window = searchBar.window
        let hasText = !(searchBar.text ?? "").isEmpty
        let resultsView = searchResultsController.flatMap { isActive && hasText ? $0.view : nil }
        let dims = isActive && obscuresBackgroundDuringPresentation && resultsView == nil
        if let window, dims {
            dimming.frame = coveredArea(in: window)
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if dimming.superview !== window { window.addSubview(dimming) }
        } else if dimming.superview != nil {
            dimming.removeFromSuperview()
        }
        if let results = searchResultsController {
            if let window, let resultsView {
                resultsView.frame = coveredArea(in: window)
                resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if resultsView.superview !== window { window.addSubview(resultsView) }
            } else {
                results.viewIfLoaded?.removeFromSuperview()
            }
        }
    }
}
