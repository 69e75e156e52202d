import Foundation

/// The views that draw a list cell's system accessories, one class per `UICellAccessory.AccessoryType`,
/// built from plain views and labels so that every renderer draws them.
@MainActor
protocol ListAccessoryView: UIView {
    var accessoryType: UICellAccessory.AccessoryType { get }
    /// The accessory's own size; the cell centres it in its slot.
    var accessorySize: CGSize { get }
    /// Shows `accessory`'s colours (and, for delete, its handler).
    func configure(with accessory: UICellAccessory)
    /// Shows the cell's state (multiselect fills while the cell is selected).
    func show(_ state: UICellConfigurationState)
}

extension ListAccessoryView {
    func show(_ state: UICellConfigurationState) {}
}

@MainActor
func makeListAccessoryView(for accessory: UICellAccessory) -> UIView & ListAccessoryView {
    switch accessory.accessoryType {
    case .delete: CircleButtonAccessoryView(.delete)
    case .insert: CircleButtonAccessoryView(.insert)
    case .reorder: ReorderAccessoryView(frame: .zero)
    case .multiselect: MultiselectAccessoryView(frame: .zero)
    case .checkmark: GlyphAccessoryView(.checkmark, glyph: "✓", size: CGSize(width: 16, height: 22), defaultTint: .tintColor, bold: true)
    case .disclosureIndicator: GlyphAccessoryView(.disclosureIndicator, glyph: "›", size: CGSize(width: 10, height: 22), defaultTint: .systemGray, bold: true)
    case .outlineDisclosure: OutlineDisclosureAccessoryView(frame: .zero)
    case .detail: DetailAccessoryView(frame: .zero)
    case .label: LabelAccessoryView(frame: .zero)
    case .popUpMenu: PopUpMenuAccessoryView(frame: .zero)
    case .customView: CustomViewAccessoryView(frame: .zero)
    }
}

/// A red circle with a white minus (delete) or a green one with a plus (insert); a click runs the
/// accessory's action handler. A delete accessory without one reveals the row's trailing swipe actions.
final class CircleButtonAccessoryView: UIControl, ListAccessoryView {
    private let bar = UIView(frame: .zero)
    private let upright = UIView(frame: .zero)
    private var handler: (@MainActor () -> Void)?
    let accessoryType: UICellAccessory.AccessoryType
    var accessorySize: CGSize { CGSize(width: 22, height: 22) }

    init(_ type: UICellAccessory.AccessoryType) {
        accessoryType = type
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func finishInitialization() {
        super.finishInitialization()
        layer.cornerRadius = 11
        for line in [bar, upright] {
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
        addAction(UIAction { [weak self] _ in self?.clicked() }, for: .primaryActionTriggered)
    }

    func configure(with accessory: UICellAccessory) {
        backgroundColor = accessory.backgroundColor ?? (accessoryType == .delete ? .systemRed : .systemGreen)
        bar.backgroundColor = accessory.tintColor ?? .white
        upright.backgroundColor = bar.backgroundColor
        upright.isHidden = accessoryType == .delete
        handler = accessory.actionHandler
    }

    private func clicked() {
        if let handler { return handler() }
        if accessoryType == .delete { (superview as? UICollectionViewListCell)?.revealTrailingSwipeActions() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        bar.frame = CGRect(x: 5, y: bounds.midY - 1, width: bounds.width - 10, height: 2)
        upright.frame = CGRect(x: bounds.midX - 1, y: 5, width: 2, height: bounds.height - 10)
    }
}

/// Three bars; dragging them moves the cell's item (see `ReorderGripPress`).
final class ReorderAccessoryView: UIView, ListAccessoryView, InputHandling {
    private let bars = (0..<3).map { _ in UIView(frame: .zero) }
    var accessorySize: CGSize { CGSize(width: 20, height: 14) }
    var accessoryType: UICellAccessory.AccessoryType { .reorder }

    override func finishInitialization() {
        super.finishInitialization()
        for bar in bars {
            bar.isUserInteractionEnabled = false
            addSubview(bar)
        }
    }

    func configure(with accessory: UICellAccessory) {
        for bar in bars { bar.backgroundColor = accessory.tintColor ?? .systemGray }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, bar) in bars.enumerated() {
            bar.frame = CGRect(x: 0, y: CGFloat(index) * 6, width: bounds.width, height: 2)
        }
    }

    func beginTracking(_ button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        guard button == .primary, let cell = superview as? UICollectionViewCell else { return nil }
        return ReorderGripPress(cell: cell, event: event)
    }
}

/// A circle, outlined while its cell is not selected, filled with a check while it is.
final class MultiselectAccessoryView: UIView, ListAccessoryView {
    private let check = UILabel(frame: .zero)
    private var fill: UIColor = .tintColor
    private var emptyFill: UIColor = .clear
    var accessorySize: CGSize { CGSize(width: 22, height: 22) }
    var accessoryType: UICellAccessory.AccessoryType { .multiselect }
    /// Whether the circle shows its cell as selected.
    private(set) var showsSelected = false

    override func finishInitialization() {
        super.finishInitialization()
        isUserInteractionEnabled = false
        layer.cornerRadius = 11
        layer.borderColor = UIColor.systemGray.cgColor
        check.text = "✓"
        check.font = .boldSystemFont(ofSize: 14)
        check.textColor = .white
        check.textAlignment = .center
        addSubview(check)
        show(UICellConfigurationState())
    }

    func configure(with accessory: UICellAccessory) {
        fill = accessory.tintColor ?? .tintColor
        emptyFill = accessory.backgroundColor ?? .clear
        show(UICellConfigurationState())
    }

    func show(_ state: UICellConfigurationState) {
        showsSelected = state.isSelected
        backgroundColor = state.isSelected ? fill : emptyFill
        layer.borderWidth = state.isSelected ? 0 : 1.5
        check.isHidden = !state.isSelected
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        check.frame = bounds
    }
}

/// A single character in the accessory's colour: a checkmark or a disclosure chevron.
final class GlyphAccessoryView: UILabel, ListAccessoryView {
    let accessorySize: CGSize
    let accessoryType: UICellAccessory.AccessoryType
    private let defaultTint: UIColor

    init(_ type: UICellAccessory.AccessoryType, glyph: String, size: CGSize, defaultTint: UIColor, bold: Bool) {
        accessoryType = type
        accessorySize = size
        self.defaultTint = defaultTint
        super.init(frame: .zero)
        text = glyph
        font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        textAlignment = .center
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    func configure(with accessory: UICellAccessory) {
        textColor = accessory.tintColor ?? defaultTint
    }
}
