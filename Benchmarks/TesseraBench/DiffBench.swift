@_spi(Benchmarks) import CollectionEngine
import Foundation

/// Diffable-data-source figures for issue 4: the snapshot diff for 10k, 100k and 1M items with about
/// 10 % deletes, 10 % inserts, 5 % moves and 5 % reloads, beside Swift's `CollectionDifference`
/// (`difference(from:).inferringMoves()`) on the same arrays, and a whole `apply` on a live view.
///
/// `CollectionDifference` is Myers' O(N·D) algorithm; past 100k items it is not run but extrapolated
/// from its measured growth, and the figure says so.
@MainActor
struct DiffBench {
    let quick: Bool

    func run() {
        print("Snapshot diff: one section, ~10% deletes, 10% inserts, 5% moves, 5% reloads (release build)")
        print(pad("items", 12) + pad("Tessera diff", 15) + pad("per item", 11) + pad("CollectionDifference", 24) + pad("ratio", 10) + "apply on a 800×600 view")
        var random = BenchRandom(seed: 42)
        var swiftTimes: [(Int, Double)] = []
        for count in quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
            let (old, new) = Self.arrays(count: count, using: &random)
            var oldSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            oldSnapshot.appendSections([0])
            oldSnapshot.appendItems(old)
            var newSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            newSnapshot.appendSections([0])
            newSnapshot.appendItems(new)
            newSnapshot.reloadItems(Array(new.lazy.filter { $0 < count && $0 % 20 == 7 }))
            var operations = 0
            let ours = medianTime(minimumRuns: 3, budget: .milliseconds(300)) {
                operations = oldSnapshot.batchUpdateOperationCount(to: newSnapshot)
            }
            let swift: String
            let ratioText: String
            if count <= 100_000 {
                var changes = 0
                let time = medianTime(minimumRuns: 1, budget: .zero) { changes = new.difference(from: old).inferringMoves().count }
                swiftTimes.append((count, time))
                swift = formatTime(time) + " (\(formatCount(changes)) changes)"
                ratioText = String(format: "%.0f×", time / ours)
            } else if let (baseCount, baseTime) = swiftTimes.last {
                let growth = swiftTimes.count >= 2 ? log(swiftTimes[1].1 / swiftTimes[0].1) / log(Double(swiftTimes[1].0) / Double(swiftTimes[0].0)) : 2
                let estimate = baseTime * pow(Double(count) / Double(baseCount), growth)
                swift = "~" + formatTime(estimate) + " (estimated, not run)"
                ratioText = String(format: "~%.0f×", estimate / ours)
            } else {
                swift = "not run"
                ratioText = "-"
            }
            let apply = measureApply(old: oldSnapshot, new: newSnapshot)
            print(pad(formatCount(count), 12) + pad(formatTime(ours), 15) + pad(formatTime(ours / Double(count)), 11)
                  + pad(swift, 24) + pad(ratioText, 10) + formatTime(apply) + "  (\(formatCount(operations)) operations)")
        }
        print("ratio = CollectionDifference time / Tessera diff time, same data, same run")
    }

    /// An old array 0..<count and a new one with the mix of changes described above.
    static func arrays(count: Int, using random: inout BenchRandom) -> ([Int], [Int]) {
        let old = Array(0..<count)
        var keyed: [(key: Double, item: Int)] = []
        keyed.reserveCapacity(count + count / 10)
        for item in old {
            switch random.next() % 20 {
            case 0, 1: continue                                                    // 10 % deleted
            case 2: keyed.append((Double(random.next() % UInt64(count)), item))  // 5 % moved
            default: keyed.append((Double(item), item))
            }
        }
        for inserted in 0..<(count / 10) { keyed.append((Double(random.next() % UInt64(count)) + 0.5, count + inserted)) }
        keyed.sort { $0.key < $1.key }
        return (old, keyed.map(\.item))
    }

    /// A whole `apply` of `new` over `old` on a live collection view: diff, checking, and animating what is visible.
    private func measureApply(old: NSDiffableDataSourceSnapshot<Int, Int>, new: NSDiffableDataSourceSnapshot<Int, Int>) -> Double {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 800, height: 600), collectionViewLayout: layout)
        collectionView.register(BenchCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            (cell as? BenchCell)?.label.text = "\(item)"
            return cell
        }
        var flip = false
        return medianTime(minimumRuns: 3, budget: .milliseconds(300)) {
            flip.toggle()
            dataSource.apply(flip ? new : old, animatingDifferences: true)
            collectionView.layoutIfNeeded()
        }
    }
}

/// SplitMix64, so every run diffs the same data.
struct BenchRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
