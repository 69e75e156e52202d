import Foundation

/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a title or an image, a
/// system item, an action, a menu, or a view of your own.
///
/// ```swift
/// navigationItem.rightBarButtonItems = [
///     UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in addPhoto() }),
///     UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), menu: sortMenu),
///     UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: Self.deleteSelection),
/// ]
/// ```
///
/// A click runs `primaryAction`, or else the target's action; an item with a `menu` and neither opens
/// the menu. An item with both an action and a menu opens the menu on a right-click (UIKit: a long press).
///
/// - Note: No selectors on Linux: `target:action:` takes a method reference,
///   `UIBarButtonItem(title: "Add", style: .plain, target: self, action: #selector(add(_:)))` becomes
///   `UIBarButtonItem(title: "Add", style: .plain, target: self, action: Self.add)` (the method loses
///   `@objc`; it may take the item or nothing). `action` cannot be read back. An item with neither a
///   title, an image, a system item nor a custom view is shown as an empty, disabled slot and reported
///   to the bar's controller's `errorHandler`, where UIKit shows nothing.
@MainActor
open class UIBarButtonItem: NSObject {
    /// How an item's title is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain title.
        case plain
        /// A bold title: the item that finishes something ("Done").
        case done
    }

    /// The items UIKit provides with their own title or picture, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    /// The text the item shows (beside its image, if it has one).
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// The picture the item shows; a symbol takes the item's tint colour.
    open var image: UIImage? { didSet { if image !== oldValue { changed() } } }
    /// Plain or bold (`.done`).
    open var style: Style = .plain { didSet { if style != oldValue { changed() } } }
    /// Whether the item responds to clicks; a disabled item is greyed out.
    open var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }
    /// Whether the bar leaves the item out.
    open var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// The colour of the item's title and image; the bar's tint when nil.
    open var tintColor: UIColor? { didSet { changed() } }
    /// The item's width; 0 sizes it to its content. For `.fixedSpace`, the width of the gap.
    open var width: CGFloat = 0 { didSet { if width != oldValue { changed() } } }
    /// A view of your own shown in the item's place (a search field, a segmented control).
    open var customView: UIView? { didSet { if customView !== oldValue { changed() } } }
    /// The action a click runs; its title and image stand for the item's when those are not set.
    open var primaryAction: UIAction? { didSet { if primaryAction !== oldValue { changed() } } }
    /// The menu a click opens (when the item has no action), or a right-click (when it has one).
    open var menu: UIMenu? { didSet { if menu !== oldValue { changed() } } }
    /// The system item the item was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// The object the target's action is called on; the item does not keep it alive.
    public private(set) weak var target: AnyObject?

    /// Runs the target's action with the item; nil without a target.
    private var targetAction: ((UIBarButtonItem) -> Void)?
    /// Every bar (or navigation item) showing the item, told when it changes: an item may be shown
    /// in several bars at once (two controllers' navigation items, a toolbar and a navigation bar).
    private var observers: [(owner: WeakOwner, handler: () -> Void)] = []

    private struct WeakOwner {
        weak var object: AnyObject?
    }

    /// Calls `handler` whenever the item changes, until `stopObserving(owner)` or `owner` is gone;
    /// observing again replaces the owner's handler.
    func observe(_ owner: AnyObject, _ handler: @escaping () -> Void) {
        stopObserving(owner)
        observers.append((WeakOwner(object: owner), handler))
    }

    func stopObserving(_ owner: AnyObject) {
        observers.removeAll { $0.owner.object == nil || $0.owner.object === owner }
    }

    private func changed() {
        for observer in observers where observer.owner.object != nil { observer.handler() }
    }

    /// An item with nothing in it yet; set `title`, `image`, `primaryAction` or `customView`.
    public override init() {
        super.init()
    }

    /// A required initialiser for subclasses; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// An item that runs `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// An item that calls `action` (a method that takes no argument) on `target` when clicked.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, target: target, action: { target in { _ in action(target)() } })
    }

    /// An item with a title and no action of its own (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// An item with a picture that runs `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// A system item that runs `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.init()
        adopt(systemItem)
        setTarget(target, action: action)
    }

    /// A system item that calls `action` (a method that takes no argument) on `target` when clicked.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: { target in { _ in action(target)() } })
    }

    /// A system item with no action of its own (`target: nil, action: nil`), such as a space.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init()
        adopt(systemItem)
    }

    /// A system item with an action and a menu, either of them optional.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        adopt(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title and picture, an action and a menu, each optional.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that runs `primaryAction` and shows its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item that shows `customView` in its place; the view handles its own input.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A gap of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A gap that takes the room left over, shared with the other flexible gaps.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    private func setTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        guard let target, let action else { return }
        self.target = target
        targetAction = { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    private func adopt(_ item: SystemItem) {
        systemItem = item
        let look = SystemItemLook.of(item)
        title = look.title
        image = look.symbol.flatMap { UIImage(systemName: $0) }
        if item == .done || item == .save { style = .done }
    }

    // MARK: What a click does

    /// Whether the item is a gap rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The title shown: the item's own, or its action's.
    var shownTitle: String? {
        if let title, !title.isEmpty { return title }
        if let actionTitle = primaryAction?.title, !actionTitle.isEmpty { return actionTitle }
        return nil
    }

    /// The image shown: the item's own, or its action's.
    var shownImage: UIImage? { image ?? primaryAction?.image }

    /// Whether the item has nothing to show: no title, image, system item or custom view.
    var isBlank: Bool { shownTitle == nil && shownImage == nil && customView == nil && systemItem == nil }

    /// Whether a click does something of its own (as opposed to opening the menu).
    var hasAction: Bool { primaryAction != nil || targetAction != nil }

    /// What a click on the item does: runs its action, or opens its menu through `openMenu`.
    func performClick(openMenu: (UIMenu) -> Void) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let targetAction {
            targetAction(self)
        } else if let menu {
            openMenu(menu)
        }
    }
}

