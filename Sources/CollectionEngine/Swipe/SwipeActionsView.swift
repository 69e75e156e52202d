import Foundation

/// The buttons a swiped row reveals, in the space the row moved out of: the first action at the
/// row's edge, each as wide as its title needs (74 points at least) and wider in proportion as the row
/// moves further; past the full-swipe distance the first action takes all the space.
@MainActor
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    let edge: SwipeEdge
    private let buttons: [SwipeActionButton]
    /// Whether the first action fills the space (a full swipe would perform it).
    var expandsFirstAction = false {
        didSet { if expandsFirstAction != oldValue { setNeedsLayout() } }
    }

    /// The narrowest an action's button is.
    static let minimumButtonWidth: CGFloat = 74

    init(configuration: UISwipeActionsConfiguration, edge: SwipeEdge, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.configuration = configuration
        self.edge = edge
        buttons = configuration.actions.map { SwipeActionButton(action: $0, perform: perform) }
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// The buttons' widths at their own sizes, first action first.
    var naturalWidths: [CGFloat] { buttons.map(\.naturalWidth) }
    /// Where an open row rests: the sum of the buttons' own widths.
    var actionsWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// The button of the first action (what a full swipe performs).
    var firstButton: UIView? { buttons.first }

    override func layoutSubviews() {
        super.layoutSubviews()
        let widths = Self.widths(naturalWidths, filling: bounds.width, expandsFirst: expandsFirstAction)
        // From the row's edge inwards: the trailing edge is this view's right side.
        var x = edge == .trailing ? bounds.maxX : bounds.minX
        for (button, width) in zip(buttons, widths) {
            if edge == .trailing { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if edge == .leading { x += width }
        }
        // The first action is drawn above the rest as it grows over them.
        if let first = buttons.first { bringSubviewToFront(first) }
    }

    /// Each button's width when the buttons share `width`: in proportion to their own widths, or all
    /// of it for the first when it expands.
    static func widths(_ natural: [CGFloat], filling width: CGFloat, expandsFirst: Bool) -> [CGFloat] {
        guard !natural.isEmpty else { return [] }
        if expandsFirst { return [width] + Array(repeating: 0, count: natural.count - 1) }
        let total = natural.reduce(0, +)
        guard total > 0 else { return natural.map { _ in 0 } }
        return natural.map { $0 * width / total }
    }
}

/// One action's button: its colour, its title (and image) centred; a click performs the action.
@MainActor
final class SwipeActionButton: UIControl {
    private let title = UILabel(frame: .zero)
    private let icon = UIImageView(frame: .zero)
    let action: UIContextualAction

    init(action: UIContextualAction, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        title.text = action.title
        title.font = .systemFont(ofSize: 15, weight: .medium)
        title.textColor = .white
        title.textAlignment = .center
        icon.image = action.image
        icon.tintColor = .white
        icon.contentMode = .center
        for view in [title, icon] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            perform(self.action, self)
        }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { nil }

    var naturalWidth: CGFloat {
        let text = title.sizeThatFits(CGSize(width: 400, height: 44)).width
        let image = action.image?.size.width ?? 0
        return max(SwipeActionsView.minimumButtonWidth, (max(text, image) + 30).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Kept at its own width at the button's inner edge, so it stays put as the button grows outwards.
        let width = max(0, naturalWidth)
        let hasImage = action.image != nil, hasTitle = !(action.title ?? "").isEmpty
        let imageHeight = hasImage ? (action.image?.size.height ?? 0) : 0
        let titleHeight: CGFloat = hasTitle ? 20 : 0
        let top = (bounds.height - imageHeight - titleHeight - (hasImage && hasTitle ? 4 : 0)) / 2
        let x = bounds.midX - width / 2
        icon.frame = CGRect(x: x, y: top, width: width, height: imageHeight)
        title.frame = CGRect(x: x, y: top + imageHeight + (hasImage ? 4 : 0), width: width, height: titleHeight)
    }
}
