import Foundation

/// Makes the menu when a context menu opens; gets the system's suggested elements (none on Linux).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller whose view previews the item above the menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows for the items it is for, as UIKit's `UIContextMenuConfiguration`.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
///                     point: CGPoint) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         UIMenu(children: [UIAction(title: "Open") { _ in self.open(indexPaths) }])
///     }
/// }
/// ```
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Tells configurations apart; a new UUID string when none is given, as in UIKit.
    public let identifier: NSCopying
    /// Makes the preview shown above the menu; nil shows none.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu; nil shows no menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu and preview are made when the context menu opens.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
