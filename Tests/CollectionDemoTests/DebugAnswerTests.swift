@testable import CollectionDemo
import Foundation
import Testing

/// The debug channel's `clock … redrawn=F` share, written by hand rather than by `String(format:)`.
@Suite struct DebugAnswerTests {
    @Test(arguments: [0, 1, 0.19, 0.0004, 0.0006, 0.1234, 0.9996, 12.5, -0.25])
    func aShareIsWrittenWithThreeDecimalsAsPrintfWritesIt(_ value: Double) {
        #expect(DebugCommands.threeDecimals(value) == String(format: "%.3f", value))
    }
}
