import Foundation
import Testing
@testable import XHost

/// When the event loop draws: at the display's period while something animates, at once for a key
/// press, with the cadence kept from slot to slot.
struct EventLoopPacingTests {
    let period = 1.0 / 60

    @Test func aKeyPressIsDrawnAtOnceEvenJustAfterAFrame() {
        let next = EventLoop.nextFrame(now: 10.002, lastSlot: 10, period: period, keyPressed: true)
        #expect(next.drawNow)
        #expect(next.slot == 10.002)
    }

    @Test func withoutAKeyAFrameWaitsForTheNextSlot() {
        let next = EventLoop.nextFrame(now: 10.002, lastSlot: 10, period: period, keyPressed: false)
        #expect(!next.drawNow)
        #expect(next.slot == 10 + period)
    }

    @Test func aSlotUnderAMillisecondAwayIsDrawnAndKeepsItsTime() {
        // The wait before it slept whole milliseconds and woke just short of the slot.
        let next = EventLoop.nextFrame(now: 10 + period - 0.0004, lastSlot: 10, period: period, keyPressed: false)
        #expect(next.drawNow)
        #expect(next.slot == 10 + period, "the next period counts from the slot, so 60 frames a second stay 60")
    }

    @Test func aLateFrameCountsItsPeriodFromWhenItIsDrawn() {
        let next = EventLoop.nextFrame(now: 10.05, lastSlot: 10, period: period, keyPressed: false)
        #expect(next.drawNow)
        #expect(next.slot == 10.05, "no burst of frames to catch up")
    }
}
