import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The demo's scene follows its X window as a desktop moves it, driven from a second X client: the
/// focus moving to another window and back (XSetInputFocus), iconifying (XIconifyWindow, with the
/// test acting as the window manager that unmaps the window) and mapping again, and closing
/// (WM_DELETE_WINDOW). Each step waits for the scene delegate's line and the demo's `scene` answer.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct SceneLifecycleEndToEndTests {
    /// The scene's `activationState` and the app's `applicationState` as the demo reports them now.
    private func state(_ session: GallerySession) -> String? {
        let skip = session.demo.outputLines.count
        session.demo.send("scene")
        return session.demo.waitForLine(startingWith: "scene state=", after: skip, timeout: 10)
    }

    /// Waits for the scene delegate's line `scene EVENT` printed after output line `skip`.
    private func heard(_ event: String, _ session: GallerySession, after skip: Int = 0) -> Bool {
        session.demo.waitForLine(startingWith: "scene \(event)", after: skip, timeout: 10) != nil
    }

    @Test func launchingConnectsTheSceneThenBringsItToTheForegroundAndMakesItActive() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        #expect(heard("didBecomeActive", session))
        let lines = session.demo.outputLines.filter { $0.hasPrefix("scene ") }
        #expect(lines == ["scene willConnect", "scene willEnterForeground", "scene didBecomeActive"])
        #expect(state(session) == "scene state=foregroundActive application=active")
    }

    @Test func focusMovingToAnotherWindowMakesTheSceneInactiveAndComingBackMakesItActive() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let driver = session.driver
        #expect(heard("didBecomeActive", session))
        driver.focus(driver.window)
        let other = driver.openOtherWindow()
        var skip = session.demo.outputLines.count
        driver.focus(other)
        #expect(heard("willResignActive", session, after: skip))
        #expect(state(session) == "scene state=foregroundInactive application=inactive")

        skip = session.demo.outputLines.count
        driver.focus(driver.window)
        #expect(heard("didBecomeActive", session, after: skip))
        #expect(state(session) == "scene state=foregroundActive application=active")
    }

    @Test func iconifyingSendsTheSceneToTheBackgroundAndMappingAgainBringsItBack() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        let driver = session.driver
        #expect(heard("didBecomeActive", session))
        let before = try #require(session.settledCapture())
        driver.focus(driver.window)
        var skip = session.demo.outputLines.count
        #expect(driver.iconifyAsWindowManager(), "XIconifyWindow asked the window manager to iconify the window")
        #expect(heard("willResignActive", session, after: skip))
        #expect(heard("didEnterBackground", session, after: skip))
        #expect(state(session) == "scene state=background application=background")

        skip = session.demo.outputLines.count
        XMapWindow(driver.display, driver.window)
        XSync(driver.display, 0)
        #expect(heard("willEnterForeground", session, after: skip))
        // The focus went back to the root when the window was unmapped: on screen, not yet active.
        #expect(state(session) == "scene state=foregroundInactive application=inactive")
        driver.focus(driver.window)
        #expect(heard("didBecomeActive", session, after: skip))
        let after = try #require(session.settledCapture())
        session.save(before, as: "scene-1-before-iconify")
        session.save(after, as: "scene-2-mapped-again")
        let whole = PixelBox(x: 0, y: 0, width: before.width, height: before.height)
        #expect(after.changedFraction(comparedTo: before, in: whole) < 0.01, "the same gallery is drawn again after the window was iconified")
    }

    @Test func closingTheWindowDisconnectsTheSceneDiscardsItsSessionAndEndsTheApp() throws {
        let session = try GallerySession(manualClock: true)
        defer { session.close() }
        #expect(heard("didBecomeActive", session))
        let skip = session.demo.outputLines.count
        session.driver.requestClose()
        #expect(session.demo.waitForExit(timeout: 10) == 0)
        let lines = session.demo.outputLines.dropFirst(skip).filter { $0.hasPrefix("scene ") || $0.hasPrefix("sessions ") || $0 == "terminate" }
        #expect(lines == ["scene willResignActive", "scene didEnterBackground", "scene didDisconnect", "sessions discarded 1", "terminate"])
    }
}

extension XTestDriver {
    /// Gives `window` the keyboard focus, as a window manager does when the user clicks it.
    fileprivate func focus(_ window: UInt) {
        XSetInputFocus(display, window, RevertToParent, Time(CurrentTime))
        XSync(display, 0)
    }

    /// Maps a small window of this client's own (another program's window) and returns it.
    fileprivate func openOtherWindow() -> UInt {
        let screen = XDefaultScreen(display)
        let other = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, 40, 40, 0,
                                        XBlackPixel(display, screen), XWhitePixel(display, screen))
        XMapWindow(display, other)
        XSync(display, 0)
        return other
    }

    /// Iconifies the window as a desktop does: `XIconifyWindow` asks the window manager (a
    /// `WM_CHANGE_STATE` message to the root window), and this client, acting as the window manager
    /// Xvfb lacks, answers it by unmapping the window. Returns whether the request arrived.
    fileprivate func iconifyAsWindowManager() -> Bool {
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        XSelectInput(display, root, SubstructureNotifyMask)
        defer {
            XSelectInput(display, root, NoEventMask)
            XSync(display, 0)
        }
        XIconifyWindow(display, window, screen)
        // The message to ourselves is queued before the answer to this round trip.
        XSync(display, 0)
        let changeState = XInternAtom(display, "WM_CHANGE_STATE", 0)
        var event = XEvent()
        var requested = false
        while XCheckTypedEvent(display, ClientMessage, &event) != 0 {
            if event.xclient.window == window, event.xclient.message_type == changeState, event.xclient.data.l.0 == IconicState {
                requested = true
            }
        }
        guard requested else { return false }
        XUnmapWindow(display, window)
        XSync(display, 0)
        return true
    }
}
