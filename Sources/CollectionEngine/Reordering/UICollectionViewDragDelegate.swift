import Foundation

/// The object that provides the items of drags that start in a collection view, as UIKit's
/// `UICollectionViewDragDelegate`.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
///                     at indexPath: IndexPath) -> [UIDragItem] {
///     let item = UIDragItem(itemProvider: NSItemProvider(object: photos[indexPath.item].title))
///     item.localObject = photos[indexPath.item].id
///     return [item]
/// }
/// ```
///
/// - Note: A drag begins when a press on an item is held (300 ms) or dragged (6 points). If the pressed
///   item is selected, the other selected items join the drag through `itemsForAddingTo`. Drags stay
///   inside the app.
@MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items to drag from `indexPath`; none means no drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Optional; the items to add to a running drag for `indexPath` (none when not implemented).
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// Optional; how the lifted item's preview looks (nil: as the cell).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// Optional.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    /// Optional.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    /// Optional; whether drop targets may move the items (true when not implemented).
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    /// Adds nothing to a drag under way by default.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] { [] }
    /// No parameters by default: the lifted cell is shown as it is.
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    /// Does nothing by default.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    /// Allows moves by default.
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
}
