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
        let folder = Self.root.appendingPathComponent("Examples/GettingStarted")
        let controller = try read(folder.appendingPathComponent("NumbersViewController.swift"))
        let main = try read(folder.appendingPathComponent("main.swift"))
        let blocks = try swiftBlocks(in: "GettingStarted.md")
        #expect(blocks.contains(controller), "GettingStarted.md must quote NumbersViewController.swift exactly")
        // main.swift is quoted from its code on: the engine's catalog says in words that it imports
        // XHost, so the engine's documentation never imports the host.
        let mainCode = String(try #require(main.range(of: "MainActor.assumeIsolated").map { main[$0.lowerBound...] }))
        #expect(main.hasPrefix("import CollectionEngine\nimport Foundation\nimport XHost\n\n"))
        #expect(blocks.contains(mainCode), "GettingStarted.md must quote main.swift's code exactly")
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
