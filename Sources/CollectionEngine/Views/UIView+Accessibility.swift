import Foundation

/// Posting accessibility notifications, as UIKit's `UIAccessibility.post(notification:argument:)`.
///
/// Tessera has no screen reader of its own: a notification is posted to `NotificationCenter.default`
/// as `UIAccessibility.notificationPosted`, with the notification and its argument in `userInfo`, so a
/// bridge to the desktop's accessibility service (or a test) can observe it.
///
/// ```swift
/// NotificationCenter.default.addObserver(forName: UIAccessibility.notificationPosted, object: nil, queue: nil) { note in
///     let kind = note.userInfo?[UIAccessibility.notificationKey] as? UIAccessibility.Notification
/// }
/// ```
@MainActor
public enum UIAccessibility {
    /// What changed, as UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// The notification with UIKit's number `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared (a window's root view controller changed).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (items inserted, deleted, reloaded or laid out anew, or
        /// keyboard focus moved); the argument is the element to read next, if any.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Text to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
    }

    /// The `NotificationCenter` name every accessibility notification is posted under.
    ///
    /// - Note: Not in UIKit, where the system's screen reader receives them directly.
    public nonisolated static let notificationPosted = Foundation.Notification.Name("TesseraAccessibilityNotificationPosted")
    /// `userInfo` key of the `UIAccessibility.Notification`.
    public nonisolated static let notificationKey = "notification"
    /// `userInfo` key of the argument, when there is one.
    public nonisolated static let argumentKey = "argument"

    /// Posts `notification` with `argument` (a view, a string, or nil).
    public static func post(notification: Notification, argument: Any?) {
        var userInfo: [String: Any] = [notificationKey: notification]
        if let argument { userInfo[argumentKey] = argument }
        NotificationCenter.default.post(name: notificationPosted, object: nil, userInfo: userInfo)
    }
}

extension UIView {
    /// UIKit's default label: a label's text; a cell's labels, in order, joined by commas; nil otherwise.
    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        guard self is UICollectionViewCell else { return nil }
        var parts: [String] = []
        collectLabels(into: &parts)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func collectLabels(into parts: inout [String]) {
        for subview in subviews where !subview.isHidden {
            if let assigned = subview.assignedAccessibilityLabel {
                parts.append(assigned)
            } else if let label = subview as? UILabel {
                if let text = label.text, !text.isEmpty { parts.append(text) }
            } else {
                subview.collectLabels(into: &parts)
            }
        }
    }
}
