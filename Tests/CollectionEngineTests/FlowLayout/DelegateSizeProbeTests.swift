@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The flow layout learns whether its delegate sizes items by asking once and seeing who answers.
@MainActor
@Suite struct DelegateSizeProbeTests {
    private let first = IndexPath(item: 0, section: 0)

    private func collectionView(with layout: UICollectionViewFlowLayout) -> UICollectionView {
        CollectionScene(layout: layout, model: ReferenceModel([[0]])).collectionView
    }

    @Test func aDelegateWithoutSizeForItemAtIsAnsweredByTheDefault() {
        let layout = UICollectionViewFlowLayout()
        let delegate = InsetOnlyFlowDelegate(inset: .zero)
        #expect(layout.probeDelegateSize(delegate, at: first, in: collectionView(with: layout)) == nil)
        #expect(layout.sizeProbe == .idle)
    }

    @Test func aDelegateThatSizesItemsAnswersWithItsSizeEvenWhenItEqualsItemSize() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        let delegate = SizingFlowDelegate { _ in CGSize(width: 40, height: 30) }
        #expect(layout.probeDelegateSize(delegate, at: first, in: collectionView(with: layout)) == CGSize(width: 40, height: 30))
        #expect(delegate.sizeCalls == 1)
        #expect(layout.sizeProbe == .idle)
    }

    @Test func theDefaultAnsweringOutsideAProbeLeavesTheLayoutIdle() {
        let layout = UICollectionViewFlowLayout()
        let delegate = InsetOnlyFlowDelegate(inset: .zero)
        _ = delegate.collectionView(collectionView(with: layout), layout: layout, sizeForItemAt: first)
        #expect(layout.sizeProbe == .idle)
    }
}
