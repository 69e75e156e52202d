import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `init?(coder:)`: Tessera has no nibs, so it makes the same object `init(frame: .zero)` would.
@MainActor @Suite struct CoderInitTests {
    private let coder = NSKeyedArchiver(requiringSecureCoding: false)

    @Test func aViewFromACoderHasAZeroFrame() throws {
        let view = try #require(UIView(coder: coder))
        #expect(view.frame == .zero)
        #expect(view.subviews.isEmpty)
    }

    @Test func aCollectionViewFromACoderHasAFlowLayoutAndShowsItsItems() throws {
        let collectionView = try #require(UICollectionView(coder: coder))
        #expect(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.itemSize = CGSize(width: 50, height: 50)
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let dataSource = ModelDataSource<Int>(model: [Array(0..<4)])
        dataSource.install(in: collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 4)
    }

    @Test func aCellFromACoderHasItsContentView() throws {
        let cell = try #require(UICollectionViewCell(coder: coder))
        #expect(cell.contentView.superview === cell)
    }

    @Test func controlsFromACoderAreSetUpAsFromAFrame() throws {
        let button = try #require(UIButton(coder: coder))
        let fromFrame = UIButton(frame: .zero)
        #expect(button.titleLabel.superview === button)
        #expect(button.titleLabel.textAlignment == fromFrame.titleLabel.textAlignment)
        let slider = try #require(UISlider(coder: coder))
        #expect(slider.subviews.count == UISlider(frame: .zero).subviews.count)
    }

    @Test func labelsAndImageViewsFromACoderIgnoreClicksAsFromAFrame() throws {
        #expect(try #require(UILabel(coder: coder)).isUserInteractionEnabled == false)
        #expect(try #require(UIImageView(coder: coder)).isUserInteractionEnabled == false)
    }

    @Test func aTransitionLayoutCannotComeFromACoder() {
        #expect(UICollectionViewTransitionLayout(coder: coder) == nil)
    }
}
