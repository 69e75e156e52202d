import Foundation
import HostTestSupport
import PhotoLibrary
import Testing
@testable import XHost

/// The event loop's watched descriptors: a watched pipe with data is served, an unwatched one never
/// again, even while it stays readable.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct EventLoopWatchTests {
    @Test func anUnwatchedDescriptorIsNoLongerServedThoughItIsReadable() throws {
        let xvfb = try XvfbSession(width: 320, height: 240)
        defer { xvfb.stop() }
        let host = try X11Host(title: "EventLoopWatchTests", size: CGSize(width: 200, height: 150), displayName: xvfb.displayName)
        let handoff = ThreadHandoff<Int>()
        var served = 0
        host.watch(fileDescriptor: handoff.readEnd) {
            served += 1
            return true  // keeps watching without taking: the pipe stays readable
        }
        handoff.post(1)
        host.serveWatchedDescriptors(waitingUpTo: 1000)
        #expect(served == 1, "a readable watched descriptor is served")
        host.unwatch(fileDescriptor: handoff.readEnd)
        host.serveWatchedDescriptors(waitingUpTo: 0)
        #expect(served == 1, "once unwatched it is not, though its data is still unread")
    }
}
