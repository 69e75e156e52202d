import Foundation

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl`.
///
/// A click on a segment selects it and sends `.valueChanged` (and runs the segment's action, for a
/// control made with `init(frame:actions:)`); Left and Right move the selection while it holds the keys.
/// Setting `selectedSegmentIndex` in code sends nothing, as in UIKit.
///
/// ```swift
/// let cadence = UISegmentedControl(items: ["Immediate", "Fast", "Slow"])
/// cadence.selectedSegmentIndex = 0
/// cadence.addAction(UIAction { _ in apply(cadence.selectedSegmentIndex) }, for: .valueChanged)
/// ```
///
/// Titles follow the preferred text size (Dynamic Type), as UIKit's do.
///
/// - Note: Segments are ordinary subviews (a label or an image each, over a sliding white thumb), so
///   any host draws them. Segments hold titles or images, not both.
@MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// One segment: what it shows, whether it can be chosen, its fixed width (0: automatic), its action.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = [] { didSet { rebuildSegmentViews() } }
    private var segmentViews: [UIView] = []
    private var separators: [UIView] = []
    private let thumb = UIView(frame: .zero)

    /// The selected segment, or `noSegment`; an index out of range selects none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { applyLook(); setNeedsLayout() }
        }
    }
    /// Whether a segment springs back unselected after a click (a row of buttons).
    open var isMomentary = false
    /// The selected segment's thumb colour; white (dark grey in the dark appearance) when nil.
    open var selectedSegmentTintColor: UIColor? { didSet { applyLook() } }
    /// Whether automatic widths follow each segment's content rather than being equal.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    override func finishInitialization() {
        super.finishInitialization()
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = 7
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        addSubview(thumb)
    }

    /// A control with a segment for each of `items`, each a `String` title or a `UIImage`; other values
    /// make empty segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
        // An initializer's own assignment does not run `didSet`.
        rebuildSegmentViews()
    }

    /// A control with a segment for each action, showing its title (or image); choosing a segment runs
    /// its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title.isEmpty ? nil : $0.title, image: $0.title.isEmpty ? $0.image : nil, action: $0) }
        rebuildSegmentViews()
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped into 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped into 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped into 0…numberOfSegments).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// Removes the segment at `segment`; an index out of range does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
    }

    /// Shows `title` on `segment` (replacing an image); an index out of range does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The title of `segment`, or nil.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    /// Shows `image` on `segment` (replacing a title); an index out of range does nothing.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The image of `segment`, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// Whether `segment` can be chosen.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether `segment` can be chosen; false for an index out of range.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

    /// Gives `segment` a fixed width; 0 makes it automatic again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
    }

    /// The fixed width of `segment`, or 0 when it is automatic.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    // MARK: Layout

    private func rebuildSegmentViews() {
        for view in segmentViews + separators { view.removeFromSuperview() }
        segmentViews = segments.map { segment in
            let view: UIView
            if let image = segment.image {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .center
                view = imageView
            } else {
                let label = UILabel(frame: .zero)
                label.text = segment.title
                label.textAlignment = .center
                view = label
            }
            view.isUserInteractionEnabled = false
            return view
        }
        separators = segments.dropFirst().map { _ in
            let separator = UIView(frame: .zero)
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            return separator
        }
        for view in separators + segmentViews { addSubview(view) }
        applyLook()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static let padding: CGFloat = 12, height: CGFloat = 32

    /// Segment titles scale with the preferred text size as the footnote style does (13 points at
    /// the default size), and the control grows with them.
    private static let metrics = UIFontMetrics(forTextStyle: .footnote)

    private func titleFont(selected: Bool) -> UIFont {
        Self.metrics.scaledFont(for: .systemFont(ofSize: 13, weight: selected ? .semibold : .medium), compatibleWith: traitCollection)
    }

    /// 32 points at the default text size; taller as the titles grow, never shorter.
    private var controlHeight: CGFloat { max(Self.height, Self.metrics.scaledValue(for: Self.height, compatibleWith: traitCollection).rounded()) }

    /// A new preferred text size sets the titles in their new size and resizes the control.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory else { return }
        applyLook()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// How wide a segment's content is, plus padding.
    private func contentWidth(of index: Int) -> CGFloat {
        guard segmentViews.indices.contains(index) else { return 2 * Self.padding }
        let view = segmentViews[index]
        let content = (view as? UIImageView)?.image?.size.width ?? view.intrinsicContentSize.width
        return max(0, content) + 2 * Self.padding
    }

    /// Each segment's content side by side (fixed widths as set), 32 points high at the default text size.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.indices.map(contentWidth(of:)).max() ?? 0
        let width = segments.indices.reduce(CGFloat(0)) { total, index in
            total + (segments[index].width > 0 ? segments[index].width
                     : apportionsSegmentWidthsByContent ? contentWidth(of: index) : widest)
        }
        return CGSize(width: width, height: controlHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames across the bounds: fixed widths as set, the rest sharing what remains
    /// (equally, or in proportion to their content).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let weights = automatic.map { apportionsSegmentWidthsByContent ? contentWidth(of: $0) : 1 }
        let totalWeight = weights.reduce(0, +)
        var widths = segments.map(\.width)
        for (index, weight) in zip(automatic, weights) {
            widths[index] = totalWeight > 0 ? remaining * weight / totalWeight : 0
        }
        // Right to left, the first segment is at the right, as UIKit mirrors the control.
        let rightToLeft = isRightToLeft
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            let frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            return rightToLeft ? frame.offsetBy(dx: bounds.minX + bounds.maxX - 2 * x - width, dy: 0) : frame
        }
    }

    /// The segment under `point` (in the control's coordinates), or nil.
    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        // A point in from each side: a segment's content never touches its neighbour's.
        for (view, frame) in zip(segmentViews, frames) { view.frame = frame.insetBy(dx: min(1, frame.width / 2), dy: 0) }
        // Each separator sits on the edge a segment shares with the one before it.
        let rightToLeft = isRightToLeft
        for (separator, frame) in zip(separators, frames.dropFirst()) {
            let edge = rightToLeft ? frame.maxX : frame.minX
            separator.frame = CGRect(x: edge - 0.5, y: frame.minY + 8, width: 1, height: max(0, frame.height - 16))
        }
        if frames.indices.contains(selectedSegmentIndex) {
            thumb.isHidden = false
            thumb.frame = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
        } else {
            thumb.isHidden = true
        }
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        applyLook()
    }

    /// Colours: the thumb, the separators beside it hidden, disabled segments dimmed, the pressed one lighter.
    private func applyLook() {
        thumb.backgroundColor = selectedSegmentTintColor ?? UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? UIColor(rgb: 0x636366) : .white
        })
        for (index, view) in segmentViews.enumerated() {
            let dimmed = !isEnabled || !segments[index].isEnabled || (index == pressedSegment && index != selectedSegmentIndex)
            view.alpha = dimmed ? 0.4 : 1
            (view as? UILabel)?.font = titleFont(selected: index == selectedSegmentIndex)
        }
        for (index, separator) in separators.enumerated() {
            // Separator `index` sits between segments `index` and `index + 1`.
            separator.isHidden = selectedSegmentIndex == index || selectedSegmentIndex == index + 1
        }
    }

    // MARK: Choosing a segment

    /// The segment the press began on, while it is held.
    private var pressedSegment: Int? { didSet { applyLook() } }

    override func pressBegan(at location: CGPoint) {
        pressedSegment = segmentIndex(at: location).flatMap { isEnabledForSegment(at: $0) ? $0 : nil }
    }

    override func pressMoved(to location: CGPoint) {
        // As UIKit: the press follows the pointer to the segment it is over.
        pressedSegment = segmentIndex(at: location).flatMap { isEnabledForSegment(at: $0) ? $0 : nil }
    }

    override func pressEnded(at location: CGPoint, inside: Bool) -> [UIControl.Event] {
        let chosen = inside ? pressedSegment : nil
        pressedSegment = nil
        if let chosen { choose(chosen) }
        return [inside ? .touchUpInside : .touchUpOutside]
    }

    /// Selects `index` as the user did and says so (nothing when it was selected already); a
    /// momentary control lets it go again once its actions have run.
    private func choose(_ index: Int) {
        let changed = index != selectedSegmentIndex || isMomentary
        UIView.animate(withDuration: 0.2) {
            self.selectedSegmentIndex = index
            self.layoutIfNeeded()
        }
        segments[index].action?.perform()
        if changed {
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// Left and Right select the nearest enabled segment on that side (the next one, right to left,
    /// for Left).
    override func handleKey(_ key: String) -> Bool {
        var step: Int
        switch key {
        case "UIKeyInputLeftArrow": step = -1
        case "UIKeyInputRightArrow": step = 1
        default: return false
        }
        if isRightToLeft { step = -step }
        var index = selectedSegmentIndex == Self.noSegment ? (step > 0 ? -1 : segments.count) : selectedSegmentIndex
        repeat { index += step } while segments.indices.contains(index) && !segments[index].isEnabled
        guard segments.indices.contains(index) else { return true }
        choose(index)
        return true
    }

    override func pressCancelled() { pressedSegment = nil }
}
