import CX11
import CollectionEngine
import Foundation

/// The window's clipboard and `UIPasteboard.general` (`ClipboardService`) on the X selections, as
/// ICCCM describes them:
/// Ctrl+C makes the window the owner of `CLIPBOARD`, a selection in a field the owner of `PRIMARY`,
/// and other programs ask the owner for the text.
///
/// - Owner: answers `SelectionRequest`s for `TARGETS`, `UTF8_STRING`, `TEXT` and `STRING` (Latin-1,
///   with `?` for what it cannot hold); text larger than one request can carry goes in `INCR` pieces,
///   each written when the requestor has deleted the last.
/// - Requester: `XConvertSelection` to `UTF8_STRING` (then `STRING` if the owner refuses), and the
///   answer read when its `SelectionNotify` arrives, in `INCR` pieces when the owner sends them. The UI
///   never waits: an owner that does not answer (or stops half way) within `answerTimeout` ends the
///   paste with nothing, said on standard error. Invalid UTF-8 is decoded with U+FFFD in its place
///   (and said); more than `largestPaste` bytes is refused (and said).
@MainActor
final class X11Selections: ClipboardService {
    private let display: OpaquePointer
    private let window: Window
    private let report: (String) -> Void
    /// The time of the last key or button event, which ownership is claimed with (ICCCM asks for a
    /// real time rather than `CurrentTime`).
    var lastEventTime: Time = 0

    private let clipboardAtom, primaryAtom, targetsAtom, utf8Atom, stringAtom, textAtom, incrAtom, transferAtom: Atom

    /// How long an owner may take to answer, and between pieces of a transfer.
    static let answerTimeout: TimeInterval = 2
    /// The most a paste may bring: beyond it the paste is refused rather than the process swamped.
    static let largestPaste = 64 << 20
    /// How many bytes one property write carries before the owner switches to `INCR`.
    private let chunkBytes: Int

    /// What the window offers, by selection atom.
    private var owned: [Atom: Data] = [:]

    init(display: OpaquePointer, window: Window, report: @escaping (String) -> Void) {
        self.display = display
        self.window = window
        self.report = report
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboardAtom = atom("CLIPBOARD")
        primaryAtom = Atom(XA_PRIMARY)
        targetsAtom = atom("TARGETS")
        utf8Atom = atom("UTF8_STRING")
        stringAtom = Atom(XA_STRING)
        textAtom = atom("TEXT")
        incrAtom = atom("INCR")
        transferAtom = atom("TESSERA_SELECTION")
        // A quarter of the largest request, in bytes, leaves room for the request's own header.
        let maximum = XExtendedMaxRequestSize(display) > 0 ? XExtendedMaxRequestSize(display) : XMaxRequestSize(display)
        chunkBytes = max(4096, min(1 << 20, Int(maximum)))
    }

    private func atom(for selection: ClipboardSelection) -> Atom { selection == .clipboard ? clipboardAtom : primaryAtom }

    // MARK: Owner

    func offer(_ text: String, as selection: ClipboardSelection) {
        let selectionAtom = atom(for: selection)
        owned[selectionAtom] = Data(text.utf8)
        XSetSelectionOwner(display, selectionAtom, window, lastEventTime)
        if XGetSelectionOwner(display, selectionAtom) != window {
            owned[selectionAtom] = nil
            report("Tessera: the X server did not make this window the owner of \(selection == .clipboard ? "CLIPBOARD" : "PRIMARY"); nothing was copied")
        }
    }

    /// Whether the window still owns `selection` (a round trip): another program may have taken it
    /// before its `SelectionClear` was handled, which then changes nothing more.
    func isOwner(of selection: ClipboardSelection) -> Bool {
        let selectionAtom = atom(for: selection)
        guard owned[selectionAtom] != nil else { return false }
        if XGetSelectionOwner(display, selectionAtom) == window { return true }
        owned[selectionAtom] = nil
        return false
    }

    /// Another program took the selection over.
    func lost(_ event: XSelectionClearEvent) {
        guard owned.removeValue(forKey: event.selection) != nil else { return }
        takenOver?(event.selection == clipboardAtom ? .clipboard : .primary)
    }

    private var takenOver: (@MainActor (ClipboardSelection) -> Void)?

    func observeTakeovers(_ handler: @escaping @MainActor (ClipboardSelection) -> Void) { takenOver = handler }

    /// Outgoing transfers in pieces, by the requestor's window and property.
    private struct OutgoingTransfer {
        var data: Data
        var sent: Int
        var type: Atom
        var deadline: TimeInterval
    }
    private var outgoing: [WindowProperty: OutgoingTransfer] = [:]

    private struct WindowProperty: Hashable {
        var window: Window
        var property: Atom
    }

