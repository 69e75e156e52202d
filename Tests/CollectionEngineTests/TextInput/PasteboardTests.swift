@testable import CollectionEngine
import Foundation
import Testing

/// `UIPasteboard` on a desktop clipboard: what it writes reads back, other programs' text reads as an
/// item, changes are counted and announced, and a slow owner never holds a read for long.
@MainActor
@Suite struct PasteboardTests {
    @Test func aStringWrittenReadsBackAndCountsAChange() {
        let pasteboard = UIPasteboard()
        let count = pasteboard.changeCount
        pasteboard.string = "hello"
        #expect(pasteboard.string == "hello")
        #expect(pasteboard.hasStrings)
        #expect(pasteboard.changeCount == count + 1)
    }

    @Test func writingPostsTheChangedNotification() {
        let pasteboard = UIPasteboard()
        final class Count: @unchecked Sendable { var posted = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil) { _ in
            count.posted += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        pasteboard.string = "one"
        pasteboard.strings = ["two", "three"]
        #expect(count.posted == 2)
    }

    @Test func otherProgramsAreOfferedEveryItemsTextOnePerLine() {
        let pasteboard = UIPasteboard()
        pasteboard.strings = ["one", "two"]
        pasteboard.addItems([[UIPasteboard.urlType: URL(string: "https://example.org/a")!]])
        var offered: String?
        pasteboard.clipboard.requestText(of: .clipboard) { offered = $0 }
        #expect(offered == "one\ntwo\nhttps://example.org/a")
        #expect(pasteboard.numberOfItems == 3)
    }

    @Test func itemsOfAnyTypeReadBackWholeWhileThisProgramOwnsTheClipboard() {
        let pasteboard = UIPasteboard()
        pasteboard.items = [["public.png": Data([1, 2, 3])]]
        #expect(pasteboard.items.first?["public.png"] as? Data == Data([1, 2, 3]))
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.string == nil)
    }

    @Test func aURLReadsAsTextAndTextThatIsAnAbsoluteURLReadsAsAURL() {
        let pasteboard = UIPasteboard()
        pasteboard.url = URL(string: "https://example.org/photos?id=7")
        #expect(pasteboard.string == "https://example.org/photos?id=7")
        pasteboard.string = "mailto:someone@example.org"
        #expect(pasteboard.url == URL(string: "mailto:someone@example.org"))
        pasteboard.string = "not a url"
        #expect(pasteboard.url == nil)
        #expect(!pasteboard.hasURLs)
    }

    @Test func anotherProgramTakingTheClipboardOverIsAChangeAndItsTextIsRead() {
        let pasteboard = UIPasteboard()
        let desktop = DesktopClipboard()
        pasteboard.desktopClipboard = desktop
        pasteboard.string = "mine"
        let count = pasteboard.changeCount
        desktop.otherProgramCopies("theirs")
        #expect(pasteboard.changeCount == count + 1)
        #expect(pasteboard.string == "theirs")
        #expect(pasteboard.items.count == 1)
    }

    @Test func readingNewTextFromAnotherProgramCountsAChange() {
        let pasteboard = UIPasteboard()
        let desktop = DesktopClipboard()
        pasteboard.desktopClipboard = desktop
        desktop.otherProgramCopies("first")
        _ = pasteboard.string
        let count = pasteboard.changeCount
        desktop.text = "second"  // a third program copied: X says nothing until it is read
        #expect(pasteboard.string == "second")
        #expect(pasteboard.changeCount == count + 1)
        _ = pasteboard.string
        #expect(pasteboard.changeCount == count + 1, "the same text again is no change")
    }

    @Test func anOwnerThatDoesNotAnswerInTimeGivesTheValueLastKnownAndItsLateAnswerIsKept() {
        let pasteboard = UIPasteboard()
        let late = LateClipboard()
        pasteboard.desktopClipboard = late
        late.otherProgramCopies()
        #expect(pasteboard.string == nil, "nothing known yet")
        late.pending.forEach { $0("late text") }
        late.pending.removeAll()
        #expect(pasteboard.string == "late text", "the answer that came late is the value known now")
    }

    @Test func writingWhatThisProgramHadCopiedGoesToANewDesktopClipboard() {
        let pasteboard = UIPasteboard()
        pasteboard.string = "copied before the host came"
        let desktop = DesktopClipboard()
        pasteboard.desktopClipboard = desktop
        #expect(desktop.text == "copied before the host came")
    }
}

/// A desktop clipboard that answers at once, which another program can take over.
@MainActor
final class DesktopClipboard: ClipboardService {
    var text: String?
    private var takenOver: (@MainActor (ClipboardSelection) -> Void)?
    func offer(_ text: String, as selection: ClipboardSelection) { self.text = text }
    func requestText(of selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) { completion(text) }
    func observeTakeovers(_ handler: @escaping @MainActor (ClipboardSelection) -> Void) { takenOver = handler }
    func otherProgramCopies(_ text: String) {
        self.text = text
        takenOver?(.clipboard)
    }
}
