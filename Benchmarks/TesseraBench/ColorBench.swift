import CollectionEngine
import Foundation

/// Dynamic colour figures (issue 28): what the renderer pays to read a semantic colour's four
/// components (each resolved in `UITraitCollection.current`, as it reads a view's background per
/// drawn view), against reading a fixed colour's, the baseline; and resolving the colour once, then
/// reading the fixed result (`cgColor`). The system colours resolve from the current appearance alone
/// (an atomic flag), a `UIColor(dynamicProvider:)` through the locked current trait collection.
struct ColorBench {
    func run() {
        print("Colours: reading red, green, blue and alpha of 100,000 colours (release build, medians)")
        let count = 100_000
        let fixed = (0..<count).map { UIColor(white: CGFloat($0 % 256) / 255, alpha: 1) }
        let semantic: [UIColor] = [.systemBackground, .label, .secondaryLabel, .systemBlue, .separator, .systemGray6]
        let dynamic = (0..<count).map { semantic[$0 % semantic.count] }
        var sink: CGFloat = 0
        let base = medianTime { for color in fixed { sink += color.red + color.green + color.blue + color.alpha } }
        let perComponent = medianTime { for color in dynamic { sink += color.red + color.green + color.blue + color.alpha } }
        let once = medianTime {
            for color in dynamic {
                let resolved = color.cgColor
                sink += resolved.red + resolved.green + resolved.blue + resolved.alpha
            }
        }
        let fixedOnce = medianTime {
            for color in fixed {
                let resolved = color.cgColor
                sink += resolved.red + resolved.green + resolved.blue + resolved.alpha
            }
        }
        print("  fixed colours (baseline)               \(pad(formatTime(base), 10)) 1.00×")
        print("  fixed, through cgColor first           \(pad(formatTime(fixedOnce), 10)) \(ratio(fixedOnce, base))")
        print("  dynamic, each component resolved       \(pad(formatTime(perComponent), 10)) \(ratio(perComponent, base))")
        print("  dynamic, through cgColor once          \(pad(formatTime(once), 10)) \(ratio(once, base))")
        print("  per dynamic colour read                \(formatTime(perComponent / Double(count)))")
        if sink == .infinity { print("") }
    }
}
