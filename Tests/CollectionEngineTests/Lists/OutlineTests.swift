import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// Outlines: section snapshots shown by a list, expanded and collapsed with `.outlineDisclosure()`.
@MainActor
@Suite struct OutlineTests {
    /// A sidebar of two folders, "Trips" (with "Rome" and "Oslo") and "Empty" (no children), collapsed.
    private func outlineScene() -> ListScene {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .sidebar), sections: [[]])
        scene.configureCell = { cell, item in
            cell.accessories = ["Trips", "Empty", "Rome"].contains(item) ? [.outlineDisclosure()] : []
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Trips", "Empty"])
        outline.append(["Rome", "Oslo"], to: "Trips")
        outline.append(["Forum"], to: "Rome")
        scene.dataSource.apply(outline, to: 0, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        return scene
    }

    private func disclosure(_ scene: ListScene, _ item: Int) -> CGPoint {
        let cell = scene.cell(item)
        let chevron = cell?.subviews.first { $0 is UIControl && !$0.isHidden }
        return chevron.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
    }

    @Test func clickingTheDisclosureExpandsTheItemAndIndentsItsChildren() {
        let scene = outlineScene()
        #expect(scene.visibleTexts == ["Trips", "Empty"])
        scene.input.click(at: disclosure(scene, 0))
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Rome", "Oslo", "Empty"])
        #expect(scene.cell(0)?.configurationState.isExpanded == true)
        #expect(scene.cell(1)?.indentationLevel == 1)
        #expect(scene.cell(0)?.indentationLevel == 0)
        #expect((scene.cell(1)?.contentView.frame.minX ?? 0) == (scene.cell(0)?.contentView.frame.minX ?? 0) + 10)
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "the chevron does not select")
        #expect(scene.errors.isEmpty)
    }

    @Test func clickingItAgainCollapsesAndTheChevronTurnsBack() throws {
        let scene = outlineScene()
        scene.input.click(at: disclosure(scene, 0))
        scene.input.settle()
        let chevron = try #require(scene.cell(0)?.subviews.first { $0 is UIControl }?.subviews.first)
        #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2))
        scene.input.click(at: disclosure(scene, 0))
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Empty"])
        #expect(chevron.transform == .identity)
    }

    @Test func theHandlersAreAskedAndToldInOrder() {
        let scene = outlineScene()
        var log: [String] = []
        scene.dataSource.sectionSnapshotHandlers.shouldExpandItem = { log.append("should expand \($0)"); return $0 != "Empty" }
        scene.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
        scene.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { log.append("should collapse \($0)"); return true }
        scene.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
        scene.input.click(at: disclosure(scene, 1))   // Empty: refused
        scene.input.click(at: disclosure(scene, 0))   // Trips
        scene.input.settle()
        scene.input.click(at: disclosure(scene, 0))
        scene.input.settle()
        #expect(log == ["should expand Empty", "should expand Trips", "will expand Trips", "should collapse Trips", "will collapse Trips"])
    }

    @Test func snapshotForExpandingParentSuppliesTheChildrenAsTheParentOpens() {
        let scene = outlineScene()
        scene.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(existing.rootItems.isEmpty ? ["\(parent) 1", "\(parent) 2"] : existing.rootItems)
            return loaded
        }
        scene.input.click(at: disclosure(scene, 1))   // Empty gets two children loaded
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Empty", "Empty 1", "Empty 2"])
        #expect(scene.dataSource.snapshot(for: 0).level(of: "Empty 2") == 1)
    }

    @Test func expandingAnItemWithoutChildrenShowsNothingMoreButMarksItExpanded() {
        let scene = outlineScene()
        scene.input.click(at: disclosure(scene, 1))
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Empty"])
        #expect(scene.dataSource.snapshot(for: 0).isExpanded("Empty"))
        #expect(scene.errors.isEmpty)
    }

    @Test func collapsingWhileTheExpansionStillAnimatesEndsCollapsedWithNoViewLeftBehind() {
        let scene = outlineScene()
        scene.input.click(at: disclosure(scene, 0))
        scene.input.stepFrames(4)
        scene.input.click(at: disclosure(scene, 0))
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Empty"])
        #expect(scene.collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }.count == 2)
        #expect(scene.errors.isEmpty)
    }

    @Test func expandingAnItemTheOutlineDoesNotHaveIsReportedAndChangesNothing() {
        let scene = outlineScene()
        var outline = scene.dataSource.snapshot(for: 0)
        outline.expand(["Nowhere"])
        scene.dataSource.apply(outline, to: 0, animatingDifferences: true)
        scene.input.settle()
        #expect(scene.errors == [.unknownIdentifier(operation: "expand(_:)", identifier: "Nowhere")])
        #expect(scene.visibleTexts == ["Trips", "Empty"])
    }

    @Test func expandingAChildOfACollapsedParentShowsItOnlyOnceTheParentOpens() {
        let scene = outlineScene()
        var outline = scene.dataSource.snapshot(for: 0)
        outline.expand(["Rome"])
        scene.dataSource.apply(outline, to: 0, animatingDifferences: true)
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Empty"], "Trips is still collapsed")
        scene.input.click(at: disclosure(scene, 0))
        scene.input.settle()
        #expect(scene.visibleTexts == ["Trips", "Rome", "Forum", "Oslo", "Empty"], "Rome opens with its parent, as it was left")
        #expect(scene.errors.isEmpty)
    }

    @Test func replacingChildrenKeepsTheirOwnChildrenAndExpansion() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Root"])
        outline.append(["Old"], to: "Root")
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["New"])
        replacement.append(["Leaf"], to: "New")
        replacement.expand(["New"])
        outline.replace(childrenOf: "Root", using: replacement)
        outline.expand(["Root"])
        #expect(outline.visibleItems == ["Root", "New", "Leaf"])
        #expect(!outline.contains("Old"))
    }
}

/// An outline applied already expanded shows its chevrons turned from the first frame.
@MainActor
@Suite struct OutlineFirstFrameTests {
    @Test func anItemExpandedBeforeItsCellIsShownHasItsChevronTurned() throws {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .sidebar), sections: [[]])
        scene.configureCell = { cell, item in cell.accessories = item == "Albums" ? [.outlineDisclosure()] : [] }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Albums"])
        outline.append(["Trips"], to: "Albums")
        outline.expand(["Albums"])
        scene.dataSource.apply(outline, to: 0, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        let chevron = try #require(scene.cell(0)?.subviews.first { $0 is UIControl }?.subviews.first)
        #expect(scene.cell(0)?.configurationState.isExpanded == true)
        #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2))
    }
}
