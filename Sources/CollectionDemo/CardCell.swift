import CollectionEngine
import Foundation

/// A gallery card: a picture above a title and a caption, on a rounded white card with a soft shadow.
/// Much wider than tall (a list row) it puts the picture on the left and the text beside it; small (on
/// the ring) it shows only the picture.
/// As a list row it sizes itself: a long title wraps to a second line and the row grows to hold it.
/// Selected, it gains an accent border, a tinted picture and a check badge, so it is obvious at a
/// glance which cards are chosen.
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "card"

    private let imageView = UIImageView(frame: .zero)
    private let tintOverlay = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let captionLabel = UILabel(frame: .zero)
    private let badge = UIView(frame: .zero)
    private let badgeMark = UILabel(frame: .zero)
    /// In edit mode every card shows its check circle, empty until the card is chosen.
    private var isInEditMode = false
    /// Drawn around the card while it has keyboard focus; outside the card's frame, so it never covers it.
    private let focusRing = UIView(frame: .zero)

    private static let captionHeight: CGFloat = 50
    /// A list row with a one-line title, and its picture's width (the picture keeps it as the row grows).
    private static let rowHeight: CGFloat = 44
    private static let rowImageWidth: CGFloat = 66

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor(red: 0.10, green: 0.14, blue: 0.30, alpha: 1).cgColor
        layer.shadowOpacity = 0.13
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 3)

        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        contentView.layer.borderColor = Palette.accent.cgColor

        imageView.contentMode = .scaleAspectFill
        tintOverlay.backgroundColor = Palette.accent.withAlphaComponent(0.22)
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = Palette.ink
        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.textColor = Palette.secondaryInk

        badge.backgroundColor = Palette.accent
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.white.cgColor
        badgeMark.text = "✓"
        badgeMark.font = .boldSystemFont(ofSize: 15)
        badgeMark.textColor = .white
        badgeMark.textAlignment = .center
        badge.addSubview(badgeMark)

        for view in [imageView, tintOverlay, titleLabel, captionLabel, badge] { contentView.addSubview(view) }
        focusRing.layer.borderWidth = 3
        focusRing.layer.borderColor = Palette.focus.cgColor
        focusRing.isHidden = true
        addSubview(focusRing)
        updateSelectionAppearance()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Whether the card is lifted for a move (the debug channel's `check` finds none once input is idle).
    private(set) var isLifted = false

    /// What the card shows, for the debug channel's `check` (each visible card shows its own item).
    var shownText: (title: String?, caption: String?) { (titleLabel.text, captionLabel.text) }

    /// Lifted for a move, the card casts a deeper shadow, as if held above the others.
    override func dragStateDidChange(_ dragState: DragState) {
        let lifted = dragState != .none
        isLifted = lifted
        layer.shadowOpacity = lifted ? 0.32 : 0.13
        layer.shadowRadius = lifted ? 18 : 10
        layer.shadowOffset = CGSize(width: 0, height: lifted ? 10 : 3)
    }

    func configure(title: String, caption: String, image: UIImage?) {
        titleLabel.text = title
        captionLabel.text = caption
        imageView.image = image
    }

    /// Focus (and, in edit mode, the editing look) comes through the configuration state, as on iOS.
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        focusRing.isHidden = !state.isFocused
        isInEditMode = state.isEditing
        updateSelectionAppearance()
    }

    override var isSelected: Bool { didSet { updateSelectionAppearance() } }
    override var isHighlighted: Bool { didSet { updateSelectionAppearance() } }

    private func updateSelectionAppearance() {
        contentView.layer.borderWidth = isSelected ? 3 : 0
        tintOverlay.isHidden = !isSelected
        badge.isHidden = !isSelected && !isInEditMode
        badge.backgroundColor = isSelected ? Palette.accent : UIColor(white: 1, alpha: 0.55)
        badgeMark.isHidden = !isSelected
        // A pressed card dims a little, as a button does, until the release decides.
        contentView.alpha = isHighlighted && !isSelected ? 0.85 : 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        // Decided by size, so the cell looks right in every layout and at every step of a switch.
        let isThumbnail = bounds.height < CardCell.captionHeight * 2.4 && bounds.width <= 3 * bounds.height
        titleLabel.isHidden = isThumbnail
        captionLabel.isHidden = isThumbnail
        titleLabel.numberOfLines = 1
        if isThumbnail {
            imageView.frame = bounds
        } else if bounds.width > 3 * bounds.height {
            layOutAsRow(in: bounds)
        } else {
            layOutAsCard(in: bounds)
        }
        tintOverlay.frame = imageView.frame
        let isRow = !isThumbnail && bounds.width > 3 * bounds.height
        // On a thumbnail (the ring) the badge is a small mark in the corner: the picture must stay readable.
        let badgeSide = isThumbnail ? max(10, min(26, (bounds.height * 0.32).rounded())) : min(26, bounds.height / 2)
        let badgeMargin = isThumbnail ? 2 : 10 * badgeSide / 26
        badge.frame = CGRect(x: bounds.width - badgeSide - badgeMargin, y: isRow ? (bounds.height - badgeSide) / 2 : badgeMargin,
                             width: badgeSide, height: badgeSide)
        let markSize = max(8, (badgeSide * 0.58).rounded())
        if badgeMark.font.pointSize != markSize { badgeMark.font = .boldSystemFont(ofSize: markSize) }
        badge.layer.cornerRadius = badgeSide / 2
        badgeMark.frame = badge.bounds
        // 7 points out with a 12-point radius, the ring's rounded corners stay clear of the card's frame,
        // so focus never changes a pixel of the card itself.
        focusRing.frame = self.bounds.insetBy(dx: -7, dy: -7)
        focusRing.layer.cornerRadius = min(12, focusRing.bounds.height / 2)
    }

    /// A card: the picture on top, the title and caption in a strip below it.
    private func layOutAsCard(in bounds: CGRect) {
        let imageHeight = max(0, bounds.height - CardCell.captionHeight)
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: imageHeight)
        titleLabel.frame = CGRect(x: 12, y: imageHeight + 7, width: bounds.width - 24, height: 20)
        captionLabel.frame = CGRect(x: 12, y: imageHeight + 27, width: bounds.width - 24, height: 16)
    }

    /// A list row, much wider than tall: the picture on the left, the title (up to two lines) and the
    /// caption beside it, centred.
    private func layOutAsRow(in bounds: CGRect) {
        imageView.frame = CGRect(x: 0, y: 0, width: CardCell.rowImageWidth, height: bounds.height)
        let textX = CardCell.rowImageWidth + 16, textWidth = CardCell.rowTextWidth(rowWidth: bounds.width)
        titleLabel.numberOfLines = 2
        let titleHeight = rowTitleHeight(textWidth: textWidth)
        let top = ((bounds.height - titleHeight - 20) / 2).rounded()
        titleLabel.frame = CGRect(x: textX, y: top, width: textWidth, height: titleHeight)
        captionLabel.frame = CGRect(x: textX, y: top + titleHeight + 2, width: textWidth, height: 16)
    }

    private static func rowTextWidth(rowWidth: CGFloat) -> CGFloat {
        max(0, rowWidth - rowImageWidth - 16 - 48)
    }

    /// The title's height in a row: one line, or two when it wraps.
    private func rowTitleHeight(textWidth: CGFloat) -> CGFloat {
        max(20, titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
    }

    /// A list row is as tall as its text needs, with 2 points of air above and below, and never less
    /// than a one-line row; other looks keep the size the layout gives them.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let size = layoutAttributes.size
        guard size.width > 3 * size.height else { return layoutAttributes }
        let previousLines = titleLabel.numberOfLines
        titleLabel.numberOfLines = 2
        defer { titleLabel.numberOfLines = previousLines }
        let textHeight = rowTitleHeight(textWidth: CardCell.rowTextWidth(rowWidth: size.width)) + 2 + 16
        layoutAttributes.size.height = max(CardCell.rowHeight, textHeight + 4)
        return layoutAttributes
    }
}
