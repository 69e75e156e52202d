@testable import CollectionEngine
import Foundation
import Testing

/// The collection view's data-side state changes only through named transitions; each one's effect on
/// the counts, the presented order and the data generation is pinned here.
@Suite struct DataStateTests {
    /// A state whose counts were read, as every state is after the first query.
    private func loaded(_ counts: [Int]) -> DataState {
        var state = DataState()
        state.apply(.countsKnown(counts))
        return state
    }

    private func movedOrder(_ counts: [Int]) -> PresentedOrder {
        var order = PresentedOrder(sourceCounts: counts)
        order.move = (IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1))
        return order
    }

    @Test func startsWithNoCountsNoOrderAndGenerationZero() {
        let state = DataState()
        #expect(state.counts == nil)
        #expect(state.presentedOrder == nil)
        #expect(state.generation == 0)
    }

    @Test func knownCountsAreKeptWithoutANewGeneration() {
        let state = loaded([3, 4])
        #expect(state.counts == [3, 4])
        #expect(state.generation == 0)
    }

    @Test func invalidatedCountsAreForgottenWithoutANewGeneration() {
        var state = loaded([3, 4])
        state.apply(.countsInvalidated)
        #expect(state.counts == nil)
        #expect(state.generation == 0)
    }

    @Test func aReloadForgetsTheCountsAndStartsANewGeneration() {
        var state = loaded([3, 4])
        state.apply(.reloaded)
        #expect(state.counts == nil)
        #expect(state.generation == 1)
    }

    @Test func anAppliedUpdateInstallsItsCountsAndStartsANewGeneration() {
        var state = loaded([3, 4])
        state.apply(.updateApplied(newCounts: [5]))
        #expect(state.counts == [5])
        #expect(state.generation == 1)
    }

    @Test func presentingAnOrderReportsItsPresentedCounts() {
        var state = loaded([3, 4])
        let order = movedOrder([3, 4])
        state.apply(.presented(order))
        #expect(state.presentedOrder == order)
        #expect(state.counts == [2, 5])
        #expect(state.generation == 0)
    }

    @Test func leavingAPresentedOrderRestoresTheCountsItKnewForTheDataSource() {
        var state = loaded([3, 4])
        state.apply(.presented(movedOrder([3, 4])))
        state.apply(.presented(nil))
        #expect(state.presentedOrder == nil)
        #expect(state.counts == [3, 4])
    }

    @Test func droppingThePresentedOrderKeepsTheCountsUntilInvalidated() {
        var state = loaded([3, 4])
        state.apply(.presented(movedOrder([3, 4])))
        state.apply(.presentedOrderDropped)
        #expect(state.presentedOrder == nil)
        #expect(state.counts == [2, 5])
        #expect(state.generation == 0)
    }

    @Test func aCommittedPlaceholderLeavesTheRestOfTheOrderAndForgetsTheCounts() {
        var state = loaded([3, 4])
        var order = PresentedOrder(sourceCounts: [3, 4])
        order.insertPlaceholder(ObjectIdentifier(NSObject.self), at: IndexPath(item: 0, section: 0))
        state.apply(.presented(order))
        let remaining = movedOrder([4, 4])
        state.apply(.placeholderCommitted(remaining: remaining))
        #expect(state.presentedOrder == remaining)
        #expect(state.counts == nil)
        #expect(state.generation == 0)
    }
}
