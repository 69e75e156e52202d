import Foundation

/// What a navigation bar shows for one navigation item: the back button, the left items, the title
/// (or title view), the right items and, when asked, the large title below them.
///
/// The bar keeps one for the top item and, while a push or pop slides, one for the item it leaves,
/// fading one into the other. Item views are kept across updates, so a button under the pointer stays
/// hovered when its title changes.
@MainActor
final class NavigationBarContent: UIView {
    let item: UINavigationItem
    /// The back button's item, when there is an item below this one and it is not hidden.
    private(set) var backItem: UIBarButtonItem?
    private(set) var backButton: BarButtonView?
    private(set) var leftViews: [BarButtonView] = []
    private(set) var rightViews: [BarButtonView] = []
    let titleLabel = UILabel(frame: .zero)
    let largeTitleLabel = UILabel(frame: .zero)
    /// The item's `titleView`, while it is shown here.
    private var shownTitleView: UIView?
    /// Whether the large title is shown below the row of buttons.
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { setNeedsLayout() } } }

    /// Called for a click on the back button.
    var onBack: () -> Void = {}
    /// Called once for each item that has nothing to show.
    var onBlankItem: (UIBarButtonItem) -> Void = { _ in }
    private var reportedBlank: Set<ObjectIdentifier> = []

    static let rowHeight: CGFloat = 50, largeTitleHeight: CGFloat = 46, searchHeight: CGFloat = 48

    /// The search bar shown under the items, when the item has a search controller and its bar is not hidden.
    private var searchBar: UIView? {
        guard let bar = item.searchController?.searchBar, !bar.isHidden else { return nil }
        return bar
    }
    /// The search bar this content holds, while it holds one.
    private var shownSearchBar: UIView?
    private static let margin: CGFloat = 8, gap: CGFloat = 4

    init(item: UINavigationItem, backTitle: String?) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontForContentSizeCategory = true
        largeTitleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        setBackTitle(backTitle)
        update(appearance: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows a back button titled `title` (nil: none, as for the root item).
    func setBackTitle(_ title: String?) {
        backButton?.removeFromSuperview()
        backButton = nil
        backItem = nil
        guard let title else { return }
        let back = UIBarButtonItem(title: title, image: UIImage(systemName: "chevron.left"),
                                   primaryAction: UIAction(title: title) { [weak self] _ in self?.onBack() })
        let view = BarButtonView(item: back)
        backItem = back
        backButton = view
        addSubview(view)
        setNeedsLayout()
    }

    /// Brings the views up to date with the item: its buttons (kept where they are the same items),
    /// its title and the appearance's colours and fonts.
    func update(appearance: UINavigationBarAppearance?) {
        leftViews = views(for: item.leftBarButtonItems ?? [], reusing: leftViews)
        rightViews = views(for: item.rightBarButtonItems ?? [], reusing: rightViews)
        backButton?.isHidden = item.hidesBackButton || (!leftViews.isEmpty && !item.leftItemsSupplementBackButton)
        if shownSearchBar !== item.searchController?.searchBar {
            if shownSearchBar?.superview === self { shownSearchBar?.removeFromSuperview() }
            shownSearchBar = item.searchController?.searchBar
            shownSearchBar.map(addSubview)
        }
        if shownTitleView !== item.titleView {
            shownTitleView?.removeFromSuperview()
            shownTitleView = item.titleView
            shownTitleView.map(addSubview)
        }
        titleLabel.text = item.title
        largeTitleLabel.text = item.title
        titleLabel.font = appearance?.titleFont(large: false)
            ?? UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        largeTitleLabel.font = appearance?.titleFont(large: true)
            ?? UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 30, weight: .bold))
        titleLabel.textColor = appearance?.titleColor(large: false) ?? .label
        largeTitleLabel.textColor = appearance?.titleColor(large: true) ?? .label
        for view in leftViews + rightViews + [backButton].compactMap({ $0 }) {
            view.tintColor = tintColor
            view.update()
        }
        setNeedsLayout()
    }

    private func views(for items: [UIBarButtonItem], reusing old: [BarButtonView]) -> [BarButtonView] {
        let shown = items.filter { !$0.isHidden }
        let views = shown.map { item in old.first { $0.item === item } ?? BarButtonView(item: item) }
        for view in old where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in views where view.superview !== self { addSubview(view) }
        for item in shown where item.isBlank && reportedBlank.insert(ObjectIdentifier(item)).inserted { onBlankItem(item) }
        return views
    }

    /// Every item view, in order from left to right.
    var itemViews: [BarButtonView] { [backButton].compactMap { $0 } + leftViews + rightViews.reversed() }

    // MARK: Layout

    /// The views shown, in the order they read from left to right.
    private var shownViews: [BarButtonView] { itemViews.filter { !$0.isHidden } }

    /// The title's width when it is shown in the row (not large, not a title view of zero width).
    private var titleWidth: CGFloat {
        guard !showsLargeTitle || item.titleView != nil else { return 0 }
        return (item.titleView ?? titleLabel).intrinsicContentSize.width
    }

    /// The width one row needs for every item, with or without the title.
    private func oneRowWidth(withTitle: Bool) -> CGFloat {
        let views = shownViews
        let items = views.reduce(0) { $0 + $1.fittingWidth } + Self.gap * CGFloat(max(0, views.count - 1))
        return 2 * Self.margin + items + (withTitle && titleWidth > 0 ? titleWidth + 4 * Self.gap : 0)
    }

    /// The items broken into rows at `width`: one row when they fit, else as many as they wrap into,
    /// so that no item is ever drawn over another.
    private func wrappedRows(width: CGFloat) -> [[BarButtonView]] {
        var rows: [[BarButtonView]] = [[]]
        var x = Self.margin
        for view in shownViews {
            let viewWidth = view.fittingWidth
            if !rows[rows.count - 1].isEmpty, x + viewWidth > width - Self.margin {
                rows.append([])
                x = Self.margin
            }
            rows[rows.count - 1].append(view)
            x += viewWidth + Self.gap
        }
        return rows
    }

    /// The height the content needs at `width`: its rows of items and the large title below.
    func height(forWidth width: CGFloat) -> CGFloat {
        let rows = width >= oneRowWidth(withTitle: false) ? 1 : wrappedRows(width: width).count
        return CGFloat(rows) * Self.rowHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) + (searchBar == nil ? 0 : Self.searchHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        defer { mirrorFramesForLayoutDirection(subviews) }
        let rowHeight = Self.rowHeight
        let y = ((rowHeight - BarButtonView.height) / 2).rounded()
        let titleView: UIView = item.titleView ?? titleLabel
        if bounds.width < oneRowWidth(withTitle: false) {
            // Too narrow for one row: the items wrap and the title gives way.
            titleView.isHidden = true
            for (row, views) in wrappedRows(width: bounds.width).enumerated() {
                var x = Self.margin
                for view in views {
                    let width = min(view.fittingWidth, bounds.width - Self.margin - x)
                    view.frame = CGRect(x: x, y: y + CGFloat(row) * rowHeight, width: max(1, width), height: BarButtonView.height)
                    x += width + Self.gap
                }
            }
            placeLargeTitle(below: CGFloat(wrappedRows(width: bounds.width).count) * rowHeight)
            return
        }
        var left = Self.margin
        var right = bounds.width - Self.margin
        for view in [backButton].compactMap({ $0 }).filter({ !$0.isHidden }) + leftViews {
            let width = view.fittingWidth
            view.frame = CGRect(x: left, y: y, width: width, height: BarButtonView.height)
            left += width + Self.gap
        }
        for view in rightViews {
            let width = view.fittingWidth
            view.frame = CGRect(x: right - width, y: y, width: width, height: BarButtonView.height)
            right -= width + Self.gap
        }
        // The title centred on the bar when it fits between the items, else in the room they leave;
        // when there is no room for it at all it gives way.
        let room = right - left - 2 * Self.gap
        let wanted = min(room, titleWidth)
        titleView.isHidden = showsLargeTitle && item.titleView == nil || wanted < min(titleWidth, 40)
        var titleX = ((bounds.width - wanted) / 2).rounded()
        titleX = min(max(titleX, left + Self.gap), max(left + Self.gap, right - Self.gap - wanted))
        let titleHeight = item.titleView == nil ? rowHeight : min(rowHeight, max(BarButtonView.height, titleView.intrinsicContentSize.height))
        titleView.frame = CGRect(x: titleX, y: ((rowHeight - titleHeight) / 2).rounded(), width: max(0, wanted), height: titleHeight)
        placeLargeTitle(below: rowHeight)
    }

    /// Puts the large title (when shown) and then the search bar (when shown) below the rows ending at `y`.
    private func placeLargeTitle(below y: CGFloat) {
        largeTitleLabel.isHidden = !showsLargeTitle
        largeTitleLabel.frame = CGRect(x: 16, y: y - 4, width: max(0, bounds.width - 32), height: Self.largeTitleHeight)
        let searchY = y + (showsLargeTitle ? Self.largeTitleHeight : 0)
        searchBar?.frame = CGRect(x: 0, y: searchY, width: bounds.width, height: Self.searchHeight)
    }
}

extension NavigationBarContent: InputHandling {
    /// A right-click on an item that has both an action and a menu opens the menu, where UIKit opens
    /// it on a long press.
    func beginTracking(_ button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        guard button == .secondary,
              let view = itemViews.first(where: { !$0.isHidden && $0.frame.contains(location) }),
              view.item.isEnabled, let menu = view.item.menu else { return nil }
        view.presentMenu(menu)
        return nil
    }
}
