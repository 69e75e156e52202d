import CollectionEngine
import EngineTestSupport
import Foundation

/// Auto Layout figures for issue 24: what constraints and stack views cost against frames set by hand.
///
/// - feed cells: the same feed cell (`Tests/EngineTestSupport/FeedCells`) written three ways. For 100
///   cells: create, bind varied text, size at widths 320, 375 and 414, and lay out at each. The hand
///   layout is the baseline; published iOS 18 figures for such a cell are 2.9× (constraints) and 3.5×
///   (stack views). Beside it, the strongest frame-based baseline: the hand layout keeping the frames
///   it worked out for a width, so each label is measured once per width (`KeptFramesFeedCell`).
/// - scale: a self-sizing list of constraint-based cells (the feed cell) at 1,000 and 100,000 items:
///   opening it (first layout) and a scroll step of one screen, each per frame; cost must follow the
///   visible cells, so the ratio of 100,000 to 1,000 stays near 1×.
@MainActor
struct AutoLayoutBench {
    let quick: Bool

    func run() {
        if let profile = FeedProfile(CommandLine.arguments) { return profile.run() }
        runFeedCells()
        print("")
        runScale()
    }

    private func runFeedCells() {
        let posts = (0..<100).map(FeedPost.sample)
        func pass<Cell: FeedCell>(_ type: Cell.Type) -> Double {
            medianTime(minimumRuns: 5, budget: .milliseconds(quick ? 300 : 1_500)) {
                _ = FeedProfile.pass(Cell.self, posts: posts)
            }
        }
        print("Auto Layout: 100 feed cells created, bound, sized at 320/375/414 and laid out (release build)")
        // Interleaved so that a slower or faster stretch of the machine falls on all three alike.
        var hand: [Double] = [], kept: [Double] = [], constraints: [Double] = [], stacks: [Double] = []
        for _ in 0..<(quick ? 1 : 3) {
            hand.append(pass(HandFeedCell.self))
            kept.append(pass(KeptFramesFeedCell.self))
            constraints.append(pass(ConstraintFeedCell.self))
            stacks.append(pass(StackFeedCell.self))
        }
        let handTime = hand.sorted()[hand.count / 2]
        let keptTime = kept.sorted()[kept.count / 2]
        let constraintTime = constraints.sorted()[constraints.count / 2]
        let stackTime = stacks.sorted()[stacks.count / 2]
        print(pad("frames by hand", 24) + pad(formatTime(handTime), 12) + "1.00× (baseline)")
        print(pad("frames kept per width", 24) + pad(formatTime(keptTime), 12) + ratio(keptTime, handTime))
        print(pad("constraints (anchors)", 24) + pad(formatTime(constraintTime), 12) + ratio(constraintTime, handTime))
        print(pad("nested stack views", 24) + pad(formatTime(stackTime), 12) + ratio(stackTime, handTime))
        print("goal constraints ≤ 1.2× hand layout: \(ratio(constraintTime, handTime)) "
              + (constraintTime <= 1.2 * handTime ? "(met)" : "(NOT met)"))
        print("goal stack views ≤ 1.5× hand layout: \(ratio(stackTime, handTime)) "
              + (stackTime <= 1.5 * handTime ? "(met)" : "(NOT met)"))
        print("against frames kept per width: constraints \(ratio(constraintTime, keptTime)), stack views \(ratio(stackTime, keptTime))")
    }

    private func runScale() {
        print("Auto Layout at scale: a self-sizing list of constraint-based feed cells, 375×800 view (release build)")
        print(pad("items", 12) + pad("open", 12) + pad("×1,000", 9) + pad("scroll step", 14) + "×1,000")
        var base: (open: Double, scroll: Double)?
        for count in [1_000, 100_000] {
            let figures = measureList(items: count)
            let reference = base ?? figures
            base = reference
            print(pad(formatCount(count), 12) + pad(formatTime(figures.open), 12) + pad(ratio(figures.open, reference.open), 9)
                  + pad(formatTime(figures.scroll), 14) + ratio(figures.scroll, reference.scroll))
            if count == 100_000 {
                print("goal 100,000 cells cost per frame what 1,000 do: open \(ratio(figures.open, reference.open)), "
                      + "scroll \(ratio(figures.scroll, reference.scroll))")
            }
        }
    }

