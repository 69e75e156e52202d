import Foundation

extension UIControl: InputHandling {
    /// Takes primary-button presses, enabled or not, so that a click on a disabled control does nothing
    /// else either (it does not fall through to the view behind).
    func beginTracking(_ button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        guard button == .primary else { return nil }
        if let slider = self as? UISlider { return SliderDrag(slider: slider, at: location) }
        return ControlPress(control: self)
    }
}

/// A primary-button press on a control, as UIKit tracks a touch: the control is highlighted while the
/// pointer is inside it, and a release inside sends `.touchUpInside` and `.primaryActionTriggered`.
///
/// A control that is disabled when the press begins ignores the whole press.
@MainActor
final class ControlPress: PointerTracking {
    private weak var control: UIControl?
    /// Decided once, at the press, so a control enabled halfway through does not act on half a click.
    private let isActive: Bool
    var view: UIView? { control }
    var isHighlightingPress: Bool { true }

    init(control: UIControl) {
        self.control = control
        isActive = control.isEnabled
        guard isActive else { return }
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
    }

    func pointerMoved(_ event: InputEvent) {
        guard isActive, let control else { return }
        control.isHighlighted = isInside(event, control)
    }

    func pointerReleased(_ event: InputEvent) {
        guard isActive, let control else { return }
        let firesActions = control.isEnabled && isInside(event, control)
        control.isHighlighted = false
        if firesActions { control.sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
    }

    func cancel() {
        guard isActive else { return }
        control?.isHighlighted = false
    }

    private func isInside(_ event: InputEvent, _ control: UIControl) -> Bool {
        control.point(inside: control.convert(event.location, from: nil), with: nil)
    }
}
