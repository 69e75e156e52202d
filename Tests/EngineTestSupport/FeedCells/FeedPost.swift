import CollectionEngine
import Foundation

/// The text one feed cell shows, varied by a seed so that labels wrap to different line counts.
///
/// The feed cells (`HandFeedCell` and its `KeptFramesFeedCell`, `ConstraintFeedCell`, `StackFeedCell`) lay the same post out
/// to the same geometry (`FeedCellMetrics`) by three means; tests hold them to equal frames and the
/// Auto Layout benchmark times them against each other.
public struct FeedPost: Sendable {
    public var heading: String
    public var name: String
    public var time: String
    public var handle: String
    public var bio: String
    public var title: String
    public var body: String
    public var comment: String

    /// Post number `index` of a varied, repeatable feed.
    public static func sample(_ index: Int) -> FeedPost {
        var generator = SeededGenerator(seed: UInt64(index) &+ 1)
        func words(_ range: ClosedRange<Int>) -> String {
            let count = Int.random(in: range, using: &generator)
            return (0..<count).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)] }
                .joined(separator: " ")
        }
        return FeedPost(
            heading: index.isMultiple(of: 3) ? "Suggested for you" : "Because you follow \(words(1...2))",
            name: words(1...4).capitalized,
            time: "\(1 + index % 59)\(index.isMultiple(of: 2) ? "m" : "h")",
            handle: "@" + words(1...2).replacingOccurrences(of: " ", with: "_"),
            bio: words(3...30),
            title: words(2...14).capitalized,
            body: words(5...60),
            comment: words(1...40))
    }

    private static let vocabulary = [
        "tessera", "mosaic", "stone", "glass", "light", "harbour", "morning", "a", "the", "of", "layout",
        "constraint", "river", "gallery", "collection", "view", "photograph", "on", "with", "quiet",
        "afternoon", "walk", "through", "old", "town", "market", "evening", "bridge", "colour", "and",
    ]
}

/// The geometry every feed cell keeps, in points: what the hand-written layout computes and what the
/// constraints and stack views describe.
public enum FeedCellMetrics {
    public static let padding: CGFloat = 12
    public static let spacing: CGFloat = 8
    public static let lineGap: CGFloat = 2
    public static let titleToBody: CGFloat = 4
    public static let topBarHeight: CGFloat = 32
    public static let moreButtonWidth: CGFloat = 44
    public static let avatarSide: CGFloat = 50
    public static let pictureAspect: CGFloat = 200.0 / 350.0
    public static let buttonHeight: CGFloat = 36
    public static let commenterSide: CGFloat = 30
    public static let bioLines = 3
    public static let titleLines = 2

    public static let headingFont = UIFont.systemFont(ofSize: 13)
    public static let nameFont = UIFont.boldSystemFont(ofSize: 17)
    public static let timeFont = UIFont.systemFont(ofSize: 13)
    public static let handleFont = UIFont.systemFont(ofSize: 15)
    public static let bioFont = UIFont.systemFont(ofSize: 15)
    public static let titleFont = UIFont.boldSystemFont(ofSize: 17)
    public static let bodyFont = UIFont.systemFont(ofSize: 15)
    public static let commentFont = UIFont.systemFont(ofSize: 13)

    public static let buttonTitles = ["Like", "Comment", "Share"]
}

/// What each feed cell exposes, so tests can compare their frames view by view.
@MainActor
public protocol FeedCell: UICollectionViewCell {
    init(frame: CGRect)
    func bind(_ post: FeedPost)
    /// The height the cell needs at `width`.
    func height(fittingWidth width: CGFloat) -> CGFloat
    /// The cell's content views, in one fixed order, for frame comparisons.
    var feedViews: [UIView] { get }
}

/// The views of a feed cell, made and styled once; each cell arranges them its own way.
@MainActor
public final class FeedCellViews {
    public let heading = FeedCellViews.label(FeedCellMetrics.headingFont, lines: 1)
    public let moreButton = UIButton(frame: .zero)
    public let avatar = UIImageView(image: FeedCellViews.square(side: Int(FeedCellMetrics.avatarSide)))
    public let name = FeedCellViews.label(FeedCellMetrics.nameFont, lines: 1)
    public let time = FeedCellViews.label(FeedCellMetrics.timeFont, lines: 1)
    public let handle = FeedCellViews.label(FeedCellMetrics.handleFont, lines: 1)
    public let bio = FeedCellViews.label(FeedCellMetrics.bioFont, lines: FeedCellMetrics.bioLines)
    public let picture = UIImageView(frame: .zero)
    public let title = FeedCellViews.label(FeedCellMetrics.titleFont, lines: FeedCellMetrics.titleLines)
    public let body = FeedCellViews.label(FeedCellMetrics.bodyFont, lines: 0)
    public let buttons = FeedCellMetrics.buttonTitles.map { title -> UIButton in
        let button = UIButton(frame: .zero)
        button.setTitle(title, for: .normal)
        return button
    }
    public let commenter = UIImageView(image: FeedCellViews.square(side: Int(FeedCellMetrics.commenterSide)))
    public let comment = FeedCellViews.label(FeedCellMetrics.commentFont, lines: 0)

    public init() {
        moreButton.setTitle("…", for: .normal)
        picture.contentMode = .scaleAspectFill
    }

    /// Every view, in the order `FeedCell.feedViews` promises.
    public var all: [UIView] {
        [heading, moreButton, avatar, name, time, handle, bio, picture, title, body] + buttons + [commenter, comment]
    }

    public func bind(_ post: FeedPost) {
        heading.text = post.heading
        name.text = post.name
        time.text = post.time
        handle.text = post.handle
        bio.text = post.bio
        title.text = post.title
        body.text = post.body
        comment.text = post.comment
    }

    private static func label(_ font: UIFont, lines: Int) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = font
        label.numberOfLines = lines
        return label
    }

    private static func square(side: Int) -> UIImage? {
        UIImage(rgbaPixels: [UInt8](repeating: 200, count: side * side * 4), width: side, height: side)
    }
}
