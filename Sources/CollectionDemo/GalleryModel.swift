import Foundation

/// The gallery's content, generated from indices so that 16 million items cost no memory: item `i`
/// of section `s` always has the same title, caption and picture.
struct GalleryModel {
    let itemCounts: [Int]

    static let imageNames = ["dunes", "meadow", "dusk", "aurora", "orbit", "tiles", "waves", "petals"]
    private static let sectionNames = ["Landscapes", "Skies", "Patterns", "Oceans", "Gardens", "Nightfall"]
    private static let adjectives = ["Quiet", "Golden", "Distant", "Gentle", "Bright", "Hidden", "Amber", "Silver", "Velvet", "Wild"]
    private static let nouns = ["Dunes", "Meadow", "Harbour", "Ridge", "Lagoon", "Orchard", "Summit", "Tide", "Grove", "Horizon", "Bloom"]

    /// `total` items spread over `sections` sections as evenly as possible (earlier ones take the rest).
    init(total: Int, sections: Int) {
        let sections = max(1, sections)
        let total = max(0, total)
        itemCounts = (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) }
    }

    func sectionTitle(_ section: Int) -> String {
        let names = GalleryModel.sectionNames
        let name = names[section % names.count]
        return section < names.count ? name : "\(name) \(section / names.count + 1)"
    }

    func title(item: Int, section: Int) -> String {
        let seed = item &* 7 &+ section &* 3
        return "\(GalleryModel.adjectives[seed % GalleryModel.adjectives.count]) \(GalleryModel.nouns[(item / 3 + section) % GalleryModel.nouns.count])"
    }

    func caption(item: Int, section: Int) -> String { "No. \((item + 1).formatted()) · \(sectionTitle(section))" }

    func imageName(item: Int, section: Int) -> String {
        GalleryModel.imageNames[(item + section * 3) % GalleryModel.imageNames.count]
    }
}
