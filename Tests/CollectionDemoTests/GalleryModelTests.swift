@testable import CollectionDemo
import Foundation
import Testing

/// The gallery's editable model: generated sections cost a count until edited, edits follow
/// UICollectionView's index conventions, and every item keeps its number (its picture and title).
@Suite struct GalleryModelTests {
    @Test func sixteenMillionItemsAreStoredAsCountsUntilEdited() {
        let model = GalleryModel(total: 16_777_216, sections: 3)
        #expect((0..<3).map(model.numberOfItems(in:)) == [5_592_406, 5_592_405, 5_592_405])
        #expect((0..<3).allSatisfy(model.isGenerated))
        #expect(model.number(item: 5_592_405, section: 0) == 5_592_405)
    }

    @Test func anInsertedItemTakesANewNumberAndOnlyItsSectionBecomesAnArray() {
        var model = GalleryModel(total: 30, sections: 3)
        let number = model.insertNewItem(at: 1, section: 1)
        #expect(number == 10)
        #expect((0..<4).map { model.number(item: $0, section: 1) } == [0, 10, 1, 2])
        #expect(model.numberOfItems(in: 1) == 11)
        #expect(model.isGenerated(0) && !model.isGenerated(1) && model.isGenerated(2))
    }

    @Test func numbersAreNeverReusedAfterADelete() {
        var model = GalleryModel(total: 4, sections: 1)
        model.insertNewItem(at: 0, section: 0)
        model.removeItems([0], section: 0)
        #expect(model.insertNewItem(at: 0, section: 0) == 5)
    }

    @Test func removingUsesIndexesFromBeforeTheRemoval() {
        var model = GalleryModel(total: 6, sections: 1)
        model.removeItems([1, 3, 4], section: 0)
        #expect((0..<3).map { model.number(item: $0, section: 0) } == [0, 2, 5])
    }

    @Test func reorderingPutsTheChosenItemsInTheGivenSlots() {
        var model = GalleryModel(total: 6, sections: 1)
        model.reorder([1, 2, 4], as: [4, 1, 2], section: 0)
        #expect((0..<6).map { model.number(item: $0, section: 0) } == [0, 4, 1, 3, 2, 5])
    }

    @Test func resetBringsBackTheGeneratedSections() {
        var model = GalleryModel(total: 6, sections: 2)
        model.insertNewItem(at: 0, section: 0)
        model.removeItems([0], section: 1)
        model.reset()
        #expect(model.numberOfItems(in: 0) == 3 && model.numberOfItems(in: 1) == 3)
        #expect(model.isGenerated(0) && model.isGenerated(1))
        #expect(model.insertNewItem(at: 0, section: 0) == 3)
    }

    @Test func anItemKeepsItsTitleAndPictureWhenItMoves() {
        var model = GalleryModel(total: 10, sections: 1)
        let title = model.title(item: 3, section: 0), picture = model.imageName(item: 3, section: 0)
        model.insertNewItem(at: 0, section: 0)
        #expect(model.title(item: 4, section: 0) == title)
        #expect(model.imageName(item: 4, section: 0) == picture)
    }
}

/// Moving a card to another section: it keeps its picture and title, its caption names the section it
/// is in now with a number unused there, and later adds still get unused numbers.
@Suite struct GalleryModelCrossSectionTests {
    @Test func aCardMovedToAnotherSectionKeepsItsPictureAndTitle() {
        var model = GalleryModel(total: 30, sections: 3)
        let title = model.title(item: 8, section: 1), picture = model.imageName(item: 8, section: 1)
        model.moveItem(from: IndexPath(item: 8, section: 1), to: IndexPath(item: 2, section: 0))
        #expect(model.title(item: 2, section: 0) == title)
        #expect(model.imageName(item: 2, section: 0) == picture)
    }

    @Test func aCardMovedToAnotherSectionIsCaptionedAsPartOfIt() {
        var model = GalleryModel(total: 30, sections: 3)
        model.moveItem(from: IndexPath(item: 8, section: 1), to: IndexPath(item: 2, section: 0))
        #expect(model.caption(item: 2, section: 0).hasSuffix("· Landscapes"))
        let numbers = (0..<model.numberOfItems(in: 0)).map { model.number(item: $0, section: 0) }
        #expect(Set(numbers).count == numbers.count, "numbers \(numbers) repeat")
    }

    @Test func addAfterACrossSectionMoveGivesANumberUnusedInTheSection() {
        var model = GalleryModel(total: 30, sections: 3)
        for _ in 0..<5 { model.insertNewItem(at: 0, section: 1) }  // section 1 now has numbers up to 14
        model.moveItem(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 10, section: 0))
        for _ in 0..<6 { model.insertNewItem(at: 0, section: 0) }
        let numbers = (0..<model.numberOfItems(in: 0)).map { model.number(item: $0, section: 0) }
        #expect(Set(numbers).count == numbers.count, "numbers \(numbers) repeat")
    }

    @Test func aCardMovedThereAndBackKeepsItsLook() {
        var model = GalleryModel(total: 30, sections: 3)
        let title = model.title(item: 4, section: 2), picture = model.imageName(item: 4, section: 2)
        model.moveItem(from: IndexPath(item: 4, section: 2), to: IndexPath(item: 0, section: 0))
        model.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 1))
        model.moveItem(from: IndexPath(item: 9, section: 1), to: IndexPath(item: 1, section: 2))
        #expect(model.title(item: 1, section: 2) == title && model.imageName(item: 1, section: 2) == picture)
    }
}
