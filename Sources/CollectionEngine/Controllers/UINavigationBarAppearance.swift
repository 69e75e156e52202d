import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance`: its background, the line below
/// it and its titles' colour and font.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
///
/// - Note: Of the text attributes, the bar reads `.foregroundColor` (a `UIColor`) and `.font` (a
///   `UIFont`); others are kept and not drawn. There are no background images or blur effects.
@MainActor
open class UINavigationBarAppearance: NSObject {
    /// The bar's background colour; the system bar colour when nil.
    open var backgroundColor: UIColor?
    /// The colour of the line below the bar; no line when nil.
    open var shadowColor: UIColor?
    /// The attributes of the title in the bar (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title (`.foregroundColor`, `.font`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the system's opaque background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`.
    public init(barAppearance: UINavigationBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
        super.init()
    }

    /// The system's bar: its bar colour and a hairline below.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque background in the system background colour, with a hairline below.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no line: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }

    /// The title colour the attributes ask for, or nil.
    func titleColor(large: Bool) -> UIColor? { (large ? largeTitleTextAttributes : titleTextAttributes)[.foregroundColor] as? UIColor }
    /// The title font the attributes ask for, or nil.
    func titleFont(large: Bool) -> UIFont? { (large ? largeTitleTextAttributes : titleTextAttributes)[.font] as? UIFont }
}

extension NSAttributedString.Key {
    /// The colour of the text (a `UIColor`), as UIKit's.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font of the text (a `UIFont`), as UIKit's.
    public static let font = NSAttributedString.Key("NSFont")
}
