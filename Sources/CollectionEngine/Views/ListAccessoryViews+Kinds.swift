import Foundation

/// A chevron that turns to point down while its row's item is expanded; a click expands or
/// collapses the item (or runs the accessory's handler).
final class OutlineDisclosureAccessoryView: UIControl, ListAccessoryView {
    private let chevron = UILabel(frame: .zero)
    private var handler: (@MainActor () -> Void)?
    /// The state shown last.
    private(set) var showsExpanded = false
    /// Set by a click, so the chevron turns with the rows that appear or leave; a state the cell is
    /// given otherwise (as it is first shown, or reused) shows at once.
    private var turnsNextChange = false
    var accessorySize: CGSize { CGSize(width: 16, height: 22) }
    var accessoryType: UICellAccessory.AccessoryType { .outlineDisclosure }

    override func finishInitialization() {
        super.finishInitialization()
        chevron.text = "›"
        chevron.font = .boldSystemFont(ofSize: 19)
        chevron.textAlignment = .center
        chevron.isUserInteractionEnabled = false
        addSubview(chevron)
        addAction(UIAction { [weak self] _ in self?.clicked() }, for: .primaryActionTriggered)
    }

    func configure(with accessory: UICellAccessory) {
        var header = false
        if case let .outline(style) = accessory.content {
            let row = (superview as? UICollectionViewListCell)?.listRow
            header = style == .header || (style == .automatic && row?.isHeaderRow == true)
        }
        chevron.textColor = accessory.tintColor ?? (header ? .tintColor : .secondaryLabel)
        handler = accessory.actionHandler
    }

    func show(_ state: UICellConfigurationState) {
        guard showsExpanded != state.isExpanded else { return }
        showsExpanded = state.isExpanded
        let turn = state.isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        if turnsNextChange {
            turnsNextChange = false
            UIView.animate(withDuration: 0.25) { self.chevron.transform = turn }
        } else {
            UIView.performWithoutAnimation { chevron.transform = turn }
        }
    }

    private func clicked() {
        turnsNextChange = true
        if let handler { return handler() }
        guard let cell = superview as? UICollectionViewListCell, let collectionView = cell.owningCollectionView,
              let indexPath = collectionView.indexPath(for: cell) else { return }
        collectionView.outlineDataSource?.toggleExpansion(at: indexPath)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chevron.bounds = CGRect(origin: .zero, size: bounds.size)
        chevron.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

/// An info button: a circled "i" in the tint colour; a click runs the accessory's handler.
final class DetailAccessoryView: UIControl, ListAccessoryView {
    private let letter = UILabel(frame: .zero)
    private var handler: (@MainActor () -> Void)?
    var accessorySize: CGSize { CGSize(width: 22, height: 22) }
    var accessoryType: UICellAccessory.AccessoryType { .detail }

    override func finishInitialization() {
        super.finishInitialization()
        layer.cornerRadius = 11
        layer.borderWidth = 1.5
        letter.text = "i"
        letter.font = .boldSystemFont(ofSize: 14)
        letter.textAlignment = .center
        letter.isUserInteractionEnabled = false
        addSubview(letter)
        addAction(UIAction { [weak self] _ in self?.handler?() }, for: .primaryActionTriggered)
    }

    func configure(with accessory: UICellAccessory) {
        let color = accessory.tintColor ?? .tintColor
        letter.textColor = color
        layer.borderColor = color
        handler = accessory.actionHandler
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        letter.frame = bounds
    }
}

/// A short text in the secondary label colour.
final class LabelAccessoryView: UILabel, ListAccessoryView {
    var accessoryType: UICellAccessory.AccessoryType { .label }
    var accessorySize: CGSize {
        let fitted = sizeThatFits(CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude))
        return CGSize(width: min(240, fitted.width.rounded(.up)), height: fitted.height.rounded(.up))
    }

    func configure(with accessory: UICellAccessory) {
        if case let .text(text, font) = accessory.content { (self.text, self.font) = (text, font) }
        textColor = accessory.tintColor ?? .secondaryLabel
        isUserInteractionEnabled = false
    }
}

/// The selected action's title and up-down chevrons; a click opens the menu under it.
final class PopUpMenuAccessoryView: UIControl, ListAccessoryView {
    private let title = UILabel(frame: .zero)
    private var menu: UIMenu?
    private var selectionDidChange: (@MainActor (UIMenu) -> Void)?
    var accessoryType: UICellAccessory.AccessoryType { .popUpMenu }
    var accessorySize: CGSize {
        let fitted = title.sizeThatFits(CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude))
        return CGSize(width: min(240, fitted.width.rounded(.up)), height: max(22, fitted.height.rounded(.up)))
    }

    override func finishInitialization() {
        super.finishInitialization()
        title.font = .systemFont(ofSize: 17)
        title.isUserInteractionEnabled = false
        addSubview(title)
        addAction(UIAction { [weak self] _ in self?.open() }, for: .primaryActionTriggered)
    }

    func configure(with accessory: UICellAccessory) {
        guard case let .menu(menu, handler) = accessory.content else { return }
        self.menu = menu
        selectionDidChange = handler
        title.textColor = accessory.tintColor ?? .tintColor
        showSelection()
    }

    /// The actions of the menu, submenus' included, in order.
    private var actions: [UIAction] {
        var found: [UIAction] = [], stack = Array((menu?.children ?? []).reversed())
        while let element = stack.popLast() {
            if let action = element as? UIAction { found.append(action) }
            if let submenu = element as? UIMenu { stack.append(contentsOf: submenu.children.reversed()) }
        }
        return found
    }

    private func showSelection() {
        title.text = (actions.first { $0.state == .on }?.title ?? "") + " ⌃⌄"
        setNeedsLayout()
    }

    private func open() {
        guard let menu, let window else { return }
        let below = convert(CGPoint(x: 0, y: bounds.maxY), to: nil)
        _ = window.presentMenu(menu, preview: nil, at: below) { [weak self] outcome in
            guard let self, case let .chose(chosen) = outcome else { return }
            for action in self.actions { action.state = action === chosen ? .on : .off }
            self.showSelection()
            self.selectionDidChange?(menu)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = bounds
    }
}

/// Holds a custom view accessory's view, at its own size or sized to fit.
final class CustomViewAccessoryView: UIView, ListAccessoryView {
    private var custom: UIView?
    private var fixedSize = false
    var accessoryType: UICellAccessory.AccessoryType { .customView }
    var accessorySize: CGSize {
        guard let custom else { return .zero }
        if fixedSize { return custom.bounds.size }
        let fitted = custom.sizeThatFits(CGSize(width: 320, height: 44))
        return fitted == .zero ? custom.bounds.size : fitted
    }

    func configure(with accessory: UICellAccessory) {
        guard case let .view(view, maintainsFixedSize) = accessory.content else { return }
        if custom !== view {
            custom?.removeFromSuperview()
            custom = view
            addSubview(view)
        }
        fixedSize = maintainsFixedSize
        if let tint = accessory.tintColor { view.tintColor = tint }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        custom?.frame = bounds
    }
}
