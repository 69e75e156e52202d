import CollectionEngine
import Foundation
import HostTestSupport
import Testing
import XHost

/// Each list appearance drawn by the real host on Xvfb, compared pixel by pixel with a reference
/// drawn here from iOS's geometry: 44-point rows, sections 35 points apart (17.5 above and below),
/// inset grouped sections 16 points in from the sides of a compact-width list with 10-point rounded
/// corners, separators from the text's leading margin (16 points into the row) to the row's end
/// under every row but a grouped section's last, sidebar rows inset 10 points with a rounded
/// tint-coloured selection. Rows have no content, so every pixel is background, row, separator or
/// selection; only the anti-aliased rims of the rounded corners are not compared.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ListAppearancePixelTests {
    typealias Appearance = UICollectionLayoutListConfiguration.Appearance
    private let counts = [3, 2]
    private let width = 400

    /// An RGB colour, from a fixed UIColor (alpha composited over `under`).
    private struct RGB: Equatable {
        var r: Double, g: Double, b: Double

        init(_ color: UIColor, over under: RGB? = nil) {
            let fixed = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            let a = Double(fixed.alpha), base = under ?? RGB(r: 255, g: 255, b: 255)
            r = Double(fixed.red) * 255 * a + base.r * (1 - a)
            g = Double(fixed.green) * 255 * a + base.g * (1 - a)
            b = Double(fixed.blue) * 255 * a + base.b * (1 - a)
        }

        init(r: Double, g: Double, b: Double) { (self.r, self.g, self.b) = (r, g, b) }

        func matches(_ p: (r: UInt8, g: UInt8, b: UInt8)?, tolerance: Double = 4) -> Bool {
            guard let p else { return false }
            return abs(Double(p.r) - r) <= tolerance && abs(Double(p.g) - g) <= tolerance && abs(Double(p.b) - b) <= tolerance
        }

        var bytes: [UInt8] { [r, g, b].map { UInt8(max(0, min(255, $0.rounded()))) } }
    }

    /// iOS's geometry of one appearance: what each pixel should be, or nil on a rounded corner's rim.
    private struct Reference {
        let appearance: Appearance
        let counts: [Int]
        let width: CGFloat
        let selected: IndexPath?

        var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
        var sideInset: CGFloat {
            switch appearance {
            case .insetGrouped: 16   // the layout margin of a compact width
            case .sidebar: 10
            default: 0
            }
        }

        var background: RGB {
            switch appearance {
            case .plain: RGB(.systemBackground)
            case .grouped, .insetGrouped: RGB(.systemGroupedBackground)
            case .sidebar, .sidebarPlain: RGB(.secondarySystemBackground)
            }
        }

        var rowColor: RGB? {
            switch appearance {
            case .plain: RGB(.systemBackground)
            case .grouped, .insetGrouped: RGB(.secondarySystemGroupedBackground)
            case .sidebar, .sidebarPlain: nil   // clear
            }
        }

        /// The frames of the rows, section by section, rounded to whole points as the layout rounds them.
        var rows: [[CGRect]] {
            var top: CGFloat = 0, result: [[CGRect]] = []
            for count in counts {
                if isGrouped { top += 17.5 }
                result.append((0..<count).map { row in
                    CGRect(x: sideInset, y: (top + CGFloat(row) * 44).rounded(.toNearestOrAwayFromZero), width: width - 2 * sideInset, height: 44)
                })
                top += CGFloat(count) * 44 + (isGrouped ? 17.5 : 0)
            }
            return result
        }

        /// Signed distance from a pixel centre to a rounded rectangle's edge (negative inside), or nil
        /// for a pixel on the anti-aliased rim of a corner's arc, which is not compared.
        func distance(_ p: CGPoint, to rect: CGRect, radius: Double) -> Double? {
            let qx = abs(Double(p.x - rect.midX)) - (Double(rect.width) / 2 - radius)
            let qy = abs(Double(p.y - rect.midY)) - (Double(rect.height) / 2 - radius)
            let d = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - radius
            return qx > 0 && qy > 0 && abs(d) < 1 ? nil : d
        }

        func color(x: Int, y: Int) -> RGB? {
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
            for (section, frames) in rows.enumerated() {
                guard let first = frames.first, let last = frames.last else { continue }
                let block = CGRect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
                if appearance == .insetGrouped {
                    guard let d = distance(p, to: block, radius: 10) else { return nil }
                    if d > 0 { continue }
                }
                guard let (row, frame) = frames.enumerated().first(where: { $0.element.contains(p) }).map({ ($0.offset, $0.element) }) else {
                    continue
                }
                if IndexPath(item: row, section: section) == selected {
                    guard let d = distance(p, to: frame, radius: 10) else { return nil }
                    if d < 0 { return RGB(.systemBlue) }
                }
                let fill = rowColor ?? background
                let isSidebar = appearance == .sidebar || appearance == .sidebarPlain
                let separated = !isSidebar && (appearance == .plain || frame != last)
                if separated, y == Int(frame.maxY) - 1, p.x >= frame.minX + 16 { return RGB(.separator, over: fill) }
                return fill
            }
            return background
        }
    }

    private func render(_ appearance: Appearance, selecting selected: IndexPath? = nil) throws -> (PixelImage, Reference) {
        let name = "list-\(appearance)"
        // The collection view holds its data source weakly; this keeps it until the frame is drawn.
        var keptDataSource: AnyObject?
        let image = try FirstFrameRendering.render(name, title: "ListAppearancePixelTests", background: .systemBackground,
                                                   appearance: .light) { window in
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                                    using: UICollectionLayoutListConfiguration(appearance: appearance)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            var next = 0
            for (section, count) in counts.enumerated() {
                snapshot.appendSections([section])
                snapshot.appendItems(Array(next..<next + count), toSection: section)
                next += count
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(collectionView)
            window.layoutIfNeeded()
            if let selected { collectionView.selectItem(at: selected, animated: false, scrollPosition: []) }
            keptDataSource = dataSource
        }
        _ = keptDataSource
        let reference = Reference(appearance: appearance, counts: counts, width: CGFloat(width), selected: selected)
        var drawn = [UInt8](repeating: 0, count: image.width * image.height * 3)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 3
                drawn.replaceSubrange(i..<i + 3, with: (reference.color(x: x, y: y) ?? RGB(r: 255, g: 0, b: 255)).bytes)
            }
        }
        try? PixelImage(width: image.width, height: image.height, rgb: drawn).writePNG(to: "test-output/\(name)-reference.png")
        return (image, reference)
    }

    /// The pixels that differ from the reference, as "(x, y)" strings (the first few).
    private func mismatches(_ image: PixelImage, _ reference: Reference) -> [String] {
        var found: [String] = []
        for y in 0..<min(image.height, 300) {
            for x in 0..<min(image.width, width) {
                guard let want = reference.color(x: x, y: y), !want.matches(image.pixel(x, y)) else { continue }
                if found.count < 8 {
                    found.append("(\(x), \(y)) \(image.pixel(x, y).map { "\($0)" } ?? "none")")
                } else if found.count == 8 {
                    found.append("…")
                }
            }
        }
        return found
    }

    @Test func plainRowsRunEdgeToEdgeWithSeparatorsUnderEveryRow() throws {
        let (image, reference) = try render(.plain)
        #expect(mismatches(image, reference).isEmpty, "\(mismatches(image, reference).prefix(9))")
    }

    @Test func groupedSectionsAreWhiteBandsOnTheGroupedGrey() throws {
        let (image, reference) = try render(.grouped)
        #expect(mismatches(image, reference).isEmpty, "\(mismatches(image, reference).prefix(9))")
    }

    @Test func insetGroupedSectionsAreRoundedCardsInsetFromTheSides() throws {
        let (image, reference) = try render(.insetGrouped)
        #expect(mismatches(image, reference).isEmpty, "\(mismatches(image, reference).prefix(9))")
        // The corner itself is the background: the section is rounded, not square.
        #expect(reference.background.matches(image.pixel(16, 18)))
        #expect(reference.rowColor?.matches(image.pixel(30, 20)) == true)
    }

    @Test func aSidebarIsClearRowsWithARoundedTintedSelection() throws {
        let (image, reference) = try render(.sidebar, selecting: IndexPath(item: 1, section: 0))
        #expect(mismatches(image, reference).isEmpty, "\(mismatches(image, reference).prefix(9))")
    }

    @Test func aPlainSidebarRunsEdgeToEdge() throws {
        let (image, reference) = try render(.sidebarPlain, selecting: IndexPath(item: 0, section: 1))
        #expect(mismatches(image, reference).isEmpty, "\(mismatches(image, reference).prefix(9))")
    }
}

