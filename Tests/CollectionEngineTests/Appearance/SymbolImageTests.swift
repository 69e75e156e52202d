@testable import CollectionEngine
import Foundation
import Testing

/// `UIImage(systemName:)`: the name table, configurations and rendering modes.
struct SymbolImageTests {
    @Test func atLeast150NamesAreKnownWithTheirFillVariants() {
        #expect(UIImage.systemSymbolNames.count >= 150)
        for name in ["chevron.left", "plus", "minus", "trash", "trash.fill", "star", "star.fill", "heart.fill", "folder.fill",
                     "photo", "gear", "magnifyingglass", "person.fill", "checkmark", "xmark", "ellipsis", "square.and.arrow.up"] {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    @Test func anUnknownNameIsNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "chevron.left.fill") == nil, "a fill iOS does not have")
    }

    @Test func starAndStarFillDrawDifferentIcons() throws {
        let star = try #require(UIImage(systemName: "star")), filled = try #require(UIImage(systemName: "star.fill"))
        guard case let .symbol(a) = star.source, case let .symbol(b) = filled.source else { Issue.record("not symbols"); return }
        #expect(a.iconNames != b.iconNames)
    }

    @Test func symbolsAreTemplatesSizedByTheirConfiguration() throws {
        let image = try #require(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(image.isSymbolImage && image.isTemplate)
        #expect(image.size == CGSize(width: 23, height: 23))
        let large = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(large.size.width > image.size.width)
        #expect(large.symbolConfiguration?.weight == .bold)
        #expect(!image.withRenderingMode(.alwaysOriginal).isTemplate)
    }

    @Test func applyingAConfigurationKeepsWhatItDoesNotSpecify() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .heavy)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(combined.pointSize == 30 && combined.weight == .heavy && combined.scale == .small)
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(styled.pointSize == nil && styled.textStyle == .caption1)
    }

    @Test func anAbsurdPointSizeIsUnspecified() {
        for size in [0, -5, .nan, .infinity, 1e9] as [CGFloat] {
            #expect(UIImage.SymbolConfiguration(pointSize: size).pointSize == nil, "\(size)")
        }
    }

    @Test func aTintedImageRemembersItsColour() throws {
        let image = try #require(UIImage(systemName: "heart.fill")).withTintColor(.systemRed)
        #expect(image.tintColor == .systemRed && image.isTemplate)
    }
}
