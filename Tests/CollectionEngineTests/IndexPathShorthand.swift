import Foundation

/// `IndexPath(item:section:)` shortened for tables of expectations.
func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// The index paths of items `range` in section 0.
func paths(_ range: Range<Int>, section: Int = 0) -> [IndexPath] { range.map { IndexPath(item: $0, section: section) } }
