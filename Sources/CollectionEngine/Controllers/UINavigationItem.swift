import Foundation

/// What a navigation bar shows while a controller is on top of its navigation controller, as UIKit's
/// `UINavigationItem`: the title, the buttons on either side and the back button's title.
///
/// Every controller has one (`navigationItem`); set it up in `viewDidLoad()`:
///
/// ```swift
/// navigationItem.title = "Gallery"
/// navigationItem.rightBarButtonItems = [editButtonItem, addItem]
/// navigationItem.backButtonTitle = "Back"
/// ```
@MainActor
open class UINavigationItem: NSObject {
    /// When the bar shows the title large, below the buttons, as UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack does (the root: as the bar's `prefersLargeTitles`).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    /// The title shown in the middle of the bar (the controller's `title` sets it too).
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// A view shown instead of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { changed() } } }
    /// Whether the title is shown large, below the buttons.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { if largeTitleDisplayMode != oldValue { changed() } } }
    /// The title of the back button shown when a controller is pushed above this one; the title when nil.
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    /// A custom back button for the controller above this one; `backButtonTitle` when nil.
    open var backBarButtonItem: UIBarButtonItem? { didSet { if backBarButtonItem !== oldValue { changed() } } }
    /// The search whose bar the navigation bar shows in a row under its items while this item is on
    /// top (and its search bar is not hidden).
    ///
    /// - Note: The search bar always shows (UIKit hides it as the content scrolls up, unless
    ///   `hidesSearchBarWhenScrolling` is false); hide it with `searchBar.isHidden`.
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { changed() } } }
    /// Whether the bar leaves out the back button while this item is on top.
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// Whether the left items are shown beside the back button (true) or instead of it (false, UIKit's default).
    open var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { changed() } } }
    /// The items on the left, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemsChanged(leaving: oldValue) } }
    /// The items on the right, from the edge inwards (the first is right-most), as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemsChanged(leaving: oldValue) } }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (right-most) right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left items; the bar shows them at once.
    ///
    /// - Note: `animated` is accepted for UIKit's sake; the items change without a fade.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items; the bar shows them at once (see `setLeftBarButtonItems(_:animated:)`).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the one left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the one right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shows or hides the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The look of the bar while this item is on top; the bar's own `standardAppearance` when nil.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// A required initialiser for subclasses; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The bars showing this item, told when it changes.
    private var observers: [ObjectIdentifier: () -> Void] = [:]

    func observe(_ owner: AnyObject, _ handler: @escaping () -> Void) { observers[ObjectIdentifier(owner)] = handler }
    func stopObserving(_ owner: AnyObject) { observers[ObjectIdentifier(owner)] = nil }

    private func changed() {
        for handler in observers.values { handler() }
    }

    /// Items changed: the bar is told, and is told again when any of the new items changes; the
    /// items that left no longer tell it.
    private func itemsChanged(leaving old: [UIBarButtonItem]?) {
        let items = (leftBarButtonItems ?? []) + (rightBarButtonItems ?? [])
        for item in old ?? [] where !items.contains(where: { $0 === item }) { item.stopObserving(self) }
        for item in items { item.observe(self) { [weak self] in self?.changed() } }
        changed()
    }
}