/// A sidebar with text and symbols, as an app shows one: the selected row's title is drawn white on
/// the tint colour, the others dark on the sidebar's grey.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct SidebarPixelTests {
    @Test func theSelectedRowsTitleIsWhiteOnTheTintAndTheOthersAreDark() throws {
        var keptDataSource: AnyObject?
        let image = try FirstFrameRendering.render("list-sidebar-outline", title: "SidebarPixelTests", background: .systemBackground,
                                                   appearance: .light) { window in
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                                    using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.image = UIImage(systemName: item == "Library" ? "photo.on.rectangle" : "folder")
                cell.contentConfiguration = content
                cell.accessories = item == "Albums" ? [.outlineDisclosure()] : []
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Library", "Albums"])
            outline.append(["Trips", "Family"], to: "Albums")
            outline.expand(["Albums"])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            window.addSubview(collectionView)
            window.layoutIfNeeded()
            collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            keptDataSource = dataSource
        }
        _ = keptDataSource
        // Row 0 is at y 18…62, inset 10: its text (from x 10 + 10 + image + 10) is white on blue.
        let selectedText = image.count(in: PixelBox(x: 60, y: 26, width: 120, height: 28)) { r, g, b in r > 230 && g > 230 && b > 230 }
        let selectedFill = image.count(in: PixelBox(x: 60, y: 26, width: 120, height: 28)) { r, g, b in r < 30 && b > 230 }
        #expect(selectedText > 20, "white glyphs")
        #expect(selectedFill > 1000, "on the tint colour")
        // Row 1 (Albums) at y 62…106: dark glyphs on the grey.
        let darkText = image.count(in: PixelBox(x: 60, y: 70, width: 120, height: 28)) { r, g, b in r < 80 && g < 80 && b < 80 }
        #expect(darkText > 20)
        // Its children are indented one step (10 points): their text starts further right.
        func firstDarkColumn(_ y: Int) -> Int? {
            (20..<200).first { x in (y..<y + 28).contains { yy in image.pixel(x, yy).map { $0.r < 80 && $0.g < 80 } ?? false } }
        }
        let albums = try #require(firstDarkColumn(70)), trips = try #require(firstDarkColumn(114))
        #expect(trips >= albums + 8, "Trips (\(trips)) is indented from Albums (\(albums))")
        // Albums is expanded from the first frame: its chevron points down (wider than tall).
        let glyph = (330..<390).flatMap { x in (64..<104).compactMap { y in
            image.pixel(x, y).flatMap { $0.r < 200 && $0.b < 220 ? (x, y) : nil }
        } }
        let spanX = (glyph.map(\.0).max() ?? 0) - (glyph.map(\.0).min() ?? 0)
        let spanY = (glyph.map(\.1).max() ?? 0) - (glyph.map(\.1).min() ?? 0)
        #expect(!glyph.isEmpty && spanX > spanY, "chevron \(spanX)×\(spanY)")
    }
}

