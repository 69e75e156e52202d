import Foundation

/// The running app, as UIKit's `UIApplication`: here only what it knows of the app's reading
/// direction.
///
/// ```swift
/// let mirrored = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
/// ```
///
/// - Note: UIKit's application object also owns the run loop, scenes and windows; on Linux the host
///   does (`Host`), so Tessera's has only the layout direction.
@MainActor
public final class UIApplication {
    /// The one application object.
    public static let shared = UIApplication()

    private init() {}

    /// The direction of the app's language: right to left for Arabic, Hebrew, Persian or Urdu.
    /// Windows made after it is set take it as their `systemLayoutDirection`.
    ///
    /// - Note: UIKit derives it from the app's localization and it cannot be set; Tessera's host sets
    ///   it from the locale (`LANG`) or `--layout-direction` before it makes its window, through
    ///   `setUserInterfaceLayoutDirection(_:)`.
    public private(set) var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// Sets the app's direction (the host calls it once at start).
    ///
    /// - Note: Not in UIKit (see `userInterfaceLayoutDirection`).
    public func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        userInterfaceLayoutDirection = direction
    }

    /// The direction a locale such as `ar_EG.UTF-8` or `he` reads in: right to left for Arabic,
    /// Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Kurdish (Sorani) and Dhivehi.
    ///
    /// - Note: Not in UIKit (where `Locale.characterDirection(forLanguage:)` answers this); it reads
    ///   the language code only, so it needs no locale data.
    public nonisolated static func layoutDirection(forLocale identifier: String) -> UIUserInterfaceLayoutDirection {
        let language = identifier.prefix { $0.isLetter }.lowercased()
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"]
        return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }
}
