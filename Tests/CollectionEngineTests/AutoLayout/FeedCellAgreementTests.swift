import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// The feed cell written three ways (frames by hand, anchors, nested stack views) describes one
/// geometry, so Auto Layout and `UIStackView` must place every view where the hand layout does: the
/// specification behind the Auto Layout benchmark's ratios.
///
/// "Where" is within a point: as UIKit does, constraint-based layout snaps every edge to the pixel grid
/// and rounds a fitting size up to it, and the fraction that adds lands where the constraints leave room
/// (here, the gap below the profile row); the hand layout keeps fractions.
@MainActor
struct FeedCellAgreementTests {
    private static let widths: [CGFloat] = [320, 375, 414]

    private func laidOut<Cell: FeedCell>(_ type: Cell.Type, post: FeedPost, width: CGFloat) -> (height: CGFloat, frames: [CGRect]) {
        let cell = Cell(frame: .zero)
        cell.bind(post)
        let height = cell.height(fittingWidth: width)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return (height, cell.feedViews.map { $0.convert($0.bounds, to: cell) })
    }

    private func expectSameGeometry(_ actual: (height: CGFloat, frames: [CGRect]), as expected: (height: CGFloat, frames: [CGRect]),
                                    _ what: String) {
        #expect(abs(actual.height - expected.height) < 1, "\(what): height \(actual.height), hand layout \(expected.height)")
        for (index, (frame, reference)) in zip(actual.frames, expected.frames).enumerated() {
            let close = abs(frame.minX - reference.minX) <= 1 && abs(frame.minY - reference.minY) <= 1
                && abs(frame.width - reference.width) <= 1 && abs(frame.height - reference.height) <= 1
            #expect(close, "\(what): view \(index) at \(frame), hand layout \(reference)")
        }
    }

    /// Post `index` laid out by `type` and by the hand layout at each width: the same geometry.
    private func expectHandLayoutsGeometry<Cell: FeedCell>(from type: Cell.Type, post index: Int) {
        for width in Self.widths {
            let post = FeedPost.sample(index)
            expectSameGeometry(laidOut(type, post: post, width: width),
                               as: laidOut(HandFeedCell.self, post: post, width: width), "post \(index) at \(width)")
        }
    }

    @Test(arguments: 0..<12)
    func constraintsPlaceEveryViewWhereTheHandLayoutDoes(post index: Int) {
        expectHandLayoutsGeometry(from: ConstraintFeedCell.self, post: index)
    }

    @Test(arguments: 0..<12)
    func nestedStackViewsPlaceEveryViewWhereTheHandLayoutDoes(post index: Int) {
        expectHandLayoutsGeometry(from: StackFeedCell.self, post: index)
    }

    @Test(arguments: 0..<12)
    func handFramesKeptPerWidthAreTheHandLayoutsFrames(post index: Int) {
        expectHandLayoutsGeometry(from: KeptFramesFeedCell.self, post: index)
    }

    @Test func theSamplePostsWrapToDifferentHeights() {
        let heights = Set((0..<12).map { laidOut(HandFeedCell.self, post: FeedPost.sample($0), width: 320).height })
        #expect(heights.count >= 6)
    }

    @Test func rebindingACellMeasuresTheNewText() {
        let cell = ConstraintFeedCell(frame: .zero)
        var short = FeedPost.sample(1)
        short.body = "one line"
        var long = short
        long.body = String(repeating: "a long body of many words ", count: 20)
        cell.bind(short)
        let before = cell.height(fittingWidth: 320)
        cell.bind(long)
        #expect(cell.height(fittingWidth: 320) > before + 100)
    }
}
