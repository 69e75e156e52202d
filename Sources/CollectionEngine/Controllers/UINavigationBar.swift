import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's back
/// button, buttons and title, drawn as engine views.
///
/// The navigation controller owns it and keeps its `items` equal to its controllers' navigation items;
/// style it through `standardAppearance`, `prefersLargeTitles` and `tintColor`.
///
/// - Note: The bar is 50 points tall (UIKit's is 44), a desktop toolbar's height for mouse targets;
///   a large title adds 46. Items change without UIKit's cross-fade except during a push or a pop,
///   where the old bar content fades out as the new one fades in.
@MainActor
open class UINavigationBar: UIView {
    /// The navigation items, bottom to top, as the navigation controller's stack has them.
    public internal(set) var items: [UINavigationItem]? {
        didSet { itemsDidChange() }
    }

    /// The item on top of the stack, whose content the bar shows.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Whether items may show their title large, below the buttons (see
    /// `UINavigationItem.largeTitleDisplayMode`).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { itemsDidChange() } } }

    /// The bar's look; the top item's `standardAppearance` wins over it.
    open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceDidChange() } }

    /// The colour of the bar's buttons.
    open override var tintColor: UIColor! {
        didSet {
            content?.tintColor = tintColor
            content?.update(appearance: appearance)
        }
    }

    private let background = UIView(frame: .zero)
    private let shadowLine = UIView(frame: .zero)
    /// The content for the top item.
    private(set) var content: NavigationBarContent?
    /// The content for the item being left, while a push or pop slides.
    private(set) var outgoing: NavigationBarContent?

    /// A click on the back button.
    var onBack: () -> Void = {}
    /// An item with nothing to show was put in the bar.
    var onBlankItem: (UIBarButtonItem) -> Void = { _ in }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(background)
        addSubview(shadowLine)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        addSubview(shadowLine)
    }

    private var appearance: UINavigationBarAppearance { topItem?.standardAppearance ?? standardAppearance }

    private func appearanceDidChange() {
        background.backgroundColor = appearance.backgroundColor ?? .secondarySystemBackground
        shadowLine.backgroundColor = appearance.shadowColor
        shadowLine.isHidden = appearance.shadowColor == nil
        content?.update(appearance: appearance)
    }

    /// The height the bar needs at `width`: its row of items (more rows when they do not fit), and
    /// the large title's when the top item shows it.
    func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        content?.height(forWidth: width) ?? NavigationBarContent.rowHeight
    }

    /// Whether the top of `items` shows its title large: `.automatic` follows the nearest item below
    /// that says, and the bar's preference at the root.
    func showsLargeTitle(for items: [UINavigationItem]) -> Bool {
        guard prefersLargeTitles else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    private func makeContent(for items: [UINavigationItem]) -> NavigationBarContent? {
        guard let top = items.last else { return nil }
        let below = items.count > 1 ? items[items.count - 2] : nil
        let content = NavigationBarContent(item: top, backTitle: below.map { $0.backButtonTitle ?? $0.title ?? "Back" })
        content.tintColor = tintColor
        content.onBack = { [weak self] in self?.onBack() }
        content.onBlankItem = { [weak self] in self?.onBlankItem($0) }
        content.showsLargeTitle = showsLargeTitle(for: items)
        top.observe(self) { [weak self, weak content] in
            guard let self, let content else { return }
            content.showsLargeTitle = self.showsLargeTitle(for: self.items ?? [])
            content.update(appearance: self.appearance)
            self.appearanceDidChange()
            self.superview?.setNeedsLayout()
        }
        below?.observe(self) { [weak content, weak below] in
            content?.setBackTitle(below.map { $0.backButtonTitle ?? $0.title ?? "Back" })
            content?.update(appearance: nil)
        }
        content.update(appearance: appearance)
        insertSubview(content, aboveSubview: shadowLine)
        return content
    }

    private func itemsDidChange() {
        guard outgoing == nil else { return }
        for item in items ?? [] { item.stopObserving(self) }
        content?.removeFromSuperview()
        content = makeContent(for: items ?? [])
        appearanceDidChange()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The view that shows `item` while the bar shows it: its `customView`, or the button the bar made
    /// for it; nil when the item is not in the bar (or is hidden).
    ///
    /// - Note: Not in UIKit, where an item's view is private; for tests and tools that need to know
    ///   where an item is on screen.
    public func view(for item: UIBarButtonItem) -> UIView? {
        guard let shown = content?.itemViews.first(where: { $0.item === item }) else { return nil }
        return item.customView ?? shown
    }

    // MARK: Sliding between items

    /// Starts a cross-fade from what the bar shows to `items`: the old content stays until
    /// `endTransition()`, `setTransitionProgress(_:pushing:)` moves between them.
    func beginTransition(to newItems: [UINavigationItem]) {
        endTransition()
        outgoing = content
        outgoing?.isUserInteractionEnabled = false
        content = makeContent(for: newItems)
        items = newItems  // kept from rebuilding by `outgoing`
        setTransitionProgress(0, pushing: true)
        setNeedsLayout()
    }

    /// Fades the old content out and the new in; the titles move a little the way the pages slide.
    func setTransitionProgress(_ progress: CGFloat, pushing: Bool) {
        let shift = bounds.width * 0.15 * (pushing ? 1 : -1)
        outgoing?.alpha = max(0, 1 - 2 * progress)
        outgoing?.transform = CGAffineTransform(translationX: -shift * progress, y: 0)
        content?.alpha = min(1, max(0, 2 * progress - 1) + (outgoing == nil ? 1 : 0))
        content?.transform = CGAffineTransform(translationX: shift * (1 - progress), y: 0)
    }

    /// Ends a cross-fade: only the new content remains.
    func endTransition() {
        guard let old = outgoing else { return }
        old.removeFromSuperview()
        outgoing = nil
        content?.alpha = 1
        content?.transform = .identity
        content?.isUserInteractionEnabled = true
        appearanceDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        shadowLine.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        for view in [content, outgoing].compactMap({ $0 }) {
            let transform = view.transform
            view.transform = .identity
            view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
            view.transform = transform
        }
    }
}
