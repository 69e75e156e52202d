import CollectionEngine
import Foundation

/// A collection view delegate that records each call as a short string ("didSelect 0-3"), and answers
/// the `should…` questions from sets the test fills.
///
/// Index paths are written `section-item`. Display calls are not recorded (they depend on layout passes,
/// not on what a test does); set `recordsDisplay` to see them. Those of supplementary views name the
/// kind: "didEndDisplayingSupplementary UICollectionElementKindSectionHeader 1-0".
@MainActor
public final class RecordingCollectionDelegate: NSObject, UICollectionViewDelegate {
    public private(set) var calls: [String] = []
    public var recordsDisplay = false
    public var refusesHighlight: Set<IndexPath> = []
    public var refusesSelection: Set<IndexPath> = []
    public var refusesDeselection: Set<IndexPath> = []
    /// Runs after `didSelectItemAt` is recorded, for tests of delegates that change things in it.
    public var onDidSelect: ((IndexPath) -> Void)?
    /// Items `canFocusItemAt` refuses; the others follow the collection view's `allowsFocus`.
    public var refusesFocus: Set<IndexPath> = []
    /// Whether `shouldUpdateFocusIn` refuses every change.
    public var refusesFocusUpdates = false
    /// What `indexPathForPreferredFocusedView(in:)` answers.
    public var preferredFocus: IndexPath?
    /// The contexts `didUpdateFocusIn` received, in order.
    public private(set) var focusUpdates: [UICollectionViewFocusUpdateContext] = []

    public override init() { super.init() }

    /// Forgets the calls recorded so far.
    public func reset() { calls.removeAll() }

    /// The calls whose name starts with one of `prefixes`.
    public func calls(startingWith prefixes: String...) -> [String] {
        calls.filter { call in prefixes.contains { call.hasPrefix($0) } }
    }

    private func record(_ name: String, _ indexPath: IndexPath) {
        calls.append("\(name) \(indexPath.section)-\(indexPath.item)")
    }

    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight", indexPath)
        return !refusesHighlight.contains(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        record("didHighlight", indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        record("didUnhighlight", indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("shouldSelect", indexPath)
        return !refusesSelection.contains(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("shouldDeselect", indexPath)
        return !refusesDeselection.contains(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        record("didSelect", indexPath)
        onDidSelect?(indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        record("didDeselect", indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if recordsDisplay { record("willDisplay", indexPath) }
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if recordsDisplay { record("didEndDisplaying", indexPath) }
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        if recordsDisplay { record("willDisplaySupplementary \(elementKind)", indexPath) }
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        if recordsDisplay { record("didEndDisplayingSupplementary \(elementKind)", indexPath) }
    }

    // Focus calls are recorded as "focus…" and "primaryAction…", so that filters on "should" and
    // "did" keep seeing only selection calls.

    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        !refusesFocus.contains(indexPath) && (collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus)
    }

    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        calls.append("focusShould \(Self.name(context.previouslyFocusedIndexPath))>\(Self.name(context.nextFocusedIndexPath))")
        return !refusesFocusUpdates
    }

    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        calls.append("focusDid \(Self.name(context.previouslyFocusedIndexPath))>\(Self.name(context.nextFocusedIndexPath))")
        focusUpdates.append(context)
    }

    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { preferredFocus }

    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        record("primaryAction", indexPath)
    }

    private static func name(_ indexPath: IndexPath?) -> String {
        indexPath.map { "\($0.section)-\($0.item)" } ?? "nil"
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(scrollView.contentOffset.x),\(scrollView.contentOffset.y)")
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging")
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append("didEndScrollingAnimation")
    }
}
