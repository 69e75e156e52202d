@testable import CollectionDemo
import Foundation
import Testing

/// The gallery's search filter as values: typing on scans only the last result and finds what a full
/// scan finds, the change between two results is one walk of both lists, and a change too large to
/// animate is said to be so.
@Suite struct GallerySearchTests {
    let model = GalleryModel(total: 3_000, sections: 3)

    @Test func aQueryExtendsAnotherThatItContainsIgnoringCaseAndAccents() {
        #expect(GalleryFilter.query("gold", extends: "gol"))
        #expect(GalleryFilter.query("Golden", extends: "OLD"))
        #expect(GalleryFilter.query("dé", extends: "D"))
        #expect(!GalleryFilter.query("gol", extends: "gold"))
        #expect(!GalleryFilter.query("gold", extends: ""), "an empty query showed everything: nothing to narrow")
    }

    @Test func typingOnScansOnlyTheLastResultAndFindsWhatAFullScanFinds() {
        var filter = GalleryFilter()
        for query in ["g", "go", "gol", "gold"] {
            let search = filter.search(for: query, in: model)
            if query != "g" { #expect(search.candidates == filter.shown, "\"\(query)\" scans what \"\(filter.query)\" showed") }
            filter.show(search.run())
            #expect(filter.shown == GalleryFilter.matches(query, in: model), "\"\(query)\" typed on")
        }
    }

    @Test func aQueryThatDoesNotExtendTheLastScansEveryTitle() {
        var filter = GalleryFilter()
        filter.show(filter.search(for: "gold", in: model).run())
        let search = filter.search(for: "gol", in: model)
        #expect(search.candidates == nil)
        #expect(search.size == 3_000)
    }

    @Test func theChangeIsWhatGoesAndWhatComesInShownPositions() {
        let change = GalleryFilter.changes(from: [[1, 3, 5, 7]], to: [[3, 4, 7, 9]])
        #expect(change.deleted == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        #expect(change.inserted == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
    }

    @Test func everyItemOfASectionShownWholeTakesPartInTheChange() {
        let change = GalleryFilter.changes(from: nil, to: [[1], []], counts: [3, 2], limit: .max)
        #expect(change?.deleted == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
                                    IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        #expect(change?.inserted == [])
    }

    @Test func aChangeOverTheLimitIsNotListed() {
        #expect(GalleryFilter.changes(from: nil, to: [[]], counts: [100], limit: 99) == nil)
        #expect(GalleryFilter.changes(from: nil, to: [[]], counts: [100], limit: 100)?.deleted.count == 100)
    }

    @Test func aStoppedSearchEndsEarly() {
        var asked = 0
        let found = GalleryFilter.matches("o", in: GalleryModel(total: 100_000, sections: 1), shouldStop: {
            asked += 1
            return true
        })
        #expect(asked == 1)
        #expect((found?.first?.count ?? 0) < 4_096)
    }
}
