@testable import CollectionEngine
import Foundation
import Testing

/// Dynamic Type: iOS's sizes per text style and category, UIFontMetrics, and labels that adjust.
@MainActor
struct DynamicTypeTests {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test func theDefaultCategoryGivesIOSDefaultSizesAndWeights() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
                                                      (.caption1, 12), (.caption2, 11)]
        for (style, size) in expected {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(.large))
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.weight == (style == .headline ? .semibold : .regular), "\(style.rawValue)")
        }
    }

    @Test func everyCategoryHasASizeForEveryStyleGrowingWithTheCategory() {
        for style in DynamicTypeTable.sizes.keys {
            let sizes = UIContentSizeCategory.allOrdered.map { UIFont.preferredFont(forTextStyle: style, compatibleWith: traits($0)).pointSize }
            #expect(sizes.count == 12)
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style.rawValue): \(sizes)")
        }
    }

    @Test func accessibilitySizesAreIOSs() {
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityMedium)).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize == 60)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.extraSmall)).pointSize == 11)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func fontMetricsScaleByTheStylesRatio() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 10, compatibleWith: traits(.large)) == 10)
        #expect(abs(metrics.scaledValue(for: 17, compatibleWith: traits(.extraExtraExtraLarge)) - 23) < 0.0001)
        let custom = UIFont(familyName: "DejaVu Serif", pointSize: 20)
        let scaled = metrics.scaledFont(for: custom, compatibleWith: traits(.accessibilityMedium))
        #expect(abs(scaled.pointSize - 20 * 28 / 17) < 0.0001)
        #expect(scaled.familyName == "DejaVu Serif")
    }

    @Test func theDesktopsTextScaleMapsToTheNearestCategory() {
        #expect(UIContentSizeCategory.nearest(toTextScale: 1) == .large)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.25) == .extraExtraLarge)
        #expect(UIContentSizeCategory.nearest(toTextScale: 2) == .accessibilityLarge)
        #expect(UIContentSizeCategory.nearest(toTextScale: 0.8) == .extraSmall)
        for absurd in [0, -1, 0.2, 9, .infinity, .nan] as [Double] {
            #expect(UIContentSizeCategory.nearest(toTextScale: absurd) == nil, "\(absurd)")
        }
    }

    @Test func aLabelThatAdjustsTakesTheNewSizeWhenTheWindowsCategoryChanges() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let adjusting = UILabel(frame: .zero), fixed = UILabel(frame: .zero)
        adjusting.font = .preferredFont(forTextStyle: .body, compatibleWith: traits(.large))
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body, compatibleWith: traits(.large))
        window.addSubview(adjusting)
        window.addSubview(fixed)
        window.systemContentSizeCategory = .accessibilityLarge
        #expect(adjusting.font.pointSize == 33)
        #expect(fixed.font.pointSize == 17, "without adjustsFontForContentSizeCategory the font stays")
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33, "the window's category is the current one")
        window.systemContentSizeCategory = .large
        #expect(adjusting.font.pointSize == 17)
    }

    @Test func aLabelOutOfTheTreeDuringTheChangeCatchesUpWhenItJoinsTheWindow() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traits(.large))
        label.adjustsFontForContentSizeCategory = true
        window.systemContentSizeCategory = .extraExtraLarge
        #expect(label.font.pointSize == 13, "not in the window: not told")
        let container = UIView(frame: .zero)
        container.addSubview(label)
        window.addSubview(container)
        #expect(label.font.pointSize == 17)
    }

    @Test func aScaledCustomFontAdjustsFromItsOwnBaseSize() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(frame: .zero)
        label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold),
                                                                         compatibleWith: traits(.large))
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        window.systemContentSizeCategory = .extraExtraExtraLarge
        #expect(abs(label.font.pointSize - 15 * 23 / 17) < 0.0001)
        #expect(label.font.weight == .semibold)
    }

    @Test func theSystemFamilyIsReadWhenTheFontIsUsed() {
        let font = UIFont.systemFont(ofSize: 12)
        #expect(font.familyName == UIFont.systemFamilyName)
        #expect(UIFont(familyName: "DejaVu Serif", pointSize: 12).familyName == "DejaVu Serif")
        #expect(font == UIFont.systemFont(ofSize: 12))
        #expect(font != UIFont(familyName: UIFont.systemFamilyName, pointSize: 12), "a named family does not follow the desktop")
    }
}
