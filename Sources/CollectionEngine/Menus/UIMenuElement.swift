import Foundation

/// What a menu shows: an action or a submenu, as UIKit's `UIMenuElement`.
@MainActor
open class UIMenuElement: NSObject {
    /// The text the menu shows for the element.
    public let title: String
    /// A picture shown to the left of the title (16 points square).
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// How an element looks and behaves, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: BitFlags {
        let bits: UInt
        /// Shown greyed out; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an element shows a check mark, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
