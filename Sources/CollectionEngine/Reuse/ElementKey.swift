import Foundation

/// The identity of an element: which category, which kind, which index path.
struct ElementKey: Hashable, Sendable {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath
}

extension ElementKey {
    /// Cells first, then supplementary views, then decorations; each by index path, then kind
    /// (headers before footers before other kinds).
    static func creationOrder(_ a: ElementKey, _ b: ElementKey) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return (kindRank(a.kind), a.kind) < (kindRank(b.kind), b.kind)
    }

    private static func kindRank(_ kind: String) -> Int {
        switch kind {
        case UICollectionView.elementKindSectionHeader: 0
        case UICollectionView.elementKindSectionFooter: 1
        default: 2
        }
    }
}
