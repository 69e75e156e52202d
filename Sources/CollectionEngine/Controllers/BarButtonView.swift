import Foundation

/// The view that shows one `UIBarButtonItem` in a bar: its image and title in the tint colour, a
/// tinted backdrop under the pointer and a darker one while pressed, as desktop toolbars answer the
/// mouse. A click does what the item says (`UIBarButtonItem.performClick`); an item with a custom
/// view shows that view instead.
@MainActor
final class BarButtonView: UIControl {
    let item: UIBarButtonItem
    private let label = UILabel(frame: .zero)
    private let picture = UIImageView(frame: .zero)

    static let height: CGFloat = 32
    private static let padding: CGFloat = 10, spacing: CGFloat = 5

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        layer.cornerRadius = 7
        picture.contentMode = .center
        label.adjustsFontForContentSizeCategory = true
        addSubview(picture)
        addSubview(label)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.item.performClick { self.presentMenu($0) }
        }, for: .primaryActionTriggered)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: BarButtonView.hoverChanged))
        update()
    }

    required init?(coder: NSCoder) { nil }

    private var isHovered = false { didSet { if isHovered != oldValue { updateColors() } } }

    private func hoverChanged(_ hover: UIHoverGestureRecognizer) {
        isHovered = hover.state == .began || hover.state == .changed
    }

    override var isHighlighted: Bool { didSet { updateColors() } }

    /// Shows the item as it is now: its title, image, style and whether it is enabled.
    func update() {
        if let customView = item.customView {
            if customView.superview !== self { addSubview(customView) }
        }
        label.isHidden = item.customView != nil
        picture.isHidden = item.customView != nil
        label.text = item.shownTitle
        let weight: UIFont.Weight = item.style == .done ? .semibold : .regular
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 14, weight: weight))
        // A symbol without a size of its own takes the title's.
        picture.image = item.shownImage.map { image in
            image.symbolConfiguration == .unspecified ? image.withConfiguration(UIImage.SymbolConfiguration(textStyle: .body)) : image
        }
        // A blank item is a slot that does nothing (reported by the bar); a space is not a button.
        isEnabled = item.isEnabled && !item.isBlank && !item.isSpace
        updateColors()
        setNeedsLayout()
    }

    private func updateColors() {
        let ink: UIColor = isEnabled ? (item.tintColor ?? tintColor) : .systemGray
        label.textColor = ink
        picture.tintColor = ink
        let hasBackdrop = item.customView == nil && isEnabled && (isHovered || isHighlighted)
        backgroundColor = hasBackdrop ? ink.withAlphaComponent(isHighlighted ? 0.24 : 0.12) : nil
    }

    /// Opens `menu` below the view, left-aligned with it; an action chosen runs with the item as its sender.
    func presentMenu(_ menu: UIMenu) {
        guard let window else { return }
        let anchor = convert(CGPoint(x: 0, y: bounds.maxY + 2), to: window)
        _ = window.presentMenu(menu, preview: nil, at: anchor) { [item] outcome in
            if case let .chose(action) = outcome { action.perform(sender: item) }
        }
    }

    /// The width the item needs: its own `width`, its custom view's, or its image and title plus padding.
    var fittingWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let customView = item.customView {
            let intrinsic = customView.intrinsicContentSize.width
            return intrinsic > 0 ? intrinsic : customView.bounds.width
        }
        if item.isSpace { return 0 }
        let image = picture.image?.size.width ?? 0
        let title = item.shownTitle == nil ? 0 : label.intrinsicContentSize.width
        let content = image + title + (image > 0 && title > 0 ? Self.spacing : 0)
        return max(Self.height, (content + 2 * Self.padding).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let customView = item.customView {
            customView.frame = bounds
            return
        }
        let imageWidth = picture.image?.size.width ?? 0
        let titleWidth = item.shownTitle == nil ? 0 : label.intrinsicContentSize.width
        let content = imageWidth + titleWidth + (imageWidth > 0 && titleWidth > 0 ? Self.spacing : 0)
        var x = ((bounds.width - content) / 2).rounded()
        picture.frame = CGRect(x: x, y: 0, width: imageWidth, height: bounds.height)
        if imageWidth > 0 { x += imageWidth + Self.spacing }
        label.frame = CGRect(x: x, y: 0, width: max(0, bounds.maxX - x), height: bounds.height)
        // Right to left, the symbol leads at the right and the title follows it (`.natural` aligns it there).
        mirrorFramesForLayoutDirection([picture, label])
    }
}
