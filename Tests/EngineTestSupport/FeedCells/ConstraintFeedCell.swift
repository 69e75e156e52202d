import CollectionEngine
import Foundation

/// The feed cell described by constraints with layout anchors, as most UIKit cells are written.
///
/// The two places where a column ends at whichever of two views reaches further (the profile row, the
/// comment row) are a pair of `>=` constraints and a low-priority `==` that removes the ambiguity; the
/// name gives way to the time by compression resistance, and the time keeps its width by hugging.
public final class ConstraintFeedCell: UICollectionViewCell, FeedCell {
    public let views = FeedCellViews()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in views.all {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate(Self.constraints(views, in: contentView))
    }

    public required init?(coder: NSCoder) { nil }

    public func bind(_ post: FeedPost) { views.bind(post) }

    public var feedViews: [UIView] { views.all }

    public func height(fittingWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel).height
    }

    private static func constraints(_ v: FeedCellViews, in content: UIView) -> [NSLayoutConstraint] {
        typealias M = FeedCellMetrics
        var all: [NSLayoutConstraint] = []
        func low(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
            constraint.priority = .defaultLow
            return constraint
        }
        // Top bar.
        all += [
            v.moreButton.topAnchor.constraint(equalTo: content.topAnchor, constant: M.padding),
            v.moreButton.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
            v.moreButton.widthAnchor.constraint(equalToConstant: M.moreButtonWidth),
            v.moreButton.heightAnchor.constraint(equalToConstant: M.topBarHeight),
            v.heading.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            v.heading.trailingAnchor.constraint(equalTo: v.moreButton.leadingAnchor, constant: -M.spacing),
            v.heading.centerYAnchor.constraint(equalTo: v.moreButton.centerYAnchor),
        ]
        // Profile row.
        v.time.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        v.time.setContentCompressionResistancePriority(.required, for: .horizontal)
        v.name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        all += [
            v.avatar.topAnchor.constraint(equalTo: v.moreButton.bottomAnchor, constant: M.spacing),
            v.avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            v.avatar.widthAnchor.constraint(equalToConstant: M.avatarSide),
            v.avatar.heightAnchor.constraint(equalToConstant: M.avatarSide),
            v.name.topAnchor.constraint(equalTo: v.avatar.topAnchor),
            v.name.leadingAnchor.constraint(equalTo: v.avatar.trailingAnchor, constant: M.spacing),
            v.name.trailingAnchor.constraint(equalTo: v.time.leadingAnchor, constant: -M.spacing),
            v.time.topAnchor.constraint(equalTo: v.avatar.topAnchor),
            v.time.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
            v.handle.topAnchor.constraint(equalTo: v.name.bottomAnchor, constant: M.lineGap),
            v.handle.leadingAnchor.constraint(equalTo: v.name.leadingAnchor),
            v.handle.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
            v.bio.topAnchor.constraint(equalTo: v.handle.bottomAnchor, constant: M.lineGap),
            v.bio.leadingAnchor.constraint(equalTo: v.name.leadingAnchor),
            v.bio.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
        ]
        // Content block, below whichever of the avatar and the text column ends lower.
        all += [
            v.picture.topAnchor.constraint(greaterThanOrEqualTo: v.avatar.bottomAnchor, constant: M.spacing),
            v.picture.topAnchor.constraint(greaterThanOrEqualTo: v.bio.bottomAnchor, constant: M.spacing),
            low(v.picture.topAnchor.constraint(equalTo: v.avatar.bottomAnchor, constant: M.spacing)),
            v.picture.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            v.picture.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
            v.picture.heightAnchor.constraint(equalTo: v.picture.widthAnchor, multiplier: M.pictureAspect),
            v.title.topAnchor.constraint(equalTo: v.picture.bottomAnchor, constant: M.spacing),
            v.title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            v.title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
            v.body.topAnchor.constraint(equalTo: v.title.bottomAnchor, constant: M.titleToBody),
            v.body.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            v.body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
        ]
        // Three buttons of equal width.
        let buttons = v.buttons
        all += [
            buttons[0].leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            buttons[2].trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
        ]
        for (index, button) in buttons.enumerated() {
            all += [
                button.topAnchor.constraint(equalTo: v.body.bottomAnchor, constant: M.spacing),
                button.heightAnchor.constraint(equalToConstant: M.buttonHeight),
            ]
            if index > 0 {
                all += [
                    button.leadingAnchor.constraint(equalTo: buttons[index - 1].trailingAnchor, constant: M.spacing),
                    button.widthAnchor.constraint(equalTo: buttons[0].widthAnchor),
                ]
            }
        }
        // Comment row, and the cell's bottom below whichever of its two views ends lower.
        all += [
            v.commenter.topAnchor.constraint(equalTo: buttons[0].bottomAnchor, constant: M.spacing),
            v.commenter.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: M.padding),
            v.commenter.widthAnchor.constraint(equalToConstant: M.commenterSide),
            v.commenter.heightAnchor.constraint(equalToConstant: M.commenterSide),
            v.comment.topAnchor.constraint(equalTo: v.commenter.topAnchor),
            v.comment.leadingAnchor.constraint(equalTo: v.commenter.trailingAnchor, constant: M.spacing),
            v.comment.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -M.padding),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: v.commenter.bottomAnchor, constant: M.padding),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: v.comment.bottomAnchor, constant: M.padding),
            low(content.bottomAnchor.constraint(equalTo: v.commenter.bottomAnchor, constant: M.padding)),
        ]
        return all
    }
}
