import Foundation

/// How one menu row looks: its title with a check mark or picture on the left and a ▸ for a submenu,
/// greyed when disabled, red when destructive, white on the tint colour while highlighted.
@MainActor
final class MenuRowView: UIView {
    static let leading: CGFloat = 30, trailing: CGFloat = 28
    static let font = UIFont.systemFont(ofSize: 14)

    let row: MenuRow
    private let title = UILabel(frame: .zero)
    private let mark = UILabel(frame: .zero)
    private let arrow = UILabel(frame: .zero)
    private let picture = UIImageView(frame: .zero)
    private let line = UIView(frame: .zero)

    var isHighlighted = false { didSet { if isHighlighted != oldValue { updateColors() } } }

    init(row: MenuRow) {
        self.row = row
        super.init(frame: .zero)
        title.font = Self.font
        mark.font = Self.font
        mark.textAlignment = .center
        arrow.font = Self.font
        arrow.textAlignment = .center
        switch row {
        case let .element(element):
            title.text = element.title
            picture.image = element.image
            picture.contentMode = .scaleAspectFit
            if let action = element as? UIAction {
                mark.text = action.state == .on ? "✓" : action.state == .mixed ? "–" : nil
            } else {
                arrow.text = "▸"
            }
            for view in [picture, mark, title, arrow] { addSubview(view) }
        case .separator:
            line.backgroundColor = .separator
            addSubview(line)
        case let .header(text):
            title.text = text
            title.font = .systemFont(ofSize: 12, weight: .semibold)
            addSubview(title)
        }
        updateColors()
    }

    required init?(coder: NSCoder) { nil }

    /// The width the row needs for its title.
    var fittingWidth: CGFloat { Self.leading + max(0, title.intrinsicContentSize.width) + Self.trailing }

    private var isDestructive: Bool {
        guard case let .element(element) = row else { return false }
        if let action = element as? UIAction { return action.attributes.contains(.destructive) }
        return (element as? UIMenu)?.options.contains(.destructive) ?? false
    }

    private func updateColors() {
        let enabled = row.choosable != nil
        backgroundColor = isHighlighted && enabled ? tintColor : nil
        let ink: UIColor
        if case .header = row { ink = .secondaryLabel } else if !enabled { ink = .systemGray } else if isHighlighted { ink = .white }
        else if isDestructive { ink = .systemRed } else { ink = .label }
        for label in [title, mark, arrow] { label.textColor = ink }
        picture.tintColor = ink
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        line.frame = CGRect(x: 8, y: (height / 2).rounded(.down), width: bounds.width - 16, height: 1)
        mark.frame = CGRect(x: 6, y: 0, width: 20, height: height)
        picture.frame = CGRect(x: 8, y: (height - 16) / 2, width: 16, height: 16)
        arrow.frame = CGRect(x: bounds.width - Self.trailing, y: 0, width: Self.trailing - 6, height: height)
        let leading: CGFloat = if case .header = row { 12 } else { Self.leading }
        title.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - Self.trailing), height: height)
    }
}