/// The title or symbol each system item shows.
private struct SystemItemLook {
    var title: String?
    var symbol: String?

    static func of(_ item: UIBarButtonItem.SystemItem) -> SystemItemLook {
        switch item {
        case .done: return SystemItemLook(title: "Done")
        case .cancel: return SystemItemLook(title: "Cancel")
        case .edit: return SystemItemLook(title: "Edit")
        case .save: return SystemItemLook(title: "Save")
        case .close: return SystemItemLook(symbol: "xmark")
        case .add: return SystemItemLook(symbol: "plus")
        case .flexibleSpace, .fixedSpace: return SystemItemLook()
        case .compose: return SystemItemLook(symbol: "square.and.pencil")
        case .reply: return SystemItemLook(symbol: "arrowshape.turn.up.left")
        case .action: return SystemItemLook(symbol: "square.and.arrow.up")
        case .organize: return SystemItemLook(symbol: "folder")
        case .bookmarks: return SystemItemLook(symbol: "book")
        case .search: return SystemItemLook(symbol: "magnifyingglass")
        case .refresh: return SystemItemLook(symbol: "arrow.clockwise")
        case .stop: return SystemItemLook(symbol: "xmark")
        case .camera: return SystemItemLook(symbol: "camera")
        case .trash: return SystemItemLook(symbol: "trash")
        case .play: return SystemItemLook(symbol: "play.fill")
        case .pause: return SystemItemLook(symbol: "pause.fill")
        case .rewind: return SystemItemLook(symbol: "backward.fill")
        case .fastForward: return SystemItemLook(symbol: "forward.fill")
        case .undo: return SystemItemLook(symbol: "arrow.uturn.backward")
        case .redo: return SystemItemLook(symbol: "arrow.uturn.forward")
        }
    }
}
