import Foundation

/// What a dragged item carries, as Foundation's `NSItemProvider` for in-app drags: one object.
///
/// - Note: Tessera supports drags within one app only. There is no type negotiation, file
///   representation or asynchronous loading; `loadObject(ofClass:completionHandler:)` hands the object
///   over at once when its class matches.
@MainActor
public final class NSItemProvider: NSObject {
    private let object: Any?

    /// A provider of `object` (an `NSString`, a model value…).
    public init(object: Any?) {
        self.object = object
        super.init()
    }

    /// A provider of nothing.
    public override init() {
        object = nil
        super.init()
    }

    /// Whether the provider holds an object of `type`.
    public func canLoadObject<T>(ofClass type: T.Type) -> Bool { object is T }

    /// Hands the object to `completionHandler` if it is of `type` (nil otherwise), synchronously.
    public func loadObject<T>(ofClass type: T.Type, completionHandler: (T?) -> Void) {
        completionHandler(object as? T)
    }
}

/// One dragged item, as UIKit's `UIDragItem`.
@MainActor
public final class UIDragItem: NSObject {
    /// What the item carries.
    public let itemProvider: NSItemProvider
    /// Anything the app wants to carry within the app: usually the model item, or its identifier.
    public var localObject: Any?
    /// Where the item came from in the collection view that started the drag.
    var sourceIndexPath: IndexPath?

    /// An item carrying what `itemProvider` holds.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// How a dragged item's preview looks, as UIKit's `UIDragPreviewParameters`.
///
/// The drag delegate's `collectionView(_:dragPreviewParametersForItemAt:)` answers one for the item
/// the drag lifts; the lifted cell takes its look while it is dragged and gets its own back on release.
///
/// - Note: The preview is the lifted cell itself, not a snapshot. `visiblePath` is honoured as a
///   rounded rectangle over the cell's bounds (its corner radius clips the cell); a path smaller than
///   the cell does not crop it. There is no `shadowPath`.
@MainActor
public final class UIDragPreviewParameters: NSObject {
    /// The colour behind the preview: the lifted cell's `backgroundColor` while it is dragged.
    public var backgroundColor: UIColor?
    /// The part of the cell the preview shows: its corner radius rounds and clips the lifted cell.
    public var visiblePath: UIBezierPath?
    /// Parameters that leave the lifted cell as it is.
    public override init() { super.init() }
}

/// The look a lifted cell had before drag preview parameters changed it, to give back on release.
@MainActor
struct LiftedCellLook {
    weak var cell: UICollectionViewCell?
    let backgroundColor: UIColor?
    let cornerRadius: CGFloat
    let masksToBounds: Bool

    /// Gives `cell` the look `parameters` ask for; returns what it had, to restore.
    static func apply(_ parameters: UIDragPreviewParameters, to cell: UICollectionViewCell) -> LiftedCellLook {
        let saved = LiftedCellLook(
            cell: cell, backgroundColor: cell.backgroundColor, cornerRadius: cell.layer.cornerRadius,
            masksToBounds: cell.layer.masksToBounds)
        if let color = parameters.backgroundColor { cell.backgroundColor = color }
        if let path = parameters.visiblePath {
            cell.layer.cornerRadius = path.cornerRadius
            cell.layer.masksToBounds = true
        }
        return saved
    }

    func restore() {
        guard let cell else { return }
        cell.backgroundColor = backgroundColor
        cell.layer.cornerRadius = cornerRadius
        cell.layer.masksToBounds = masksToBounds
    }
}

extension UICollectionView {
    /// Gives the cell a drag lifts at `indexPath` the look of the drag delegate's preview parameters,
    /// for as long as `session` lasts.
    func applyDragPreviewParameters(at indexPath: IndexPath, in session: DragSession) {
        guard let parameters = dragPreviewParameters(forItemAt: indexPath), let cell = cellForItem(at: indexPath) else { return }
        session.liftedLook = LiftedCellLook.apply(parameters, to: cell)
    }
}
