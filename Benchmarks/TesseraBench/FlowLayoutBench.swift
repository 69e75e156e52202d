import CollectionEngine
import Foundation

/// Flow-layout figures for issue 2: prepare, a visible-rect query, and a full layout pass after a
/// scroll, for 10k to 16.7M items in one section and in 1,000 sections.
///
/// - prepare: `invalidateLayout()` then `prepare()`: building the section model from the counts.
/// - query: `layoutAttributesForElements(in:)` for one 800×600 screen in the middle of the content.
/// - scroll: moving `contentOffset` by one screen and `layoutIfNeeded()`: every visible cell is
///   discarded, reused and configured, as when the user pages through the content.
///
/// Ratios are to the 10,000-item case of the same shape: cost that follows what is visible stays
/// near 1× however many items there are.
@MainActor
struct FlowLayoutBench {
    let quick: Bool
    let viewSize = CGSize(width: 800, height: 600)

    struct Figures {
        var prepare: Double
        var query: Double
        var scroll: Double
        var visible: Int
    }

    func run() {
        let counts = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000, 16_777_216]
        print("Flow layout: \(Int(viewSize.width))×\(Int(viewSize.height)) view, 100×100 items, spacing 10 (release build)")
        print(pad("items", 12) + pad("sections", 10) + pad("prepare", 12) + pad("×10k", 8) + pad("query", 11) + pad("×10k", 8)
              + pad("scroll+layout", 15) + pad("×10k", 8) + "visible cells")
        var queryRatios: [String] = []
        for sectionCount in [1, 1_000] {
            var baseline: Figures?
            var last: Figures?
            for count in counts {
                let figures = measure(items: count, sections: sectionCount, sizedByDelegate: false)
                let base = baseline ?? figures
                baseline = base
                last = figures
                print(pad(formatCount(count), 12) + pad(formatCount(sectionCount), 10)
                      + pad(formatTime(figures.prepare), 12) + pad(ratio(figures.prepare, base.prepare), 8)
                      + pad(formatTime(figures.query), 11) + pad(ratio(figures.query, base.query), 8)
                      + pad(formatTime(figures.scroll), 15) + pad(ratio(figures.scroll, base.scroll), 8)
                      + "\(figures.visible)")
            }
            if let baseline, let last {
                let perElement = (last.query / Double(max(1, last.visible))) / (baseline.query / Double(max(1, baseline.visible)))
                queryRatios.append("\(formatCount(sectionCount)) section\(sectionCount == 1 ? "" : "s"): \(ratio(last.query, baseline.query))"
                    + String(format: " (%.2f× per element returned)", perElement))
            }
        }
        print("ratio query(\(formatCount(counts.last ?? 0)))/query(10,000): " + queryRatios.joined(separator: ", "))
        print("")
        print("Flow layout with sizeForItemAt (one delegate call per item in prepare, as in UIKit):")
        var sizedBaseline: Figures?
        for count in counts.prefix(3) {
            let figures = measure(items: count, sections: 1, sizedByDelegate: true)
            let base = sizedBaseline ?? figures
            sizedBaseline = base
            print(pad(formatCount(count), 12) + pad("1", 10)
                  + pad(formatTime(figures.prepare), 12) + pad(ratio(figures.prepare, base.prepare), 8)
                  + pad(formatTime(figures.query), 11) + pad(ratio(figures.query, base.query), 8)
                  + pad(formatTime(figures.scroll), 15) + pad(ratio(figures.scroll, base.scroll), 8)
                  + "\(figures.visible)")
        }
    }

    /// Prepare over 1M items with `estimatedItemSize` (nothing measured, then the 60 rows of a
    /// scrolled screen measured at other heights) against the same 1M items of one uniform size.
    func runSelfSizing() {
        let count = quick ? 100_000 : 1_000_000
        print("Flow layout self-sizing: prepare over \(formatCount(count)) items in one section, 800 wide rows (release build)")
        let uniform = prepareTime(items: count, estimated: false, measured: 0)
        print(pad("uniform itemSize", 34) + pad(formatTime(uniform), 12) + "1.00× (baseline)")
        for measured in [0, 60, 1_000] {
            let time = prepareTime(items: count, estimated: true, measured: measured)
            print(pad("estimated, \(formatCount(measured)) measured", 34) + pad(formatTime(time), 12) + ratio(time, uniform))
        }
    }

    private func prepareTime(items: Int, estimated: Bool, measured: Int) -> Double {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 800, height: 44)
        if estimated { layout.estimatedItemSize = CGSize(width: 800, height: 44) }
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
        let dataSource = BenchDataSource(counts: [items])
        // The screen shown while setting up keeps its estimate, so the rows below say exactly how many
        // items are measured.
        collectionView.register(estimated ? EstimateKeepingCell.self : BenchCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // Rows measured as a scroll would measure them: a contiguous stretch in the middle.
        for item in 0..<measured {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: items / 2 + item, section: 0))
            attributes.size = CGSize(width: 800, height: 44)
            let preferred = UICollectionViewLayoutAttributes(forCellWith: attributes.indexPath)
            preferred.size = CGSize(width: 800, height: CGFloat(30 + item % 5 * 20))
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
            }
        }
        let time = medianTime(minimumRuns: 5, budget: .milliseconds(300)) {
            let context = UICollectionViewFlowLayoutInvalidationContext()
            context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
            layout.invalidateLayout(with: context)
            layout.prepare()
        }
        withExtendedLifetime(dataSource) {}
        return time
    }

    private func measure(items: Int, sections: Int, sizedByDelegate: Bool) -> Figures {
        let counts = (0..<sections).map { section in items / sections + (section < items % sections ? 1 : 0) }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
        let dataSource = BenchDataSource(counts: counts)
        collectionView.register(BenchCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        let delegate = BenchSizingDelegate()
        if sizedByDelegate { collectionView.delegate = delegate }
        collectionView.layoutIfNeeded()

        let prepare = medianTime(minimumRuns: 3, budget: .milliseconds(sizedByDelegate ? 100 : 300)) {
            layout.invalidateLayout()
            layout.prepare()
        }
        collectionView.layoutIfNeeded()
        let contentHeight = collectionView.contentSize.height
        let middle = CGRect(x: 0, y: (contentHeight / 2).rounded(), width: viewSize.width, height: viewSize.height)
        var visible = 0
        let query = medianTime {
            visible = layout.layoutAttributesForElements(in: middle)?.count ?? 0
        }
        var offset = (contentHeight / 3).rounded()
        let scroll = medianTime {
            offset += viewSize.height
            if offset > contentHeight - viewSize.height { offset = 0 }
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
        }
        withExtendedLifetime((dataSource, delegate)) {}
        return Figures(prepare: prepare, query: query, scroll: scroll, visible: visible)
    }
}

/// A data source with fixed counts whose cells show their index path, as a real one would.
@MainActor
final class BenchDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    /// How many cells it configured since a benchmark last set it to zero.
    var cellsConfigured = 0
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsConfigured += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? BenchCell)?.label.text = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }
}

/// A cell whose measured size is the layout's estimate, so showing it measures nothing.
final class EstimateKeepingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

final class BenchCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

@MainActor
final class BenchSizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: indexPath.item % 3 == 0 ? 120 : 100)
    }
}
