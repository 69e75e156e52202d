import Foundation

/// A view the layout itself places, such as a section's background, as UIKit's
/// `NSCollectionLayoutDecorationItem`. Register its view class on the layout with
/// `register(_:forDecorationViewOfKind:)`.
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// section.decorationItems = [background]
/// layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "section-background")
/// ```
///
/// - Note: A background spans the section's content and its content insets across the whole
///   width of the layout (height, when scrolling horizontally), not its boundary supplementary items;
///   `contentInsets` shrink it. Its index path is `[section, 0]`. `zIndex` 0, the default, puts it
///   behind the cells (it is drawn at `zIndex - 1`).
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the view class is registered for with `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String
    /// Stacking order relative to the section's other elements; 0 is behind all of them.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A view behind the whole section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
