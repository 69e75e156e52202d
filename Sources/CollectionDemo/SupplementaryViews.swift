@_spi(ManualLayout) import CollectionEngine
import Foundation

/// A view a section shows at one element kind: it knows its kind and reuse identifier, so the
/// controllers that register and dequeue it do not each pair them up.
@MainActor
protocol SectionSupplementaryView: UICollectionReusableView {
    static var elementKind: String { get }
    static var reuseIdentifier: String { get }
}

extension SectionSupplementaryView {
    static func register(in collectionView: UICollectionView) {
        collectionView.register(self, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
    }

    /// A view of this class for the section of `indexPath`, reused when one is free, after `configure`.
    static func dequeue(
        from collectionView: UICollectionView, for indexPath: IndexPath, configure: (Self) -> Void
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: reuseIdentifier, for: indexPath)
        // A stand-in view (the collection view reported why) is returned as it is.
        if let view = view as? Self { configure(view) }
        return view
    }
}

/// A section's title with its item count, over the gallery's backdrop.
final class SectionHeaderView: UICollectionReusableView, SectionSupplementaryView {
    static let elementKind = UICollectionView.elementKindSectionHeader
    static let reuseIdentifier = "header"

    private let titleLabel = UILabel(font: UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 21, weight: .bold)),
                                     color: Palette.ink)
    private let countLabel = UILabel(font: UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13, weight: .medium)),
                                     color: Palette.secondaryInk, alignment: .right)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for label in [titleLabel, countLabel] { label.adjustsFontForContentSizeCategory = true }
        addSubview(titleLabel)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A header that floats above the pictures (the mosaic pins it there) gets a band of the window's
    /// colour, so the pictures passing under it do not show through its title.
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        backgroundColor = layoutAttributes.zIndex > 1 ? Palette.background : nil
    }

    /// The header hangs its text from its bottom edge, whatever its height, so it has no height of
    /// its own to offer: it keeps the one its layout gives it (the list's estimate included).
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// The title shown, for the frame-by-frame check (no section's header is drawn twice).
    var shownTitle: String { titleLabel.text ?? "" }

    func configure(title: String, count: Int, noun: String = "picture") {
        titleLabel.text = title
        countLabel.text = count == 1 ? "1 \(noun)" : "\(count.formatted()) \(noun)s"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Larger text (Dynamic Type) grows upwards from the same baseline area.
        let titleHeight = max(28, titleLabel.intrinsicContentSize.height), countHeight = max(20, countLabel.intrinsicContentSize.height)
        titleLabel.frame = CGRect(x: 24, y: bounds.height - 8 - titleHeight, width: bounds.width * 0.6, height: titleHeight)
        countLabel.frame = CGRect(x: bounds.width * 0.6, y: bounds.height - 12 - countHeight, width: bounds.width * 0.4 - 24, height: countHeight)
        countLabel.textAlignment = trailingTextAlignment
        mirrorFramesForLayoutDirection([titleLabel, countLabel])
    }
}

/// A quiet line under a section, so the end of one section is distinct from the next header.
final class SectionFooterView: UICollectionReusableView, SectionSupplementaryView {
    static let elementKind = UICollectionView.elementKindSectionFooter
    static let reuseIdentifier = "footer"

    private let rule = UIView(frame: .zero)
    private let noteLabel = UILabel(font: .italicSystemFont(ofSize: 12), color: Palette.secondaryInk, alignment: .center)

    override init(frame: CGRect) {
        super.init(frame: frame)
        rule.backgroundColor = Palette.secondaryInk.withAlphaComponent(0.18)
        addSubview(rule)
        addSubview(noteLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(text: String) { noteLabel.text = text }

    /// The note is centred in whatever height the layout gives, so the footer keeps that height.
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        rule.frame = CGRect(x: 24, y: bounds.midY, width: bounds.width - 48, height: 1)
        noteLabel.frame = CGRect(x: bounds.midX - 160, y: bounds.midY - 10, width: 320, height: 20)
    }
}

extension Int {
    /// Thousands separated by commas, independent of the locale.
    func formatted() -> String {
        let digits = String(self)
        var result = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return String(result.reversed())
    }
}
