import Foundation

// What a controller knows of the containers around it: its navigation item and toolbar items, the
// nearest navigation and split view controllers, and the Edit/Done button.

extension UIViewController {
    /// What the navigation bar shows while this controller is on top of a navigation controller.
    public var navigationItem: UINavigationItem { navigationItemStorage }

    /// The nearest navigation controller among this controller and its parents.
    public var navigationController: UINavigationController? {
        var candidate: UIViewController? = parent
        while let current = candidate {
            if let navigation = current as? UINavigationController { return navigation }
            candidate = current.parent
        }
        return nil
    }

    /// The nearest split view controller among this controller's parents.
    public var splitViewController: UISplitViewController? {
        var candidate: UIViewController? = parent
        while let current = candidate {
            if let split = current as? UISplitViewController { return split }
            candidate = current.parent
        }
        return nil
    }

    /// The items the navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; a navigation controller showing this controller shows them at once.
    ///
    /// - Note: `animated` is accepted for UIKit's sake; the items change without a fade.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        navigationController?.toolbarItemsDidChange(for: self)
    }

    /// A button that toggles editing: "Edit" calls `setEditing(true, animated: true)` and becomes a
    /// bold "Done", which calls `setEditing(false, animated: true)`.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = editButtonItem
    /// ```
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemIfMade { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: UIViewController.toggleEditing)
        editButtonItemIfMade = item
        item.showEditing(isEditing)
        return item
    }

    private func toggleEditing(_ sender: UIBarButtonItem) {
        setEditing(!isEditing, animated: true)
    }
}

extension UIBarButtonItem {
    /// The Edit/Done look of an `editButtonItem`.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
