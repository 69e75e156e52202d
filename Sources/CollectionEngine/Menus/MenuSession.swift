import Foundation

/// The menus open in a window, from the context menu to the deepest submenu, and the one place that
/// moves between their states: which row is highlighted, which submenu is open, and how it ends.
///
/// While it is open the presenting window gives it every key (arrows move the highlight, Right opens
/// and Left closes a submenu, Enter or Space chooses, Escape closes, a letter jumps to the next row
/// that starts with it) and every press outside the menus, which closes them.
@MainActor
final class MenuSession {
    enum Outcome {
        case dismissed
        case chose(UIAction)
        case chosePreview
    }

    enum State {
        case open
        case ended
    }

    private(set) var state = State.open
    /// The open menus, the context menu first.
    private(set) var levels: [MenuWindow] = []
    private weak var presenter: UIWindow?
    private let onEnd: (Outcome) -> Void

    /// Opens `menu` at `point` (the presenting window's points), with `preview` above its rows.
    init(menu: UIMenu, preview: UIView?, at point: CGPoint, in window: UIWindow, onEnd: @escaping (Outcome) -> Void) {
        presenter = window
        self.onEnd = onEnd
        open(menu, level: 0, anchor: CGRect(origin: point, size: .zero), preview: preview)
    }

    private func open(_ menu: UIMenu, level: Int, anchor: CGRect, preview: UIView?) {
        guard let presenter else { return }
        let window = MenuWindow(menu: menu, level: level, anchor: anchor, preview: preview)
        window.session = self
        window.frameDriver = presenter.frameDriver
        window.textMeasurer = presenter.textMeasurer
        // Until the host places it on the real screen, the presenting window stands in for the screen.
        window.place(onScreen: presenter.bounds)
        levels.append(window)
        presenter.menusDidChange()
    }

    private func closeLevels(deeperThan level: Int) {
        guard levels.count > level + 1 else { return }
        levels.removeSubrange((level + 1)...)
        presenter?.menusDidChange()
    }

    // MARK: Choosing

    /// Chooses row `index` of `window`: a submenu opens beside it, an enabled action ends the session.
    private func choose(row index: Int, in window: MenuWindow) {
        guard window.rowViews.indices.contains(index), let element = window.rowViews[index].row.choosable else { return }
        if let submenu = element as? UIMenu {
            openSubmenu(submenu, fromRow: index, in: window)
            if let deepest = levels.last, deepest !== window { deepest.highlight(deepest.choosableRows.first) }
        } else if let action = element as? UIAction {
            dismiss(choosing: action)
        }
    }

    private func openSubmenu(_ submenu: UIMenu, fromRow index: Int, in window: MenuWindow) {
        if levels.count > window.level + 1, levels[window.level + 1].menu === submenu { return }
        closeLevels(deeperThan: window.level)
        open(submenu, level: window.level + 1, anchor: window.rectInPresentingWindow(ofRow: index), preview: nil)
    }

    /// Ends the session (once): the menus close and the presenter hears how.
    func dismiss(choosing action: UIAction?) {
        end(action.map(Outcome.chose) ?? .dismissed)
    }

    func choosePreview() { end(.chosePreview) }

    private func end(_ outcome: Outcome) {
        guard case .open = state else { return }
        state = .ended
        levels.removeAll()
        presenter?.menuSessionDidEnd(self)
        onEnd(outcome)
    }

    // MARK: Pointer (from the menu windows)

    func pointerOver(row index: Int?, in window: MenuWindow) {
        guard let index, window.rowViews[index].row.choosable != nil else { return window.highlight(nil) }
        window.highlight(index)
        if let submenu = window.rowViews[index].row.choosable as? UIMenu {
            openSubmenu(submenu, fromRow: index, in: window)
        } else {
            closeLevels(deeperThan: window.level)
        }
    }

    func press(row index: Int, in window: MenuWindow) {
        if window.rowViews[index].row.choosable is UIMenu { choose(row: index, in: window) }
    }

    func release(row index: Int, in window: MenuWindow) {
        if window.rowViews[index].row.choosable is UIAction { choose(row: index, in: window) }
    }

    // MARK: The presenting window's input

    /// Takes the presenting window's events while the menus are open; returns whether it used the event.
    func intercept(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .pointerDown:
            dismiss(choosing: nil)
            return true
        case .scroll, .keyUp:
            return true
        case let .keyDown(key):
            handleKey(key)
            return true
        default:
            return false
        }
    }

    private func handleKey(_ key: InputEvent.Key) {
        guard let window = levels.last else { return }
        let rows = window.choosableRows
        switch key {
        case .down, .up:
            guard !rows.isEmpty else { return }
            let step = key == .down ? 1 : -1
            let current = window.highlighted.flatMap { rows.firstIndex(of: $0) }
            let next = current.map { (($0 + step) % rows.count + rows.count) % rows.count } ?? (step > 0 ? 0 : rows.count - 1)
            window.highlight(rows[next])
        case .right:
            if let index = window.highlighted, window.rowViews[index].row.choosable is UIMenu { choose(row: index, in: window) }
        case .left:
            closeLevels(deeperThan: max(0, window.level - 1))
        case .enter, .space:
            if let index = window.highlighted { choose(row: index, in: window) }
        case .escape:
            dismiss(choosing: nil)
        case let .character(text):
            jump(toRowStartingWith: text.lowercased(), in: window, rows: rows)
        default:
            break
        }
    }

    /// Highlights the next choosable row after the current one whose title starts with `prefix`.
    private func jump(toRowStartingWith prefix: String, in window: MenuWindow, rows: [Int]) {
        guard !prefix.isEmpty, !rows.isEmpty else { return }
        let start = window.highlighted.flatMap { rows.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        for offset in 0..<rows.count {
            let index = rows[(start + offset) % rows.count]
            if window.rowViews[index].row.choosable?.title.lowercased().hasPrefix(prefix) == true { return window.highlight(index) }
        }
    }
}
