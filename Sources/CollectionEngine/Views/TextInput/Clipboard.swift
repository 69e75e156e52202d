import Foundation

/// The two places text is copied to and pasted from on an X desktop.
public enum ClipboardSelection: Sendable, Equatable {
    /// What Ctrl+C copies and Ctrl+V pastes (X's `CLIPBOARD` selection).
    case clipboard
    /// The text last selected anywhere, which a middle click pastes (X's `PRIMARY` selection).
    case primary
}

/// What text fields and `UIPasteboard` need from the desktop's clipboard; the host gives each window
/// (`UIWindow.clipboard`) and `UIPasteboard.general` one backed by the X selections.
///
/// Pasting is asynchronous because the text lives in another program, which may answer late or never:
/// the host calls `completion` once, with the text, or with nil when there is none, it is not text, or
/// its owner did not answer in time (the host reports which). The UI never waits for it, except for
/// the bounded `waitForRequests(timeout:)` that `UIPasteboard`'s synchronous reads make.
///
/// - Note: Not in UIKit, whose `UIPasteboard` answers at once.
@MainActor
public protocol ClipboardService: AnyObject {
    /// Offers `text` as `selection`'s content, replacing whatever another program offered.
    func offer(_ text: String, as selection: ClipboardSelection)
    /// Asks for `selection`'s text; `completion` runs once, later or at once.
    func requestText(of selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void)
    /// Whether `selection` still holds what this program offered last; a clipboard with no other
    /// program always does.
    func isOwner(of selection: ClipboardSelection) -> Bool
    /// Waits at most `timeout` for the requests under way to be answered, running their completions.
    /// A clipboard that answers at once has nothing to wait for.
    func waitForRequests(timeout: TimeInterval)
    /// Calls `handler` whenever another program takes over a selection this one offered (its content
    /// changed elsewhere); replaces the handler given before. A clipboard with no other program never calls it.
    func observeTakeovers(_ handler: @escaping @MainActor (ClipboardSelection) -> Void)
}

extension ClipboardService {
    public func isOwner(of selection: ClipboardSelection) -> Bool { true }
    public func waitForRequests(timeout: TimeInterval) {}
    public func observeTakeovers(_ handler: @escaping @MainActor (ClipboardSelection) -> Void) {}
}

/// A clipboard inside the process: what a window uses until the host gives it the desktop's, and what
/// tests use. It answers at once.
@MainActor
public final class LocalClipboard: ClipboardService {
    private var contents: [ClipboardSelection: String] = [:]

    public init() {}

    public func offer(_ text: String, as selection: ClipboardSelection) { contents[selection] = text }

    public func requestText(of selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
        completion(contents[selection])
    }
}