/// A view constrained to a list content view's `textLayoutGuide` is drawn where the text is: a red
/// badge pinned 6 points after the guide's trailing edge starts just past the title's last glyph
/// (left of its first in right to left), centred on the line.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
@MainActor
struct ListContentGuidePixelTests {
    private func render(_ direction: UIUserInterfaceLayoutDirection) throws -> PixelImage {
        try FirstFrameRendering.render("list-text-guide-\(direction == .rightToLeft ? "rtl" : "ltr")", title: "ListContentGuidePixelTests",
                                       background: .systemBackground, appearance: .light) { window in
            var configuration = UIListContentConfiguration.cell()
            configuration.text = "Badged title"
            let list = UIListContentView(configuration: configuration)
            // The host gives the window the desktop's direction: the view is turned on its own.
            if direction == .rightToLeft { list.semanticContentAttribute = .forceRightToLeft }
            list.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
            window.addSubview(list)
            let badge = UIView()
            badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            badge.translatesAutoresizingMaskIntoConstraints = false
            list.addSubview(badge)
            guard let guide = list.textLayoutGuide else { return }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 6),
                badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 12),
                badge.heightAnchor.constraint(equalToConstant: 12),
            ])
            window.layoutIfNeeded()
        }
    }

    /// The columns and rows of the row band whose pixels pass `test`.
    private func extent(_ image: PixelImage, _ test: (UInt8, UInt8, UInt8) -> Bool) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<44 {
            for x in 0..<400 where image.pixel(x, y).map({ test($0.r, $0.g, $0.b) }) == true {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    private func isInk(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 120 && g < 120 && b < 120 }
    private func isBadge(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 220 && g < 40 && b < 40 }

    @Test func aBadgePinnedAfterTheTextGuideIsDrawnJustPastTheTitlesLastGlyph() throws {
        let image = try render(.leftToRight)
        let text = try #require(extent(image, isInk)), badge = try #require(extent(image, isBadge))
        #expect((16...19).contains(text.x.lowerBound), "the title starts at the 16-point margin (\(text.x))")
        #expect((5...9).contains(badge.x.lowerBound - text.x.upperBound), "6 points after the text's end (\(text.x), badge \(badge.x))")
        #expect(badge.x.count == 12 && badge.y.count == 12)
        #expect(abs((badge.y.lowerBound + badge.y.upperBound) - 44) <= 2, "centred on the line (\(badge.y))")
    }

    @Test func rightToLeftTheBadgeIsDrawnJustLeftOfTheTitlesFirstGlyph() throws {
        let image = try render(.rightToLeft)
        let text = try #require(extent(image, isInk)), badge = try #require(extent(image, isBadge))
        #expect((400 - 16 - 3...400 - 16).contains(text.x.upperBound), "the title ends at the right margin (\(text.x))")
        #expect((5...9).contains(text.x.lowerBound - badge.x.upperBound), "6 points before the text's start (\(text.x), badge \(badge.x))")
    }
}
