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
/// - Note: Accessories, indentation and swipe actions are not available. The separator is a view of
///   its own at the bottom of the cell, inset as the list's `separatorConfiguration` says.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    private let separator = UIView(frame: .zero)
    private var separatorLine: ListSeparator?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSeparator()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSeparator()
    }

    private func installSeparator() {
        separator.isHidden = true
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// A `cell()` configuration to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listSeparator != separatorLine else { return }
        separatorLine = layoutAttributes.listSeparator
        separator.isHidden = separatorLine == nil
        separator.backgroundColor = separatorLine?.color
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let line = separatorLine else { return }
        separator.frame = CGRect(x: line.leadingInset, y: bounds.height - 1,
                                 width: max(0, bounds.width - line.leadingInset - line.trailingInset), height: 1)
        bringSubviewToFront(separator)
    }
}
