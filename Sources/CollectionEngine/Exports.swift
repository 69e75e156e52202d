// `import UIKit` makes Foundation's names (IndexPath, CGRect, CGFloat, NSCoder, NSZone…) visible to
// the importing file, and iOS code relies on it. Re-exporting Foundation gives `import
// CollectionEngine` the same effect, so a file ports by changing its import line only.
@_exported import Foundation
