import CollectionEngine
import Foundation

/// The layouts the demo switches between, in order: grid, list, mosaic, ring, cover flow.
///
/// The toolbar's Layout button (and the L key) moves to the next one with an animation; the slider
/// scrubs an interactive transition to it.
@MainActor
final class LayoutCycle {
    enum Kind: String, CaseIterable {
        case grid = "Grid", list = "List", mosaic = "Mosaic", ring = "Ring", coverFlow = "Cover Flow"
    }

    private(set) var current: Kind = .grid

    var next: Kind {
        let all = Kind.allCases
        return all[((all.firstIndex(of: current) ?? 0) + 1) % all.count]
    }

    /// Makes a fresh layout of `kind` for a collection view `width` points wide on a display of
    /// `scale` pixels per point; the ring starts at `place` (it shows only a few dozen cards).
    func makeLayout(_ kind: Kind, width: CGFloat, scale: CGFloat = 1, around place: IndexPath?) -> UICollectionViewLayout {
        switch kind {
        case .grid: return GridLayoutFactory.grid(width: width, scale: scale)
        case .list: return GalleryListLayout.make()
        case .mosaic: return MosaicLayout.make()
        case .ring: return CircleLayout(startingAt: place)
        case .coverFlow: return CoverFlowLayout()
        }
    }

    /// Records that `kind` is now shown.
    func didSwitch(to kind: Kind) { current = kind }
}

/// The flow layout's grid of cards.
enum GridLayoutFactory {
    static let sectionInset = UIEdgeInsets(top: 6, left: 24, bottom: 18, right: 24)

    @MainActor
    static func grid(width: CGFloat, scale: CGFloat = 1) -> UICollectionViewFlowLayout {
        let layout = GalleryGridLayout()
        layout.sectionInset = sectionInset
        layout.headerReferenceSize = CGSize(width: 0, height: SectionTitleItems.headerHeight)
        layout.minimumInteritemSpacing = 18
        layout.minimumLineSpacing = 20
        layout.itemSize = cardSize(width: width, spacing: layout.minimumInteritemSpacing, scale: scale)
        return layout
    }

    /// Refits `layout` (made by `grid`) to a collection view `width` points wide on a display of
    /// `scale` pixels per point.
    @MainActor
    static func fit(_ layout: UICollectionViewFlowLayout, width: CGFloat, scale: CGFloat = 1) {
        let size = cardSize(width: width, spacing: layout.minimumInteritemSpacing, scale: scale)
        if layout.itemSize != size { layout.itemSize = size }
    }

    /// Cards at least 200 points wide, as many per row as fit, widened to fill the row; whole pixels
    /// wide and tall at `scale` (2/3 of a point at 1.5), so their edges stay crisp on a HiDPI screen.
    static func cardSize(width: CGFloat, spacing: CGFloat, scale: CGFloat = 1) -> CGSize {
        let minimumCardWidth: CGFloat = 200
        let available = width - sectionInset.left - sectionInset.right
        let columns = max(1, ((available + spacing) / (minimumCardWidth + spacing)).rounded(.down))
        let cardWidth = max(1, ((available - (columns - 1) * spacing) / columns * scale).rounded(.down) / scale)
        return CGSize(width: cardWidth, height: (cardWidth * 0.66 * scale).rounded() / scale + 50)
    }
}
