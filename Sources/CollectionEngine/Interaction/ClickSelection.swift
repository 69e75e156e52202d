import Foundation

/// What a click on an item does to the selection: pure decisions, applied by `UICollectionView+Input`.
enum ClickSelection {
    enum Intent: Equatable {
        /// Select the item and deselect every other one.
        case replace
        /// Deselect the item if it is selected, select it otherwise; the others stay.
        case toggle
        /// Select every item from `anchor` to the clicked one, inclusive; nothing is deselected.
        case extend(from: IndexPath)
    }

    /// The intent of a click with `modifiers`.
    ///
    /// Without multiple selection every click replaces. With it, a click toggles (UIKit's rule for a tap),
    /// Control-click toggles too (the desktop gesture for it), and Shift-click extends from the anchor,
    /// or toggles when there is no anchor yet.
    static func intent(
        modifiers: InputEvent.Modifiers, allowsMultipleSelection: Bool, anchor: IndexPath?
    ) -> Intent {
        guard allowsMultipleSelection else { return .replace }
        if modifiers.contains(.shift), let anchor { return .extend(from: anchor) }
        return .toggle
    }

    /// The items from `a` to `b` inclusive, in index-path order whichever comes first, across sections,
    /// given each section's item count. Produced lazily: a range may span millions of items.
    static func items(
        between a: IndexPath, and b: IndexPath, itemCounts: [Int]
    ) -> some Sequence<IndexPath> {
        let (first, last) = a <= b ? (a, b) : (b, a)
        let lowestSection = max(0, first.section)
        let sections = lowestSection..<max(lowestSection, min(last.section + 1, itemCounts.count))
        return sections.lazy.flatMap { section in
            let lowest = section == first.section ? max(0, first.item) : 0
            let highest = section == last.section ? min(last.item, itemCounts[section] - 1) : itemCounts[section] - 1
            return (lowest..<max(lowest, highest + 1)).lazy.map { IndexPath(item: $0, section: section) }
        }
    }
}
