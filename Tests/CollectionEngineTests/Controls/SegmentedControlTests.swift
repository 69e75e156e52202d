import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UISegmentedControl`: segments, choosing one by click or key, and what code may change silently.
@MainActor
@Suite struct SegmentedControlTests {
    @MainActor
    final class Fixture {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        let input: SyntheticInput
        var changes: [Int] = []

        init() {
            input = SyntheticInput(window: window)
            window.frameDriver = input.driver
            control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
            control.selectedSegmentIndex = 0
            window.addSubview(control)
            control.addAction(UIAction { [unowned self] _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
            window.layoutIfNeeded()
        }
    }

    @Test func itemsBecomeSegmentsOfEqualWidth() {
        let fixture = Fixture()
        #expect(fixture.control.numberOfSegments == 3)
        #expect(fixture.control.titleForSegment(at: 2) == "Three")
        fixture.input.click(at: CGPoint(x: 150, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 1)
    }

    @Test func eachSegmentShowsItsTitleAndTheControlIsAsWideAsItsTitles() {
        let fixture = Fixture()
        let titles = fixture.control.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles == ["One", "Two", "Three"])
        #expect(fixture.control.intrinsicContentSize.width > 3 * 24)
        let actions = UISegmentedControl(frame: .zero, actions: [UIAction(title: "A") { _ in }])
        #expect(actions.subviews.compactMap { ($0 as? UILabel)?.text } == ["A"])
    }

    @Test func clickOnAnotherSegmentSelectsItAndSendsValueChanged() {
        let fixture = Fixture()
        fixture.input.click(at: CGPoint(x: 250, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 2)
        #expect(fixture.changes == [2])
    }

    @Test func clickOnTheSelectedSegmentSendsNothing() {
        let fixture = Fixture()
        fixture.input.click(at: CGPoint(x: 50, y: 16))
        #expect(fixture.changes.isEmpty)
    }

    @Test func disabledSegmentCannotBeChosen() {
        let fixture = Fixture()
        fixture.control.setEnabled(false, forSegmentAt: 1)
        fixture.input.click(at: CGPoint(x: 150, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 0)
        fixture.control.becomeFirstResponder()
        fixture.input.key(.right)
        #expect(fixture.control.selectedSegmentIndex == 2)
    }

    @Test func arrowKeysMoveTheSelectionAndStopAtTheEnds() {
        let fixture = Fixture()
        #expect(fixture.control.becomeFirstResponder())
        fixture.input.key(.right)
        fixture.input.key(.right)
        fixture.input.key(.right)
        fixture.input.key(.left)
        #expect(fixture.changes == [1, 2, 1])
    }

    @Test func settingTheIndexInCodeSendsNothingAndOutOfRangeSelectsNone() {
        let fixture = Fixture()
        fixture.control.selectedSegmentIndex = 2
        fixture.control.selectedSegmentIndex = 7
        #expect(fixture.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(fixture.changes.isEmpty)
    }

    @Test func actionsOfInitWithActionsRunWhenTheirSegmentIsChosen() {
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Grid") { _ in chosen.append("Grid") }, UIAction(title: "List") { _ in chosen.append("List") },
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(control)
        SyntheticInput(window: window).click(at: CGPoint(x: 150, y: 16))
        #expect(chosen == ["List"])
        #expect(control.titleForSegment(at: 0) == "Grid")
    }

    @Test func insertingBeforeTheSelectionKeepsTheSameSegmentSelected() {
        let fixture = Fixture()
        fixture.control.selectedSegmentIndex = 1
        fixture.control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(fixture.control.selectedSegmentIndex == 2)
        fixture.control.removeSegment(at: 2, animated: false)
        #expect(fixture.control.selectedSegmentIndex == UISegmentedControl.noSegment)
        fixture.control.removeSegment(at: 9, animated: false)
        #expect(fixture.control.numberOfSegments == 3)
    }

    @Test func fixedWidthsAreKeptAndTheRestShareWhatRemains() {
        let fixture = Fixture()
        fixture.control.setWidth(100, forSegmentAt: 0)
        fixture.window.layoutIfNeeded()
        fixture.input.click(at: CGPoint(x: 95, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 0)
        fixture.input.click(at: CGPoint(x: 105, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 1)
        fixture.input.click(at: CGPoint(x: 205, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 2)
    }

    @Test func momentaryControlSpringsBackUnselected() {
        let fixture = Fixture()
        fixture.control.isMomentary = true
        fixture.input.click(at: CGPoint(x: 250, y: 16))
        #expect(fixture.changes == [2])
        #expect(fixture.control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// Right to left the control is mirrored, as UIKit's: the first segment at the right, clicks and
    /// the arrow keys following what the user sees.
    @Test func rightToLeftTheFirstSegmentIsAtTheRightAndLeftMovesToTheNext() {
        let fixture = Fixture()
        fixture.control.semanticContentAttribute = .forceRightToLeft
        fixture.window.layoutIfNeeded()
        let frames = fixture.control.subviews.compactMap { $0 as? UILabel }.map(\.frame)
        #expect(frames.count == 3)
        #expect(frames.map(\.midX) == frames.map(\.midX).sorted(by: >), "One, Two, Three from the right")
        fixture.input.click(at: CGPoint(x: 280, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 0)
        fixture.input.click(at: CGPoint(x: 20, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 2)
        _ = fixture.control.becomeFirstResponder()
        fixture.input.key(.right)
        #expect(fixture.control.selectedSegmentIndex == 1, "Right moves towards the first segment")
    }

    @Test func titlesAndHeightFollowThePreferredTextSize() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        let fixture = Fixture()
        let label = { (index: Int) in fixture.control.subviews.compactMap { $0 as? UILabel }.first { $0.text == ["One", "Two", "Three"][index] } }
        #expect(label(1)?.font.pointSize == 13)
        #expect(fixture.control.intrinsicContentSize.height == 32)
        fixture.window.systemContentSizeCategory = .accessibilityLarge
        fixture.window.layoutIfNeeded()
        #expect((label(1)?.font.pointSize ?? 0) > 20)
        #expect((label(0)?.font.pointSize ?? 0) == label(1)?.font.pointSize, "the selected segment's title scales too")
        #expect(fixture.control.intrinsicContentSize.height > 32)
        fixture.window.systemContentSizeCategory = .large
        #expect(label(1)?.font.pointSize == 13)
    }
}
