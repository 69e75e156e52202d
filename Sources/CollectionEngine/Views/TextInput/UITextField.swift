import Foundation

/// A one-line editable text, as UIKit's `UITextField`.
///
/// Click it (or call `becomeFirstResponder()`) to edit: it takes the window's keys, shows a blinking
/// caret, and sends `.editingDidBegin`, `.editingChanged` on each change the user makes, and
/// `.editingDidEnd` when it gives the keys up. Typing goes through the host's input method (dead keys,
/// compose, any layout); the mouse places the caret and selects (a double click a word, a triple click
/// everything, Shift-click extends); Shift+arrows extend by character (with Ctrl by word);
/// Ctrl+A/C/X/V select all, copy, cut and paste through `UIPasteboard.general`; Ctrl+Z undoes and
/// Ctrl+Shift+Z or Ctrl+Y redo through the responder chain's `undoManager` (consecutive typing is one
/// step); a middle click pastes the desktop's `PRIMARY` selection.
///
/// ```swift
/// let search = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 32))
/// search.placeholder = "Filter"
/// search.clearButtonMode = .whileEditing
/// search.addAction(UIAction { _ in filter(by: search.text ?? "") }, for: .editingChanged)
/// ```
///
/// - Complexity: Drawing, caret placement and hit testing measure only the part of the line that is
///   shown, so a field holding megabytes of text costs what a short one does.
/// - Note: The caret blinks on the window's frame clock while the field edits (the host then draws
///   frames); it stops when the field gives up the keys. Its undo steps are removed from the undo
///   manager when editing ends. There is no attributed text, no
///   `inputAccessoryView` and no on-screen keyboard; a single-line field turns pasted line breaks
///   into spaces, as UIKit's does.
@MainActor
open class UITextField: UIControl {
    /// When an overlay view (the clear button, the left view) is shown.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The frame drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    var buffer = TextEditingBuffer()
    /// Bytes of old text this field's undo steps hold, against `undoByteBudget`.
    var undoHistoryBytes = 0
    /// The last click, to count double and triple clicks (UITextField+Pointer.swift).
    var lastClick: ClickRecord?

