import Foundation

/// UIKit's collection-view accessors on Foundation's `IndexPath`.
///
/// ```swift
/// let path = IndexPath(item: 3, section: 1)
/// path.item     // 3
/// path.section  // 1
/// ```
///
/// - Note: Linux Foundation has `IndexPath` but not UIKit's extension on it; Tessera adds
///   `init(item:section:)`, `init(row:section:)`, `item`, `row` and `section`. As in UIKit, reading
///   `item` or `section` of a path that does not have exactly two indexes is a programming error;
///   Tessera answers `0` for a missing index instead of crashing.
extension IndexPath {
    /// Creates the index path of an item in a section of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Creates the index path of a row in a section (UIKit's table-view spelling of the same thing).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section this index path points into.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The item within the section.
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
        }
    }

    /// The same as `item`: UIKit's table-view name for it.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
