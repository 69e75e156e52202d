import CollectionEngine
import Foundation

/// The feed cell built from nested stack views, the way much modern UIKit code builds rows.
public final class StackFeedCell: UICollectionViewCell, FeedCell {
    public let views = FeedCellViews()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        typealias M = FeedCellMetrics
        let v = views

        let topBar = UIStackView(arrangedSubviews: [v.heading, v.moreButton])
        topBar.spacing = M.spacing
        topBar.alignment = .center

        v.time.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        v.time.setContentCompressionResistancePriority(.required, for: .horizontal)
        v.name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let nameLine = UIStackView(arrangedSubviews: [v.name, v.time])
        nameLine.spacing = M.spacing
        nameLine.alignment = .top
        let column = UIStackView(arrangedSubviews: [nameLine, v.handle, v.bio])
        column.axis = .vertical
        column.spacing = M.lineGap
        let profile = UIStackView(arrangedSubviews: [v.avatar, column])
        profile.spacing = M.spacing
        profile.alignment = .top

        let buttonRow = UIStackView(arrangedSubviews: v.buttons)
        buttonRow.spacing = M.spacing
        buttonRow.distribution = .fillEqually

        let commentRow = UIStackView(arrangedSubviews: [v.commenter, v.comment])
        commentRow.spacing = M.spacing
        commentRow.alignment = .top

        let outer = UIStackView(arrangedSubviews: [topBar, profile, v.picture, v.title, v.body, buttonRow, commentRow])
        outer.axis = .vertical
        outer.spacing = M.spacing
        outer.setCustomSpacing(M.titleToBody, after: v.title)
        outer.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(outer)

        var sized: [NSLayoutConstraint] = [
            outer.topAnchor.constraint(equalTo: contentView.topAnchor, constant: M.padding),
            outer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: M.padding),
            outer.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -M.padding),
            outer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -M.padding),
            v.moreButton.widthAnchor.constraint(equalToConstant: M.moreButtonWidth),
            v.moreButton.heightAnchor.constraint(equalToConstant: M.topBarHeight),
            v.avatar.widthAnchor.constraint(equalToConstant: M.avatarSide),
            v.avatar.heightAnchor.constraint(equalToConstant: M.avatarSide),
            v.picture.heightAnchor.constraint(equalTo: v.picture.widthAnchor, multiplier: M.pictureAspect),
            v.commenter.widthAnchor.constraint(equalToConstant: M.commenterSide),
            v.commenter.heightAnchor.constraint(equalToConstant: M.commenterSide),
        ]
        sized += v.buttons.map { $0.heightAnchor.constraint(equalToConstant: M.buttonHeight) }
        NSLayoutConstraint.activate(sized)
    }

    public required init?(coder: NSCoder) { nil }

    public func bind(_ post: FeedPost) { views.bind(post) }

    public var feedViews: [UIView] { views.all }

    public func height(fittingWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel).height
    }
}
