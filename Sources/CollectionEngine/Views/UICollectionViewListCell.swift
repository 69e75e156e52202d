import Foundation

/// A cell for list layouts: it shows a `UIListContentConfiguration`, takes its background from its
/// list's appearance and draws the separators its list asks for, as UIKit's `UICollectionViewListCell`.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Photo> { cell, _, photo in
///     var content = cell.defaultContentConfiguration()
///     content.text = photo.title
///     cell.contentConfiguration = content
/// }
/// ```
///
/// Its `accessories` show beside the content as the collection view's editing state asks:
///
/// ```swift
/// cell.accessories = [.multiselect(displayed: .whenEditing), .reorder()]
/// ```
///
/// Until the app sets a `backgroundConfiguration` (or a `backgroundView`), the cell shows
/// `defaultBackgroundConfiguration()`: the plain, grouped or sidebar row of its list, rounded at the
/// ends of an inset grouped section.
///
/// - Note: The separators are views of their own along the cell's edges, inset as the list's
///   `separatorConfiguration` says; automatic insets start them where the text starts (the list
///   content view's `textLayoutGuide`), or at the `separatorLayoutGuide` once it is constrained.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private let bottomSeparator = UIView(frame: .zero)
    private let topSeparator = UIView(frame: .zero)
    /// The row's place in its list, from the layout; nil outside a list layout.
    private(set) var listRow: ListRow?

    /// A list cell with its separator views in place; the list layout shows or hides them.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSeparators()
    }

    /// A list cell as `init(frame:)` makes it; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSeparators()
    }

    private func installSeparators() {
        // A list row's margins line up with its list content's text (16 points from each side).
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        for separator in [bottomSeparator, topSeparator] {
            separator.isHidden = true
            separator.isUserInteractionEnabled = false
            addSubview(separator)
        }
    }

    /// The system accessories shown beside the content, each while its `displayedState` matches the
    /// collection view's editing state; the content view narrows to leave them room.
    ///
    /// - Complexity: Setting accessories of the same kinds in the same order reuses their views.
    open var accessories: [UICellAccessory] = [] {
        didSet { showAccessories() }
    }

    /// How many steps the content is indented: the diffable data source sets it to the item's depth in
    /// its section's outline.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one step of indentation.
    ///
    /// - Note: 10 points by default (Tessera's choice; UIKit documents no figure).
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the accessories move in with the content (true) or stay at the cell's edge.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// One view per accessory, in the same order.
    private(set) var accessoryViews: [UIView & ListAccessoryView] = []
    /// Where the last layout pass put the content view.
    private var accessoryContentFrame: CGRect?

    private func showAccessories() {
        if accessoryViews.map(\.accessoryType) != accessories.map(\.accessoryType) {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.map { makeListAccessoryView(for: $0) }
            for view in accessoryViews { addSubview(view) }
        }
        for (view, accessory) in zip(accessoryViews, accessories) { view.configure(with: accessory) }
        setNeedsLayout()
    }

    /// The indentation of the content, in points.
    private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    /// Lays the accessories out for the cell's state: those not displayed in this editing state take no
    /// room; hidden ones (`isHidden`) keep theirs without being drawn or acting.
    private func layOutAccessories() {
        let state = configurationState
        let displayed = accessories.indices.filter { accessories[$0].displayedState.shows(editing: state.isEditing) }
        var area = bounds
        if indentsAccessories {
            // The indentation is on the leading side: the left, or the right in a right-to-left layout.
            area.size.width = max(0, area.width - indentation)
            if !isRightToLeft { area.origin.x = bounds.minX + indentation }
        }
        let arrangement = ListAccessoryLayout.arrange(displayed.map {
            .init(isLeading: accessories[$0].isLeading, size: accessoryViews[$0].accessorySize,
                  reservedWidth: accessories[$0].reservedLayoutWidth)
        }, in: area, rightToLeft: isRightToLeft)
        for (index, view) in accessoryViews.enumerated() {
            guard let slot = displayed.firstIndex(of: index) else {
                view.isHidden = true
                continue
            }
            view.isHidden = accessories[index].isHidden
            view.frame = arrangement.accessoryFrames[slot]
            view.show(state)
            bringSubviewToFront(view)
        }
        var content = arrangement.contentFrame
        if !indentsAccessories, isRightToLeft {
            content.size.width = max(0, min(content.maxX, bounds.maxX - indentation) - content.minX)
        } else if !indentsAccessories {
            let start = max(content.minX, bounds.minX + indentation)
            (content.origin.x, content.size.width) = (start, max(0, content.maxX - start))
        }
        accessoryContentFrame = content
    }

    override var contentViewFrame: CGRect { accessoryContentFrame ?? bounds }

    /// The accessories show the new state at once (a chevron turns, a circle fills), not at the next
    /// layout pass, which may come after the frame is drawn.
    override func stateDidUpdate(_ state: UICellConfigurationState) {
        for view in accessoryViews { view.show(state) }
    }

    /// A configuration to fill in and assign to `contentConfiguration`: `sidebarCell()` in a sidebar,
    /// `cell()` elsewhere.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listRow?.appearance {
        case .sidebar?, .sidebarPlain?: .sidebarCell()
        default: .cell()
        }
    }

    /// The background the cell's list gives its rows: `listSidebarCell()` in a sidebar,
    /// `listGroupedCell()` in a grouped or inset grouped list, `listPlainCell()` elsewhere; as a list's
    /// header or footer, `listPlainHeaderFooter()` (opaque, for pinned headers), `listGroupedHeaderFooter()`
    /// or `listSidebarHeader()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if listRow?.isHeaderOrFooter == true {
            switch listRow?.appearance {
            case .sidebar?, .sidebarPlain?: return .listSidebarHeader()
            case .grouped?, .insetGrouped?: return .listGroupedHeaderFooter()
            default: return .listPlainHeaderFooter()
            }
        }
        switch listRow?.appearance {
        case .sidebar?, .sidebarPlain?: return .listSidebarCell()
        case .grouped?, .insetGrouped?: return .listGroupedCell()
        default: return .listPlainCell()
        }
    }

    /// Takes the row's place and separators from the list layout; the default background follows
    /// the appearance until the app sets its own.
    func take(_ row: ListRow?) {
        guard row != listRow else { return }
        let appearanceChanged = row?.appearance != listRow?.appearance
        listRow = row
        bottomSeparator.isHidden = row?.bottomSeparator == nil
        bottomSeparator.backgroundColor = row?.bottomSeparator?.color
        topSeparator.isHidden = row?.topSeparator == nil
        topSeparator.backgroundColor = row?.topSeparator?.color
        if !backgroundConfigurationIsOwn, backgroundView == nil, selectedBackgroundView == nil,
           appearanceChanged || backgroundConfiguration == nil {
            showBackground(defaultBackgroundConfiguration().updated(for: configurationState), own: false)
        }
        setNeedsLayout()
    }

    override var sectionCorners: (radius: CGFloat, corners: CACornerMask) {
        guard let listRow, listRow.cornerRadius > 0 else { return (0, []) }
        return (listRow.cornerRadius, listRow.roundedCorners)
    }

    /// Takes the row's place and separators the list layout decided.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        take(layoutAttributes.listRow)
    }

    private var separatorGuide: SeparatorLayoutGuide?

    /// A guide whose leading edge the separators start at (when their inset is automatic) once the app
    /// constrains it; until then they start where the text starts, and the guide's `layoutFrame` is
    /// the row from there to its trailing edge.
    ///
    /// ```swift
    /// cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor).isActive = true
    /// ```
    open var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = SeparatorLayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        guide.cell = self
        addLayoutGuide(guide)
        separatorGuide = guide
        return guide
    }

    /// How far from the cell's leading edge a separator with an automatic leading inset starts: the
    /// constrained guide's leading edge, or where the text starts.
    var separatorLeading: CGFloat {
        guard let guide = separatorGuide, guide.isPlacedByConstraints else { return textLeading }
        let frame = guide.layoutFrame
        return isRightToLeft ? bounds.maxX - frame.maxX : frame.minX - bounds.minX
    }

    /// How far from the cell's leading edge the text starts (the list content view's
    /// `textLayoutGuide`), right to left from the right edge.
    private var textLeading: CGFloat {
        let rightToLeft = isRightToLeft
        func inset(of frame: CGRect) -> CGFloat { rightToLeft ? bounds.maxX - frame.maxX : frame.minX - bounds.minX }
        if let list = configuredContentView as? UIListContentView {
            let text = list.placement(in: list.bounds.size).text
            return inset(of: list.convert(text.offsetBy(dx: list.bounds.minX, dy: list.bounds.minY), to: self))
        }
        return inset(of: contentView.frame) + directionalLayoutMargins.leading
    }

    /// The row from where the text starts to its trailing edge: the separator guide until constrained.
    fileprivate var automaticSeparatorSpan: CGRect {
        let leading = min(textLeading, bounds.width)
        return CGRect(x: bounds.minX + (isRightToLeft ? 0 : leading), y: bounds.minY, width: bounds.width - leading, height: bounds.height)
    }

    // MARK: Swipe actions

    /// How far the row is moved aside by a swipe (positive: towards the trailing edge).
    private(set) var swipeOffset: CGFloat = 0
    /// The buttons of the swipe under way, in the space the row moved out of.
    private(set) var swipeActionsView: SwipeActionsView?

    override var isSwiped: Bool { swipeOffset != 0 }

    /// Makes the buttons for a swipe about to begin.
    func prepareSwipe(_ configuration: UISwipeActionsConfiguration, edge: SwipeEdge,
                      perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) -> SwipeActionsView {
        swipeActionsView?.removeFromSuperview()
        let actions = SwipeActionsView(configuration: configuration, edge: edge, perform: perform)
        swipeActionsView = actions
        addSubview(actions)
        return actions
    }

    /// Moves the row `offset` aside, showing the actions in the space it leaves; at 0 they go.
    func showSwipe(offset: CGFloat, expandsFirstAction: Bool, animated: Bool) {
        let wasSwiped = isSwiped
        swipeOffset = offset
        swipeActionsView?.expandsFirstAction = expandsFirstAction
        // Kept clipped until the row is back, so nothing shows outside it while it slides.
        clipsToBounds = true
        let (radius, corners) = sectionCorners
        layer.cornerRadius = radius
        layer.maskedCorners = radius > 0 ? corners : .all
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }, completion: { [weak self] _ in self?.endSwipeIfClosed() })
        } else {
            layoutIfNeeded()
            endSwipeIfClosed()
        }
        if wasSwiped != isSwiped { setNeedsUpdateConfiguration() }
    }

    /// Removes the actions once the row is back in place.
    private func endSwipeIfClosed() {
        guard swipeOffset == 0 else { return }
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        clipsToBounds = false
        layer.cornerRadius = 0
    }

    /// Reveals the row's trailing swipe actions, as a delete accessory without a handler does.
    func revealTrailingSwipeActions() {
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        collectionView.revealSwipeActions(at: indexPath, edge: .trailing)
    }

    /// A reused cell shows its next item in place, without the last one's actions.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if swipeOffset != 0 || swipeActionsView != nil {
            swipeOffset = 0
            endSwipeIfClosed()
            setNeedsUpdateConfiguration()
        }
    }

    /// Moves everything the row shows `swipeOffset` aside and puts the actions in the space left.
    private func layOutSwipe() {
        guard let actions = swipeActionsView else { return }
        for view in subviews where view !== actions { view.frame.origin.x += swipeOffset }
        let width = abs(swipeOffset)
        actions.frame = CGRect(x: swipeOffset > 0 ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
        bringSubviewToFront(actions)
    }

    /// Places the accessories, the content view beside them and the separators along the edges.
    open override func layoutSubviews() {
        layOutAccessories()
        super.layoutSubviews()
        let scale = traitCollection.displayScale
        if let line = listRow?.bottomSeparator {
            bottomSeparator.frame = line.frame(in: bounds, automaticLeading: separatorLeading, atTop: false, scale: scale, rightToLeft: isRightToLeft)
            bringSubviewToFront(bottomSeparator)
        }
        if let line = listRow?.topSeparator {
            topSeparator.frame = line.frame(in: bounds, automaticLeading: separatorLeading, atTop: true, scale: scale, rightToLeft: isRightToLeft)
            bringSubviewToFront(topSeparator)
        }
        layOutSwipe()
    }
}

/// The separator guide: its frame is where the separators start automatically (where the text
/// starts) until the app's constraints place it.
@MainActor
private final class SeparatorLayoutGuide: UILayoutGuide {
    weak var cell: UICollectionViewListCell?

    var isPlacedByConstraints: Bool { !referencingConstraints.isEmpty }

    override var layoutFrame: CGRect {
        guard !isPlacedByConstraints, let cell else { return super.layoutFrame }
        return cell.automaticSeparatorSpan
    }
}
