import CollectionEngine
import EngineTestSupport
import Foundation

/// A list row for self-sizing tests: a wrapping label inset by 8 points, as list rows are written on
/// iOS; its width is the layout's, its height what the label needs (it fixes the width in
/// `preferredLayoutAttributesFitting(_:)`, the usual iOS pattern). It counts its measurements.
final class TextRowCell: UICollectionViewCell {
    let label = UILabel()
    private(set) var measurements = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        measurements += 1
        let size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        layoutAttributes.size = size
        return layoutAttributes
    }
}

/// A vertical list of self-sizing rows: `lines(item)` lines of text per item, rows estimated at 44.
@MainActor
func textRowScene(
    items: Int, height: CGFloat = 190, estimate: CGFloat = 44, lines: @escaping (Int) -> Int
) -> CollectionScene<UICollectionViewFlowLayout> {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    layout.itemSize = CGSize(width: 200, height: estimate)
    layout.estimatedItemSize = CGSize(width: 200, height: estimate)
    return textRowScene(layout: layout, counts: [items], height: height, lines: lines)
}

/// A 200-point-wide collection view over `counts` items laid out by `layout`, whose cells are
/// `TextRowCell`s showing `lines(item)` lines of text.
@MainActor
func textRowScene<Layout: UICollectionViewLayout>(
    layout: Layout, counts: [Int], height: CGFloat = 190, lines: @escaping (Int) -> Int
) -> CollectionScene<Layout> {
    let scene = CollectionScene(layout: layout, model: ReferenceModel(counts: counts),
                                frame: CGRect(x: 0, y: 0, width: 200, height: height), cellClass: TextRowCell.self)
    scene.dataSource.cellProvider = { [unowned dataSource = scene.dataSource] collectionView, indexPath in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
        let item = dataSource.item(at: indexPath)
        (cell as? TextRowCell)?.label.text = (0..<lines(item)).map { "line \($0) of \(item)" }.joined(separator: "\n")
        return cell
    }
    return scene
}

/// The height a row of `lines` lines measures at: the lines of the 17-point system font, plus the insets.
@MainActor
func rowHeight(lines: Int) -> CGFloat {
    CGFloat(lines) * UIFont.systemFont(ofSize: 17).lineHeight + 16
}
