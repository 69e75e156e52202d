import CollectionEngine
import Foundation

/// The layouts the demo switches between, in order: grid, list, ring, cover flow.
///
/// The toolbar's Layout button (and the L key) moves to the next one with an animation; the slider
/// scrubs an interactive transition to it.
@MainActor
final class LayoutCycle {
    enum Kind: String, CaseIterable {
        case grid = "Grid", list = "List", ring = "Ring", coverFlow = "Cover Flow"
    }

    private(set) var current: Kind = .grid

    var next: Kind {
        let all = Kind.allCases
        return all[((all.firstIndex(of: current) ?? 0) + 1) % all.count]
    }

    /// Makes a fresh layout of `kind` for a collection view `width` points wide.
    func makeLayout(_ kind: Kind, width: CGFloat) -> UICollectionViewLayout {
        switch kind {
        case .grid: return GridLayoutFactory.grid(width: width)
        case .list: return GridLayoutFactory.list(width: width)
        case .ring: return CircleLayout()
        case .coverFlow: return CoverFlowLayout()
        }
    }

    /// Records that `kind` is now shown.
    func didSwitch(to kind: Kind) { current = kind }
}

/// The two flow layouts: a grid of cards and a list of full-width rows.
enum GridLayoutFactory {
    static let sectionInset = UIEdgeInsets(top: 6, left: 24, bottom: 18, right: 24)

    @MainActor
    static func grid(width: CGFloat) -> UICollectionViewFlowLayout {
        let layout = base()
        layout.minimumInteritemSpacing = 18
        layout.minimumLineSpacing = 20
        layout.itemSize = cardSize(width: width, spacing: layout.minimumInteritemSpacing)
        return layout
    }

    @MainActor
    static func list(width: CGFloat) -> UICollectionViewFlowLayout {
        let layout = base()
        layout.minimumLineSpacing = 8
        layout.itemSize = listRowSize(width: width)
        return layout
    }

    /// Refits `layout` (made by `grid` or `list`) to a collection view `width` points wide.
    @MainActor
    static func fit(_ layout: UICollectionViewFlowLayout, as kind: LayoutCycle.Kind, width: CGFloat) {
        let size = kind == .list ? listRowSize(width: width) : cardSize(width: width, spacing: layout.minimumInteritemSpacing)
        if layout.itemSize != size { layout.itemSize = size }
    }

    @MainActor
    private static func base() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = sectionInset
        layout.headerReferenceSize = CGSize(width: 0, height: 60)
        return layout
    }

    /// A full-width row.
    static func listRowSize(width: CGFloat) -> CGSize {
        CGSize(width: max(1, width - sectionInset.left - sectionInset.right), height: 76)
    }

    /// Cards at least 200 points wide, as many per row as fit, widened to fill the row.
    static func cardSize(width: CGFloat, spacing: CGFloat) -> CGSize {
        let minimumCardWidth: CGFloat = 200
        let available = width - sectionInset.left - sectionInset.right
        let columns = max(1, ((available + spacing) / (minimumCardWidth + spacing)).rounded(.down))
        let cardWidth = max(1, ((available - (columns - 1) * spacing) / columns).rounded(.down))
        return CGSize(width: cardWidth, height: (cardWidth * 0.66).rounded() + 50)
    }
}