    /// Answers another program's request for a selection the window owns.
    func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients name no property: the answer then goes in the one named like the target.
        let property = request.property == 0 ? request.target : request.property
        var granted = false
        if let data = owned[request.selection] {
            switch request.target {
            case targetsAtom:
                // Format 32 properties are arrays of C longs, which atoms are.
                let targets: [Atom] = [targetsAtom, utf8Atom, textAtom, stringAtom]
                targets.withUnsafeBytes { bytes in
                    _ = XChangeProperty(display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                                        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(targets.count))
                }
                granted = true
            case utf8Atom, textAtom:
                granted = send(data, type: utf8Atom, to: request.requestor, property: property)
            case stringAtom:
                granted = send(Self.latin1(data), type: stringAtom, to: request.requestor, property: property)
            default:
                granted = false
            }
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = granted ? property : 0
        reply.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &reply)
    }

    /// Writes `data` into the requestor's property at once, or starts an `INCR` transfer when it is
    /// larger than one request may carry.
    private func send(_ data: Data, type: Atom, to requestor: Window, property: Atom) -> Bool {
        if data.count <= chunkBytes {
            write(data, type: type, to: requestor, property: property)
            return true
        }
        // The requestor deletes the property to ask for each piece: hear its property changes.
        XSelectInput(display, requestor, PropertyChangeMask)
        // INCR's value is a lower bound of the size, one C long.
        withUnsafeBytes(of: data.count) { size in
            _ = XChangeProperty(display, requestor, property, incrAtom, 32, PropModeReplace,
                                size.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        outgoing[WindowProperty(window: requestor, property: property)] =
            OutgoingTransfer(data: data, sent: 0, type: type, deadline: EventLoop.monotonicNow() + Self.answerTimeout * 5)
        return true
    }

    private func write(_ data: Data, type: Atom, to requestor: Window, property: Atom) {
        // An empty piece still needs a pointer; one byte of nothing serves.
        let bytes = data.isEmpty ? Data([0]) : data
        bytes.withUnsafeBytes { raw in
            _ = XChangeProperty(display, requestor, property, type, 8, PropModeReplace,
                                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(data.count))
        }
    }

    /// A property changed: the next piece of an outgoing transfer is wanted (its property was
    /// deleted), or the next piece of an incoming one has arrived (its property has a new value).
    /// Returns whether the change was a transfer's.
    @discardableResult
    func propertyChanged(_ event: XPropertyEvent) -> Bool {
        let key = WindowProperty(window: event.window, property: event.atom)
        if event.state == PropertyDelete, var transfer = outgoing[key] {
            let end = min(transfer.data.count, transfer.sent + chunkBytes)
            // The last piece is an empty one: the requestor knows the transfer is over.
            write(transfer.data.subdata(in: transfer.sent..<end), type: transfer.type, to: event.window, property: event.atom)
            if transfer.sent == end {
                outgoing[key] = nil
                XSelectInput(display, event.window, 0)
            } else {
                transfer.sent = end
                transfer.deadline = EventLoop.monotonicNow() + Self.answerTimeout * 5
                outgoing[key] = transfer
            }
            return true
        }
        if event.window == window, event.state == PropertyNewValue, event.atom == transferAtom, case .receivingPieces = incoming?.phase {
            readPiece()
            return true
        }
        return outgoing.keys.contains { $0.window == event.window }
    }

    /// Latin-1 for the `STRING` target; characters it cannot hold become `?`.
    nonisolated static func latin1(_ data: Data) -> Data {
        Data(String(decoding: data, as: UTF8.self).unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") })
    }

    /// Text from Latin-1 bytes (the `STRING` target), each byte its own code point.
    nonisolated static func fromLatin1(_ data: Data) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: data.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    // MARK: Requester

    /// One paste under way: which selection, the target asked for, and where it is.
    private struct IncomingTransfer {
        enum Phase { case awaitingAnswer, receivingPieces }
        var selection: Atom
        var target: Atom
        var phase: Phase
        var received: Data
        var deadline: TimeInterval
        var completions: [@MainActor (String?) -> Void]
    }
    private var incoming: IncomingTransfer?

    func requestText(of selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
        let selectionAtom = atom(for: selection)
        // The window's own text needs no round trip.
        if let data = owned[selectionAtom], XGetSelectionOwner(display, selectionAtom) == window {
            return completion(decode(data))
        }
        guard XGetSelectionOwner(display, selectionAtom) != 0 else { return completion(nil) }
        if var pending = incoming, pending.selection == selectionAtom {
            pending.completions.append(completion)
            incoming = pending
            return
        }
        // One paste at a time: a newer one replaces an older one that is still waiting.
        finishIncoming(with: nil)
        incoming = IncomingTransfer(selection: selectionAtom, target: utf8Atom, phase: .awaitingAnswer, received: Data(),
                                    deadline: EventLoop.monotonicNow() + Self.answerTimeout, completions: [completion])
        XDeleteProperty(display, window, transferAtom)
        XConvertSelection(display, selectionAtom, utf8Atom, transferAtom, window, lastEventTime)
        XFlush(display)
    }

    /// Serves only the paste under way, for at most `timeout`: `UIPasteboard`'s reads are synchronous.
    /// Other events stay queued for the event loop; a transfer still unfinished then goes on as usual.
    func waitForRequests(timeout: TimeInterval) {
        let deadline = EventLoop.monotonicNow() + timeout
        XFlush(display)
        var event = XEvent()
        while incoming != nil {
            if XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {
                received(event.xselection)
            } else if XCheckTypedWindowEvent(display, window, PropertyNotify, &event) != 0 {
                propertyChanged(event.xproperty)
            } else {
                let left = deadline - EventLoop.monotonicNow()
                guard left > 0 else { return }
                var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, Int32((left * 1000).rounded(.up)))
            }
        }
    }

    /// The owner answered a conversion request.
    func received(_ event: XSelectionEvent) {
        guard var transfer = incoming, event.selection == transfer.selection, event.requestor == window,
              case .awaitingAnswer = transfer.phase else { return }
        guard event.property != 0 else {
            // Refused: an older owner may still give Latin-1.
            if transfer.target == utf8Atom {
                transfer.target = stringAtom
                transfer.deadline = EventLoop.monotonicNow() + Self.answerTimeout
                incoming = transfer
                XConvertSelection(display, transfer.selection, stringAtom, transferAtom, window, lastEventTime)
            } else {
                finishIncoming(with: nil)
            }
            return
        }
        guard let (type, bytes) = readProperty(delete: true) else { return finishIncoming(with: nil) }
        if type == incrAtom {
            transfer.phase = .receivingPieces
            transfer.deadline = EventLoop.monotonicNow() + Self.answerTimeout
            incoming = transfer
            return
        }
        transfer.received = bytes
        incoming = transfer
        finishIncoming(with: transfer.received)
    }

    /// Reads the next `INCR` piece; an empty one ends the transfer.
    private func readPiece() {
        guard var transfer = incoming, let (_, bytes) = readProperty(delete: true) else { return }
        if bytes.isEmpty { return finishIncoming(with: transfer.received) }
        guard transfer.received.count + bytes.count <= Self.largestPaste else {
            report("Tessera: the clipboard holds more than \(Self.largestPaste >> 20) MB; nothing was pasted")
            return finishIncoming(with: nil)
        }
        transfer.received.append(bytes)
        transfer.deadline = EventLoop.monotonicNow() + Self.answerTimeout
        incoming = transfer
    }

    /// The transfer property on the window, whole (deleting it asks an `INCR` owner for the next piece).
    private func readProperty(delete: Bool) -> (type: Atom, bytes: Data)? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var value: UnsafeMutablePointer<UInt8>?
        // Ask for up to the largest paste at once (the length is in 32-bit units).
        guard XGetWindowProperty(display, window, transferAtom, 0, Self.largestPaste / 4, delete ? 1 : 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &value) == Success else { return nil }
        defer { if let value { XFree(value) } }
        if remaining > 0 {
            report("Tessera: the clipboard holds more than \(Self.largestPaste >> 20) MB; nothing was pasted")
            return nil
        }
        let unit = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        let bytes = value.map { Data(bytes: $0, count: Int(count) * max(1, unit)) } ?? Data()
        return (type, bytes)
    }

    private func finishIncoming(with data: Data?) {
        guard let transfer = incoming else { return }
        incoming = nil
        let text = data.map { transfer.target == stringAtom ? Self.fromLatin1($0) : decode($0) }
        for completion in transfer.completions { completion(text) }
    }

    /// UTF-8 text, with U+FFFD for what is not valid UTF-8 (said once per paste).
    private func decode(_ data: Data) -> String {
        if let valid = String(validating: data, as: UTF8.self) { return valid }
        report("Tessera: the pasted text was not valid UTF-8; its invalid bytes became U+FFFD")
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Time limits

    /// When the next transfer gives up, or nil when none is under way (the event loop sleeps until then).
    var nextDeadline: TimeInterval? {
        ([incoming?.deadline].compactMap { $0 } + outgoing.values.map(\.deadline)).min()
    }

    /// Ends the transfers whose time is up: an owner that never answered, a requestor that went away.
    func expire(now: TimeInterval) {
        if let transfer = incoming, transfer.deadline <= now {
            let name = transfer.selection == clipboardAtom ? "CLIPBOARD" : "PRIMARY"
            report("Tessera: the owner of \(name) did not answer within \(Int(Self.answerTimeout)) s; nothing was pasted")
            finishIncoming(with: nil)
        }
        for (key, transfer) in outgoing where transfer.deadline <= now {
            outgoing[key] = nil
            XSelectInput(display, key.window, 0)
        }
    }
}
