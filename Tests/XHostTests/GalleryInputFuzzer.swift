import CX11
import EngineTestSupport
import Foundation
import HostTestSupport
import XHost

/// A seeded stand-in for a careless user of the real demo: clicks (plain, Ctrl, Shift, double), drags of
/// every length and speed (into and out of the window, with keys, cadence changes and layout switches
/// while the button is held), wheel bursts, the gallery's keys, bar button clicks and right-clicks,
/// going back from a card's page (which Enter and double clicks push) by the mouse's back button or
/// Alt+Left, window resizes from 200 × 150 up, and the demo's clock stepped at random between them.
///
/// Every `checkEvery` events and at the end, input goes idle (button up, clock settled) and the demo's
/// `check` is compared with what the fuzzer tracked from the demo's own reports: each section's items
/// exactly as the last `items` line said (so every item is present once, moved or not, plus what Add
/// and Delete did), numbers unique in their section, no card lifted or highlighted, the engine's
/// invariants intact, and nothing on standard error (the fuzzer never provokes an error on purpose).
/// Each `items` line is also checked against the edit that printed it: an Add added exactly one item,
/// a Delete removed exactly the items the fuzzer saw selected, a Shuffle or a move only reordered.
@MainActor
final class GalleryInputFuzzer {
    struct Failure: Error, CustomStringConvertible {
        let seed: UInt64
        let event: Int
        let problem: String
        let recent: [String]
        var description: String {
            "seed \(seed), after event \(event): \(problem)\n  last actions: \(recent.suffix(12).joined(separator: " | "))"
        }
    }

    let seed: UInt64
    var random: SeededGenerator
    let session: GallerySession
    /// Each section's item numbers as the demo last reported them.
    private var tracked: [[Int]]
    /// The edit whose `items` lines are being read, from the demo's last `button` or `moved` line.
    private var edit = ""
    /// The selected items as section and number, from the demo's `selected`/`deselected` lines.
    private var selected: Set<[Int]> = []
    /// False once the selection can no longer be followed by number (a reset, a card moved to another
    /// section, which gives it a new number): Delete is then checked only for removing, not for what.
    private var selectionKnown = true
    /// How many section changes each edit check passed ("Add", "Delete", "Delete with selection", …).
    private(set) var editsChecked: [String: Int] = [:]
    private var readLines = 0
    private(set) var events = 0
    private var actions: [String] = []
    private var size: (width: Int, height: Int)
    private let checkEvery: Int
    /// With the search bar shown: typing, selecting, pasting and cancelling in it join the actions
    /// (GalleryInputFuzzer+Typing.swift).
    let typing: Bool

    /// Starts the demo (`items` items in `sections` sections, manual clock) for a run seeded by `seed`.
    init(seed: UInt64, items: Int = 24, sections: Int = 3, checkEvery: Int = 500, typing: Bool = false) throws {
        self.seed = seed
        self.checkEvery = checkEvery
        self.typing = typing
        random = SeededGenerator(seed: seed)
        session = try GallerySession(arguments: ["--items", "\(items)", "--sections", "\(sections)"] + (typing ? ["--search"] : []),
                                     manualClock: true, environment: typing ? ["LC_ALL": "C.UTF-8"] : [:])
        tracked = (0..<sections).map { section in Array(0..<(items / sections + (section < items % sections ? 1 : 0))) }
        size = session.driver.windowSize
        readLines = session.demo.outputLines.count
    }

    func close() { session.close() }

    /// The demo's resident memory (kB) and open file descriptors, from /proc.
    var processUsage: (rssKB: Int, descriptors: Int) {
        let pid = session.demo.processIdentifier
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? -1
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
        return (rss, descriptors)
    }

