@testable import CollectionDemo
import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The small things a new user notices at once.
@MainActor
@Suite struct GalleryDetailsTests {
    @Test func helpShowsDefaultsAsTheyAreTyped() {
        let help = GalleryCommand.helpMessage(columns: 200)
        #expect(help.contains("default: 1100x760"))
        #expect(help.contains("default: grid"))
    }

    @Test func layoutOptionAcceptsEverySpellingItsErrorLists() {
        #expect(LayoutChoice.allValueStrings == ["grid", "list", "mosaic", "ring", "cover-flow"])
        let parsed = LayoutChoice.allValueStrings.compactMap { LayoutChoice(argument: $0)?.kind }
        #expect(parsed == LayoutCycle.Kind.allCases)
        #expect(LayoutChoice(argument: "Cover Flow")?.kind == .coverFlow)
        #expect(LayoutChoice(argument: "spiral") == nil)
    }

    @Test func emptyGallerySaysNoPicturesUntilOneIsAdded() {
        let scene = GalleryScene(items: 0)
        let label = scene.controller.view.emptyLabel
        #expect(!label.isHidden && label.text == "No pictures")
        scene.controller.perform(.add)
        #expect(label.isHidden)
        #expect(scene.selected == ["0.0"])
    }

    @Test func addSelectsTheNewCardAloneAndScrollsToIt() {
        let scene = GalleryScene(items: 600, sections: 1)
        scene.input.click(at: scene.point(0, 1))
        scene.collectionView.selectItem(at: IndexPath(item: 300, section: 0), animated: false, scrollPosition: [])
        scene.controller.perform(.add)
        scene.input.settle()
        #expect(scene.selected == ["0.301"])
        let frame = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 301, section: 0))?.frame ?? .zero
        #expect(scene.collectionView.bounds.contains(frame))
    }

    @Test func loneCardStartsAtTheLeadingEdgeOfItsRow() {
        for count in [1, 2, 5] {
            let scene = GalleryScene(items: count, sections: 1)
            let frame = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: count - 1, section: 0))?.frame ?? .zero
            let first = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
            #expect(first.minX == GridLayoutFactory.sectionInset.left, "\(count) cards")
            // With four columns at 1100 points, the last card of 1, 2 or 5 sits in column 0, 1 or 0.
            let column = CGFloat((count - 1) % 4)
            #expect(abs(frame.minX - (first.minX + column * (scene.collectionView.bounds.width - 48 + 18) / 4)) < 20, "\(count) cards")
        }
    }

    @Test func everyTitleNamesItsOwnPicture() {
        let model = GalleryModel(total: 400, sections: 4)
        for section in 0..<4 {
            for item in 0..<model.numberOfItems(in: section) {
                let nouns = GalleryModel.names(of: model.imageName(item: item, section: section))
                let title = model.title(item: item, section: section)
                #expect(nouns.contains { title.contains($0) }, "\(title) shows \(model.imageName(item: item, section: section))")
            }
        }
    }

    @Test func ringBadgeLeavesTheThumbnailReadable() {
        let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        cell.isSelected = true
        cell.layoutIfNeeded()
        let badge = cell.contentView.subviews.filter { !$0.isHidden && $0.layer.cornerRadius > 0 && $0.bounds.width < 40 }
        let covered = badge.reduce(0) { $0 + $1.bounds.width * $1.bounds.height }
        #expect(!badge.isEmpty && covered <= 0.12 * 40 * 40)
    }

    /// Only a layout change tells a cell when it ends; a card that turns from a row into a card in an
    /// animated update (a delete, a move) must not keep its text hidden waiting for that end.
    @Test func aCardChangingLookInAnAnimatedUpdateShowsItsText() {
        let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 600, height: 44))
        cell.configure(title: "Quiet Dunes", caption: "Desert", image: nil)
        cell.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            cell.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            cell.layoutIfNeeded()
        }
        #expect(cell.shownParts.title != nil, "the title shows in its new place")
    }
}

/// On a HiDPI display (Xft.dpi 144: 1.5 pixels a point) the grid's cards lie on whole pixels.
@MainActor
@Suite struct GalleryHiDPITests {
    @Test func gridCardsLieOnWholePixelsAtOneAndAHalf() {
        let scene = GalleryScene(items: 40, sections: 2, size: CGSize(width: 1003, height: 700))
        scene.window.displayScale = 1.5
        scene.window.frame = CGRect(x: 0, y: 0, width: 1001, height: 700)
        scene.window.layoutIfNeeded()
        let frames = (0..<20).compactMap { scene.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let offPixel = frames.filter { frame in
            [frame.minX, frame.minY, frame.maxX, frame.maxY].contains { abs(($0 * 1.5).rounded() - $0 * 1.5) > 1e-6 }
        }
        #expect(frames.count == 20 && offPixel.isEmpty, "\(offPixel)")
    }
}
