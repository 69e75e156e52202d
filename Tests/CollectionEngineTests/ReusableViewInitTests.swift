import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A cell that notes the frame its `init(frame:)` was given, and makes a badge view through `init()`.
@MainActor
private final class FrameNotingCell: UICollectionViewCell {
    private(set) var frameAtInit: CGRect = .null
    private(set) var badge = UICollectionReusableView()

    override init(frame: CGRect) {
        frameAtInit = frame
        super.init(frame: frame)
        badge = UICollectionReusableView()
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Registered classes are made through `init(frame:)` with their layout frame, as UIKit makes them.
@MainActor @Suite struct ReusableViewInitTests {
    @Test func aRegisteredCellIsInitialisedWithItsLayoutFrameAndWhatItMakesStartsAtZero() throws {
        let scene = CollectionScene(layout: GridTestLayout(), model: [Array(0..<4)], cellClass: FrameNotingCell.self)
        scene.layoutPass()
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? FrameNotingCell)
        #expect(cell.frameAtInit == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(cell.badge.frame == .zero)
    }

    @Test func aViewMadeWithInitOutsideTheCollectionViewStartsAtZero() {
        #expect(UICollectionReusableView().frame == .zero)
    }
}
