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

        contentView.backgroundColor = Palette.card
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        contentView.layer.borderColor = Palette.accent

        imageView.contentMode = .scaleAspectFill
        tintOverlay.backgroundColor = Palette.accent.withAlphaComponent(0.22)
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        titleLabel.textColor = Palette.ink
        captionLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12))
        captionLabel.textColor = Palette.secondaryInk
        for label in [titleLabel, captionLabel] { label.adjustsFontForContentSizeCategory = true }

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
        focusRing.layer.borderColor = Palette.focus
        focusRing.isHidden = true
        addSubview(focusRing)
        updateSelectionAppearance()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Whether the card is lifted for a move (the debug channel's `check` finds none once input is idle).
    private(set) var isLifted = false

    /// What the card shows, for the debug channel's `check` (each visible card shows its own item).
    var shownText: (title: String?, caption: String?) { (titleLabel.text, captionLabel.text) }

    /// Where the title (nil when it is not drawn) and the picture are on screen now, in the cell's
    /// coordinates, and how opaque the text is: what the frame-by-frame check holds against the rules
    /// of a correct picture.
    var shownParts: (title: CGRect?, image: CGRect?, textOpacity: CGFloat) {
        let content = contentView.presentation
        let origin = CGPoint(x: content.center.x - content.bounds.width / 2, y: content.center.y - content.bounds.height / 2)
        func shown(_ view: UIView) -> CGRect? {
            let shown = view.presentation
            guard !view.isHidden, shown.alpha > 0.01 else { return nil }
            return CGRect(x: origin.x + shown.center.x - shown.bounds.width / 2, y: origin.y + shown.center.y - shown.bounds.height / 2,
                          width: shown.bounds.width, height: shown.bounds.height)
        }
        return ((titleLabel.text ?? "").isEmpty ? nil : shown(titleLabel), shown(imageView), titleLabel.presentation.alpha)
    }

    /// Lifted for a move, the card casts a deeper shadow, as if held above the others.
    override func dragStateDidChange(_ dragState: DragState) {
        let lifted = dragState != .none
        isLifted = lifted
        layer.shadowOpacity = lifted ? 0.32 : 0.13
        layer.shadowRadius = lifted ? 18 : 10
        layer.shadowOffset = CGSize(width: 0, height: lifted ? 10 : 3)
    }

    /// The part of the card's width its title and caption use: where no card in front covers the
    /// caption strip (cover flow says so through its attributes; other layouts leave the whole width).
    private var textSpan: ClosedRange<CGFloat>?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let span = (layoutAttributes as? CoverFlowLayoutAttributes)?.uncoveredSpan
        guard span != textSpan else { return }
        textSpan = span
        setNeedsLayout()
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
        // Reused, it is a new card: a change it left mid-way will never tell it that it ended.
        layoutChangesUnderWay = 0
        imageView.image = nil
        isTextWaiting = false
        UIView.performWithoutAnimation { textAlpha = 1 }
    }

    /// How the card arranges its picture and text, decided by its size.
    private enum Look { case thumbnail, row, card }
    private var look: Look?

    /// Where the picture and the text go in one look.
    private struct Parts {
        var image: CGRect
        var title: CGRect = .zero
        var caption: CGRect = .zero
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let isThumbnail = bounds.height < CardCell.captionHeight * 2.4 && bounds.width <= 3 * bounds.height
        let newLook: Look = isThumbnail ? .thumbnail : bounds.width > 3 * bounds.height ? .row : .card
        titleLabel.numberOfLines = newLook == .row ? 2 : 1
        let parts = switch newLook {
        case .thumbnail: cardParts(in: bounds, imageHeight: bounds.height)
        case .row: rowParts(in: bounds)
        case .card: cardParts(in: bounds, imageHeight: max(0, bounds.height - CardCell.captionHeight * textScale))
        }
        if parts.title.height <= 20 { titleLabel.numberOfLines = 1 }
        // Within one look every part moves with the card's size. Between looks the picture still
        // follows the card: into a row it shrinks to the row's picture, leaving the row's white text
        // area; out of a row it first spreads over the whole card as it is on screen, then keeps its
        // width as the card resizes, so no white shows beside it, while the strip below opens.
        // The text cannot follow (from beside the picture to below it, it would cross the picture; from
        // a card into a thumbnail's hidden strip, the card's edge would slice it): it takes its new
        // place at once, unseen, and fades in there when the layout change is over (`didTransition`).
        let changesLook = look != nil && look != newLook
        if changesLook, look == .row, UIView.areAnimationsEnabled {
            let onScreen = CGRect(origin: .zero, size: contentView.presentation.bounds.size)
            UIView.performWithoutAnimation {
                imageView.frame = onScreen
                tintOverlay.frame = onScreen
            }
        }
        imageView.frame = parts.image
        tintOverlay.frame = parts.image
        CardCell.set(instantly: look == nil || changesLook) {
            titleLabel.frame = parts.title
            captionLabel.frame = parts.caption
        }
        // Only a layout change says when it ends (`didTransition`); in an update or a move the text
        // takes its place at once rather than wait for an end that never comes.
        if changesLook && UIView.areAnimationsEnabled && layoutChangesUnderWay > 0 { isTextWaiting = true }
        // Text that does not fit (a row scrubbed shorter than its title) is not drawn rather than sliced.
        let fits = !bounds.intersects(parts.title) || bounds.insetBy(dx: -0.5, dy: -0.5).contains(parts.title)
        let shown: CGFloat = fits && !isTextWaiting ? 1 : 0
        if textAlpha != shown { UIView.performWithoutAnimation { textAlpha = shown } }
        look = newLook
        // On a thumbnail (the ring) the badge is a small mark in the corner: the picture must stay readable.
        let badgeSide = isThumbnail ? max(10, min(26, (bounds.height * 0.32).rounded())) : min(26, bounds.height / 2)
        let badgeMargin = isThumbnail ? 2 : 10 * badgeSide / 26
        badge.frame = CGRect(x: bounds.width - badgeSide - badgeMargin, y: newLook == .row ? (bounds.height - badgeSide) / 2 : badgeMargin,
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

    /// Whether the text left its place mid-animation and waits, unseen, for the layout change to end.
    private var isTextWaiting = false
    /// Layout changes begun (`willTransition`) and not yet ended for this cell: a second switch may
    /// start before the first ends.
    private var layoutChangesUnderWay = 0

    private var textAlpha: CGFloat {
        get { titleLabel.alpha }
        set {
            titleLabel.alpha = newValue
            captionLabel.alpha = newValue
        }
    }

    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.willTransition(from: oldLayout, to: newLayout)
        layoutChangesUnderWay += 1
    }

    /// The text that waited fades in once the card has its new size; a card still resizing (a second
    /// switch under way) keeps it waiting for that switch's end.
    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.didTransition(from: oldLayout, to: newLayout)
        layoutChangesUnderWay = max(0, layoutChangesUnderWay - 1)
        guard isTextWaiting, !isAnimating else { return }
        isTextWaiting = false
        UIView.animate(withDuration: CardCell.textFadeDuration) { self.textAlpha = 1 }
    }

    private static let textFadeDuration: TimeInterval = 0.15

    /// Runs `changes` without animation when `instantly`, else as the enclosing animation says.
    private static func set(instantly: Bool, _ changes: () -> Void) {
        if instantly { UIView.performWithoutAnimation(changes) } else { changes() }
    }

    /// A card: the picture on top, `imageHeight` tall, the title and caption in a strip below it,
    /// within the part of the width that no card in front covers.
    private func cardParts(in bounds: CGRect, imageHeight: CGFloat) -> Parts {
        let start = min(bounds.width, max(0, textSpan?.lowerBound ?? 0))
        let end = max(start, min(bounds.width, textSpan?.upperBound ?? bounds.width))
        let x = start + 12, width = max(0, end - start - 24)
        let s = textScale
        return Parts(image: CGRect(x: 0, y: 0, width: bounds.width, height: imageHeight),
                     title: CGRect(x: x, y: imageHeight + (7 * s).rounded(), width: width, height: (20 * s).rounded()),
                     caption: CGRect(x: x, y: imageHeight + (27 * s).rounded(), width: width, height: (16 * s).rounded()))
    }

    /// How much larger than at the default size the text is (Dynamic Type): the caption strip grows
    /// with it, taking room from the picture.
    private var textScale: CGFloat {
        UIFontMetrics(forTextStyle: .headline).scaledValue(for: 1, compatibleWith: traitCollection)
    }

    /// A list row, much wider than tall: the picture on the left, the title (up to two lines) and the
    /// caption beside it, centred.
    private func rowParts(in bounds: CGRect) -> Parts {
        let textX = CardCell.rowImageWidth + 16, textWidth = CardCell.rowTextWidth(rowWidth: bounds.width)
        // Two lines only where the row is tall enough for them (a scrubbed row may be shorter).
        let wrapped = rowTitleHeight(textWidth: textWidth)
        let titleHeight = wrapped + 22 <= bounds.height ? wrapped : 20
        let top = ((bounds.height - titleHeight - 20) / 2).rounded()
        return Parts(image: CGRect(x: 0, y: 0, width: CardCell.rowImageWidth, height: bounds.height),
                     title: CGRect(x: textX, y: top, width: textWidth, height: titleHeight),
                     caption: CGRect(x: textX, y: top + titleHeight + 2, width: textWidth, height: 16))
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
