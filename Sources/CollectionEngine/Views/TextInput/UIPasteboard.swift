import Foundation

/// The desktop's clipboard, as UIKit's `UIPasteboard`: what Ctrl+C copies and Ctrl+V pastes, in
/// this program and in every other one on the display.
///
/// ```swift
/// UIPasteboard.general.string = order.trackingNumber
/// if UIPasteboard.general.hasStrings, let text = UIPasteboard.general.string { field.text = text }
/// ```
///
/// Text fields copy to it and paste from it. On an X desktop it is the `CLIPBOARD` selection (the
/// host connects it when it shows a window); without a host, a clipboard inside the process.
///
/// - Note: The X clipboard holds text, so other programs see the text of what is written here: a
///   string, a URL's `absoluteString`, several items one per line. The items themselves (with
///   values of any type) read back whole in this program for as long as it is the clipboard's owner.
///   Only `general` exists (no named pasteboards, no `setItems(_:options:)`, no item providers).
/// - Note: Reading is synchronous in UIKit but a question to another program on X. While this program
///   owns the clipboard, reads answer at once. Otherwise each read asks the owner and waits for the
///   answer at most `readTimeout` (an owner answers in well under a millisecond); an owner that takes
///   longer gets the value last known (nil at first), and its late answer is kept for the next read.
///   Text fields never wait: they paste when the answer comes.
/// - Note: `changeCount` counts the changes this program sees: its own writes, another program taking
///   the clipboard over, and a read finding text other than the last one read. X does not announce
///   a change between two other programs until it is read.
@MainActor
open class UIPasteboard: NSObject {
    /// The clipboard every program shares.
    public static let general = UIPasteboard()

    /// Posted (object: the pasteboard) when its content changes: written here, or changed by another
    /// program as far as this one can see (`changeCount`).
    public nonisolated static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    /// How long a read waits for another program to answer before it returns the value last known.
    public static let readTimeout: TimeInterval = 0.25

    /// The type identifier of plain text in an item.
    public nonisolated static let textType = "public.utf8-plain-text"
    /// The type identifier of a URL in an item.
    public nonisolated static let urlType = "public.url"

    /// The desktop's clipboard underneath, or nil for one inside the process: the X host gives the
    /// general pasteboard its `CLIPBOARD` selection while it runs a window. It is held weakly (the
    /// host owns it); when it goes, the pasteboard falls back to the in-process one. What this
    /// program had written is offered to each new one.
    ///
    /// - Note: Not in UIKit, whose pasteboard server is the system's.
    public weak var desktopClipboard: ClipboardService? {
        didSet {
            guard desktopClipboard !== oldValue else { return }
            observeTakeovers()
            if let ownItems { clipboard.offer(Self.desktopText(of: ownItems), as: .clipboard) }
        }
    }

    /// The clipboard reads and writes go to: the desktop's, or the in-process one.
    var clipboard: ClipboardService { desktopClipboard ?? localClipboard }
    private let localClipboard = LocalClipboard()

    /// How many times the content changed, as far as this program can see; it only grows.
    public private(set) var changeCount = 0

    /// What this program wrote, while the clipboard still holds it; nil once another program took over.
    private var ownItems: [[String: Any]]?
    /// The text last read from another program.
    private var lastRead: String?

    /// A pasteboard on an in-process clipboard; `general` is the one to use.
    override init() {
        super.init()
    }

    private func observeTakeovers() {
        desktopClipboard?.observeTakeovers { [weak self] selection in
            guard let self, selection == .clipboard, self.ownItems != nil else { return }
            self.ownItems = nil
            self.contentDidChange()
        }
    }

    // MARK: Items

    /// Everything on the pasteboard: one dictionary per item, from type identifier to value.
    ///
    /// Text from another program reads as one item with `UIPasteboard.textType`.
    open var items: [[String: Any]] {
        get { readItems() }
        set { write(newValue) }
    }

    /// Appends `items` to what the pasteboard holds.
    open func addItems(_ items: [[String: Any]]) { write(readItems() + items) }

    /// How many items the pasteboard holds.
    open var numberOfItems: Int { readItems().count }

    // MARK: Strings

    /// The first item's text; setting it replaces everything with that one string (nil empties it).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The text of every item that has text, or nil when none has.
    open var strings: [String]? {
        get {
            let texts = readItems().compactMap(Self.text(of:))
            return texts.isEmpty ? nil : texts
        }
        set { write((newValue ?? []).map { [Self.textType: $0] }) }
    }

    /// Whether an item has text.
    open var hasStrings: Bool { strings != nil }

    // MARK: URLs

    /// The first item's URL; setting it replaces everything with that one URL.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URL of every item that holds one, or is text that reads as an absolute URL (a scheme and
    /// no spaces), or nil when none does.
    open var urls: [URL]? {
        get {
            let found = readItems().compactMap(Self.url(of:))
            return found.isEmpty ? nil : found
        }
        set { write((newValue ?? []).map { [Self.urlType: $0, Self.textType: $0.absoluteString] }) }
    }

    /// Whether an item holds a URL.
    open var hasURLs: Bool { urls != nil }

    // MARK: Reading and writing

    private func write(_ items: [[String: Any]]) {
        ownItems = items
        lastRead = nil
        clipboard.offer(Self.desktopText(of: items), as: .clipboard)
        contentDidChange()
    }

    private func readItems() -> [[String: Any]] {
        if let ownItems = stillOwnItems() { return ownItems }
        var answer: String??
        clipboard.requestText(of: .clipboard) { [weak self] text in
            answer = .some(text)
            self?.didRead(text)
        }
        if answer == nil { clipboard.waitForRequests(timeout: Self.readTimeout) }
        return (answer ?? lastRead).map { [[Self.textType: $0]] } ?? []
    }

    /// Asks for the text without waiting: at once while this program owns the clipboard, else when the
    /// owner answers (text fields paste this way).
    func requestString(completion: @escaping @MainActor (String?) -> Void) {
        if let ownItems = stillOwnItems() { return completion(ownItems.lazy.compactMap(Self.text(of:)).first) }
        clipboard.requestText(of: .clipboard) { [weak self] text in
            self?.didRead(text)
            completion(text)
        }
    }

    /// What this program wrote, if the clipboard still holds it: another program may have taken it
    /// over before the host handled the news.
    private func stillOwnItems() -> [[String: Any]]? {
        guard let ownItems else { return nil }
        if clipboard.isOwner(of: .clipboard) { return ownItems }
        self.ownItems = nil
        contentDidChange()
        return nil
    }

    /// Keeps what another program's clipboard answered; new text is a change seen.
    private func didRead(_ text: String?) {
        guard ownItems == nil, text != lastRead else { return }
        lastRead = text
        contentDidChange()
    }

    private func contentDidChange() {
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    // MARK: Item values

    private static let textTypes = [textType, "public.plain-text", "public.text", "public.utf16-plain-text"]

    /// An item's text: its first text type's string, or its URL's text.
    static func text(of item: [String: Any]) -> String? {
        for type in textTypes { if let text = item[type] as? String { return text } }
        return (item[urlType] as? URL)?.absoluteString ?? item[urlType] as? String
    }

    /// An item's URL: its URL value, or its text when that reads as an absolute URL.
    static func url(of item: [String: Any]) -> URL? {
        if let url = item[urlType] as? URL { return url }
        guard let text = text(of: item), !text.isEmpty, !text.contains(where: \.isWhitespace),
              let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
        return url
    }

    /// What other programs are offered: each item's text, one per line.
    static func desktopText(of items: [[String: Any]]) -> String {
        items.compactMap(text(of:)).joined(separator: "\n")
    }
}
