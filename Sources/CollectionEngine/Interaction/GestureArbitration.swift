import Foundation

/// One primary press shared between the gesture recognizers on the views under it and the view that
/// handles it itself (a control, a collection view's item press or rubber band).
///
/// Every recognizer and the view's own tracking get the press's events. Once a recognizer begins (or
/// a discrete one is recognized) with `cancelsTouchesInView`, the view's tracking is cancelled, as
/// UIKit cancels a view's touches: the highlight goes and no click, selection or reorder follows.
/// While any recognizer may still recognize the press, the collection view does not start its own
/// reorder or drag (`claimsPress`), so an app's long press wins over the standard reorder gesture.
@MainActor
final class GestureArbitration: PointerTracking {
    private let recognizers: [UIGestureRecognizer]
    private var inner: PointerTracking?

    init(recognizers: [UIGestureRecognizer], inner: PointerTracking?, event: InputEvent) {
        self.recognizers = recognizers
        self.inner = inner
        for recognizer in recognizers {
            recognizer.arbitration = self
            recognizer.isTracking = true
            recognizer.pointerDown(event)
        }
    }

    var view: UIView? { inner?.view ?? recognizers.lazy.compactMap(\.view).first }
    var isHighlightingPress: Bool { inner?.isHighlightingPress ?? false }

    /// Whether a recognizer still following the press may claim it (or already has).
    var claimsPress: Bool { recognizers.contains { $0.isTracking && $0.isEnabled } }

    private var following: [UIGestureRecognizer] { recognizers.filter { $0.isTracking && $0.arbitration === self } }

    func pointerMoved(_ event: InputEvent) {
        for recognizer in following { recognizer.pointerMoved(event) }
        inner?.pointerMoved(event)
    }

    func pointerReleased(_ event: InputEvent) {
        for recognizer in following { recognizer.pointerUp(event) }
        inner?.pointerReleased(event)
        inner = nil
    }

    func cancel() {
        for recognizer in following where recognizer.state == .began || recognizer.state == .changed {
            recognizer.transition(to: .cancelled)
        }
        for recognizer in following { recognizer.fail() }
        inner?.cancel()
        inner = nil
    }

    func recognizerDidBegin(_ recognizer: UIGestureRecognizer) {
        guard recognizer.cancelsTouchesInView, let tracking = inner else { return }
        inner = nil
        tracking.cancel()
    }
}
