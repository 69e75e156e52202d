import Foundation

/// The gallery's content, generated from numbers so that 16 million items cost no memory: the item
/// numbered `n` in section `s` always has the same title, caption and picture.
///
/// The model is editable. A section the user has not edited is stored as its item count alone (one
/// `Int`), its items numbered 0, 1, 2…; the first edit turns it into an array of item numbers (8 bytes an
/// item: 45 MB for a third of 16,777,216 items), which later edits change in place. New items take
/// numbers above any the section has had, so every item keeps its own picture and title while it moves.
///
/// A number is unique within its section and the caption shows it ("No. 12 · Skies"). A card moved to
/// another section takes an unused number there, and remembers where its look came from (its first
/// section and number), so its picture and title stay its own while its caption names its new section.
struct GalleryModel {
    private enum Section: Equatable {
        case generated(count: Int)
        case edited([Int])
    }

    /// Where an item's picture and title come from: the section and number it was created with.
    private struct Look: Equatable {
        var number: Int
        var section: Int
    }

    private var sections: [Section]
    private var nextNumbers: [Int]
    private let generatedCounts: [Int]
    /// The items that moved in from another section, by section and number (few: one per drop).
    private var movedIn: [Int: [Int: Look]] = [:]

    static let imageNames = ["dunes", "meadow", "dusk", "aurora", "orbit", "tiles", "waves", "petals"]
    /// The fourth section's titles are Arabic and Hebrew mixed with numbers (see `scriptsSection`).
    private static let sectionNames = ["Landscapes", "Skies", "Patterns", "مناظر · נופים", "Gardens", "Nightfall"]
    /// The section (of every six) whose titles are in right-to-left scripts, mixed with numbers.
    private static let scriptsSection = 3
    /// Each picture's name in Arabic and in Hebrew, for the scripts section.
    private static let rightToLeftNouns: [String: (arabic: String, hebrew: String)] = [
        "dunes": ("كثبان", "דיונות"), "meadow": ("مرج أخضر", "אחו ירוק"), "dusk": ("غسق", "דמדומים"),
        "aurora": ("شفق قطبي", "זוהר צפוני"), "orbit": ("مدار", "מסלול"), "tiles": ("بلاط", "אריחים"),
        "waves": ("أمواج", "גלים"), "petals": ("بتلات", "עלי כותרת"),
    ]
    private static let adjectives = ["Quiet", "Golden", "Distant", "Gentle", "Bright", "Hidden", "Amber", "Silver", "Velvet", "Wild"]
    /// What each picture shows, by picture: a card's title names its own picture.
    static let nouns: [String: [String]] = [
        "dunes": ["Dunes", "Sands", "Desert Sun"], "meadow": ["Meadow", "Green Hills", "Pasture"],
        "dusk": ["Dusk", "Evening Hills", "Sunset"], "aurora": ["Aurora", "Northern Lights", "Polar Night"],
        "orbit": ["Orbit", "Rings", "Glowing Moon"], "tiles": ["Tiles", "Quarter Circles", "Mosaic"],
        "waves": ["Waves", "Swell", "Tide"], "petals": ["Petals", "Bloom", "Flower"],
    ]

    /// Every name a title may give `picture`: its English nouns, and its Arabic and Hebrew names.
    static func names(of picture: String) -> [String] {
        (nouns[picture] ?? []) + (rightToLeftNouns[picture].map { [$0.arabic, $0.hebrew] } ?? [])
    }

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
        var removed: [Int] = []
        edit(section) { numbers in
            for item in items.reversed() { removed.append(numbers.remove(at: item)) }
        }
        for number in removed { movedIn[section]?[number] = nil }
    }

    /// Puts back items numbered `numbers[i]` at `items[i]` of `section` (indexes after the insertion, ascending).
    mutating func restoreItems(_ numbers: [Int], at items: [Int], section: Int) {
        edit(section) { existing in
            for (item, number) in zip(items, numbers) { existing.insert(number, at: min(item, existing.count)) }
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
    ///
    /// Within a section the item keeps its number; into another it takes one unused there, and keeps
    /// its look.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        var number = number(item: source.item, section: source.section)
        edit(source.section) { $0.remove(at: source.item) }
        if destination.section != source.section {
            let look = movedIn[source.section]?.removeValue(forKey: number) ?? Look(number: number, section: source.section)
            number = nextNumbers[destination.section]
            nextNumbers[destination.section] += 1
            movedIn[destination.section, default: [:]][number] = look
        }
        edit(destination.section) { [number] in $0.insert(number, at: min(destination.item, $0.count)) }
    }

    /// Back to the generated content, every section a count again.
    mutating func reset() {
        sections = generatedCounts.map { .generated(count: $0) }
        nextNumbers = generatedCounts
        movedIn = [:]
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

    /// The look of the item at `item` of `section`: its own number and section unless it moved in.
    private func look(item: Int, section: Int) -> Look {
        let number = number(item: item, section: section)
        return movedIn[section]?[number] ?? Look(number: number, section: section)
    }

    /// A short title, or for every fifth picture (the third of each five) a long one, which wraps to
    /// two lines in the list.
    func title(item: Int, section: Int) -> String {
        let look = look(item: item, section: section)
        let seed = look.number &* 7 &+ look.section &* 3
        if look.section % GalleryModel.sectionNames.count == GalleryModel.scriptsSection { return rightToLeftTitle(of: look) }
        let nouns = GalleryModel.nouns[imageName(of: look)] ?? ["Picture"]
        let noun = nouns[(look.number / GalleryModel.imageNames.count + look.section) % nouns.count]
        let short = "\(GalleryModel.adjectives[seed % GalleryModel.adjectives.count]) \(noun)"
        guard look.number % 5 == 2 else { return short }
        return "\(short), seen from the old coast road on a long, slow evening at the very end of summer, as the light went"
    }

    /// Arabic for even numbers, Hebrew for odd ones, each with its number; every fifth a long one
    /// that mixes both scripts, numbers and a Latin word, and wraps to two lines in the list.
    private func rightToLeftTitle(of look: Look) -> String {
        let names = GalleryModel.rightToLeftNouns[imageName(of: look)] ?? ("صورة", "תמונה")
        let number = look.number + 1
        guard look.number % 5 != 2 else {
            return "\(names.arabic) \(number) — \(names.hebrew) (\(number * 12)), Tessera 2026: מבט מן הכביש הישן ליד החוף"
        }
        return look.number % 2 == 0 ? "\(names.arabic) \(number)" : "\(names.hebrew) \(number)"
    }

    func caption(item: Int, section: Int) -> String {
        "No. \((number(item: item, section: section) + 1).formatted()) · \(sectionTitle(section))"
    }

    func imageName(item: Int, section: Int) -> String {
        imageName(of: look(item: item, section: section))
    }

    private func imageName(of look: Look) -> String {
        GalleryModel.imageNames[(look.number + look.section * 3) % GalleryModel.imageNames.count]
    }
}
