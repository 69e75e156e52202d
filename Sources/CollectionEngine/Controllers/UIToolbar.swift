import Foundation

/// A bar of buttons, as UIKit's `UIToolbar`: the navigation controller shows one at the bottom with
/// the top controller's `toolbarItems`.
///
/// Items are laid out from the left; flexible spaces share the room left over, so
/// `[flexibleSpace(), item, flexibleSpace()]` centres the item.
@MainActor
open class UIToolbar: UIView {
    /// The items, from left to right.
    open var items: [UIBarButtonItem]? {
        didSet { rebuild() }
    }

    /// Sets the items.
    ///
    /// - Note: `animated` is accepted for UIKit's sake; the items change without a fade.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private var itemViews: [BarButtonView] = []
    private let shadowLine = UIView(frame: .zero)
    /// Called once for each item that has nothing to show.
    var onBlankItem: (Int) -> Void = { _ in }

    static let height: CGFloat = 46
    private static let margin: CGFloat = 8, gap: CGFloat = 4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        shadowLine.backgroundColor = .separator
        addSubview(shadowLine)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func rebuild() {
        let shown = (items ?? []).filter { !$0.isHidden }
        let views = shown.map { item in itemViews.first { $0.item === item } ?? BarButtonView(item: item) }
        for view in itemViews where !views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
            view.item.stopObserving(self)
        }
        for (index, view) in views.enumerated() {
            if view.superview !== self { addSubview(view) }
            view.item.observe(self) { [weak self, weak view] in
                view?.update()
                self?.setNeedsLayout()
            }
            view.tintColor = tintColor
            view.update()
            if view.item.isBlank, !itemViews.contains(where: { $0 === view }) { onBlankItem(index) }
        }
        itemViews = views
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        defer { mirrorFramesForLayoutDirection(subviews) }
        shadowLine.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
        let widths = itemViews.map { $0.item.systemItem == .flexibleSpace ? 0 : $0.fittingWidth }
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + Self.gap * CGFloat(max(0, itemViews.count - 1)) + 2 * Self.margin
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = Self.margin
        let y = ((bounds.height - BarButtonView.height) / 2).rounded()
        for (view, width) in zip(itemViews, widths) {
            let shownWidth = view.item.systemItem == .flexibleSpace ? share : width
            view.frame = CGRect(x: x, y: y, width: shownWidth, height: BarButtonView.height)
            x += shownWidth + Self.gap
        }
    }
}
