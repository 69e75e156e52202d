import Foundation

/// The event passed to hit testing; Tessera's input arrives as `InputEvent`s, so this carries only a time.
@MainActor
open class UIEvent: NSObject {
    /// When the event happened, in seconds on the frame clock.
    public let timestamp: TimeInterval
    /// An event at `timestamp`.
    public init(timestamp: TimeInterval = 0) { self.timestamp = timestamp }
}
