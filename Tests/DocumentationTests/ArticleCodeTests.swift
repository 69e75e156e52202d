import Foundation
import Testing

/// The code the DocC articles show is code that builds: each quoted block is the text of a source
/// file of the package, so an article cannot drift from what compiles.
@Suite struct ArticleCodeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let catalog = root.appendingPathComponent("Sources/CollectionEngine/CollectionEngine.docc")

    private func read(_ path: URL) throws -> String { try String(contentsOf: path, encoding: .utf8) }

    /// The contents of every ```swift block in `article`, in order.
    private func swiftBlocks(in article: String) throws -> [String] {
        let text = try read(Self.catalog.appendingPathComponent(article))
        var blocks: [String] = [], current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" { current = [] }
            else if current != nil, line == "```" { blocks.append(current!.joined(separator: "\n") + "\n"); current = nil }
            else { current?.append(line) }
        }
        return blocks
    }

    /// `text` with each line's leading spaces removed, to compare a quote with its indented original.
    private func unindented(_ text: String) -> String {
        text.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    @Test func gettingStartedShowsTheGettingStartedTargetWhole() throws {
        let example = try read(Self.root.appendingPathComponent("Examples/GettingStarted/main.swift"))
        let blocks = try swiftBlocks(in: "GettingStarted.md")
        #expect(blocks.contains(example), "GettingStarted.md must quote Examples/GettingStarted/main.swift exactly")
    }

    @Test func customLayoutsQuotesTheDemoRingLayout() throws {
        let source = unindented(try read(Self.root.appendingPathComponent("Sources/CollectionDemo/Layouts/CircleLayout.swift")))
        let blocks = try swiftBlocks(in: "CustomLayouts.md")
        #expect(blocks.count == 3)
        for block in blocks {
            #expect(source.contains(unindented(block).trimmingCharacters(in: .newlines)), "not in CircleLayout.swift:\n\(block)")
        }
    }
}
