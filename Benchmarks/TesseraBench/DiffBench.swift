@_spi(Benchmarks) import CollectionEngine
import Foundation

/// Diffable-data-source figures (issues 4 and 14): the snapshot diff for 10k, 100k and 1M items with
/// about 10 % deletes, 10 % inserts, 5 % moves and 5 % reloads in one section, timed from this module
/// through `batchUpdateOperationCount(to:)` as an app would call the engine, against:
/// - the floor: a plain dictionary pass over the same ids (build `[id: oldIndex]`, look every new id
///   up, count the rest), which any identifier-based diff has to pay;
/// - Heckel's algorithm written here over the same arrays (the approach of the fastest Swift diff
///   libraries), producing delete, insert and move offsets;
/// - Swift's `CollectionDifference` (Myers, O(N·D)) where it finishes in reasonable time (≤ 100k);
/// and a diff of a snapshot against an unchanged one, and a whole `apply` on a live view, each as a
/// ratio to the diff. The moves the diff makes are printed beside the fewest possible: survivors not
/// in the longest run that keeps its order, less those replaced because they were also reloaded.
@MainActor
struct DiffBench {
    let quick: Bool

    func run() {
        print("Snapshot diff: one section, ~10% deletes, 10% inserts, 5% moves, 5% reloads (release build, medians)")
        var random = BenchRandom(seed: 42)
        for count in quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] {
            let (old, new) = Self.arrays(count: count, using: &random)
            var oldSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            oldSnapshot.appendSections([0])
            oldSnapshot.appendItems(old)
            var sameSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            sameSnapshot.appendSections([0])
            sameSnapshot.appendItems(Array(old))
            var newSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            newSnapshot.appendSections([0])
            newSnapshot.appendItems(new)
            let reloaded = new.filter { $0 < count && $0 % 20 == 7 }
            newSnapshot.reloadItems(reloaded)

            var operations = 0
            let ours = medianTime(minimumRuns: 5, budget: .milliseconds(500)) {
                operations = oldSnapshot.batchUpdateOperationCount(to: newSnapshot)
            }
            var floorCount = 0
            let floor = medianTime(minimumRuns: 5, budget: .milliseconds(500)) { floorCount = Self.dictionaryPass(old: old, new: new) }
            var heckelCount = 0
            let heckel = medianTime(minimumRuns: 5, budget: .milliseconds(500)) { heckelCount = Self.heckel(old: old, new: new) }
            var unchangedCount = -1
            let itself = medianTime(minimumRuns: 5, budget: .milliseconds(100)) {
                unchangedCount = oldSnapshot.batchUpdateOperationCount(to: oldSnapshot)
            }
            let copy = medianTime(minimumRuns: 5, budget: .milliseconds(100)) {
                unchangedCount += oldSnapshot.batchUpdateOperationCount(to: sameSnapshot)
            }
            let apply = measureApply(old: oldSnapshot, new: newSnapshot)
            let moves = oldSnapshot.batchUpdateMoveCount(to: newSnapshot)
            let fewest = Self.fewestMoves(old: old, new: new, reloaded: Set(reloaded))

            print("\(formatCount(count)) items:")
            print("  Tessera diff        \(pad(formatTime(ours), 10)) = \(ratio(ours, floor)) the dictionary floor  (\(formatCount(operations)) changes)")
            print("  dictionary floor    \(pad(formatTime(floor), 10))   (\(formatCount(floorCount)) ids unpaired)")
            print("  Heckel (own code)   \(pad(formatTime(heckel), 10)) = \(ratio(heckel, floor)) the floor; Tessera = \(ratio(ours, heckel)) Heckel  (\(formatCount(heckelCount)) changes, moves not minimal)")
            if count <= 100_000 {
                var changes = 0
                let swift = medianTime(minimumRuns: 1, budget: .zero) { changes = new.difference(from: old).inferringMoves().count }
                print("  CollectionDifference \(pad(formatTime(swift), 9)) = \(ratio(swift, ours)) Tessera  (\(formatCount(changes)) changes)")
            } else {
                print("  CollectionDifference not run (O(N·D): minutes at this size)")
            }
            print("  no change, itself   \(pad(formatTime(itself), 10)) = \(ratio(itself, ours, digits: 4)) the diff; an equal copy \(formatTime(copy)) = \(ratio(copy, ours, digits: 4))  (\(unchangedCount) changes)")
            print("  apply on 800×600    \(pad(formatTime(apply), 10)) = \(ratio(apply, ours)) the diff")
            print("  moves               \(formatCount(moves)); fewest possible \(formatCount(fewest))")
        }
    }

    private func ratio(_ value: Double, _ base: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f×", value / base)
    }

    /// The least any identifier-based diff does: pair every new id with its old index through a
    /// dictionary, and count what stays unpaired.
    static func dictionaryPass(old: [Int], new: [Int]) -> Int {
        var index: [Int: Int] = [:]
        index.reserveCapacity(old.count)
        for (position, id) in old.enumerated() { index[id] = position }
        var paired = 0
        for id in new where index[id] != nil { paired += 1 }
        return old.count - paired + new.count - paired
    }

    /// Heckel's algorithm (1978) for unique ids: a symbol table pairs old and new entries, then deletes
    /// and inserts are the unpaired, and a paired entry moves when its position, corrected for the
    /// deletes before it in the old array and the inserts before it in the new, differs. Returns how
    /// many deletes, inserts and moves it finds.
    static func heckel(old: [Int], new: [Int]) -> Int {
        var table: [Int: Int] = [:]          // id → old index
        table.reserveCapacity(old.count)
        for (position, id) in old.enumerated() { table[id] = position }
        var newToOld = [Int](repeating: -1, count: new.count)
        var oldToNew = [Int](repeating: -1, count: old.count)
        for (position, id) in new.enumerated() {
            if let from = table[id] {
                newToOld[position] = from
                oldToNew[from] = position
            }
        }
        var deletes: [Int] = [], inserts: [Int] = [], moves: [(Int, Int)] = []
        var deletedBefore = [Int](repeating: 0, count: old.count)
        var running = 0
        for position in old.indices {
            deletedBefore[position] = running
            if oldToNew[position] < 0 {
                deletes.append(position)
                running += 1
            }
        }
        var insertedBefore = 0
        for position in new.indices {
            let from = newToOld[position]
            if from < 0 {
                inserts.append(position)
                insertedBefore += 1
            } else if from - deletedBefore[from] != position - insertedBefore {
                moves.append((from, position))
            }
        }
        return deletes.count + inserts.count + moves.count
    }

    /// Survivors (ids on both sides) outside one longest run that keeps its order, less those replaced
    /// (deleted and inserted) because they are also reloaded: the fewest moves an update can make.
    static func fewestMoves(old: [Int], new: [Int], reloaded: Set<Int>) -> Int {
        var index: [Int: Int] = [:]
        for (position, id) in old.enumerated() { index[id] = position }
        let survivors = new.filter { index[$0] != nil }
        var tails: [Int] = [], previous = [Int](repeating: -1, count: survivors.count)
        for (position, id) in survivors.enumerated() {
            let value = index[id]!
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if index[survivors[tails[middle]]]! < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var inRun = Set<Int>(), cursor = tails.last ?? -1
        while cursor >= 0 {
            inRun.insert(survivors[cursor])
            cursor = previous[cursor]
        }
        return survivors.filter { !inRun.contains($0) && !reloaded.contains($0) }.count
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
        dataSource.apply(old, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // Only `old` → `new` is timed, the direction the diff figure times; going back is not.
        var samples: [Double] = []
        let clock = ContinuousClock()
        var spent = Duration.zero
        while samples.count < 5 || spent < .milliseconds(500) {
            dataSource.apply(old, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let start = clock.now
            dataSource.apply(new, animatingDifferences: true)
            collectionView.layoutIfNeeded()
            let elapsed = clock.now - start
            spent += elapsed
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return samples.sorted()[samples.count / 2]
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
