import CX11
import Foundation
import HostTestSupport

/// The fuzzer's typing: with the search bar shown, a third of the actions are about text: a click in
/// the field (once, twice for a word, with Shift), letters and spaces, BackSpace and Delete, arrows with
/// and without Shift and Ctrl, Home and End, Ctrl+A/C/X/V/Z, a middle click (PRIMARY), and Escape.
/// At each check the field's last `text …` line must be whole: its caret and selection within its
/// length, and the value as long as it says.
extension GalleryInputFuzzer {
    private static let typingKeys: [(Int32, [Int32])] = [
        (XK_a, []), (XK_e, []), (XK_o, []), (XK_n, []), (XK_space, []), (XK_BackSpace, []), (XK_Delete, []),
        (XK_Left, []), (XK_Right, []), (XK_Left, [XK_Shift_L]), (XK_Right, [XK_Shift_L]), (XK_Left, [XK_Control_L, XK_Shift_L]),
        (XK_Home, []), (XK_End, [XK_Shift_L]), (XK_a, [XK_Control_L]), (XK_c, [XK_Control_L]), (XK_x, [XK_Control_L]),
        (XK_v, [XK_Control_L]), (XK_z, [XK_Control_L]), (XK_BackSpace, [XK_Control_L]), (XK_Escape, []),
    ]

    func type() {
        guard let field = session.controls["Search"], field.height > 0 else { return }
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let x = field.x + Int.random(in: 0..<max(1, field.width), using: &random)
            let clicks = Int.random(in: 1...2, using: &random)
            for _ in 0..<clicks { session.driver.click(at: x, field.midY) }
            note("field click x\(clicks) at \(x)", events: 2 * clicks)
        case 1:
            let x = field.x + Int.random(in: 0..<max(1, field.width), using: &random)
            session.driver.click(at: x, field.midY, button: 2)
            note("field middle click at \(x)", events: 2)
        default:
            let (key, modifiers) = Self.typingKeys.randomElement(using: &random)!
            session.driver.pressKey(key, holding: modifiers)
            note("type \(key)\(modifiers.isEmpty ? "" : " mod")", events: 2 + 2 * modifiers.count)
        }
    }

    /// The field's last reported state is consistent with itself.
    func checkSearchField() throws {
        guard let line = session.demo.outputLines.last(where: { $0.hasPrefix("text ") }) else { return }
        let words = line.split(separator: " ", maxSplits: 5)
        func field(_ name: String) -> Substring? { words.first { $0.hasPrefix(name + "=") }.map { $0.dropFirst(name.count + 1) } }
        guard let length = field("length").flatMap({ Int($0) }), let selection = field("selection")?.split(separator: "-").compactMap({ Int($0) }),
              selection.count == 2 else { throw Failure(seed: seed, event: events, problem: "unreadable text line: \(line)", recent: []) }
        let value = line.components(separatedBy: " value=").last ?? ""
        if !(0...length).contains(selection[0]) || !(selection[0]...length).contains(selection[1]) || value.utf16.count != length {
            throw Failure(seed: seed, event: events, problem: "the field's state does not hold together: \(line)", recent: [])
        }
    }
}
