import Foundation

/// A cell for list layouts: it shows a `UIListContentConfiguration` and draws the separator its list
/// asks for, as UIKit's `UICollectionViewListCell`.
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
/// - Note: Indentation and swipe actions are not available. The separator is a view of its own at the
///   bottom of the cell, inset as the list's `separatorConfiguration` says.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private let separator = UIView(frame: .zero)
    private var separatorLine: ListSeparator?

    /// A list cell with its separator view in place; the list layout shows or hides it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSeparator()
    }

    /// A list cell as `init(frame:)` makes it; the coder is not read (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSeparator()
    }

    private func installSeparator() {
        separator.isHidden = true
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// The system accessories shown beside the content, each while its `displayedState` matches the
    /// collection view's editing state; the content view narrows to leave them room.
    ///
    /// - Complexity: Setting accessories of the same kinds in the same order reuses their views.
    open var accessories: [UICellAccessory] = [] {
        didSet { showAccessories() }
    }

    /// One view per accessory, in the same order.
    private(set) var accessoryViews: [UIView & ListAccessoryView] = []
    /// Where the last layout pass put the content view.
    private var accessoryContentFrame: CGRect?

    private func showAccessories() {
        if accessoryViews.map(\.accessoryType) != accessories.map(\.accessoryType) {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.map { makeListAccessoryView(for: $0.accessoryType) }
            for view in accessoryViews { addSubview(view) }
        }
        for (view, accessory) in zip(accessoryViews, accessories) { view.configure(with: accessory) }
        setNeedsLayout()
    }

    /// Lays the accessories out for the cell's state: those not displayed in this editing state take no
    /// room; hidden ones (`isHidden`) keep theirs without being drawn or acting.
    private func layOutAccessories() {
        let state = configurationState
        let displayed = accessories.indices.filter { accessories[$0].displayedState.shows(editing: state.isEditing) }
        let arrangement = ListAccessoryLayout.arrange(displayed.map {
            .init(isLeading: accessories[$0].isLeading, size: accessoryViews[$0].accessorySize,
                  reservedWidth: accessories[$0].reservedLayoutWidth)
        }, in: bounds, rightToLeft: isRightToLeft)
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
        accessoryContentFrame = accessories.isEmpty ? nil : arrangement.contentFrame
    }

    override var contentViewFrame: CGRect { accessoryContentFrame ?? bounds }

    /// A `cell()` configuration to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Takes the separator (shown, colour, insets) the list layout decided for this row.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listSeparator != separatorLine else { return }
        separatorLine = layoutAttributes.listSeparator
        separator.isHidden = separatorLine == nil
        separator.backgroundColor = separatorLine?.color
        setNeedsLayout()
    }

    /// Places the accessories, the content view beside them and the separator along the bottom edge.
    open override func layoutSubviews() {
        layOutAccessories()
        super.layoutSubviews()
        guard let line = separatorLine else { return }
        separator.frame = CGRect(x: line.leadingInset, y: bounds.height - 1,
                                 width: max(0, bounds.width - line.leadingInset - line.trailingInset), height: 1)
        bringSubviewToFront(separator)
    }
}
