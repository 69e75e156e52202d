import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIView.subtreeRevision`: every change to what a view shows moves the revision of the view and of
/// every ancestor, and nothing else's, so a renderer may keep a whole subtree's drawing while it holds.
@MainActor
@Suite struct SubtreeRevisionTests {
    /// A change to the deepest view of a card-like tree (window → card → content → part).
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case frame, bounds, boundsOrigin, center, transform, alpha, hidden, backgroundColor, cornerRadius, clipsToBounds
        case zPosition, border, shadow, labelText, labelTextColor, image, contentMode, subviewAdded, subviewRemoved
        case subviewsReordered, setNeedsDisplay

        var testDescription: String { rawValue }

        /// Makes the change to `part` (a label holding two subviews).
        @MainActor
        func apply(to part: UILabel) {
            switch self {
            case .frame: part.frame = CGRect(x: 3, y: 4, width: 50, height: 20)
            case .bounds: part.bounds.size = CGSize(width: 41, height: 12)
            case .boundsOrigin: part.bounds.origin = CGPoint(x: 0, y: 5)
            case .center: part.center = CGPoint(x: 30, y: 30)
            case .transform: part.transform = CGAffineTransform(scaleX: 2, y: 2)
            case .alpha: part.alpha = 0.5
            case .hidden: part.isHidden = true
            case .backgroundColor: part.backgroundColor = .red
            case .cornerRadius: part.layer.cornerRadius = 4
            case .clipsToBounds: part.clipsToBounds = true
            case .zPosition: part.layer.zPosition = 2
            case .border: part.layer.borderWidth = 1
            case .shadow: part.layer.shadowOpacity = 0.3
            case .labelText: part.text = "changed"
            case .labelTextColor: part.textColor = .blue
            case .image: (part.subviews[0] as? UIImageView)?.image = UIImage(rgbaPixels: [UInt8](repeating: 255, count: 64), width: 4, height: 4)
            case .contentMode: part.contentMode = .center
            case .subviewAdded: part.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2)))
            case .subviewRemoved: part.subviews[1].removeFromSuperview()
            case .subviewsReordered: part.bringSubviewToFront(part.subviews[0])
            case .setNeedsDisplay: part.setNeedsDisplay()
            }
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    let part = UILabel(frame: CGRect(x: 5, y: 5, width: 40, height: 10))
    let sibling = UIView(frame: CGRect(x: 120, y: 10, width: 50, height: 50))

    init() {
        window.addSubview(card)
        window.addSubview(sibling)
        card.addSubview(content)
        content.addSubview(part)
        part.text = "title"
        part.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
        part.addSubview(UIView(frame: CGRect(x: 4, y: 0, width: 4, height: 4)))
    }

    private var revisions: [UInt64] { [part, content, card, window, sibling].map(\.subtreeRevision) }

    @Test(arguments: Change.allCases)
    func aChangeDeepInATreeMovesTheRevisionOfTheViewAndEveryAncestorOnly(_ change: Change) {
        let before = revisions
        change.apply(to: part)
        let after = revisions
        #expect(zip(before.prefix(4), after.prefix(4)).allSatisfy { $0 != $1 }, "part, content, card, window: \(before) → \(after)")
        #expect(before[4] == after[4], "the sibling's subtree did not change")
    }

    @Test func aSubviewLeavingMovesTheRevisionOfItsFormerAncestors() {
        let before = revisions
        part.removeFromSuperview()
        #expect(content.subtreeRevision != before[1])
        #expect(card.subtreeRevision != before[2])
        #expect(window.subtreeRevision != before[3])
    }

    @Test func settingAPropertyToTheValueItHasLeavesTheRevisionAlone() {
        let before = revisions
        part.alpha = part.alpha
        part.center = part.center
        part.bounds = part.bounds
        part.text = part.text
        // Look properties too: a cell's layout pass sets many of them to what they already are.
        part.font = UIFont.systemFont(ofSize: part.font.pointSize)
        part.textColor = part.textColor
        part.numberOfLines = part.numberOfLines
        part.isHidden = part.isHidden
        part.backgroundColor = part.backgroundColor
        part.contentMode = part.contentMode
        part.tintColor = part.tintColor
        part.layer.cornerRadius = part.layer.cornerRadius
        part.clipsToBounds = part.clipsToBounds
        part.layer.zPosition = part.layer.zPosition
        part.layer.borderWidth = part.layer.borderWidth
        part.layer.borderColor = part.layer.borderColor
        part.layer.shadowOpacity = part.layer.shadowOpacity
        part.layer.shadowRadius = part.layer.shadowRadius
        part.layer.shadowOffset = part.layer.shadowOffset
        #expect(revisions == before)
    }

    @Test func anAnimationStartingAndEndingMovesTheRevisionOfEveryAncestor() {
        let clock = ManualClock()
        window.frameDriver = FrameDriver(clock: clock)
        var before = revisions
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear], animations: { part.alpha = 0.5 }, completion: nil)
        #expect(part.isAnimating)
        #expect(zip(before.prefix(4), revisions.prefix(4)).allSatisfy { $0 != $1 })
        clock.now += 0.1
        window.prepareFrame()
        before = revisions
        clock.now += 0.2
        window.prepareFrame()
        #expect(!part.isAnimating)
        #expect(zip(before.prefix(4), revisions.prefix(4)).allSatisfy { $0 != $1 }, "the end moves it too: the presentation stops moving")
    }
}