    /// The text; never nil when read (an empty field has ""). Setting it moves the caret to the end and
    /// sends no event, as in UIKit.
    open var text: String? {
        get { buffer.text }
        set {
            guard newValue ?? "" != buffer.text else { return }
            buffer.setText(newValue ?? "")
            viewportStart = 0
            textDidChange(byUser: false)
        }
    }
    /// Shown in grey while the field is empty.
    open var placeholder: String? { didSet { placeholderLabel.text = placeholder; setNeedsLayout() } }
    /// The font of the text and the placeholder.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { applyLook() } }
    /// The colour of the text.
    open var textColor: UIColor? = .label { didSet { applyLook() } }
    /// Where the text sits when it fits: `.natural` and `.left` at the leading edge.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    /// The frame drawn around the field.
    open var borderStyle: BorderStyle = .none { didSet { applyLook() } }
    /// When the clear button (a cross that empties the field) shows; only while there is text.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the leading edge (a search field's magnifying glass).
    open var leftView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
        }
    }
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether the text is shown as dots, and cannot be copied or cut.
    open var isSecureTextEntry = false { didSet { setNeedsLayout() } }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Told of editing and asked before changes.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field holds the keys and edits.
    public private(set) var isEditing = false

    /// Posted after each change the user makes (the object is the field).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: Parts

    /// Clips the line; holds the selection, the text and the caret.
    let lineClip = UIView(frame: .zero)
    let selectionView = UIView(frame: .zero)
    let textLabel = UILabel(frame: .zero)
    let caretView = UIView(frame: .zero)
    let placeholderLabel = UILabel(frame: .zero)
    /// The cross that empties the field, made the first time it shows.
    private var clearButton: UIButton?

    private func makeClearButton() -> UIButton {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "xmark.circle.fill")
        configuration.baseForegroundColor = .tertiaryLabel
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.clearButtonClicked() })
        addSubview(button)
        clearButton = button
        return button
    }

    override func finishInitialization() {
        super.finishInitialization()
        lineClip.clipsToBounds = true
        lineClip.isUserInteractionEnabled = false
        textLabel.lineBreakMode = .byClipping
        placeholderLabel.lineBreakMode = .byTruncatingTail
        caretView.isHidden = true
        for part in [selectionView, textLabel, caretView] { lineClip.addSubview(part) }
        addSubview(placeholderLabel)
        addSubview(lineClip)
        applyLook()
    }

    /// A field that runs `primaryAction` when Return is pressed in it.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    func applyLook() {
        let font = font ?? .systemFont(ofSize: 17)
        textLabel.font = font
        textLabel.textColor = textColor ?? .label
        placeholderLabel.font = font
        placeholderLabel.textColor = .placeholderText
        caretView.backgroundColor = tintColor
        selectionView.backgroundColor = tintColor.withAlphaComponent(0.25)
        switch borderStyle {
        case .none: layer.borderWidth = 0
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = borderStyle == .line ? .black : .opaqueSeparator
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = .opaqueSeparator
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        setNeedsLayout()
    }

    open override var tintColor: UIColor! { didSet { applyLook() } }

    // MARK: Rectangles (UIKit's overridable geometry)

    private static let inset: CGFloat = 7

    /// The rectangle the text is drawn in when the field is not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: Self.inset, dy: 0)
        if showsLeftView { rect.origin.x = leftViewRect(forBounds: bounds).maxX + 4; rect.size.width = max(0, bounds.maxX - Self.inset - rect.minX) }
        if showsClearButton { rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - 4 - rect.minX) }
        return rect
    }

    /// The rectangle the text is edited in; the same as `textRect(forBounds:)` unless overridden.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the placeholder; the same as `textRect(forBounds:)` unless overridden.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's square at the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = min(bounds.height, 22)
        return CGRect(x: bounds.maxX - Self.inset - side + 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's rectangle at the leading edge, its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView.map { $0.intrinsicContentSize.width > 0 ? $0.intrinsicContentSize : $0.bounds.size } ?? .zero
        return CGRect(x: bounds.minX + Self.inset, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    private var showsClearButton: Bool { !buffer.text.isEmpty && shows(clearButtonMode) }

    // MARK: Layout

    /// The first character shown at the leading edge (a UTF-16 offset): the line scrolls to keep the caret in view.
    var viewportStart = 0
    /// Where each shown caret position is, in `lineClip`'s coordinates, from the last layout.
    private(set) var shownPositions: [TextCaretPosition] = [TextCaretPosition(offset: 0, x: 0)]

    var measurer: TextMeasuring { window?.textMeasurer ?? UIWindow.defaultTextMeasurer }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        lineClip.frame = area
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        placeholderLabel.isHidden = !buffer.text.isEmpty
        if let leftView {
            leftView.isHidden = !showsLeftView
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if showsClearButton || clearButton != nil {
            let button = clearButton ?? makeClearButton()
            button.isHidden = !showsClearButton
            button.frame = clearButtonRect(forBounds: bounds)
        }
        layoutLine(in: CGRect(origin: .zero, size: area.size))
    }

    /// Scrolls the line to keep the caret in view, then places the shown text, the selection and the caret.
    private func layoutLine(in area: CGRect) {
        var line = TextLineLayout(buffer: buffer, start: viewportStart, width: area.width, measure: measureRun)
        line.scrollToCaret()
        viewportStart = line.start
        let shown = line.shownPositions()
        let shownWidth = shown.last?.x ?? 0
        let shift: CGFloat
        switch (textAlignment, line.start == 0 && (shown.last?.offset ?? 0) == buffer.length) {
        case (.center, true): shift = ((area.width - shownWidth) / 2).rounded()
        case (.right, true): shift = area.width - shownWidth - 1
        default: shift = 0
        }
        shownPositions = shown.map { TextCaretPosition(offset: $0.offset, x: $0.x + shift) }
        let shownRange = (shown.first?.offset ?? 0)..<(shown.last?.offset ?? 0)
        textLabel.text = displayed(buffer.substring(shownRange))
        textLabel.frame = CGRect(x: shift, y: 0, width: shownWidth + 2, height: area.height)

        let lineHeight = min(area.height, measurer.lineHeight(of: textLabel.font))
        let top = ((area.height - lineHeight) / 2).rounded()
        let selection = buffer.selection.clamped(to: shownRange)
        selectionView.isHidden = !isEditing || buffer.selection.isEmpty || (selection.isEmpty && !buffer.selection.overlaps(shownRange))
        let from = x(of: selection.lowerBound), to = x(of: selection.upperBound)
        selectionView.frame = CGRect(x: from, y: top, width: max(0, to - from), height: lineHeight)
        caretView.frame = CGRect(x: min(area.width - 2, max(0, x(of: buffer.caret) - 1)), y: top, width: 2, height: lineHeight)
    }

    /// The x of a shown offset in `lineClip`'s coordinates (clamped to the shown run).
    func x(of offset: Int) -> CGFloat {
        if offset <= (shownPositions.first?.offset ?? 0) { return shownPositions.first?.x ?? 0 }
        return shownPositions.first { $0.offset >= offset }?.x ?? shownPositions.last?.x ?? 0
    }

    /// What the field shows for `text`: itself, or a dot per character for secure entry.
    private func displayed(_ text: String) -> String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The caret positions of `range` of the text, x from the range's start, measured as the host
    /// draws them (the window's `textMeasurer`).
    private func measureRun(_ range: Range<Int>) -> [TextCaretPosition] {
        let piece = buffer.substring(range)
        let xs = measurer.caretOffsets(of: displayed(piece), font: textLabel.font)
        var positions = [TextCaretPosition(offset: range.lowerBound, x: 0)]
        positions.reserveCapacity(xs.count)
        var offset = range.lowerBound
        for (character, x) in zip(piece, xs.dropFirst()) {
            offset += character.utf16.count
            positions.append(TextCaretPosition(offset: offset, x: x))
        }
        return positions
    }

    /// The caret position nearest to `point` (in the field's coordinates); past either end of the
    /// shown run, one character beyond it, so dragging out of the field scrolls the line.
    func offset(at point: CGPoint) -> Int {
        let x = point.x - lineClip.frame.minX
        guard let first = shownPositions.first, let last = shownPositions.last else { return 0 }
        if x < first.x { return first.offset > 0 ? buffer.step(from: first.offset, forward: false) : 0 }
        if x > last.x { return last.offset < buffer.length && x > lineClip.bounds.width ? buffer.step(from: last.offset, forward: true) : last.offset }
        var best = first
        for position in shownPositions where abs(position.x - x) < abs(best.x - x) { best = position }
        return best.offset
    }

    // MARK: Editing state

    /// Asks the delegate first; a field that may not begin editing does not take the keys.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate whether editing may end.
    open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    /// A field takes the keys while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    override func keyTargetDidArrive() {
        super.keyTargetDidArrive()
        guard !isEditing else { return }
        isEditing = true
        if clearsOnBeginEditing, !buffer.text.isEmpty {
            buffer.setText("")
            textDidChange(byUser: true)
        }
        restartBlink()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        setNeedsLayout()
    }

    override func keyTargetDidLeave() {
        super.keyTargetDidLeave()
        guard isEditing else { return }
        isEditing = false
        caretView.isHidden = true
        buffer.moveCaret(to: buffer.caret, extending: false)
        // The edits of a field no longer edited are not undone from elsewhere.
        undoManager?.removeAllActions(withTarget: self)
        undoHistoryBytes = 0
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        setNeedsLayout()
    }

    /// A text field shows the caret, not a focus ring.
    override var showsFocusRing: Bool { false }

    /// Lays the line out again and tells whoever listens; `byUser` sends `.editingChanged`.
    func textDidChange(byUser: Bool) {
        placeholderLabel.isHidden = !buffer.text.isEmpty
        setNeedsLayout()
        restartBlink()
        guard byUser else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The selection moved: show it, and tell the delegate.
    func selectionDidChange() {
        setNeedsLayout()
        restartBlink()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Caret blink

    private lazy var blink = CaretBlink(field: self)

    /// Shows the caret solid and blinks it from now on (the caret rests while the user types).
    private func restartBlink() {
        guard isEditing else { return }
        caretView.isHidden = !buffer.selection.isEmpty
        blink.restart(at: frameDriver.now)
        frameDriver.add(blink)
    }

    // MARK: Keys

    /// Typing, moving and editing keys are the field's; Tab, Escape and the rest go on to the superview.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, handleEditingKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    /// A click on the field edits it; the cross empties it.
    override func tracking(for button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        if let clearButton, !clearButton.isHidden, clearButton.frame.contains(location) { return nil }
        return textTracking(for: button, at: location, event: event)
    }

    private func clearButtonClicked() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        guard !buffer.text.isEmpty else { return }
        if let before = buffer.replace(0..<buffer.length, with: "") { registerUndo(restoring: before, kind: .deleting) }
        viewportStart = 0
        textDidChange(byUser: true)
        selectionDidChange()
    }
}

/// A caret position on the shown line: a UTF-16 offset and its x.
struct TextCaretPosition: Equatable {
    var offset: Int
    var x: CGFloat
}

/// Blinks a field's caret on its window's frame clock: on for half a second, off for half, while the
/// field edits; it stops (and the driver with it, when nothing else moves) once the field stops.
@MainActor
final class CaretBlink: FrameTicking {
    private weak var field: UITextField?
    private var start: TimeInterval = 0
    /// The time of the last frame it was stepped to.
    private var shown: TimeInterval = 0
    static let halfPeriod: TimeInterval = 0.5

    init(field: UITextField) { self.field = field }

    func restart(at time: TimeInterval) { (start, shown) = (time, time) }

    /// The caret changes only when it toggles: at the end of the half period it is in.
    var restsUntil: TimeInterval? {
        start + ((shown - start) / Self.halfPeriod).rounded(.down) * Self.halfPeriod + Self.halfPeriod
    }

    func advance(to time: TimeInterval) -> Bool {
        shown = time
        guard let field, field.isEditing, field.window != nil else { return false }
        let hidden = !field.buffer.selection.isEmpty || Int(((time - start) / Self.halfPeriod).rounded(.down)) % 2 == 1
        if field.caretView.isHidden != hidden { field.caretView.isHidden = hidden }
        return true
    }
}
