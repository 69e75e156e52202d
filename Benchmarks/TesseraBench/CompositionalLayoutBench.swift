import CollectionEngine
import Foundation

/// Compositional-layout figures for issue 12: prepare and a visible-rect query, for 1,000 items in 10
/// sections and 1M items in 10,000 sections (100 items a section, 8 to a row, a header each).
///
/// - prepare: `invalidateLayout()` then `prepare()`; per section, and against the flow layout
///   preparing the same counts and sizes (the best alternative this engine has).
/// - query: `layoutAttributesForElements(in:)` for one 800×600 screen in the middle of the content;
///   query(1M)/query(1k) near 1× means the query costs what is visible.
/// Two ways of describing the sections: one section object shared by all (`init(section:)`), and a
/// provider that builds a new section for every index (each group is resolved anew).
@MainActor
struct CompositionalLayoutBench {
    let quick: Bool
    let viewSize = CGSize(width: 800, height: 600)

    func run() {
        let shapes = quick ? [(1_000, 10), (100_000, 1_000)] : [(1_000, 10), (1_000_000, 10_000)]
        print("Compositional layout: \(Int(viewSize.width))×\(Int(viewSize.height)) view, 100×100 items 8 to a row, a 40-point header per section (release build)")
        print(pad("items", 12) + pad("sections", 10) + pad("description", 14) + pad("prepare", 11) + pad("per section", 13)
              + pad("flow prepare", 14) + pad("÷flow", 8) + pad("query", 11) + "visible")
        for shared in [true, false] {
            var queries: [Double] = []
            for (items, sections) in shapes {
                let counts = Array(repeating: items / sections, count: sections)
                let compositional = measure(shared ? sharedLayout() : providedLayout(), counts: counts)
                let flow = measure(flowLayout(), counts: counts)
                queries.append(compositional.query)
                print(pad(formatCount(items), 12) + pad(formatCount(sections), 10) + pad(shared ? "shared" : "provider", 14)
                      + pad(formatTime(compositional.prepare), 11) + pad(formatTime(compositional.prepare / Double(sections)), 13)
                      + pad(formatTime(flow.prepare), 14) + pad(String(format: "%.2f×", compositional.prepare / flow.prepare), 8)
                      + pad(formatTime(compositional.query), 11) + "\(compositional.visible)")
            }
            if let first = queries.first, let last = queries.last {
                print("ratio query(\(formatCount(shapes.last?.0 ?? 0)))/query(\(formatCount(shapes.first?.0 ?? 0))), \(shared ? "shared" : "provider"): "
                      + String(format: "%.2f×", last / first))
            }
        }
    }

    private static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.125), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return section
    }

    private func sharedLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout(section: Self.section()) }

    private func providedLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout { _, _ in Self.section() } }

    private func flowLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        return layout
    }

    private func measure(_ layout: UICollectionViewLayout, counts: [Int]) -> (prepare: Double, query: Double, visible: Int) {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
        let dataSource = BenchDataSource(counts: counts)
        collectionView.register(BenchCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(BenchCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.errorHandler = { _ in }
        collectionView.layoutIfNeeded()
        let prepare = medianTime(minimumRuns: 3, budget: .milliseconds(300)) {
            layout.invalidateLayout()
            layout.prepare()
        }
        let height = layout.collectionViewContentSize.height
        let middle = CGRect(x: 0, y: (height / 2).rounded(), width: viewSize.width, height: viewSize.height)
        var visible = 0
        let query = medianTime { visible = layout.layoutAttributesForElements(in: middle)?.count ?? 0 }
        withExtendedLifetime(dataSource) {}
        return (prepare, query, visible)
    }
}
