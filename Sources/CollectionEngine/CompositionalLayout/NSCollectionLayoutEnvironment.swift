import Foundation

/// The space a compositional layout lays out in, as UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The collection view's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// `contentSize` less `contentInsets`: the space sections lay out in.
    var effectiveContentSize: CGSize { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section, as UIKit's `NSCollectionLayoutEnvironment`.
///
/// ```swift
/// UICollectionViewCompositionalLayout { section, environment in
///     let columns = environment.container.effectiveContentSize.width > 800 ? 4 : 2
///     …
/// }
/// ```
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The container and environment the layout hands out.
@MainActor
final class LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

@MainActor
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }

    /// The environment a custom group's item provider sees: the group is the container.
    func forGroup(of size: CGSize) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: size, contentInsets: .zero), traitCollection: traitCollection)
    }
}