    /// The demo's X resources as the server counts them (`xrestop`, which asks the X-Resource
    /// extension): windows, GCs, pixmaps, pictures, glyph sets, cursors and pixmap bytes; nil when
    /// `xrestop` is not installed (scripts/setup installs it).
    var xResources: [String: Int]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xrestop")
        process.arguments = ["-display", session.xvfb.displayName, "-b", "-m", "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // The demo is the client whose resource ids its window's id falls among.
        let base = session.driver.window & ~UInt(0x1fffff)
        var fields: [String: Int] = [:]
        var found: [String: Int]?
        for line in output.split(separator: "\n") {
            let pair = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if !line.hasPrefix("\t") {
                if fields["res_base"].map(UInt.init) == base { found = fields }
                fields = [:]
                continue
            }
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "~"))
            fields[pair[0]] = value.hasPrefix("0x") ? Int(value.dropFirst(2), radix: 16) : Int(value)
        }
        if fields["res_base"].map(UInt.init) == base { found = fields }
        return found?.filter { ["windows", "GCs", "pixmaps", "pictures", "glyphsets", "cursors", "pixmap bytes"].contains($0.key) }
    }


    /// Sends about `count` events, checking every `checkEvery` and at the end; throws the first failure.
    func run(events count: Int) throws {
        var nextCheck = checkEvery
        while events < count {
            try act()
            try follow()
            if events >= nextCheck {
                try check()
                nextCheck += checkEvery
            }
        }
        try check()
    }

    // MARK: Actions

    private func act() throws {
        if typing, Int.random(in: 0..<3, using: &random) == 0 { return type() }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22: click()
        case 22..<27: doubleClick()
        case 27..<52: try drag()
        case 52..<60: wheel()
        case 60..<78: key()
        case 78..<88: try toolbar()
        case 88..<92: resize()
        case 92..<95: back()
        default: clock()
        }
    }

    private func point(outside: Bool = false) -> (Int, Int) {
        let margin = outside ? 150 : 0
        return (Int.random(in: -margin..<(size.width + margin), using: &random), Int.random(in: -margin..<(size.height + margin), using: &random))
    }

    /// Mostly the middle of a card the demo announced (when the layout still shows it there), else anywhere.
    private func target() -> (Int, Int) {
        if Bool.random(using: &random), let box = session.cells.values.randomElement(using: &random),
           box.midX < size.width, box.midY < size.height {
            return (box.midX, box.midY)
        }
        return point()
    }

    func note(_ action: String, events added: Int) {
        actions.append(action)
        if actions.count > 40 { actions.removeFirst(actions.count - 40) }
        events += added
    }

    private func click() {
        let (x, y) = target()
        let modifiers: [Int32] = [[], [], [XK_Control_L], [XK_Shift_L]].randomElement(using: &random)!
        session.driver.click(at: x, y, holding: modifiers)
        note("click \(x),\(y)\(modifiers.isEmpty ? "" : " mod")", events: 3 + 2 * modifiers.count)
    }

    private func doubleClick() {
        let (x, y) = target()
        session.driver.click(at: x, y)
        session.driver.click(at: x, y)
        note("double-click \(x),\(y)", events: 6)
    }

    private static let keysDuringDrag: [Int32] = [XK_Escape, XK_Delete, XK_a, XK_s, XK_r, XK_l]

    private func drag() throws {
        let (x0, y0) = target()
        let (x1, y1) = Int.random(in: 0..<4, using: &random) == 0 ? point(outside: true) : target()
        let steps = [1, 2, 5, 10, 30, 60].randomElement(using: &random)!
        let stepMilliseconds = [0, 5, 16, 50, 200].randomElement(using: &random)!
        session.driver.press(at: x0, y0)
        var sent = 2
        var extras: [String] = []
        for step in 1...steps {
            session.driver.move(to: x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
            sent += 1
            if stepMilliseconds > 0 { session.advanceClock(milliseconds: stepMilliseconds) }
            // Now and then something else happens while the button is held.
            switch Int.random(in: 0..<60, using: &random) {
            case 0..<2:
                let key = Self.keysDuringDrag.randomElement(using: &random)!
                session.driver.pressKey(key)
                extras.append("key \(key)")
                sent += 2
            case 2: resize(); extras.append("resize")
            default: break
            }
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
            session.driver.pressKey(XK_Escape)
            extras.append("escape")
            sent += 2
        }
        session.driver.release()
        note("drag \(x0),\(y0)->\(x1),\(y1) in \(steps)×\(stepMilliseconds)ms \(extras.joined(separator: ","))", events: sent + 1)
    }

    private func wheel() {
        let (x, y) = point()
        let notches = Int.random(in: -15...15, using: &random)
        session.driver.scrollWheel(notches: notches, at: x, y)
        note("wheel \(notches) at \(x),\(y)", events: 1 + 2 * abs(notches))
    }

    private static let keys: [Int32] = [XK_Escape, XK_Delete, XK_a, XK_s, XK_r, XK_l, XK_Left, XK_Right, XK_Up, XK_Down,
                                         XK_Page_Up, XK_Page_Down, XK_Home, XK_End, XK_space, XK_Return]

    private func key() {
        let key = Self.keys.randomElement(using: &random)!
        session.driver.pressKey(key)
        note("key \(key)", events: 2)
    }

    private func toolbar() throws {
        guard let (name, box) = session.controls.randomElement(using: &random), box.height > 0, box.midX < size.width, box.midY < size.height else { return }
        if name == "Slider" {
            let x = box.x + Int.random(in: 0..<max(1, box.width), using: &random)
            session.driver.drag(from: box.midX, box.midY, to: x, box.midY, steps: 5)
            note("slider to \(x)", events: 8)
        } else if name == "Layout", Int.random(in: 0..<4, using: &random) == 0 {
            // The Layout item's menu opens on a right-click; a click or Escape closes it.
            session.driver.click(at: box.midX, box.midY, button: 3)
            note("right-click Layout", events: 3)
        } else {
            session.driver.click(at: box.midX, box.midY)
            note("toolbar \(name)", events: 3)
        }
    }

    /// Back from a card's page (or nothing, on the gallery): the mouse's back button or Alt+Left.
    private func back() {
        let (x, y) = point()
        if Bool.random(using: &random) {
            session.driver.click(at: x, y, button: 8)
            note("back button at \(x),\(y)", events: 3)
        } else {
            session.driver.pressKey(XK_Left, holding: [XK_Alt_L])
            note("alt+left", events: 4)
        }
    }

    private func resize() {
        let width = Int.random(in: 200...1200, using: &random), height = Int.random(in: 150...860, using: &random)
        session.driver.resize(width: width, height: height)
        size = (width, height)
        note("resize \(width)x\(height)", events: 1)
    }

    private func clock() {
        if Bool.random(using: &random) {
            let milliseconds = Int.random(in: 0...600, using: &random)
            session.advanceClock(milliseconds: milliseconds)
            note("advance \(milliseconds)", events: 0)
        } else {
            session.settle()
            note("settle", events: 0)
        }
    }

    // MARK: Tracking and checking

    /// Reads the demo's reports since last time: every `items` line replaces its section's numbers,
    /// after checking the change is one the last action could make.
    private func follow() throws {
        if let exit = session.demo.waitForExit(timeout: 0) {
            throw failure("the demo exited with status \(exit): \(session.demo.errorText.suffix(2000))")
        }
        let lines = session.demo.outputLines
        defer { readLines = lines.count }
        for line in lines.dropFirst(readLines) {
            try followSelection(line)
            if line.hasPrefix("button ") || line.hasPrefix("moved ") { edit = line }
            // Pages pushed and popped, counted with the edits so a run says it went there.
            if line.hasPrefix("pushed detail ") { editsChecked["push", default: 0] += 1 }
            if line == "shown gallery" { editsChecked["pop", default: 0] += 1 }
            guard line.hasPrefix("items section=") else { continue }
            let parts = line.split(separator: " ")
            guard let section = parts.first(where: { $0.hasPrefix("section=") }).flatMap({ Int($0.dropFirst(8)) }),
                  let count = parts.first(where: { $0.hasPrefix("count=") }).flatMap({ Int($0.dropFirst(6)) }),
                  tracked.indices.contains(section) else { throw failure("unreadable report: \(line)") }
            let numbers = (parts.first { $0.hasPrefix("numbers=") }?.dropFirst(8) ?? "").split(separator: ",").compactMap { Int($0) }
            guard numbers.count == min(count, 60) else { throw failure("report lists \(numbers.count) of \(count): \(line)") }
            guard count <= 60 else { throw failure("section \(section) grew past what the fuzzer can track (\(count) items)") }
            guard Set(numbers).count == numbers.count else { throw failure("section \(section) repeats a number: \(line)") }
            try checkEdit(from: tracked[section], to: numbers, section: section, line: line)
            tracked[section] = numbers
            selected = selected.filter { $0[0] != section || numbers.contains($0[1]) }
        }
    }

    /// Follows the selection by item number through the demo's `selected S.I` / `deselected S.I` lines.
    private func followSelection(_ line: String) throws {
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "selected" || words[0] == "deselected" else { return }
        let parts = words[1].split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2, tracked.indices.contains(parts[0]), tracked[parts[0]].indices.contains(parts[1]) else {
            selectionKnown = false // beyond the 60 numbers a report lists
            return
        }
        let item = [parts[0], tracked[parts[0]][parts[1]]]
        if words[0] == "selected" { selected.insert(item) } else { selected.remove(item) }
    }

    /// Checks one section's change against the edit that made it: Add adds exactly one new number and
    /// keeps the others in order; Delete only removes, and removes exactly the selected items;
    /// Shuffle and a move within the section only reorder.
    private func checkEdit(from old: [Int], to new: [Int], section: Int, line: String) throws {
        guard old.count < 60, new.count < 60 else { return }
        let kept = old.filter(new.contains)
        switch edit {
        case "button Add":
            guard new.count == old.count + 1, kept == old, new.filter({ !old.contains($0) }).count == 1 else {
                throw failure("Add did not add exactly one item to section \(section): \(old) -> \(new)")
            }
            editsChecked["Add", default: 0] += 1
        case "button Delete":
            let removed = Set(old).subtracting(new)
            guard new == kept, !removed.isEmpty else {
                throw failure("Delete did more than remove items from section \(section): \(old) -> \(new)")
            }
            let chosen = Set(selected.filter { $0[0] == section }.map { $0[1] })
            if selectionKnown, removed != chosen {
                throw failure("Delete removed \(removed.sorted()) from section \(section), selected were \(chosen.sorted())")
            }
            editsChecked[selectionKnown ? "Delete of the selection" : "Delete", default: 0] += 1
        case "button Shuffle":
            guard Set(new) == Set(old), new.count == old.count else {
                throw failure("Shuffle changed the items of section \(section): \(old) -> \(new)")
            }
            editsChecked["Shuffle", default: 0] += 1
        case "button Reset":
            selectionKnown = false
        default:
            if edit.hasPrefix("moved ") {
                let ends = edit.split(separator: " ").filter { $0.contains(".") }.map { $0.split(separator: ".").first.flatMap { Int($0) } }
                if ends.count == 2, ends[0] == ends[1] {
                    guard Set(new) == Set(old), new.count == old.count else {
                        throw failure("a move within section \(section) changed its items: \(old) -> \(new)")
                    }
                    editsChecked["move", default: 0] += 1
                } else {
                    selectionKnown = false
                }
            }
        }
    }

    /// Input idle, clock settled: the demo's model must be what it reported, its screen must agree.
    private func check() throws {
        session.driver.release()
        guard session.settle() != nil, let result = session.check() else { throw failure("the demo did not answer") }
        try follow()
        if !result.problems.isEmpty { throw failure(result.problems.joined(separator: "; ")) }
        if result.model != tracked { throw failure("model \(result.model) but the demo reported \(tracked)") }
        // The engine's selection, by number, is what the next Delete must remove; where the fuzzer could
        // follow it through the delegate's lines, it must agree.
        let engineSelection = Set(result.selection.compactMap { path in
            result.model.indices.contains(path.section) && result.model[path.section].indices.contains(path.item)
                ? [path.section, result.model[path.section][path.item]] : nil
        })
        if selectionKnown, engineSelection != selected {
            throw failure("selected \(engineSelection.sorted { $0.lexicographicallyPrecedes($1) }) but didSelect/didDeselect said \(selected.sorted { $0.lexicographicallyPrecedes($1) })")
        }
        (selected, selectionKnown) = (engineSelection, true)
        // A paste when nobody owns the clipboard is no error; anything else said on standard error is.
        let errors = session.demo.errorText
        if !errors.isEmpty { throw failure("standard error: \(errors.suffix(2000))") }
        if typing { try checkSearchField() }
    }

    private func failure(_ problem: String) -> Failure {
        Failure(seed: seed, event: events, problem: problem, recent: actions)
    }
}
