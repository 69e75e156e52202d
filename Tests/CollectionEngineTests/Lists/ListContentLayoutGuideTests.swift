import CollectionEngine
import EngineTestSupport
import Foundation
import Testing

/// `UIListContentView`'s layout guides: each is nil until the configuration shows its element, its
/// frame is the element's as laid out (right to left too), and constraints to it follow the element.
@MainActor
@Suite struct ListContentLayoutGuideTests {
    /// A list content view in a window, laid out at `width` × 44.
    private func contentView(_ configure: (inout UIListContentConfiguration) -> Void, width: CGFloat = 320,
                             direction: UIUserInterfaceLayoutDirection = .leftToRight) -> (UIWindow, UIListContentView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        window.systemLayoutDirection = direction
        var configuration = UIListContentConfiguration.cell()
        configure(&configuration)
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 10, y: 20, width: width, height: 44)
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    private func label(_ text: String, in view: UIView) -> UILabel? {
        view.subviews.compactMap { $0 as? UILabel }.first { $0.text == text }
    }

    private func imageView(in view: UIView) -> UIImageView? {
        view.subviews.compactMap { $0 as? UIImageView }.first
    }

    /// A 20 × 12 badge in `view`, 8 points after its text guide's trailing edge, centred on it.
    private func badgeAfterText(in view: UIListContentView) throws -> UIView {
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        let guide = try #require(view.textLayoutGuide)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 12),
        ])
        return badge
    }

    @Test func eachGuideIsNilUntilTheConfigurationShowsItsElement() {
        let (_, view) = contentView { $0.text = "Title" }
        #expect(view.textLayoutGuide != nil)
        #expect(view.secondaryTextLayoutGuide == nil)
        #expect(view.imageLayoutGuide == nil)
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.secondaryText = "Detail"
        configuration.image = UIImage(systemName: "folder")
        view.configuration = configuration
        #expect(view.textLayoutGuide == nil, "no text, no text guide")
        #expect(view.secondaryTextLayoutGuide != nil)
        #expect(view.imageLayoutGuide != nil)
    }

    @Test func eachGuidesFrameIsItsElementsLaidOutFrame() throws {
        let (_, view) = contentView {
            $0 = .subtitleCell()
            $0.text = "Title"
            $0.secondaryText = "A longer detail line"
            $0.image = UIImage(systemName: "folder")
        }
        let text = try #require(view.textLayoutGuide), secondary = try #require(view.secondaryTextLayoutGuide)
        let image = try #require(view.imageLayoutGuide)
        #expect(text.owningView === view)
        #expect(text.layoutFrame == label("Title", in: view)?.frame)
        #expect(secondary.layoutFrame == label("A longer detail line", in: view)?.frame)
        #expect(image.layoutFrame == imageView(in: view)?.frame)
        #expect(text.layoutFrame.minX > image.layoutFrame.maxX, "the text follows the image")
        #expect(text.layoutFrame.width < secondary.layoutFrame.width, "a text of natural alignment hugs its width")
    }

    @Test func rightToLeftTheGuidesFollowTheMirroredElements() throws {
        let (window, view) = contentView({
            $0.text = "Title"
            $0.image = UIImage(systemName: "folder")
        }, direction: .rightToLeft)
        let text = try #require(view.textLayoutGuide), image = try #require(view.imageLayoutGuide)
        #expect(text.layoutFrame == label("Title", in: view)?.frame)
        #expect(image.layoutFrame == imageView(in: view)?.frame)
        let margins = view.configuration as? UIListContentConfiguration
        #expect(image.layoutFrame.maxX <= view.bounds.maxX - (margins?.directionalLayoutMargins.leading ?? 0) + 0.5,
                "the image leads from the right edge")
        #expect(text.layoutFrame.maxX < image.layoutFrame.minX, "the text is left of the image")
        withExtendedLifetime(window) {}
    }

    @Test func aConfigurationWithoutTheElementRemovesItsGuideAndDeactivatesItsConstraints() throws {
        let (_, view) = contentView { $0.text = "Title" }
        let guide = try #require(view.textLayoutGuide)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        let pin = badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        pin.isActive = true
        var configuration = UIListContentConfiguration.cell()
        configuration.secondaryText = "Only a detail"
        view.configuration = configuration
        #expect(view.textLayoutGuide == nil)
        #expect(guide.owningView == nil, "the guide left the view")
        #expect(!pin.isActive, "its constraint was deactivated")
    }

    @Test func aBadgePinnedToTheTextGuidesTrailingEdgeSitsAfterTheTextAndFollowsIt() throws {
        let (window, view) = contentView { $0.text = "Short" }
        let badge = try badgeAfterText(in: view)
        window.layoutIfNeeded()
        let short = try #require(label("Short", in: view)?.frame)
        #expect(badge.frame.minX == short.maxX + 8)
        #expect(badge.frame.midY == short.midY)

        var configuration = UIListContentConfiguration.cell()
        configuration.text = "A much longer title"
        view.configuration = configuration
        window.layoutIfNeeded()
        let long = try #require(label("A much longer title", in: view)?.frame)
        #expect(long.maxX > short.maxX)
        #expect(badge.frame.minX == long.maxX + 8, "the badge followed the text in the same layout pass")
    }

    @Test func rightToLeftABadgeAfterTheTextSitsToItsLeft() throws {
        let (window, view) = contentView({ $0.text = "Title" }, direction: .rightToLeft)
        let badge = try badgeAfterText(in: view)
        window.layoutIfNeeded()
        let text = try #require(label("Title", in: view)?.frame)
        #expect(badge.frame.maxX == text.minX - 8)
    }

    @Test func aGuideOfAContentViewSizedByConstraintsIsSolvedAtTheSizeTheSolutionGivesIt() throws {
        // As Apple's custom list cells do: a list content view pinned inside a container, a badge beside it.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        window.addSubview(container)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Centred"
        configuration.textProperties.alignment = .center
        let list = UIListContentView(configuration: configuration)
        let badge = UIView()
        for view in [list, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let guide = try #require(list.textLayoutGuide)
        NSLayoutConstraint.activate([
            list.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -40),
            list.topAnchor.constraint(equalTo: container.topAnchor),
            list.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: container.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(list.frame.width == 260)
        #expect(badge.frame.minX == guide.layoutFrame.maxX, "solved at the 260-point width, not the 0 the view had before")
        container.frame.size.width = 360
        window.layoutIfNeeded()
        #expect(list.frame.width == 320)
        #expect(badge.frame.minX == guide.layoutFrame.maxX, "and again after the container grew")
    }
}

/// A list cell's separator and its content's text guide agree: the separator starts where the text does.
@MainActor
@Suite struct SeparatorFollowsTextGuideTests {
    private func scene(_ direction: UIUserInterfaceLayoutDirection) -> ListScene {
        let scene = ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.window.systemLayoutDirection = direction
        scene.configureCell = { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.indentationLevel = 2
        }
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems(["A", "B"])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        return scene
    }

    /// The text's frame in the cell, from the guide of the list content view the cell shows.
    private func textFrame(in cell: UICollectionViewListCell) throws -> CGRect {
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        let guide = try #require(list.textLayoutGuide)
        return list.convert(guide.layoutFrame, to: cell)
    }

    @Test func theSeparatorStartsWhereTheTextGuideStarts() throws {
        let scene = scene(.leftToRight)
        let cell = try #require(scene.cell(0))
        let line = try #require(separatorFrames(cell).first)
        let text = try textFrame(in: cell)
        #expect(text.minX > 40, "indented, after the image")
        #expect(line.minX == text.minX)
        #expect(line.maxX == cell.bounds.maxX)
    }

    @Test func anUnconstrainedSeparatorGuideStartsWhereTheTextGuideStarts() throws {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let scene = scene(direction)
            let cell = try #require(scene.cell(1))
            let guide = cell.separatorLayoutGuide.layoutFrame, text = try textFrame(in: cell)
            if direction == .leftToRight {
                #expect(guide.minX == text.minX && guide.maxX == cell.bounds.maxX)
            } else {
                #expect(guide.maxX == text.maxX && guide.minX == cell.bounds.minX)
            }
            #expect(separatorFrames(cell).first.map { $0.minX == guide.minX && $0.maxX == guide.maxX } == true, "\(direction)")
        }
    }

    @Test func rightToLeftTheSeparatorStartsAtTheTextGuidesRightEdge() throws {
        let scene = scene(.rightToLeft)
        let cell = try #require(scene.cell(0))
        let line = try #require(separatorFrames(cell).first)
        let text = try textFrame(in: cell)
        #expect(text.maxX < cell.bounds.maxX - 40, "indented from the right, after the image")
        #expect(line.maxX == text.maxX)
        #expect(line.minX == cell.bounds.minX)
    }
}
