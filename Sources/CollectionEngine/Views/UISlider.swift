import Foundation

/// A control for choosing a value in a range by dragging a thumb along a track, as UIKit's `UISlider`.
///
/// It sends `.valueChanged` while the thumb moves (only on release when `isContinuous` is false),
/// then `.touchUpInside` or `.touchUpOutside` when the button comes up, or `.touchCancel`.
///
/// - Note: The track, the filled part and the thumb are ordinary subviews, so any host draws them;
///   there are no track or thumb images.
@MainActor
open class UISlider: UIControl {
    /// The value at the leading end; `value` is clamped into the range when it changes.
    open var minimumValue: Float = 0 { didSet { value = clamp(value) } }
    /// The value at the trailing end; `value` is clamped into the range when it changes.
    open var maximumValue: Float = 1 { didSet { value = clamp(value) } }
    /// Whether `.valueChanged` is sent while the thumb moves (true) or only when the button comes up.
    open var isContinuous = true
    /// The value, always within `minimumValue…maximumValue`.
    open var value: Float = 0 {
        didSet {
            // Assigning inside didSet does not call the observer again.
            let clamped = clamp(value)
            if clamped != value { value = clamped }
            if value != oldValue { setNeedsLayout() }
        }
    }
    /// The colour of the track before the thumb; the tint colour when nil.
    open var minimumTrackTintColor: UIColor? { didSet { fill.backgroundColor = minimumTrackTintColor ?? tintColor } }
    /// The colour of the track after the thumb; light grey when nil.
    open var maximumTrackTintColor: UIColor? { didSet { track.backgroundColor = maximumTrackTintColor ?? Self.defaultTrack } }
    /// The thumb's colour; white when nil.
    open var thumbTintColor: UIColor? { didSet { thumb.backgroundColor = thumbTintColor ?? .white } }

    private static let defaultTrack = UIColor(white: 0.78, alpha: 1)
    private static let thumbSide: CGFloat = 22
    private let track = UIView(frame: .zero)
    private let fill = UIView(frame: .zero)
    private let thumb = UIView(frame: .zero)

    override func finishInitialization() {
        super.finishInitialization()
        for part in [track, fill, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.backgroundColor = Self.defaultTrack
        fill.backgroundColor = tintColor
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UIColor(white: 0, alpha: 0.25)
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
    }

    /// Sets the value; `animated` is accepted for source compatibility and the thumb moves at once.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The rectangle the track is drawn in.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + Self.thumbSide / 2, y: bounds.midY - 2, width: max(0, bounds.width - Self.thumbSide), height: 4)
    }

    /// The rectangle the thumb is drawn in for `value`; right to left, the minimum is at the right end,
    /// as UIKit mirrors the slider.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        var fraction = CGFloat(maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0)
        if isRightToLeft { fraction = 1 - fraction }
        return CGRect(x: rect.minX + rect.width * fraction - Self.thumbSide / 2, y: bounds.midY - Self.thumbSide / 2,
                      width: Self.thumbSide, height: Self.thumbSide)
    }

    /// Places the track, its filled part and the thumb for the current value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let trackFrame = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackFrame, value: value)
        track.frame = trackFrame
        track.layer.cornerRadius = trackFrame.height / 2
        // The filled part runs from the minimum's end to the thumb.
        let fillStart = isRightToLeft ? thumbFrame.midX : trackFrame.minX
        let fillEnd = isRightToLeft ? trackFrame.maxX : thumbFrame.midX
        fill.frame = CGRect(x: fillStart, y: trackFrame.minY, width: max(0, fillEnd - fillStart), height: trackFrame.height)
        fill.layer.cornerRadius = trackFrame.height / 2
        thumb.frame = thumbFrame
    }

    /// The value under a point in the slider's coordinates.
    func value(at point: CGPoint) -> Float {
        let rect = trackRect(forBounds: bounds)
        var fraction = rect.width > 0 ? Float((point.x - rect.minX) / rect.width) : 0
        if isRightToLeft { fraction = 1 - fraction }
        return clamp(minimumValue + fraction * (maximumValue - minimumValue))
    }

    // MARK: A press: the thumb follows the pointer along the track until the button comes up.

    override var highlightFollowsPointer: Bool { false }

    override func pressBegan(at location: CGPoint) { moveThumb(to: location) }

    override func pressMoved(to location: CGPoint) { moveThumb(to: location) }

    override func pressEnded(at location: CGPoint, inside: Bool) -> [UIControl.Event] {
        (isContinuous ? [] : [.valueChanged]) + [inside ? .touchUpInside : .touchUpOutside]
    }

    private func moveThumb(to location: CGPoint) {
        let newValue = value(at: location)
        guard newValue != value else { return }
        value = newValue
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// Down lowers the value by a tenth of the range and Up raises it, as a desktop slider; Left and
    /// Right move the thumb that way (Left raises it, right to left).
    override func handleKey(_ key: String) -> Bool {
        let step = (maximumValue - minimumValue) / 10, old = value
        let towardsLeft: Float = isRightToLeft ? 1 : -1
        switch key {
        case "UIKeyInputDownArrow": value -= step
        case "UIKeyInputUpArrow": value += step
        case "UIKeyInputLeftArrow": value += towardsLeft * step
        case "UIKeyInputRightArrow": value -= towardsLeft * step
        default: return false
        }
        if value != old { sendActions(for: .valueChanged) }
        return true
    }

    private func clamp(_ value: Float) -> Float {
        value.isNaN ? minimumValue : min(max(value, minimumValue), max(minimumValue, maximumValue))
    }
}
