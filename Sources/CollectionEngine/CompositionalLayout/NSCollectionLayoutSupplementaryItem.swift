import Foundation

/// A view attached to an item (or a group), such as a badge, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`. It takes the index path of the item it is attached to; the
/// data source provides its view for its `elementKind`.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge",
///     containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
/// ```
///
/// Its fractional dimensions are fractions of the item it is attached to (after the item's content
/// insets).
///
/// - Note: `zIndex` defaults to 1, so supplementary items draw above cells (which are at 0).
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for, in `viewForSupplementaryElementOfKind`.
    public let elementKind: String
    /// Where the view is pinned on the item it is attached to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the view that sits on `containerAnchor`; nil pins the view's matching edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Stacking order against cells (0) and other views; larger draws in front.
    public var zIndex = 1

    /// A view of `elementKind` pinned by `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A view of `elementKind` whose `itemAnchor` point is pinned to the item's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Its frame on an item whose frame is `container`.
    func frame(on container: CGRect) -> CGRect {
        containerAnchor.frame(of: layoutSize.resolved(in: container.size), in: container, itemAnchor: itemAnchor)
            .inset(by: effectiveInsets)
    }
}
