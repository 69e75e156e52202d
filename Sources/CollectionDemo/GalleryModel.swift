import Foundation

/// The gallery's content, generated from numbers so that 16 million items cost no memory: the item
/// numbered `n` in section `s` always has the same title, caption and picture.
///
/// The model is editable. A section the user has not edited is stored as its item count alone (one
/// `Int`), its items numbered 0, 1, 2…; the first edit turns it into an array of item numbers (8 bytes an
/// item: 45 MB for a third of 16,777,216 items), which later edits change in place. New items take
/// numbers above any the section has had, so every item keeps its own picture and title while it moves.
struct GalleryModel {
    private enum Section: Equatable {
        case generated(count: Int)
        case edited([Int])
    }

    private var sections: [Section]
    private var nextNumbers: [Int]
    private let generatedCounts: [Int]

    static let imageNames = ["dunes", "meadow", "dusk", "aurora", "orbit", "tiles", "waves", "petals"]
    private static let sectionNames = ["Landscapes", "Skies", "Patterns", "Oceans", "Gardens", "Nightfall"]
    private static let adjectives = ["Quiet", "Golden", "Distant", "Gentle", "Bright", "Hidden", "Amber", "Silver", "Velvet", "Wild"]
    private static let nouns = ["Dunes", "Meadow", "Harbour", "Ridge", "Lagoon", "Orchard", "Summit", "Tide", "Grove", "Horizon", "Bloom"]

    /// `total` items spread over `sections` sections as evenly as possible (earlier ones take the rest).
    init(total: Int, sections: Int) {
        let sections = max(1, sections)
        let total = max(0, total)
        generatedCounts = (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) }
        self.sections = generatedCounts.map { .generated(count: $0) }
        nextNumbers = generatedCounts
    }

    var numberOfSections: Int { sections.count }

    func numberOfItems(in section: Int) -> Int {
        switch sections[section] {
        case let .generated(count): return count
        case let .edited(numbers): return numbers.count
        }
    }

    /// The number that names the item at `item` of `section` (its title, caption and picture).
    func number(item: Int, section: Int) -> Int {
        switch sections[section] {
        case .generated: return item
        case let .edited(numbers): return numbers[item]
        }
    }

    /// Whether `section` is still stored as a count alone.
    func isGenerated(_ section: Int) -> Bool {
        if case .generated = sections[section] { return true }
        return false
    }

    // MARK: Edits (indexes as UICollectionView's batch updates use them)

    /// Inserts a new item at `item` of `section`; returns its number.
    @discardableResult
    mutating func insertNewItem(at item: Int, section: Int) -> Int {
        let number = nextNumbers[section]
        nextNumbers[section] += 1
        edit(section) { $0.insert(number, at: item) }
        return number
    }

    /// Removes the items at `items` (indexes before the removal) of `section`.
    mutating func removeItems(_ items: IndexSet, section: Int) {
        edit(section) { numbers in
            for item in items.reversed() { numbers.remove(at: item) }
        }
    }

    /// Puts the items at `items` of `section` in the order `order` gives (a permutation of `items`).
    mutating func reorder(_ items: [Int], as order: [Int], section: Int) {
        edit(section) { numbers in
            let moved = order.map { numbers[$0] }
            for (slot, number) in zip(items, moved) { numbers[slot] = number }
        }
    }

    /// Moves one item, within its section or to another (indexes as `moveItemAt:to:` gives them).
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        let number = number(item: source.item, section: source.section)
        edit(source.section) { $0.remove(at: source.item) }
        edit(destination.section) { $0.insert(number, at: min(destination.item, $0.count)) }
    }

    /// Back to the generated content, every section a count again.
    mutating func reset() {
        sections = generatedCounts.map { .generated(count: $0) }
        nextNumbers = generatedCounts
    }

    private mutating func edit(_ section: Int, _ change: (inout [Int]) -> Void) {
        var numbers: [Int]
        switch sections[section] {
        case let .generated(count): numbers = Array(0..<count)
        case let .edited(existing): numbers = existing
        }
        sections[section] = .generated(count: 0)  // drop the old array's reference so the edit is in place
        change(&numbers)
        sections[section] = .edited(numbers)
    }

    // MARK: Content

    func sectionTitle(_ section: Int) -> String {
        let names = GalleryModel.sectionNames
        let name = names[section % names.count]
        return section < names.count ? name : "\(name) \(section / names.count + 1)"
    }

    /// A short title, or for every fifth picture (the third of each five) a long one, which wraps to
    /// two lines in the list.
    func title(item: Int, section: Int) -> String {
        let number = number(item: item, section: section)
        let seed = number &* 7 &+ section &* 3
        let short = "\(GalleryModel.adjectives[seed % GalleryModel.adjectives.count]) \(GalleryModel.nouns[(number / 3 + section) % GalleryModel.nouns.count])"
        guard number % 5 == 2 else { return short }
        return "\(short), seen from the old coast road on a long, slow evening at the very end of summer, as the light went"
    }

    func caption(item: Int, section: Int) -> String {
        "No. \((number(item: item, section: section) + 1).formatted()) · \(sectionTitle(section))"
    }

    func imageName(item: Int, section: Int) -> String {
        GalleryModel.imageNames[(number(item: item, section: section) + section * 3) % GalleryModel.imageNames.count]
    }
}
