import Foundation

extension UIControl: InputHandling {
    /// Takes primary-button presses, enabled or not, so that a click on a disabled control does nothing
    /// else either (it does not fall through to the view behind).
    func beginTracking(_ button: InputEvent.PointerButton, at location: CGPoint, event: InputEvent) -> PointerTracking? {
        tracking(for: button, at: location, event: event)
    }
}

/// A primary-button press on a control, tracked as UIKit tracks a touch, the same for every control:
/// `.touchDown`, the highlight while the pointer is inside (or for the whole press, for a slider), then
/// the release's events (`UIControl.pressEnded(at:inside:)`: a click's `.touchUpInside` and
/// `.primaryActionTriggered`, or `.touchUpOutside`), or `.touchCancel` when the press is cancelled.
///
/// A control that is disabled when the press begins ignores the whole press; one disabled during it
/// ends it as cancelled.
@MainActor
final class ControlPress: PointerTracking {
    private weak var control: UIControl?
    /// Decided once, at the press, so a control enabled halfway through does not act on half a click.
    private let isActive: Bool
    var view: UIView? { control }
    var isHighlightingPress: Bool { control?.highlightFollowsPointer ?? true }

    init(control: UIControl, at location: CGPoint) {
        self.control = control
        isActive = control.isEnabled
        guard isActive else { return }
        control.isTracking = true
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
        control.pressBegan(at: location)
    }

    func pointerMoved(_ event: InputEvent) {
        guard isActive, let control, control.isTracking else { return }
        if control.highlightFollowsPointer { control.isHighlighted = isInside(event, control) }
        control.pressMoved(to: control.convert(event.location, from: nil))
    }

    func pointerReleased(_ event: InputEvent) {
        guard isActive, let control, control.isTracking else { return }
        guard control.isEnabled else { return cancel() }
        control.isTracking = false
        control.isHighlighted = false
        let location = control.convert(event.location, from: nil)
        for events in control.pressEnded(at: location, inside: isInside(event, control)) { control.sendActions(for: events) }
    }

    func cancel() {
        guard isActive, let control, control.isTracking else { return }
        control.isTracking = false
        control.isHighlighted = false
        control.pressCancelled()
        control.sendActions(for: .touchCancel)
    }

    private func isInside(_ event: InputEvent, _ control: UIControl) -> Bool {
        control.point(inside: control.convert(event.location, from: nil), with: nil)
    }
}