    private func measureList(items: Int) -> (open: Double, scroll: Double) {
        let viewSize = CGSize(width: 375, height: 800)
        func makeList() -> (UICollectionView, FeedDataSource) {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 375, height: 500)
            layout.minimumLineSpacing = 0
            let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
            let dataSource = FeedDataSource(count: items)
            collectionView.register(ConstraintFeedCell.self, forCellWithReuseIdentifier: "feed")
            collectionView.dataSource = dataSource
            return (collectionView, dataSource)
        }
        let open = medianTime(minimumRuns: 3, budget: .milliseconds(quick ? 200 : 600)) {
            let (collectionView, dataSource) = makeList()
            collectionView.layoutIfNeeded()
            withExtendedLifetime(dataSource) {}
        }
        let (collectionView, dataSource) = makeList()
        collectionView.layoutIfNeeded()
        // Screens through the first 200 rows and back to the top, so that every step shows new cells
        // (past the content's end a step would be clamped and measure nothing) at either count.
        let end = min(collectionView.contentSize.height - viewSize.height, 200 * 500)
        var offset: CGFloat = 0
        let scroll = medianTime(minimumRuns: 20, budget: .milliseconds(quick ? 200 : 600)) {
            offset += viewSize.height
            if offset > end { offset = 0 }
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
        }
        withExtendedLifetime(dataSource) {}
        return (open, scroll)
    }
}

/// `--profile-feed hand|kept|constraints|stack [--cells N] [--only-create]`: one warm-up pass over the 100 posts, then
/// `profiledPass` over N cells (100 by default), once, for an instruction profiler:
/// `valgrind --tool=callgrind --toggle-collect='*profiledPass*' .build/release/TesseraBench --only autolayout --profile-feed constraints`.
@MainActor
struct FeedProfile {
    let kind: String
    let cells: Int
    /// `--only-create`: cells are made and bound only (what creation costs apart from sizing).
    let onlyCreate: Bool
    static let widths: [CGFloat] = [320, 375, 414]

    init?(_ arguments: [String]) {
        guard let index = arguments.firstIndex(of: "--profile-feed"), index + 1 < arguments.count else { return nil }
        kind = arguments[index + 1]
        cells = arguments.firstIndex(of: "--cells").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 100
        onlyCreate = arguments.contains("--only-create")
    }

    func run() {
        switch kind {
        case "hand": run(HandFeedCell.self)
        case "kept": run(KeptFramesFeedCell.self)
        case "constraints": run(ConstraintFeedCell.self)
        case "stack": run(StackFeedCell.self)
        default: print("--profile-feed takes hand, kept, constraints or stack")
        }
    }

    private func run<Cell: FeedCell>(_ type: Cell.Type) {
        let posts = (0..<100).map(FeedPost.sample)
        _ = Self.pass(Cell.self, posts: posts, onlyCreate: onlyCreate)
        let measured = (0..<cells).map { posts[$0 % posts.count] }
        let heights = Self.profiledPass(Cell.self, posts: measured, onlyCreate: onlyCreate)
        print("\(kind): \(cells) cells, total height \(heights)")
    }

    @inline(never)
    static func profiledPass<Cell: FeedCell>(_ type: Cell.Type, posts: [FeedPost], onlyCreate: Bool) -> CGFloat {
        pass(Cell.self, posts: posts, onlyCreate: onlyCreate)
    }

    /// One cell per post: create, bind, size at widths 320, 375 and 414 and lay out at each (the
    /// benchmark's pass, for all three cells alike); returns the heights' sum.
    static func pass<Cell: FeedCell>(_ type: Cell.Type, posts: [FeedPost], onlyCreate: Bool = false) -> CGFloat {
        var total: CGFloat = 0
        for post in posts {
            let cell = Cell(frame: .zero)
            cell.bind(post)
            if onlyCreate { continue }
            for width in widths {
                let height = cell.height(fittingWidth: width)
                total += height
                cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
                cell.layoutIfNeeded()
            }
        }
        return total
    }
}

/// Feed posts for a list of `count` constraint-based cells.
@MainActor
private final class FeedDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    private let posts = (0..<64).map(FeedPost.sample)
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "feed", for: indexPath)
        (cell as? ConstraintFeedCell)?.bind(posts[indexPath.item % posts.count])
        return cell
    }
}
