import CollectionEngine
import Foundation

/// The gallery's navigation bar items: the edit buttons (Add, Delete, Shuffle, Reset, and
/// Select/Done, the controller's `editButtonItem`) on the left; on the right the Layout button (a
/// click moves to the next layout, a right-click opens a menu of all five with the current one
/// checked), the slider that scrubs a layout transition and the cadence chooser.
///
/// The slider and the cadence chooser (a `UISegmentedControl`) are `UIBarButtonItem(customView:)` items.
@MainActor
final class GalleryBar {
    enum Cadence: String, CaseIterable {
        case immediate = "Immediate", fast = "Fast", slow = "Slow"
    }

    enum Edit: String, CaseIterable {
        case add = "Add", delete = "Delete", shuffle = "Shuffle", reset = "Reset", select = "Select"
    }

    var onEdit: (Edit) -> Void = { _ in }
    var onLayoutSwitch: () -> Void = {}
    var onLayoutChoice: (LayoutCycle.Kind) -> Void = { _ in }
    var onCadenceChange: (Cadence) -> Void = { _ in }
    /// Scrubs an interactive transition to the next layout: touchDown, valueChanged, touchUp….
    let layoutSlider = UISlider(frame: CGRect(x: 0, y: 0, width: 96, height: 32))
    /// Immediate, Fast, Slow: how soon a dragged card's gap follows the pointer.
    let cadencePicker = UISegmentedControl(items: Cadence.allCases.map(\.rawValue))

    private(set) lazy var editItems: [Edit: UIBarButtonItem] = Dictionary(uniqueKeysWithValues: Edit.allCases.filter { $0 != .select }.map { edit in
        (edit, UIBarButtonItem(title: edit.rawValue, image: UIImage(systemName: Self.symbols[edit] ?? ""),
                               primaryAction: UIAction(title: edit.rawValue) { [weak self] _ in self?.onEdit(edit) }))
    })
    /// Select/Done: the controller's `editButtonItem`, given by `install`.
    private(set) var selectItem: UIBarButtonItem?
    private(set) lazy var layoutItem = UIBarButtonItem(title: "Layout", image: UIImage(systemName: "square.grid.2x2"),
                                                       primaryAction: UIAction(title: "Layout") { [weak self] _ in self?.onLayoutSwitch() },
                                                       menu: layoutMenu(current: .grid))
    private lazy var sliderItem = UIBarButtonItem(customView: layoutSlider)
    private lazy var cadenceItem = UIBarButtonItem(customView: cadencePicker)
    /// The button the keyboard is on, while the bar has the keys (GalleryBar+Keyboard.swift).
    var focusedButton: Int?
    /// The bar showing the items, where their views are found.
    private weak var bar: UINavigationBar?

    private static let symbols: [Edit: String] = [.add: "plus", .delete: "trash", .shuffle: "shuffle", .reset: "arrow.counterclockwise"]

    init() {
        layoutSlider.minimumTrackTintColor = Palette.accent
        cadencePicker.selectedSegmentIndex = 0
        cadencePicker.addAction(UIAction { [weak self] _ in
            guard let self, Cadence.allCases.indices.contains(self.cadencePicker.selectedSegmentIndex) else { return }
            self.onCadenceChange(Cadence.allCases[self.cadencePicker.selectedSegmentIndex])
        }, for: .valueChanged)
    }

    /// Puts the items in `navigationItem`, with `editButtonItem` as Select/Done, shown by `bar`.
    func install(in navigationItem: UINavigationItem, editButtonItem: UIBarButtonItem, bar: UINavigationBar?) {
        selectItem = editButtonItem
        editButtonItem.title = Edit.select.rawValue
        editButtonItem.image = UIImage(systemName: "checkmark.circle")
        self.bar = bar
        navigationItem.leftBarButtonItems = [Edit.add, .delete, .shuffle, .reset].compactMap { editItems[$0] } + [editButtonItem]
        navigationItem.rightBarButtonItems = [cadenceItem, sliderItem, layoutItem]
    }

    /// The item for `edit`.
    func item(for edit: Edit) -> UIBarButtonItem? { edit == .select ? selectItem : editItems[edit] }

    /// The controls by name, as the debug channel and the tests know them: the edit buttons, Layout,
    /// Slider and the cadence buttons, in the order they are drawn, left to right.
    var namedControls: [(String, UIView)] {
        guard let bar else { return [] }
        let edits = Edit.allCases.compactMap { edit in item(for: edit).flatMap { bar.view(for: $0) }.map { (edit.rawValue, $0) } }
        let layout = [("Layout", layoutItem), ("Slider", sliderItem)].compactMap { name, item in bar.view(for: item).map { (name, $0) } }
        // Each cadence by its segment's title, where a click chooses it.
        let segments = bar.view(for: cadenceItem) == nil ? [] : cadencePicker.subviews.compactMap { view -> (String, UIView)? in
            guard let title = (view as? UILabel)?.text, Cadence(rawValue: title) != nil else { return nil }
            return (title, view)
        }
        return edits + layout + segments
    }

    /// Shows `title` on the item for `edit` (Delete counts photos while editing).
    func setTitle(_ title: String, for edit: Edit) {
        item(for: edit)?.title = title
    }

    /// The Layout button's menu: every layout, the current one checked.
    func layoutMenu(current: LayoutCycle.Kind) -> UIMenu {
        UIMenu(title: "Layout", children: LayoutCycle.Kind.allCases.map { kind in
            UIAction(title: kind.rawValue, state: kind == current ? .on : .off) { [weak self] _ in self?.onLayoutChoice(kind) }
        })
    }

    /// The menu checks `kind` from now on.
    func showCurrentLayout(_ kind: LayoutCycle.Kind) {
        layoutItem.menu = layoutMenu(current: kind)
    }
}
