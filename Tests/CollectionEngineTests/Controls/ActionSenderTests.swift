@testable import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// A `UIAction` run by a control has the control as its `sender` while its handler runs, as in UIKit.
@MainActor
@Suite struct ActionSenderTests {
    @Test func aClickedButtonsActionHasTheButtonAsItsSender() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let input = SyntheticInput(window: window)
        window.frameDriver = input.driver
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 40))
        var sender: Any?
        button.addAction(UIAction { sender = $0.sender }, for: .touchUpInside)
        window.addSubview(button)
        window.layoutIfNeeded()
        input.click(at: CGPoint(x: 80, y: 40))
        #expect((sender as? UIButton) === button)
    }

    @Test func sendActionsGivesEachActionTheControlAndClearsItAfterwards() {
        let control = UISwitch(frame: .zero)
        var sender: Any?
        let action = UIAction { sender = $0.sender }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect((sender as? UISwitch) === control)
        #expect(action.sender == nil, "sender is set only while the handler runs")
    }
}
