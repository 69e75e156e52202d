import Foundation

/// A control that turns something on or off, as UIKit's `UISwitch`.
///
/// A click (or Space or Enter while it holds the keys) flips it and sends `.valueChanged` and
/// `.primaryActionTriggered`; setting `isOn` in code sends nothing, as in UIKit.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.addAction(UIAction { _ in settings.wifi = wifi.isOn }, for: .valueChanged)
/// ```
///
/// - Note: The track and the thumb are ordinary subviews (a capsule and a circle), so any host draws
///   them; a click anywhere on the switch flips it (there is no dragging of the thumb half way).
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on; setting it moves the thumb at once and sends no action.
    open var isOn = false { didSet { if isOn != oldValue { applyLook() } } }
    /// The track's colour when on; green when nil.
    open var onTintColor: UIColor? { didSet { applyLook() } }
    /// The thumb's colour; white when nil.
    open var thumbTintColor: UIColor? { didSet { applyLook() } }

    /// UIKit's size for a switch, which it keeps whatever frame it is given.
    public static let standardSize = CGSize(width: 51, height: 31)

    private let track = UIView(frame: .zero)
    private let thumb = UIView(frame: .zero)
    private static let offTrack = UIColor.systemGray4, inset: CGFloat = 2

    override func finishInitialization() {
        super.finishInitialization()
        for part in [track, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        applyLook()
    }

    /// A switch that runs `primaryAction` whenever the user flips it.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sets `isOn`, sliding the thumb over 0.2 s when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard animated, on != isOn else {
            isOn = on
            return
        }
        UIView.animate(withDuration: 0.2) {
            self.isOn = on
            self.layoutIfNeeded()
        }
    }

    /// Always UIKit's 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    /// Places the track (51 × 31, at the top left as UIKit does) and the thumb at its end for `isOn`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.standardSize
        track.frame = CGRect(origin: .zero, size: size)
        track.layer.cornerRadius = size.height / 2
        let side = size.height - 2 * Self.inset
        thumb.frame = CGRect(x: isOn ? size.width - Self.inset - side : Self.inset, y: Self.inset, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        applyLook()
    }

    private func applyLook() {
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : Self.offTrack
        thumb.backgroundColor = isHighlighted ? (thumbTintColor ?? .white).interpolated(to: .systemGray5, fraction: 0.5)
            : (thumbTintColor ?? .white)
        for part in [track, thumb] { part.alpha = isEnabled ? 1 : 0.5 }
        setNeedsLayout()
    }

    // MARK: Flipping it

    override func pressEnded(at location: CGPoint, inside: Bool) -> [UIControl.Event] {
        guard inside else { return [.touchUpOutside] }
        setOn(!isOn, animated: true)
        return [.valueChanged, .primaryActionTriggered, .touchUpInside]
    }

    override func handleKey(_ key: String) -> Bool {
        guard key == " " || key == "\r" else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
