import CollectionEngine
import Foundation

/// The cell `ModelDataSource` registers by default: it shows its item in `label` and remembers what it
/// was told, so tests can check reuse.
@MainActor
public final class TestCell: UICollectionViewCell {
    /// How many `TestCell`s have been created, by any means; tests compare before and after.
    public private(set) static var instancesCreated = 0

    /// The frame the cell had when `init(frame:)` ran (the collection view passes the layout frame).
    public let initialFrame: CGRect
    public let label = UILabel()
    /// How often `prepareForReuse()` ran on this cell.
    public private(set) var prepareForReuseCount = 0
    /// How often `apply(_:)` ran, and the attributes it last received.
    public private(set) var applyCount = 0
    public private(set) var lastAppliedAttributes: UICollectionViewLayoutAttributes?
    /// The states `updateConfiguration(using:)` received, in order.
    public private(set) var configurationStates: [UICellConfigurationState] = []
    /// The focus changes `didUpdateFocus(in:with:)` told this cell of.
    public private(set) var focusContexts: [UIFocusUpdateContext] = []
    /// How often `willTransition(from:to:)` and `didTransition(from:to:)` ran on this cell.
    public private(set) var layoutChangesBegun = 0
    public private(set) var layoutChangesEnded = 0

    public override init(frame: CGRect) {
        initialFrame = frame
        super.init(frame: frame)
        TestCell.instancesCreated += 1
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) {
        initialFrame = .zero
        super.init(coder: coder)
        TestCell.instancesCreated += 1
    }

    public override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.willTransition(from: oldLayout, to: newLayout)
        layoutChangesBegun += 1
    }

    public override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.didTransition(from: oldLayout, to: newLayout)
        layoutChangesEnded += 1
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        label.text = nil
    }

    public override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        configurationStates.append(state)
    }

    public override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        focusContexts.append(context)
    }

    public override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCount += 1
        lastAppliedAttributes = layoutAttributes
    }
}
