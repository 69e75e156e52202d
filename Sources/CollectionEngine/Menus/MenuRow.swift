import Foundation

/// One line of a menu window: an action or a submenu to choose, a separator, or the menu's title.
enum MenuRow {
    case element(UIMenuElement)
    case separator
    case header(String)

    /// The rows a menu shows: its title (if any, and if `showingTitle`: a submenu's is on its parent's
    /// row already), then its children, where an inline submenu's children
    /// stand in its place between separators. Hidden actions are left out; separators never lead, trail
    /// or follow each other.
    static func rows(for menu: UIMenu, showingTitle: Bool = true) -> [MenuRow] {
        var rows: [MenuRow] = menu.title.isEmpty || !showingTitle ? [] : [.header(menu.title)]
        appendChildren(of: menu, to: &rows)
        var cleaned: [MenuRow] = []
        for row in rows {
            if case .separator = row {
                guard let last = cleaned.last else { continue }
                if case .separator = last { continue }
                if case .header = last { continue }
            }
            cleaned.append(row)
        }
        if case .separator? = cleaned.last { cleaned.removeLast() }
        return cleaned
    }

    private static func appendChildren(of menu: UIMenu, to rows: inout [MenuRow]) {
        for child in menu.children {
            if let action = child as? UIAction, action.attributes.contains(.hidden) { continue }
            if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                rows.append(.separator)
                appendChildren(of: submenu, to: &rows)
                rows.append(.separator)
            } else {
                rows.append(.element(child))
            }
        }
    }

    /// The element, when the row can be chosen: an enabled action, or a submenu.
    var choosable: UIMenuElement? {
        guard case let .element(element) = self else { return nil }
        if let action = element as? UIAction, action.attributes.contains(.disabled) { return nil }
        return element
    }

    var height: CGFloat {
        switch self {
        case .element: return 26
        case .separator: return 9
        case .header: return 24
        }
    }
}
