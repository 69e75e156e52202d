import CollectionEngine
import Foundation

/// The strip above the gallery: the app's name, the edit buttons (Add, Delete, Shuffle, Reset, Select), the
/// layout switch with its scrubbing slider, and the cadence chooser.
///
/// From left to right, each group sized to its titles; on a narrow window the "Cadence" caption gives
/// way first, then the title, then the slider shortens; when one row still cannot hold the controls
/// (DejaVu's wide titles need about 690 points, and without a window manager nothing enforces the
/// minimum size) they wrap into more rows, so no control is ever drawn over another.
final class Toolbar: UIView {
    enum Cadence: String, CaseIterable {
        case immediate = "Immediate", fast = "Fast", slow = "Slow"
    }

    enum Edit: String, CaseIterable {
        case add = "Add", delete = "Delete", shuffle = "Shuffle", reset = "Reset", select = "Select"
    }

    var onEdit: (Edit) -> Void = { _ in }
    var onLayoutSwitch: () -> Void = {}
    var onCadenceChange: (Cadence) -> Void = { _ in }
    /// Scrubs an interactive transition to the next layout: touchDown, valueChanged, touchUp….
    let layoutSlider = UISlider(frame: .zero)

    private let titleLabel = UILabel(font: UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 19, weight: .bold)),
                                     color: Palette.ink)
    private let separator = UIView(frame: .zero)
    private lazy var editButtons: [ToolbarButton] = Edit.allCases.map { edit in
        ToolbarButton(frame: .zero, primaryAction: UIAction(title: edit.rawValue) { [weak self] _ in self?.onEdit(edit) })
    }
    private lazy var layoutButton = ToolbarButton(frame: .zero, primaryAction: UIAction(title: "Layout") { [weak self] _ in
        self?.onLayoutSwitch()
    })
    /// The cadence chooser: one segment per cadence, each running its action when chosen.
    private lazy var cadenceControl: UISegmentedControl = {
        let control = UISegmentedControl(frame: .zero, actions: Cadence.allCases.map { cadence in
            UIAction(title: cadence.rawValue) { [weak self] _ in self?.onCadenceChange(cadence) }
        })
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = Palette.accent.withAlphaComponent(0.25)
        return control
    }()
    private let cadenceLabel = UILabel(font: UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13, weight: .medium)),
                                       color: Palette.secondaryInk, alignment: .right)

    /// The button the keyboard is on, while the toolbar has the keys (Toolbar+Keyboard.swift).
    var focusedButton: Int?

    private static let margin: CGFloat = 10, gap: CGFloat = 4, groupGap: CGFloat = 12, sliderWidth: CGFloat = 96

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.toolbar
        titleLabel.text = "Tessera Gallery"
        separator.backgroundColor = Palette.rule
        for label in [titleLabel, cadenceLabel] { label.adjustsFontForContentSizeCategory = true }
        let symbols: [Edit: String] = [.add: "plus", .delete: "trash", .shuffle: "shuffle", .reset: "arrow.counterclockwise",
                                       .select: "checkmark.circle"]
        for (edit, button) in zip(Edit.allCases, editButtons) { symbols[edit].map(button.setSymbol) }
        layoutButton.setSymbol("square.grid.2x2")
        cadenceLabel.text = "Cadence"
        layoutSlider.minimumTrackTintColor = Palette.accent
        for view in [titleLabel, separator, layoutButton, layoutSlider, cadenceLabel, cadenceControl] + editButtons {
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The edit buttons, the Layout button, the slider and each cadence segment, by name (for the debug channel).
    var namedControls: [(String, UIView)] {
        let segments = Cadence.allCases.compactMap { cadence in
            cadenceControl.subviews.first { ($0 as? UILabel)?.text == cadence.rawValue }.map { (cadence.rawValue, $0) }
        }
        return zip(Edit.allCases.map(\.rawValue), editButtons).map { ($0, $1 as UIView) } + [("Layout", layoutButton), ("Slider", layoutSlider)]
            + segments
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleFocusKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    /// Shows `title` on the button for `edit` (Select becomes Done in edit mode, Delete counts photos).
    func setTitle(_ title: String, for edit: Edit) {
        guard let index = Edit.allCases.firstIndex(of: edit) else { return }
        editButtons[index].setTitle(title, for: .normal)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        defer { mirrorForLayoutDirection(subviews) }
        separator.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        let title = titleLabel.intrinsicContentSize.width
        let needed = oneRowWidth - Self.shortestSlider + Self.sliderWidth
        cadenceLabel.isHidden = bounds.width < needed + Self.caption + Self.gap + title + Self.groupGap
        titleLabel.isHidden = bounds.width < needed + title + Self.groupGap
        guard bounds.width >= oneRowWidth else { return wrapControls() }

        var x = Self.margin
        if !titleLabel.isHidden {
            titleLabel.frame = CGRect(x: x, y: 0, width: title, height: Self.rowHeight)
            x += title + Self.groupGap
        }
        x = place(editButtons, from: x) + Self.groupGap - Self.gap
        x = place([layoutButton], from: x)
        var right = bounds.width - Self.margin - cadenceWidth
        let sliderWidth = max(Self.shortestSlider, min(Self.sliderWidth, right - Self.groupGap - x))
        layoutSlider.frame = CGRect(x: x, y: 12, width: sliderWidth, height: 32)

        cadenceControl.frame = CGRect(x: right, y: 12, width: cadenceWidth, height: 32)
        if !cadenceLabel.isHidden {
            right -= Self.caption + Self.gap
            cadenceLabel.frame = CGRect(x: right, y: 12, width: Self.caption, height: 32)
        }
    }

    private static let rowHeight: CGFloat = 56, caption: CGFloat = 62, shortestSlider: CGFloat = 44

    /// The width the controls need in one row, with the slider at its shortest and without the title
    /// and the cadence caption.
    private var oneRowWidth: CGFloat {
        Self.margin * 2 + width(of: editButtons) + Self.groupGap + width(of: [layoutButton]) + Self.gap
            + Self.shortestSlider + Self.groupGap + cadenceWidth
    }

    /// The toolbar's height at `width`: one row, or as many as the controls wrap into when the window
    /// is narrower than they need (the window manager may not enforce the minimum size; the toolbar
    /// must never draw controls over each other).
    func height(forWidth width: CGFloat) -> CGFloat {
        width >= oneRowWidth ? Self.rowHeight : Self.rowHeight + CGFloat(wrappedRows(width: width).count - 1) * (Self.rowHeight - 12)
    }

    /// The controls in order, each group (edits; layout and slider; cadence) as one run that stays
    /// together when it fits in a row.
    private var groups: [[UIView]] {
        [editButtons, [layoutButton, layoutSlider], [cadenceControl]]
    }

    private func fittingWidth(of view: UIView) -> CGFloat {
        view === cadenceControl ? cadenceWidth : (view as? ToolbarButton)?.fittingWidth ?? Self.sliderWidth
    }

    /// The controls broken into rows at `width`: a group moves to the next row when it does not fit,
    /// and a group wider than a row breaks between its controls.
    private func wrappedRows(width: CGFloat) -> [[(UIView, CGFloat)]] {
        let available = max(1, width - 2 * Self.margin)
        var rows: [[(UIView, CGFloat)]] = [[]]
        var x: CGFloat = 0
        for group in groups {
            let groupWidth = group.reduce(0) { $0 + fittingWidth(of: $1) } + Self.gap * CGFloat(group.count - 1)
            if x > 0, x + Self.groupGap + groupWidth > available {
                rows.append([])
                x = 0
            } else if x > 0 {
                x += Self.groupGap
            }
            for (index, view) in group.enumerated() {
                let viewWidth = min(available, fittingWidth(of: view))
                if index > 0 { x += Self.gap }
                if x > 0, x + viewWidth > available {
                    rows.append([])
                    x = 0
                }
                rows[rows.count - 1].append((view, Self.margin + x))
                x += viewWidth
            }
        }
        return rows
    }

    /// Lays the controls out in rows, 44 points apart, for a window narrower than one row needs.
    private func wrapControls() {
        for (row, controls) in wrappedRows(width: bounds.width).enumerated() {
            for (view, x) in controls {
                let width = min(bounds.width - Self.margin - x, fittingWidth(of: view))
                view.frame = CGRect(x: x, y: 12 + CGFloat(row) * (Self.rowHeight - 12), width: max(1, width), height: 32)
            }
        }
    }

    /// The cadence chooser's width: its segments sized to their titles.
    private var cadenceWidth: CGFloat { cadenceControl.intrinsicContentSize.width }

    /// The width of `buttons` side by side: each its title plus padding, `gap` apart.
    private func width(of buttons: [ToolbarButton]) -> CGFloat {
        buttons.reduce(0) { $0 + $1.fittingWidth } + Self.gap * CGFloat(max(0, buttons.count - 1))
    }

    /// Lays `buttons` out from `x`; returns where the next view goes.
    private func place(_ buttons: [ToolbarButton], from x: CGFloat) -> CGFloat {
        var x = x
        for button in buttons {
            button.frame = CGRect(x: x, y: 12, width: button.fittingWidth, height: 32)
            x += button.fittingWidth + Self.gap
        }
        return x
    }
}
