import CollectionEngine
import Foundation

/// The feed cell laid out by hand: `layoutSubviews` sets frames and `sizeThatFits(_:)` adds up heights,
/// both from one pure function, as careful UIKit code without Auto Layout does.
public class HandFeedCell: UICollectionViewCell, FeedCell {
    public let views = FeedCellViews()
    /// Whether the frames worked out for a width are kept for `layoutSubviews` at that width (see
    /// `KeptFramesFeedCell`); UIKit code usually works them out again.
    class var keepsFrames: Bool { false }
    private var kept: (width: CGFloat, frames: [CGRect], height: CGFloat)?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        for view in views.all { contentView.addSubview(view) }
    }

    public required init?(coder: NSCoder) { nil }

    public func bind(_ post: FeedPost) {
        views.bind(post)
        kept = nil
        setNeedsLayout()
    }

    public var feedViews: [UIView] { views.all }

    public func height(fittingWidth width: CGFloat) -> CGFloat {
        sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(width: size.width).height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let layout = frames(width: bounds.width)
        for (view, frame) in zip(views.all, layout.frames) { view.frame = frame }
    }

    private func frames(width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        guard Self.keepsFrames else { return workOutFrames(width: width) }
        if let kept, kept.width == width { return (kept.frames, kept.height) }
        let layout = workOutFrames(width: width)
        kept = (width, layout.frames, layout.height)
        return layout
    }

    /// Every view's frame at `width`, in `FeedCellViews.all`'s order, and the height they need.
    private func workOutFrames(width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        typealias M = FeedCellMetrics
        let v = views
        let inner = max(0, width - 2 * M.padding)
        func height(of label: UILabel, width: CGFloat) -> CGFloat {
            label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        var frames: [CGRect] = []
        var y = M.padding

        // Top bar: the heading beside a fixed "more" button.
        let headingWidth = max(0, inner - M.moreButtonWidth - M.spacing)
        let headingHeight = height(of: v.heading, width: headingWidth)
        frames.append(CGRect(x: M.padding, y: y + (M.topBarHeight - headingHeight) / 2, width: headingWidth, height: headingHeight))
        frames.append(CGRect(x: M.padding + inner - M.moreButtonWidth, y: y, width: M.moreButtonWidth, height: M.topBarHeight))
        y += M.topBarHeight + M.spacing

        // Profile row: avatar, then a column whose first line gives the time its whole width and the
        // name what is left (the name gives way first).
        frames.append(CGRect(x: M.padding, y: y, width: M.avatarSide, height: M.avatarSide))
        let columnX = M.padding + M.avatarSide + M.spacing
        let columnWidth = max(0, inner - M.avatarSide - M.spacing)
        let timeSize = v.time.sizeThatFits(CGSize(width: columnWidth, height: .greatestFiniteMagnitude))
        let nameWidth = max(0, columnWidth - timeSize.width - M.spacing)
        let nameHeight = height(of: v.name, width: nameWidth)
        frames.append(CGRect(x: columnX, y: y, width: nameWidth, height: nameHeight))
        frames.append(CGRect(x: columnX + columnWidth - timeSize.width, y: y, width: timeSize.width, height: timeSize.height))
        var columnY = y + max(nameHeight, timeSize.height) + M.lineGap
        let handleHeight = height(of: v.handle, width: columnWidth)
        frames.append(CGRect(x: columnX, y: columnY, width: columnWidth, height: handleHeight))
        columnY += handleHeight + M.lineGap
        let bioHeight = height(of: v.bio, width: columnWidth)
        frames.append(CGRect(x: columnX, y: columnY, width: columnWidth, height: bioHeight))
        columnY += bioHeight
        y = max(y + M.avatarSide, columnY) + M.spacing

        // Content: a picture as wide as the cell at 350:200, its title and body below.
        let pictureHeight = inner * M.pictureAspect
        frames.append(CGRect(x: M.padding, y: y, width: inner, height: pictureHeight))
        y += pictureHeight + M.spacing
        let titleHeight = height(of: v.title, width: inner)
        frames.append(CGRect(x: M.padding, y: y, width: inner, height: titleHeight))
        y += titleHeight + M.titleToBody
        let bodyHeight = height(of: v.body, width: inner)
        frames.append(CGRect(x: M.padding, y: y, width: inner, height: bodyHeight))
        y += bodyHeight + M.spacing

        // Three buttons sharing the width equally.
        let buttonWidth = max(0, (inner - 2 * M.spacing) / 3)
        for index in 0..<3 {
            frames.append(CGRect(x: M.padding + CGFloat(index) * (buttonWidth + M.spacing), y: y,
                                 width: buttonWidth, height: M.buttonHeight))
        }
        y += M.buttonHeight + M.spacing

        // Comment row: a small picture and the comment beside it.
        frames.append(CGRect(x: M.padding, y: y, width: M.commenterSide, height: M.commenterSide))
        let commentWidth = max(0, inner - M.commenterSide - M.spacing)
        let commentHeight = height(of: v.comment, width: commentWidth)
        frames.append(CGRect(x: M.padding + M.commenterSide + M.spacing, y: y, width: commentWidth, height: commentHeight))
        y += max(M.commenterSide, commentHeight) + M.padding
        return (frames, y)
    }
}

/// The hand-laid feed cell that keeps the frames `sizeThatFits(_:)` worked out and applies them in
/// `layoutSubviews` at the same width, measuring each label once per width, as layout libraries that
/// measure once and apply (LayoutKit, Texture) do: the strongest frame-based baseline.
public final class KeptFramesFeedCell: HandFeedCell {
    override class var keepsFrames: Bool { true }
}
