import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The context menu in the real demo: a right-click opens an override-redirect X window at the pointer
/// with the card's actions, the keyboard works it and opens its submenu beside it, a click chooses.
/// Screenshots (of the whole screen, menus included) land in test-output/menu-*.png.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct GalleryContextMenuEndToEndTests {
    private static let menuLine = "menu for 0.1 items=Open,Duplicate,Rename…,Move to Section,Delete"

    /// Right-clicks card 1 and waits for its menu window; returns the click point on the screen.
    private func openMenu(_ session: GallerySession) throws -> (x: Int, y: Int) {
        let card = try session.card(1)
        let skip = session.demo.outputLines.count
        session.driver.click(at: card.midX, card.midY, button: 3)
        #expect(session.demo.waitForLine(startingWith: Self.menuLine, after: skip, timeout: 5) != nil)
        #expect(session.settle() == true)
        let origin = session.driver.screenOrigin
        return (origin.x + card.midX, origin.y + card.midY)
    }

    @Test func aRightClickShowsTheMenuWindowAtThePointerAndItsSubmenuBesideIt() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let click = try openMenu(session)
        let menus = session.driver.overrideRedirectWindows()
        #expect(menus.count == 1)
        let menu = try #require(menus.first)
        #expect(menu.x == click.x && menu.y == click.y, "the menu opens at the pointer: \(menu)")
        #expect(menu.height > 120 && menu.width >= 170)
        let screen = try #require(session.driver.captureScreen())
        session.save(screen, as: "menu-open")
        let background = screen.count(in: menu.insetBy(8)) { r, g, b in r > 240 && g > 240 && b > 240 }
        #expect(Double(background) > 0.5 * Double((menu.width - 16) * (menu.height - 16)), "a light menu over the dark picture")

        for _ in 0..<3 { session.driver.pressKey(XK_Down) }
        session.driver.pressKey(XK_Right)
        #expect(session.settle() == true)
        let both = session.driver.overrideRedirectWindows()
        #expect(both.count == 2)
        if both.count == 2 { #expect(both[1].x >= both[0].x + both[0].width, "the submenu opens to the right: \(both)") }
        session.save(session.driver.captureScreen(), as: "menu-submenu")

        let skip = session.demo.outputLines.count
        session.driver.pressKey(XK_Escape)
        #expect(session.demo.waitForLine(startingWith: "menu closed", after: skip, timeout: 5) != nil)
        #expect(session.settle() == true)
        #expect(session.driver.overrideRedirectWindows().isEmpty)
    }

    @Test func clickingDeleteInTheMenuDeletesTheCard() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        _ = try openMenu(session)
        let menu = try #require(session.driver.overrideRedirectWindows().first)
        let origin = session.driver.screenOrigin
        // Rows: padding 5, then Open, Duplicate, Rename…, Move to Section (26 each), a 9-point separator, Delete.
        let scale = menu.width >= 340 ? 2 : 1
        let deleteY = menu.y + (5 + 4 * 26 + 9 + 13) * scale - origin.y
        let skip = session.demo.outputLines.count
        session.driver.click(at: menu.x + 60 - origin.x, deleteY)
        let items = try #require(session.reportedItems(section: 0, after: skip))
        #expect(Array(items.prefix(3)) == [0, 2, 3], "photo 1 is gone")
        #expect(session.settle() == true)
        #expect(session.driver.overrideRedirectWindows().isEmpty)
    }

    @Test func aClickOutsideClosesTheMenuWithoutSelecting() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        _ = try openMenu(session)
        let skip = session.demo.outputLines.count
        let far = try session.card(6)
        session.driver.click(at: far.midX, far.midY)
        #expect(session.demo.waitForLine(startingWith: "menu closed", after: skip, timeout: 5) != nil)
        #expect(session.settle() == true)
        #expect(session.driver.overrideRedirectWindows().isEmpty)
        #expect(!session.demo.outputLines.dropFirst(skip).contains { $0.hasPrefix("selected ") })
    }
}
