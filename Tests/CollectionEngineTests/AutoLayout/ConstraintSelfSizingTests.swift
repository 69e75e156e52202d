import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A row cell laid out the way iOS cells are: a wrapping label pinned 8 points inside the content view
/// with anchors. It keeps UIKit's default `preferredLayoutAttributesFitting(_:)`.
final class ConstrainedRowCell: UICollectionViewListCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A 200-point-wide collection view of `ConstrainedRowCell`s showing `lines(item)` lines each.
@MainActor
private func constrainedRowScene<Layout: UICollectionViewLayout>(
    layout: Layout, items: Int, lines: @escaping (Int) -> Int
) -> CollectionScene<Layout> {
    let scene = CollectionScene(layout: layout, model: ReferenceModel(counts: [items]), cellClass: ConstrainedRowCell.self)
    scene.dataSource.cellProvider = { [unowned dataSource = scene.dataSource] collectionView, indexPath in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
        let item = dataSource.item(at: indexPath)
        (cell as? ConstrainedRowCell)?.label.text = (0..<lines(item)).map { "line \($0) of \(item)" }.joined(separator: "\n")
        return cell
    }
    return scene
}

/// Self-sizing cells measured through the constraints of their content view.
@MainActor @Suite struct ConstraintSelfSizingTests {
    @Test func aFlowLayoutCellWithEstimatedSizeTakesWhatItsConstraintsNeed() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 44)
        let scene = constrainedRowScene(layout: layout, items: 20) { _ in 2 }
        scene.layoutPass()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "line 0 of 0\nline 1 of 0"
        #expect(scene.frame(0)?.size == CGSize(width: label.intrinsicContentSize.width + 16, height: rowHeight(lines: 2)))
    }

    @Test func anEstimatedCompositionalRowTakesTheHeightItsConstraintsNeedAtItsWidth() {
        let size = Compose.size(.fractionalWidth(1), .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let scene = constrainedRowScene(layout: UICollectionViewCompositionalLayout(section: section), items: 50) { $0 % 3 + 1 }
        scene.layoutPass()
        #expect(scene.frame(0) == CGRect(x: 0, y: 0, width: 200, height: rowHeight(lines: 1)))
        #expect(scene.frame(1)?.height == rowHeight(lines: 2))
        #expect(scene.frame(2)?.minY == rowHeight(lines: 1) + rowHeight(lines: 2))
        let cell = scene.collectionView.cellForItem(at: path(1)) as? ConstrainedRowCell
        #expect(cell?.label.frame == CGRect(x: 8, y: 8, width: 184, height: 2 * UIFont.systemFont(ofSize: 17).lineHeight))
    }

    @Test func aListRowTakesTheHeightItsConstraintsNeed() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let scene = constrainedRowScene(layout: layout, items: 30) { _ in 3 }
        scene.layoutPass()
        #expect(scene.frame(0)?.height == rowHeight(lines: 3))
    }

    @Test func aLongLineWrapsAtTheRowsWidth() {
        let size = Compose.size(.fractionalWidth(1), .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let scene = CollectionScene(layout: UICollectionViewCompositionalLayout(section: section), model: ReferenceModel(counts: [5]),
                                    cellClass: ConstrainedRowCell.self)
        scene.dataSource.cellProvider = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ModelDataSource<Int>.cellIdentifier, for: indexPath)
            (cell as? ConstrainedRowCell)?.label.text = "a sentence long enough that it has to wrap inside a two hundred point row"
            return cell
        }
        scene.layoutPass()
        let probe = UILabel()
        probe.numberOfLines = 0
        probe.text = "a sentence long enough that it has to wrap inside a two hundred point row"
        let wrapped = probe.sizeThatFits(CGSize(width: 184, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(wrapped > probe.font.lineHeight)
        #expect(scene.frame(0)?.height == wrapped + 16)
    }

    /// `.enabledIncludingConstraints`: a constraint activated inside a displayed cell measures it again.
    @Test func aConstraintAddedInsideADisplayedCellResizesItWhenConstraintsCount() {
        let scene = constrainedRowScene(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), items: 10) { _ in 1 }
        scene.collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(0)) as? ConstrainedRowCell
        cell?.label.heightAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
        scene.settle()
        #expect(scene.frame(0)?.height == 116)
        #expect(scene.frame(1)?.minY == 116)
    }

    /// `.enabled` resizes for intrinsic-size invalidations only: a constraint change keeps the size.
    @Test func aConstraintAddedInsideADisplayedCellKeepsItsSizeUnderPlainEnabled() {
        let scene = constrainedRowScene(layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), items: 10) { _ in 1 }
        scene.layoutPass()
        let cell = scene.collectionView.cellForItem(at: path(0)) as? ConstrainedRowCell
        cell?.label.heightAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
        scene.settle()
        #expect(scene.frame(0)?.height == rowHeight(lines: 1))
    }

    /// A constraint that conflicts with a cell's current frame is broken for that layout, as UIKit
    /// breaks one against its encapsulated height, but measuring the cell still counts it.
    @Test func aConstraintBrokenAgainstTheCellsFrameStillCountsWhenTheCellIsMeasured() {
        let cell = ConstrainedRowCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.label.text = "one line"
        cell.layoutIfNeeded()
        cell.label.heightAnchor.constraint(greaterThanOrEqualToConstant: 100).isActive = true
        cell.layoutIfNeeded()
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height == 116)
    }
}

