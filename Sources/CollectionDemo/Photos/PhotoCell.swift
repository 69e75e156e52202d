import CollectionEngine
import Foundation
import PhotoLibrary

/// One photo: its thumbnail over its file name, on a soft placeholder colour until the thumbnail
/// arrives (then it fades in), or a broken-image card naming the file and what is wrong with it.
/// Large (the one-photo view) it shows the whole picture on a dark backdrop, without the name strip,
/// and the picture zooms (`PhotoZoomView`).
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo"

    /// What the cell shows: a placeholder, an image (final, or a stand-in while a larger one loads), or the broken card.
    enum State: Equatable {
        case placeholder
        case image(isFinal: Bool)
        case broken
    }

    private(set) var state = State.placeholder
    /// The load whose result this cell shows or waits for.
    var request: PhotoLoader.Request?
    /// Whether the cell still waits for its request (a placeholder, or a thumbnail standing in for the large image).
    var isWaiting: Bool { state == .placeholder || state == .image(isFinal: false) }

    private let zoomView = PhotoZoomView(frame: .zero)
    /// Told when the large picture's zoom comes to rest, with its scale.
    var onZoomEnded: (PhotoCell, CGFloat) -> Void = { _, _ in }
    private var imageView: UIImageView { zoomView.imageView }
    private let nameLabel = UILabel(frame: .zero)
    private let brokenMark = UILabel(frame: .zero)
    private let reasonLabel = UILabel(frame: .zero)
    private static let nameHeight: CGFloat = 26
    private static let fadeDuration: TimeInterval = 0.2

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        contentView.layer.borderColor = Palette.accent
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        nameLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12))
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = Palette.secondaryInk
        nameLabel.lineBreakMode = .byTruncatingMiddle
        brokenMark.text = "⚠"
        brokenMark.font = .boldSystemFont(ofSize: 30)
        brokenMark.textColor = Palette.warning
        brokenMark.textAlignment = .center
        reasonLabel.font = .systemFont(ofSize: 11)
        reasonLabel.textColor = Palette.warning
        reasonLabel.textAlignment = .center
        reasonLabel.numberOfLines = 2
        for view in [zoomView, brokenMark, reasonLabel, nameLabel] { contentView.addSubview(view) }
        zoomView.onZoomEnded = { [unowned self] scale in onZoomEnded(self, scale) }
        showPlaceholder()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Large: a photo that fills the view, not a thumbnail in the grid.
    private var isLarge: Bool { bounds.width > 420 && bounds.height > 320 }

    func configure(name: String) {
        nameLabel.text = name
    }

    /// The soft colour that stands in for a picture not yet loaded; no spinner, so a fast load does not flicker.
    func showPlaceholder() {
        state = .placeholder
        imageView.image = nil
        imageView.alpha = 1
        updateLook()
    }

    /// Shows `image`; fading in when the placeholder was showing and `animated`. `isFinal` false: a
    /// stand-in (the thumbnail while the large image loads).
    func show(_ image: UIImage, isFinal: Bool, animated: Bool) {
        let fades = animated && state == .placeholder
        state = .image(isFinal: isFinal)
        imageView.image = image
        updateLook()
        guard fades else { return }
        UIView.performWithoutAnimation { imageView.alpha = 0 }
        UIView.animate(withDuration: PhotoCell.fadeDuration) { self.imageView.alpha = 1 }
    }

    /// The broken-image card: a mark, what went wrong, and the file's name.
    func showBroken(reason: String) {
        state = .broken
        imageView.image = nil
        reasonLabel.text = reason
        updateLook()
    }

    private func updateLook() {
        let broken = state == .broken
        brokenMark.isHidden = !broken
        reasonLabel.isHidden = !broken
        zoomView.isHidden = broken
        let large = isLarge
        zoomView.isZoomable = large && !broken
        imageView.contentMode = large ? .scaleAspectFit : .scaleAspectFill
        nameLabel.isHidden = large && !broken
        contentView.backgroundColor = large ? UIColor(rgb: 0x15171F)
            : broken ? Palette.broken : state == .placeholder ? Palette.placeholder : Palette.card
        contentView.layer.cornerRadius = large ? 0 : 8
        contentView.layer.borderWidth = isSelected && !large ? 3 : 0
    }

    override var isSelected: Bool { didSet { updateLook() } }

    /// Shows the whole picture again, unzoomed (the photo was paged away from).
    func showWholePicture() { zoomView.showWholePicture() }

    override func prepareForReuse() {
        super.prepareForReuse()
        request = nil
        zoomView.showWholePicture()
        showPlaceholder()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
        let bounds = contentView.bounds
        let pictureHeight = isLarge ? bounds.height : max(0, bounds.height - PhotoCell.nameHeight)
        zoomView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: pictureHeight)
        brokenMark.frame = CGRect(x: 0, y: pictureHeight / 2 - 34, width: bounds.width, height: 36)
        reasonLabel.frame = CGRect(x: 8, y: pictureHeight / 2 + 4, width: max(0, bounds.width - 16), height: 30)
        nameLabel.frame = CGRect(x: 8, y: pictureHeight + 4, width: max(0, bounds.width - 16), height: PhotoCell.nameHeight - 8)
        if isLarge, state == .broken { nameLabel.frame.origin.y = pictureHeight / 2 + 40 }
    }
}
