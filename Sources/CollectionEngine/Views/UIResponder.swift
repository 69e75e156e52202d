import Foundation

/// The base of every view, as in UIKit.
///
/// - Note: Tessera delivers input through `InputEvent`s and the collection view's own handling, not
///   through a responder chain, so this class carries no event methods yet.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}
