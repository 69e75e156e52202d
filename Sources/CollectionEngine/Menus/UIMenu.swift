import Foundation

/// A menu: a titled group of actions and submenus, as UIKit's `UIMenu`.
///
/// ```swift
/// UIMenu(title: "", children: [
///     UIAction(title: "Open") { _ in open() },
///     UIMenu(title: "Move to Section", children: sections.map { section in
///         UIAction(title: section.name) { _ in move(to: section) }
///     }),
///     UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in delete() }]),
/// ])
/// ```
@MainActor
public final class UIMenu: UIMenuElement {
    /// A name that tells menus apart (UIKit's `UIMenu.Identifier`).
    public struct Identifier: MenuIdentifier {
        let name: String
    }

    /// How a menu shows inside its parent, as UIKit's `UIMenu.Options`.
    public struct Options: BitFlags {
        let bits: UInt
        /// Its children appear in the parent, set off by separators, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its title is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// Tells this menu apart; a new UUID string when none was given.
    public let identifier: Identifier
    /// How the menu shows inside its parent.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`; shown inline or as a submenu of its parent as `options` say.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
