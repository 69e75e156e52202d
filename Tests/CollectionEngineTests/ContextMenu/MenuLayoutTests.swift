@testable import CollectionEngine
import Foundation
import Testing

/// How menus are laid out: their rows, and where their windows go on the screen.
@MainActor
@Suite struct MenuLayoutTests {
    @Test func inlineMenusBecomeSectionsBetweenSeparatorsAndTheTitleAHeader() {
        let menu = UIMenu(title: "Photo", children: [
            UIMenu(options: .displayInline, children: [UIAction(title: "A") { _ in }]),
            UIAction(title: "B") { _ in },
            UIMenu(options: .displayInline, children: [UIAction(title: "C") { _ in }, UIAction(title: "D", attributes: .hidden) { _ in }]),
        ])
        let titles = MenuRow.rows(for: menu).map { row -> String in
            switch row {
            case let .element(element): element.title
            case .separator: "—"
            case let .header(title): "#" + title
            }
        }
        #expect(titles == ["#Photo", "A", "—", "B", "—", "C"])
    }

    private let screen = CGRect(x: 0, y: 0, width: 1000, height: 700)
    private let size = CGSize(width: 200, height: 300)

    @Test func aContextMenuOpensBelowRightOfThePointer() {
        #expect(MenuPlacement.frame(size: size, anchor: CGRect(x: 100, y: 100, width: 0, height: 0), screen: screen, isSubmenu: false)
                == CGRect(x: 100, y: 100, width: 200, height: 300))
    }

    @Test func nearTheBottomRightItFlipsAboveLeftOfThePointer() {
        #expect(MenuPlacement.frame(size: size, anchor: CGRect(x: 900, y: 600, width: 0, height: 0), screen: screen, isSubmenu: false)
                == CGRect(x: 700, y: 300, width: 200, height: 300))
    }

    @Test func aSubmenuOpensRightOfItsRowOrLeftOfItsParent() {
        let row = CGRect(x: 100, y: 120, width: 180, height: 26)
        #expect(MenuPlacement.frame(size: size, anchor: row, screen: screen, isSubmenu: true).origin == CGPoint(x: 280, y: 120))
        let rightRow = CGRect(x: 800, y: 120, width: 180, height: 26)
        #expect(MenuPlacement.frame(size: size, anchor: rightRow, screen: screen, isSubmenu: true).origin == CGPoint(x: 600, y: 120))
    }

    @Test func aMenuLargerThanTheRoomLeftIsPushedOnScreen() {
        let frame = MenuPlacement.frame(size: size, anchor: CGRect(x: 50, y: 500, width: 0, height: 0),
                                        screen: CGRect(x: 0, y: 0, width: 1000, height: 560), isSubmenu: false)
        #expect(frame.minY >= 0 && frame.maxY <= 560)
    }
}
