import CollectionEngine
import Foundation

/// A gallery card: a picture above a title and a caption, on a rounded white card with a soft shadow.
/// Much wider than tall (a list row) it puts the picture on the left and the text beside it; small (on
/// the ring) it shows only the picture.
/// As a list row it sizes itself: a long title wraps to a second line and the row grows to hold it.
/// Selected, it gains an accent border, a tinted picture and a check badge, so it is obvious at a
/// glance which cards are chosen.
/// Its picture and text are placed with layout anchors, the title and caption stacked in a
/// `UIStackView`; each look has its own set of constraints, activated when the card changes look.
final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "card"

    private let imageView = UIImageView(frame: .zero)
    private let tintOverlay = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let captionLabel = UILabel(frame: .zero)
    private lazy var textStack = UIStackView(arrangedSubviews: [titleLabel, captionLabel])
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

        textStack.axis = .vertical
        for view in [imageView, tintOverlay, textStack, badge] { contentView.addSubview(view) }
        for view in [imageView, tintOverlay, textStack] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            tintOverlay.leadingAnchor.constraint(equalTo: imageView.leadingAnchor),
            tintOverlay.trailingAnchor.constraint(equalTo: imageView.trailingAnchor),
            tintOverlay.topAnchor.constraint(equalTo: imageView.topAnchor),
            tintOverlay.bottomAnchor.constraint(equalTo: imageView.bottomAnchor),
            titleHeight, captionHeight,
        ])
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
        /// Where `view` is drawn now, in the cell's coordinates: its on-screen frame offset by each
        /// enclosing view's, up to the cell (the title sits in the text stack, in the content view).
        func onScreen(_ view: UIView) -> CGRect {
            let shown = view.presentation
            var frame = CGRect(x: shown.center.x - shown.bounds.width / 2, y: shown.center.y - shown.bounds.height / 2,
                               width: shown.bounds.width, height: shown.bounds.height)
            var parent = view.superview
            while let enclosing = parent, enclosing !== self {
                let outer = enclosing.presentation
                frame = frame.offsetBy(dx: outer.center.x - outer.bounds.width / 2, dy: outer.center.y - outer.bounds.height / 2)
                parent = enclosing.superview
            }
            return frame
        }
        func shown(_ view: UIView) -> CGRect? {
            guard !view.isHidden, view.presentation.alpha > 0.01 else { return nil }
            return onScreen(view)
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

    // MARK: Constraints

    /// The title's and caption's heights: a line each on a card, up to two lines of title in a row.
    private lazy var titleHeight = titleLabel.heightAnchor.constraint(equalToConstant: 20)
    private lazy var captionHeight = captionLabel.heightAnchor.constraint(equalToConstant: 16)
    /// On a card (and a thumbnail) the picture's height follows the card's, less the caption strip.
    private lazy var cardImageHeight = imageView.heightAnchor.constraint(equalTo: contentView.heightAnchor)
    /// On a card the text keeps to the part of the width no card in front covers (`textSpan`).
    private lazy var cardTextLeading = textStack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
    private lazy var cardTextWidth = textStack.widthAnchor.constraint(equalToConstant: 0)
    private lazy var cardTextTop = textStack.topAnchor.constraint(equalTo: imageView.bottomAnchor)

    /// A card or a thumbnail: the picture across the top, the text stacked in the strip below it.
    private lazy var cardConstraints: [NSLayoutConstraint] = [
        imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
        imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        cardImageHeight, cardTextLeading, cardTextWidth, cardTextTop,
    ]

    /// A list row: the picture down the left side, the text beside it, centred (a point above centre).
    private lazy var rowConstraints: [NSLayoutConstraint] = [
        imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
        imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        imageView.widthAnchor.constraint(equalToConstant: CardCell.rowImageWidth),
        textStack.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 16),
        textStack.widthAnchor.constraint(equalTo: contentView.widthAnchor, constant: -(CardCell.rowImageWidth + 16 + 48)),
        textStack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -1),
    ]

    private func constraints(for look: Look) -> [NSLayoutConstraint] { look == .row ? rowConstraints : cardConstraints }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let isThumbnail = bounds.height < CardCell.captionHeight * 2.4 && bounds.width <= 3 * bounds.height
        let newLook: Look = isThumbnail ? .thumbnail : bounds.width > 3 * bounds.height ? .row : .card
        let changesLook = look != nil && look != newLook
        if look == nil || (look == .row) != (newLook == .row) {
            if let look { NSLayoutConstraint.deactivate(constraints(for: look)) }
            NSLayoutConstraint.activate(constraints(for: newLook))
        }
        updateConstants(for: newLook, in: bounds)
        // Within one look every part moves with the card's size (the content view's pass below runs
        // inside the card's animation). Between looks the picture still follows the card: into a row
        // it shrinks to the row's picture, leaving the row's white text area; out of a row it first
        // spreads over the whole card as it is on screen, then keeps its width as the card resizes, so
        // no white shows beside it, while the strip below opens.
        // The text cannot follow (from beside the picture to below it, it would cross the picture; from
        // a card into a thumbnail's hidden strip, the card's edge would slice it): it takes its new
        // place at once, unseen, and fades in there when the layout change is over (`didTransition`).
        if look == nil || changesLook {
            let pictureFrom = changesLook && look == .row && UIView.areAnimationsEnabled
                ? CGRect(origin: .zero, size: contentView.presentation.bounds.size) : imageView.frame
            contentView.setNeedsLayout()
            UIView.performWithoutAnimation {
                contentView.layoutIfNeeded()
                imageView.frame = pictureFrom
                tintOverlay.frame = pictureFrom
            }
            // The text stays where it was just put; the picture goes from where it is to its new place.
            contentView.setNeedsLayout()
        }
        contentView.layoutIfNeeded()
        // Only a layout change says when it ends (`didTransition`); in an update or a move the text
        // takes its place at once rather than wait for an end that never comes.
        if changesLook && UIView.areAnimationsEnabled && layoutChangesUnderWay > 0 { isTextWaiting = true }
        // Text that does not fit (a row scrubbed shorter than its title) is not drawn rather than sliced.
        let title = titleLabel.frame.offsetBy(dx: textStack.frame.minX, dy: textStack.frame.minY)
        let fits = !bounds.intersects(title) || bounds.insetBy(dx: -0.5, dy: -0.5).contains(title)
        let shown: CGFloat = fits && !isTextWaiting ? 1 : 0
        if textAlpha != shown { UIView.performWithoutAnimation { textAlpha = shown } }
        look = newLook
        layOutBadge(in: bounds, look: newLook)
        // 7 points out with a 12-point radius, the ring's rounded corners stay clear of the card's frame,
        // so focus never changes a pixel of the card itself.
        focusRing.frame = self.bounds.insetBy(dx: -7, dy: -7)
        focusRing.layer.cornerRadius = min(12, focusRing.bounds.height / 2)
    }

    /// The constants of `look` that depend on the card's size, text size and uncovered span.
    private func updateConstants(for look: Look, in bounds: CGRect) {
        let s = textScale
        let spacing: CGFloat
        switch look {
        case .row:
            // Two lines only where the row is tall enough for them (a scrubbed row may be shorter).
            titleLabel.numberOfLines = 2
            let wrapped = rowTitleHeight(textWidth: CardCell.rowTextWidth(rowWidth: bounds.width))
            titleHeight.constant = wrapped + 22 <= bounds.height ? wrapped : 20
            captionHeight.constant = 16
            spacing = 2
        case .card, .thumbnail:
            titleLabel.numberOfLines = 1
            let start = min(bounds.width, max(0, textSpan?.lowerBound ?? 0))
            let end = max(start, min(bounds.width, textSpan?.upperBound ?? bounds.width))
            cardTextLeading.constant = start + 12
            cardTextWidth.constant = max(0, end - start - 24)
            cardImageHeight.constant = look == .thumbnail ? 0 : -min(bounds.height, CardCell.captionHeight * s)
            cardTextTop.constant = (7 * s).rounded()
            titleHeight.constant = (20 * s).rounded()
            captionHeight.constant = (16 * s).rounded()
            spacing = (27 * s).rounded() - (7 * s).rounded() - (20 * s).rounded()
        }
        if textStack.spacing != spacing { textStack.spacing = spacing }
        if titleHeight.constant <= 20 { titleLabel.numberOfLines = 1 }
    }

    /// The selection badge: a check circle at the card's top right (centred on a row's right edge);
    /// on a thumbnail (the ring) a small mark in the corner, so the picture stays readable.
    private func layOutBadge(in bounds: CGRect, look: Look) {
        let isThumbnail = look == .thumbnail
        let badgeSide = isThumbnail ? max(10, min(26, (bounds.height * 0.32).rounded())) : min(26, bounds.height / 2)
        let badgeMargin = isThumbnail ? 2 : 10 * badgeSide / 26
        badge.frame = CGRect(x: bounds.width - badgeSide - badgeMargin, y: look == .row ? (bounds.height - badgeSide) / 2 : badgeMargin,
                             width: badgeSide, height: badgeSide)
        let markSize = max(8, (badgeSide * 0.58).rounded())
        if badgeMark.font.pointSize != markSize { badgeMark.font = .boldSystemFont(ofSize: markSize) }
        badge.layer.cornerRadius = badgeSide / 2
        badgeMark.frame = badge.bounds
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

    /// How much larger than at the default size the text is (Dynamic Type): the caption strip grows
    /// with it, taking room from the picture.
    private var textScale: CGFloat {
        UIFontMetrics(forTextStyle: .headline).scaledValue(for: 1, compatibleWith: traitCollection)
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
