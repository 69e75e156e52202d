import CollectionEngine
import EngineTestSupport
import Foundation

/// A collection view of a given size with a flow layout and a sectioned data source, errors recorded.
@MainActor
struct FlowFixture {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let dataSource: SectionedDataSource
    let errors = ErrorLog()

    init(width: CGFloat = 800, height: CGFloat = 600, counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        configure(layout)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        dataSource = SectionedDataSource(counts: counts)
        dataSource.attach(to: collectionView)
        let log = errors
        collectionView.errorHandler = { log.errors.append($0) }
        collectionView.layoutIfNeeded()
    }

    /// The dump of everything the layout places in `rect` (the whole content when nil).
    func dump(_ rect: CGRect? = nil) -> String {
        LayoutDump.describe(layout, in: rect ?? CGRect(origin: .zero, size: layout.collectionViewContentSize))
    }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@MainActor
final class ErrorLog {
    var errors: [CollectionViewError] = []
}
