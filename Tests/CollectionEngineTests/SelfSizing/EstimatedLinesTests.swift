@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The sparse lines of a self-sizing section place every item exactly where lines built from one
/// size per item (`VariableLines`) place it, for any set of measured items.
@Suite struct EstimatedLinesTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func sparseLinesMatchLinesBuiltItemByItem(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...300, using: &random)
        let estimate = FlowSize(main: 40, cross: CGFloat(Int.random(in: 20...120, using: &random)))
        var sizes = Array(repeating: estimate, count: count)
        var measured: [(item: Int, size: FlowSize)] = []
        for item in 0..<count where Int.random(in: 0..<4, using: &random) == 0 {
            let size = FlowSize(main: CGFloat(Int.random(in: 10...90, using: &random)), cross: CGFloat(Int.random(in: 20...150, using: &random)))
            sizes[item] = size
            if size != estimate { measured.append((item, size)) }
        }
        let sparse = EstimatedLines(estimate: estimate, count: count, measured: measured, available: 400, lineSpacing: 10, interitemSpacing: 8)
        let dense = VariableLines(sizes: sizes, available: 400, lineSpacing: 10, interitemSpacing: 8)
        #expect(sparse.totalLength == dense.totalLength, "\(random)")
        for item in 0..<count where sparse.frame(of: item) != dense.frame(of: item) {
            Issue.record("item \(item): \(sparse.frame(of: item)) against \(dense.frame(of: item)), \(random)")
            return
        }
        let span = FlowSpan(start: dense.totalLength / 3, end: dense.totalLength / 3 + 200)
        #expect(sparse.items(inMain: span, cross: FlowSpan(start: 0, end: 400)) == dense.items(inMain: span, cross: FlowSpan(start: 0, end: 400)))
    }
}
