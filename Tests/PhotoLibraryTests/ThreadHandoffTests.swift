import Foundation
import Testing
@testable import PhotoLibrary

/// `ThreadHandoff`: values posted on other threads reach the main thread in order, and its pipe wakes
/// a `poll()` exactly while values wait.
@Suite struct ThreadHandoffTests {
    private func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }

    @Test func valuesPostedOnAnotherThreadArriveInOrderAndWakeThePipe() {
        let handoff = ThreadHandoff<Int>()
        #expect(!isReadable(handoff.readEnd))
        let posted = DispatchSemaphore(value: 0)
        Thread {
            for value in 1...300 { handoff.post(value) }  // more wake-ups than one read drains
            posted.signal()
        }.start()
        handoff.wait(timeout: 60)  // returns at the first post
        #expect(isReadable(handoff.readEnd))
        posted.wait()
        #expect(handoff.take() == Array(1...300))
        #expect(!isReadable(handoff.readEnd), "taking empties the pipe")
        #expect(handoff.take().isEmpty)
    }
}
