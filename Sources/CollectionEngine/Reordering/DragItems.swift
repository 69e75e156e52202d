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
/// - Note: The preview is the lifted cell itself; the host reads `backgroundColor` (through
///   `UICollectionView.dragPreviewParameters(forItemAt:)`) if it wants to tint it. Paths are not supported.
@MainActor
public final class UIDragPreviewParameters: NSObject {
    /// The colour behind the preview.
    public var backgroundColor: UIColor?
    /// Parameters that change nothing.
    public override init() { super.init() }
}
