import Foundation

/// Which classes make which views: cells by reuse identifier, supplementary views by kind and identifier.
struct ViewRegistry {
    struct Key: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String
        var identifier: String
    }

    private var classes: [Key: UICollectionReusableView.Type] = [:]

    mutating func register(_ type: UICollectionReusableView.Type?, for key: Key) {
        classes[key] = type
    }

    func viewClass(for key: Key) -> UICollectionReusableView.Type? { classes[key] }
}
