import Foundation

/// The layout installed during an interactive transition: elements sit `transitionProgress` of the way
/// from where `currentLayout` puts them to where `nextLayout` does, as UIKit's
/// `UICollectionViewTransitionLayout`.
///
/// ```swift
/// let transition = collectionView.startInteractiveTransition(to: listLayout) { completed, finished in … }
/// transition.transitionProgress = 0.4   // from a slider or a drag
/// collectionView.finishInteractiveTransition()
/// ```
///
/// Subclass it to customise the in-between attributes; `updateValue(_:forAnimatedKey:)` stores numbers
/// for your own keys with the time they were set.
///
/// - Note: An element present in only one layout fades: it is shown with alpha 0 on the other side.
///   The collection view moves its content offset along from where it was to where the next layout
///   keeps the anchored item on screen, so elements move on screen as the progress says.
@MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from (progress 0).
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends at (progress 1).
    public let nextLayout: UICollectionViewLayout

    /// How far the transition has come, from 0 (the current layout) to 1 (the next one).
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress != oldValue else { return }
            recordSample(transitionProgress, for: Self.progressKey)
            collectionView?.transitionProgressDidChange()
            collectionView?.setNeedsLayout()
        }
    }

    /// Its answer moves with `transitionProgress`, which does not invalidate it.
    override var answerFollowsBounds: Bool { true }

    /// The elements that take part, with where each starts and ends (set up by `prepare()`).
    private var pairs: [ElementKey: (from: UICollectionViewLayoutAttributes, to: UICollectionViewLayoutAttributes)] = [:]
    private var samples: [String: [(value: CGFloat, time: TimeInterval)]] = [:]
    /// The content offsets at progress 0 and 1, set by the collection view.
    var offsets: (start: CGPoint, end: CGPoint) = (.zero, .zero)
    static let progressKey = "transitionProgress"

    /// Creates a transition between two layouts; both layouts' decoration view classes are registered.
    ///
    /// Usually made for you by `startInteractiveTransition(to:completion:)`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
        decorationViewClasses = currentLayout.decorationViewClasses.merging(newLayout.decorationViewClasses) { _, next in next }
    }

    /// Always nil: a transition layout needs its two layouts, which no coder holds here.
    public required init?(coder: NSCoder) { nil }

    /// Stores `value` for `key`, with the time, so the rest of the transition can be timed from it.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { recordSample(value, for: key) }

    /// The value last stored for `key` (0 when there is none).
    open func value(forAnimatedKey key: String) -> CGFloat { samples[key]?.last?.value ?? 0 }

    private func recordSample(_ value: CGFloat, for key: String) {
        let time = collectionView?.frameDriver.now ?? 0
        samples[key, default: []].append((value, time))
        if let count = samples[key]?.count, count > 8 { samples[key]?.removeFirst(count - 8) }
    }

    /// How fast `key` was changing over its last samples, per second (0 when unknown).
    func velocity(forAnimatedKey key: String) -> CGFloat {
        guard let history = samples[key], let last = history.last, let first = history.first(where: { last.time - $0.time < 0.1 }),
              last.time > first.time else { return 0 }
        return (last.value - first.value) / CGFloat(last.time - first.time)
    }

    /// Prepares both layouts and pairs each element on screen at the start with where it ends.
    ///
    /// - Complexity: O(elements on screen at progress 0 and at progress 1).
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.invalidateLayout()
            _ = layout.prepareIfNeeded()
        }
        let size = collectionView.bounds.size
        let startRect = CGRect(origin: offsets.start, size: size), endRect = CGRect(origin: offsets.end, size: size)
        var from: [ElementKey: UICollectionViewLayoutAttributes] = [:], to: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in currentLayout.shownAttributesForElements(in: startRect) ?? [] { from[attributes.elementKey] = attributes }
        for attributes in nextLayout.shownAttributesForElements(in: endRect) ?? [] { to[attributes.elementKey] = attributes }
        pairs = [:]
        for key in Set(from.keys).union(to.keys) {
            let start = from[key] ?? counterpart(of: key, in: currentLayout) ?? to[key]?.faded()
            let end = to[key] ?? counterpart(of: key, in: nextLayout) ?? from[key]?.faded()
            if let start, let end { pairs[key] = (start, end) }
        }
    }

    /// Where `layout` puts an element that was outside the rect it was asked about.
    private func counterpart(of key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.shownAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.shownAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layout.shownAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// The two layouts' content sizes, interpolated by `transitionProgress`.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    /// The paired elements at `transitionProgress`, those whose frames meet `rect`.
    ///
    /// - Complexity: O(elements paired by `prepare()`), whatever the rect.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        pairs.values.map { $0.from.interpolated(to: $0.to, fraction: transitionProgress) }.filter {
            UIView.frame(center: $0.center, size: $0.size, transform: $0.transform3D).intersects(rect)
        }
    }

    /// The item's attributes interpolated between the two layouts at `transitionProgress`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: ElementKey(category: .cell, kind: "", indexPath: indexPath))
    }

    /// The supplementary view's attributes interpolated between the two layouts at `transitionProgress`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    private func attributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        if let pair = pairs[key] { return pair.from.interpolated(to: pair.to, fraction: transitionProgress) }
        guard let start = counterpart(of: key, in: currentLayout), let end = counterpart(of: key, in: nextLayout) else { return nil }
        return start.interpolated(to: end, fraction: transitionProgress)
    }
}
