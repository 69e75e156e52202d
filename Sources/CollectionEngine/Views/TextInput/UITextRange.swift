import Foundation

/// A place in a text field's text, as UIKit's `UITextPosition`: a UTF-16 offset.
@MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// A range of a text field's text between two positions, as UIKit's `UITextRange`.
@MainActor
open class UITextRange: NSObject {
    /// The first position.
    public let start: UITextPosition
    /// The position after the last character.
    public let end: UITextPosition
    /// Whether the range is a caret.
    public var isEmpty: Bool { start.offset == end.offset }

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}
