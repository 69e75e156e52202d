import CollectionEngine
import Foundation

/// The supplementary view `ModelDataSource` registers for headers and footers.
@MainActor
public final class TestSupplementaryView: UICollectionReusableView {
    public let label = UILabel()
    public private(set) var prepareForReuseCount = 0
    /// The index paths of the attributes `apply(_:)` was given since the view was made or last reused.
    public private(set) var appliedIndexPaths: [IndexPath] = []
    /// The frame the view had when `init(frame:)` ran.
    public let initialFrame: CGRect

    public override init(frame: CGRect) {
        initialFrame = frame
        super.init(frame: frame)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        initialFrame = .zero
        super.init(coder: coder)
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        label.text = nil
        appliedIndexPaths.removeAll()
    }

    public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedIndexPaths.append(layoutAttributes.indexPath)
    }
}
