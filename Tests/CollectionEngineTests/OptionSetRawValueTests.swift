import CollectionEngine
import Testing

/// The option sets whose members are built from places on an axis keep UIKit's raw values, so raw
/// values stored or compared by ported code mean the same here.
@Suite struct AxisPlaceRawValueTests {
    @Test func autoresizingMaskHasUIKitsValues() {
        let members: [UIView.AutoresizingMask] = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                                  .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(members.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
    }

    @Test func scrollPositionHasUIKitsValues() {
        let members: [UICollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom,
                                                          .left, .centeredHorizontally, .right]
        #expect(members.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
    }

    @Test func directionalRectEdgeHasUIKitsValues() {
        let members: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing, .all]
        #expect(members.map(\.rawValue) == [1, 2, 4, 8, 15])
    }
}
