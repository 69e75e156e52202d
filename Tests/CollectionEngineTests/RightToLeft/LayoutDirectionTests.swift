@testable import CollectionEngine
import Foundation
import Testing

/// The layout direction: where it comes from (the window, the app, a view's semantic content
/// attribute) and what follows it outside collection views (constraints, stack views, margins, text
/// alignment).
@MainActor
@Suite struct LayoutDirectionTests {
    private func window(_ direction: UIUserInterfaceLayoutDirection) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.systemLayoutDirection = direction
        return window
    }

    @Test func semanticContentAttributeDecidesTheDirectionRelativeToTheEnvironment() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func aViewInARightToLeftWindowIsRightToLeftUnlessItForcesOtherwise() {
        let window = window(.rightToLeft)
        let view = UIView(), player = UIView()
        player.semanticContentAttribute = .playback
        window.addSubview(view)
        view.addSubview(player)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(player.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test func aForcedAttributeTurnsOnlyTheViewItself() {
        let window = window(.leftToRight)
        let container = UIView(), child = UIView()
        container.semanticContentAttribute = .forceRightToLeft
        window.addSubview(container)
        container.addSubview(child)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func localesOfRightToLeftLanguagesReadRightToLeft() {
        for locale in ["ar_EG.UTF-8", "he_IL.UTF-8", "fa_IR", "ur_PK.UTF-8", "he"] {
            #expect(UIApplication.layoutDirection(forLocale: locale) == .rightToLeft, "\(locale)")
        }
        for locale in ["en_US.UTF-8", "C", "", "hi_IN", "fr"] {
            #expect(UIApplication.layoutDirection(forLocale: locale) == .leftToRight, "\(locale)")
        }
    }

    @Test func changingTheWindowsDirectionTellsItsViewsWithTheirPreviousTraits() {
        final class Recorder: UIView {
            var previous: [UITraitEnvironmentLayoutDirection] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.layoutDirection ?? .unspecified)
            }
        }
        let window = window(.leftToRight), view = Recorder()
        window.addSubview(view)
        window.systemLayoutDirection = .rightToLeft
        #expect(view.previous == [.leftToRight])
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
    }

    // MARK: Auto Layout

    /// Windows made by `box(in:_:)`, kept alive for the test (a view holds its window weakly).
    private let windows = WindowKeeper()

    /// A 400-point container with a 100-point box pinned by `constraints`, laid out in `direction`.
    private func box(in direction: UIUserInterfaceLayoutDirection,
                     _ constraints: (UIView, UIView) -> [NSLayoutConstraint]) -> UIView {
        let window = window(direction)
        windows.all.append(window)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        container.addSubview(box)
        NSLayoutConstraint.activate(constraints(box, container) + [
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 20),
            box.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        return box
    }

    @Test func leadingWithAConstantInsetsFromTheRightEdgeRightToLeft() {
        let box = box(in: .rightToLeft) { [$0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 16)] }
        #expect(box.frame.maxX == 384)
    }

    @Test func trailingIsTheLeftEdgeRightToLeft() {
        let box = box(in: .rightToLeft) { [$0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -10)] }
        #expect(box.frame.minX == 10)
    }

    @Test func leftAndRightStayPhysicalRightToLeft() {
        let box = box(in: .rightToLeft) { [$0.leftAnchor.constraint(equalTo: $1.leftAnchor, constant: 16)] }
        #expect(box.frame.minX == 16)
    }

    @Test func leadingMarginIsTheRightMarginRightToLeft() {
        let box = box(in: .rightToLeft) { box, container in
            container.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30)
            return [box.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor)]
        }
        #expect(box.frame.maxX == 370)
    }

    @Test func anInequalityAfterATrailingEdgeKeepsItsMeaningRightToLeft() {
        let window = window(.rightToLeft)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let first = UIView(), second = UIView()
        window.addSubview(container)
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 50), second.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: container.topAnchor), second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        let hug = second.leadingAnchor.constraint(equalTo: first.trailingAnchor)
        hug.priority = .defaultLow
        hug.isActive = true
        window.layoutIfNeeded()
        #expect(first.frame.maxX == 400)
        #expect(second.frame.maxX == 330)
    }

    @Test func flippingTheWindowMovesConstrainedViewsToTheOtherSide() throws {
        let box = box(in: .leftToRight) { [$0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 16)] }
        #expect(box.frame.minX == 16)
        let window = try #require(box.window)
        window.systemLayoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(box.frame.maxX == 384)
    }

    @Test func aHorizontalStackViewArrangesFromTheRightRightToLeft() {
        let window = window(.rightToLeft)
        let views = (0..<3).map { _ in UIView() }
        for view in views { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.spacing = 10
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: 170, height: 40)
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [120, 60, 0])
    }

    @Test func aStackViewForcedLeftToRightKeepsItsOrderInARightToLeftWindow() {
        let window = window(.rightToLeft)
        let views = (0..<2).map { _ in UIView() }
        for view in views { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.semanticContentAttribute = .forceLeftToRight
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50])
    }

    @Test func directionalMarginsSwapWithTheDirection() {
        let window = window(.rightToLeft), view = UIView()
        window.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
        #expect(view.directionalLayoutMargins.leading == 20)
    }

    @Test func naturalAlignmentIsRightInARightToLeftLabel() {
        let window = window(.rightToLeft), label = UILabel()
        window.addSubview(label)
        #expect(label.resolvedTextAlignment == .right)
        label.semanticContentAttribute = .forceLeftToRight
        #expect(label.resolvedTextAlignment == .left)
        label.textAlignment = .center
        #expect(label.resolvedTextAlignment == .center)
    }
}

@MainActor
private final class WindowKeeper {
    var all: [UIWindow] = []
}
