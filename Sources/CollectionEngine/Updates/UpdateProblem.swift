import Foundation

/// Why a batch update was rejected: the values involved, described with UIKit's wording.
public enum UpdateProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which side of the update an index path or section was read in.
    public enum World: String, Sendable {
        case beforeUpdate = "before the update"
        case afterUpdate = "after the update"
    }

    case sectionCountMismatch(before: Int, after: Int, inserted: Int, deleted: Int)
    case itemCountMismatch(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    case sectionOutOfRange(action: String, section: Int, world: World, numberOfSections: Int)
    case itemOutOfRange(action: String, indexPath: IndexPath, world: World, numberOfSections: Int, numberOfItems: Int?)
    /// Two actions that cannot apply to the same index path (or section, when the path has length 1).
    case conflictingActions(String, String, IndexPath)
    /// An item action inside a section that is itself deleted, inserted or reloaded.
    case itemActionInChangedSection(action: String, indexPath: IndexPath, sectionAction: String)

    /// The message UIKit raises for the same mistake, with the values involved.
    public var description: String {
        switch self {
        case let .sectionCountMismatch(before, after, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case let .itemCountMismatch(section, before, after, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .sectionOutOfRange(action, section, world, sections):
            return "attempt to \(action) section \(section), but there are only \(sections) sections \(world.rawValue)"
        case let .itemOutOfRange(action, indexPath, world, sections, items):
            let preposition = action == "insert" || action == "move to" ? "into" : "from"
            if let items {
                return "attempt to \(action) item \(indexPath.item) \(preposition) section \(indexPath.section) which only contains \(items) items \(world.rawValue)"
            }
            return "attempt to \(action) item \(indexPath.item) \(preposition) section \(indexPath.section), but there are only \(sections) sections \(world.rawValue)"
        case let .conflictingActions(first, second, indexPath):
            let target = indexPath.count == 1 ? "section \(indexPath[0])" : "index path (\(CollectionViewError.format(indexPath)))"
            return "attempt to perform a \(first) and a \(second) on the same \(target)"
        case let .itemActionInChangedSection(action, indexPath, sectionAction):
            return "attempt to \(action) item \(indexPath.item) in section \(indexPath.section), which is being \(sectionAction) in the same update"
        }
    }
}
