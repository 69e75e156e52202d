import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIButton.Configuration`: the four styles' colours by state, the layout of image, title and
/// subtitle, and the update handler.
@MainActor
@Suite struct ButtonConfigurationTests {
    private func button(_ configuration: UIButton.Configuration) -> (UIButton, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
        window.addSubview(button)
        window.layoutIfNeeded()
        return (button, window)
    }

    @Test func filledButtonIsTheTintWithWhiteText() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        let (button, _) = button(configuration)
        #expect(button.backgroundColor == button.tintColor)
        #expect(button.titleLabel.textColor == .white)
        #expect(button.titleLabel.text == "Add")
    }

    @Test func plainButtonHasNoBackgroundAndTintedText() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "More"
        let (button, _) = button(configuration)
        #expect(button.backgroundColor == nil)
        #expect(button.titleLabel.textColor == button.tintColor)
    }

    @Test func tintedAndGrayButtonsHaveAWashBehindTintedText() {
        for configuration in [UIButton.Configuration.tinted(), .gray()] {
            let (button, _) = button(configuration)
            #expect(button.backgroundColor != nil && button.backgroundColor != button.tintColor)
            #expect(button.titleLabel.textColor == button.tintColor)
        }
    }

    @Test func highlightDarkensAndDisablingGreysOnTheNextLayout() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let (button, window) = button(configuration)
        let normal = button.backgroundColor
        button.isHighlighted = true
        window.layoutIfNeeded()
        #expect(button.backgroundColor != normal)
        button.isHighlighted = false
        button.isEnabled = false
        window.layoutIfNeeded()
        #expect(button.backgroundColor == .quaternarySystemFill)
        #expect(button.titleLabel.textColor == .tertiaryLabel)
    }

    @Test func updateHandlerRunsOnEachStateChangeAndItsConfigurationIsDrawn() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Select"
        let (button, window) = button(configuration)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.title = button.isSelected ? "Done" : "Select"
        }
        window.layoutIfNeeded()
        button.isSelected = true
        window.layoutIfNeeded()
        #expect(button.titleLabel.text == "Done")
        #expect(calls == 2)
    }

    @Test func leadingImageSitsBeforeTheTitleWithThePadding() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Add"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePadding = 6
        let (button, _) = button(configuration)
        let image = try! #require(button.imageView).frame
        #expect(image.maxX + 6 == button.titleLabel.frame.minX)
        #expect(abs(image.midY - button.titleLabel.frame.midY) <= 1)
    }

    @Test func subtitleSitsUnderTheTitle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Upload"
        configuration.subtitle = "3 photos"
        configuration.titlePadding = 2
        let (button, _) = button(configuration)
        let subtitle = try! #require(button.subtitleLabel).frame
        #expect(subtitle.minY == button.titleLabel.frame.maxY + 2)
        #expect(button.subtitleLabel?.text == "3 photos")
    }

    @Test func intrinsicSizeIsTheContentPlusTheInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let (button, _) = button(configuration)
        let title = button.titleLabel.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 20).rounded(.up), height: (title.height + 10).rounded(.up)))
    }

    @Test func capsuleCornersAreHalfTheHeight() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        let (button, _) = button(configuration)
        #expect(button.layer.cornerRadius == 30)
    }

    @Test func clickRunsThePrimaryAction() {
        var clicked = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = UIButton(configuration: .filled(), primaryAction: UIAction { _ in clicked += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(button)
        SyntheticInput(window: window).click(at: CGPoint(x: 50, y: 20))
        #expect(clicked == 1)
    }

    @Test func enterClicksTheButtonThatHoldsTheKeys() {
        var clicked = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction { _ in clicked += 1 })
        window.addSubview(button)
        #expect(button.becomeFirstResponder())
        SyntheticInput(window: window).key(.enter)
        #expect(clicked == 1)
        #expect(button.resignFirstResponder())
        #expect(!button.isFocused)
    }

    @Test func titleAndSubtitleFollowThePreferredTextSize() {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.subtitle = "to the album"
        let (button, window) = button(configuration)
        #expect(button.titleLabel.font.pointSize == 17)
        let height = button.intrinsicContentSize.height
        window.systemContentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(button.titleLabel.font.pointSize > 17)
        #expect((button.subtitleLabel?.font.pointSize ?? 0) > 13)
        #expect(button.intrinsicContentSize.height > height)
    }
}
