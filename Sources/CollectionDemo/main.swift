// CollectionDemo: the Tessera gallery. GalleryController.swift is the app as an iOS developer writes
// it; this file reads the command line and starts the X11 host.

import ArgumentParser
import CollectionEngine
import Foundation
import XHost

/// A window size on the command line, `WIDTHxHEIGHT` in points.
struct WindowSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (320...16384).contains(width), (240...16384).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// How `--help` shows the default: as the user would type it.
    var defaultValueDescription: String { "\(width)x\(height)" }
}

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "CollectionDemo",
        abstract: "A photo gallery built with Tessera's UICollectionView, shown in an X11 window.",
        discussion: """
            Click a card to select it, Ctrl-click to toggle, Shift-click to extend, click empty space or press Escape to \
            clear, Ctrl+A for all; drag on empty space for a rubber band, scroll with the wheel (Shift for sideways). Arrows move the orange focus ring (Tab to the bar and back), Space toggles, Enter \
            or a double click opens a card's page (Back, the mouse's back button, Alt+Left or Escape returns); right-click on Layout lists the layouts; right-click or the Menu key for a card's menu; Select enters edit mode, Ctrl+Z undoes a deletion. \
            Ctrl+, opens the settings page.
            """)

    static let maximumItems = 16_777_216

    // `.unconditional`: a negative number is a value to reject with the range, not a missing one.
    @Option(parsing: .unconditional, help: "Total number of items, spread over the sections (0…16777216).")
    var items = 48

    @Option(parsing: .unconditional, help: "Number of sections (1…100000).")
    var sections = 3

    @Option(parsing: .unconditional, help: "Window size in points, WIDTHxHEIGHT (at least 320x240; the window manager keeps it above 640x400).")
    var size = WindowSize(argument: "1100x760")!

    @Option(help: "Render the first frame, save it as a PNG at this path, and exit.")
    var screenshot: String?

    @Option(help: "Save the app's icon as a 128-pixel PNG at this path and exit (scripts/install uses it).")
    var writeIcon: String?

    @Flag(help: "Open on the settings page (an inset grouped list) instead of the gallery; Ctrl+, opens it from the gallery.")
    var settings = false

    @Flag(help: "Allow only one selected card (a click replaces the selection).")
    var singleSelection = false

    @Option(help: "The layout shown first.")
    var layout = LayoutChoice(.grid)

    @Option(parsing: .unconditional, help: "Slow every animation down this many times (1…100), to watch or photograph it mid-flight.")
    var animationScale: Double = 1

    @Flag(help: "Show the search bar under the toolbar from the start (Ctrl+F shows it otherwise).")
    var search = false

    @Flag(help: "For tests: time stands still until an `advance` or `settle` command on standard input moves it.")
    var manualClock = false

    @Option(help: "Show the photos (JPEG, PNG, HEIC, AVIF, WebP) under this folder (recursively) instead of the bundled pictures.")
    var photos: String?

    @Option(help: "With --photos: sections by folder or by month.")
    var groupBy: PhotoLibrary.Grouping = .folder

    @Option(help: "Megabytes of pictures kept on the X server for later frames (16…4096); with --photos, decoded ones in this process take at most 24 MB more, the desktop's thumbnail cache bringing older ones back.")
    var imageCacheMb = 64

    @Flag(help: "With --photos: no prefetching (prefetchDataSource nil, isPrefetchingEnabled false), to measure what it buys.")
    var noPrefetch = false

    @Flag(help: "With --photos: do not read or write the desktop's thumbnail cache ($XDG_CACHE_HOME/thumbnails).")
    var noThumbnailCache = false

    @Option(help: "Light or dark whatever the desktop's theme says (light, dark); without it the window follows the desktop.")
    var appearance: AppearanceChoice?

    @Option(help: "The text size whatever the desktop's scaling says: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1…ax5.")
    var contentSize: ContentSizeChoice?

    @Option(help: "Right to left or left to right whatever the locale says (rtl, ltr); without it LANG decides (ar_*, he_*, fa_*, ur_* read right to left).")
    var layoutDirection: LayoutDirectionChoice?

    @Option(help: "With --photos, a benchmark: scroll the whole folder at this many screens per second, print a `bench` line, exit.")
    var scrollThrough: Double?

    func validate() throws {
        guard (0...GalleryCommand.maximumItems).contains(items) else {
            throw ValidationError("--items must be between 0 and \(GalleryCommand.maximumItems)")
        }
        guard (1...100_000).contains(sections) else { throw ValidationError("--sections must be between 1 and 100000") }
        guard (1...100).contains(animationScale) else { throw ValidationError("--animation-scale must be between 1 and 100") }
        guard !manualClock || animationScale == 1 else { throw ValidationError("--manual-clock and --animation-scale exclude each other") }
        guard (16...4096).contains(imageCacheMb) else { throw ValidationError("--image-cache-mb must be between 16 and 4096") }
        if let photos {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: photos, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--photos needs a folder: \(photos)")
            }
        }
        if let scrollThrough {
            guard photos != nil, (0.1...100).contains(scrollThrough), !manualClock, screenshot == nil else {
                throw ValidationError("--scroll-through needs --photos, 0.1…100 screens a second, and neither --manual-clock nor --screenshot")
            }
        }
        if let screenshot, let problem = GalleryCommand.unwritable(screenshot) {
            throw ValidationError("--screenshot \(screenshot): \(problem)")
        }
        if let writeIcon, let problem = GalleryCommand.unwritable(writeIcon) {
            throw ValidationError("--write-icon \(writeIcon): \(problem)")
        }
    }

    /// Why a PNG cannot be written at `path` (checked before any window opens), or nil: the path must
    /// not be a folder, and the nearest existing folder on the way to it must be writable (missing
    /// folders are created).
    static func unwritable(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        if path.isEmpty || path.hasSuffix("/") { return "not a file name" }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return "is a folder" }
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) { folder.deleteLastPathComponent() }
        guard isFolder.boolValue else { return "\(folder.path) is not a folder" }
        guard access(folder.path, W_OK) == 0 else { return "the folder \(folder.path) is not writable" }
        return nil
    }

    func run() throws {
        if let writeIcon {
            do {
                try WindowIcon(width: 128, height: 128, argb: AppIcon.pixels(size: 128))?.writePNG(to: writeIcon)
            } catch {
                FileHandle.standardError.write(Data("CollectionDemo: \(error)\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        let status = MainActor.assumeIsolated { launch() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func launch() -> Int32 {
        let host: X11Host
        do {
            let title = photos.map { "Tessera Photos — \(URL(fileURLWithPath: $0).lastPathComponent)" } ?? "Tessera Gallery — \(items.formatted()) pictures"
            host = try X11Host(title: title, className: "TesseraGallery",
                               size: CGSize(width: size.width, height: size.height), minimumSize: CGSize(width: 640, height: 400))
        } catch {
            FileHandle.standardError.write(Data("CollectionDemo: \(error)\n".utf8))
            return 1
        }
        host.appearanceOverride = appearance?.style
        host.contentSizeCategoryOverride = contentSize?.category
        host.layoutDirectionOverride = layoutDirection?.direction
        host.setIcons([16, 24, 32, 48, 64, 128].compactMap { WindowIcon(width: $0, height: $0, argb: AppIcon.pixels(size: $0)) })
        host.serverMemoryLimit = imageCacheMb << 20
        if let photos { return launchPhotos(URL(fileURLWithPath: photos), host: host) }
        // Started as a modern iOS app starts: the app delegate names the scene delegate, which makes
        // the window (`galleryWindow`) when the scene connects.
        let app = GalleryAppDelegate { scene in galleryWindow(in: scene, host: host) }
        if let screenshot {
            guard let window = UIApplication.shared.launch(with: app) else { return 1 }
            return GalleryCommand.save(host.captureFirstFrame(of: window), to: screenshot)
        }
        return host.runApplication(app)
    }

    /// The gallery's window for `scene`, as the command line asks for it, with the debug channel's
    /// announcements and (with `--manual-clock`) its commands.
    @MainActor
    private func galleryWindow(in scene: UIWindowScene, host: X11Host) -> UIWindow {
        let controller = GalleryController(model: GalleryModel(total: items, sections: sections),
                                           allowsMultipleSelection: !singleSelection, layout: layout.kind, showsSearch: search)
        let window = GalleryWindow(windowScene: scene)
        let clock = manualClock ? ManualClock() : nil
        if let clock {
            window.frameDriver = FrameDriver(clock: clock)
        } else if animationScale != 1 {
            window.frameDriver = FrameDriver(clock: ScaledClock(scale: animationScale))
        }
        controller.searchOffTheMainThread { host.watch(fileDescriptor: $0, onReadable: $1) }
        let navigation = GalleryScreen.show(controller, in: window)
        let pages = DemoPages(navigation: navigation, gallery: controller)
        if settings { pages.showSettings() }
        guard screenshot == nil else { return window }

        var announced = false
        var shownPointer = host.pointerShape
        host.onFrame = {
            if host.pointerShape != shownPointer {
                shownPointer = host.pointerShape
                DebugChannel.say("pointer \(shownPointer)")
            }
            guard !announced else { return }
            announced = true
            if let settings = pages.settingsShown {
                host.sync()
                for line in settings.rowLines(scale: host.scale) { DebugChannel.say(line) }
            }
            DebugChannel.announceReady(host: host, collectionView: controller.view.collectionView,
                                       controls: controller.bar.namedControls + [("Search", controller.view.search.searchBar.searchTextField)])
        }
        if let clock {
            let commands = DebugCommands(host: host, window: window, clock: clock, check: {
                // On the settings page the check lists where its rows are (`row` and `disclosure` lines).
                pages.settingsShown?.rowLines(scale: host.scale) ?? controller.checkReport()
            })
            commands.collectionView = controller.view.collectionView
            host.watch(fileDescriptor: STDIN_FILENO) { commands.readAvailable() }
        }
        return window
    }

    /// Writes a `--screenshot`; the exit status.
    @MainActor
    static func save(_ image: PixelImage?, to path: String) -> Int32 {
        guard let image else {
            FileHandle.standardError.write(Data("CollectionDemo: \(ScreenshotError.cannotCapture)\n".utf8))
            return 1
        }
        do {
            try image.writePNG(to: path)
        } catch {
            FileHandle.standardError.write(Data("CollectionDemo: \(error)\n".utf8))
            return 1
        }
        DebugChannel.say("screenshot \(path)")
        return 0
    }
}

extension PhotoLibrary.Grouping: ExpressibleByArgument {}

/// `--layout-direction rtl|ltr`.
struct LayoutDirectionChoice: ExpressibleByArgument {
    var direction: UIUserInterfaceLayoutDirection

    init?(argument: String) {
        switch argument.lowercased() {
        case "rtl", "right-to-left": direction = .rightToLeft
        case "ltr", "left-to-right": direction = .leftToRight
        default: return nil
        }
    }
}

/// `--appearance light|dark`.
struct AppearanceChoice: ExpressibleByArgument {
    var style: UIUserInterfaceStyle

    init?(argument: String) {
        switch argument.lowercased() {
        case "light": style = .light
        case "dark": style = .dark
        default: return nil
        }
    }

    static var allValueStrings: [String] { ["light", "dark"] }
}

/// `--content-size xSmall…xxxLarge|ax1…ax5`: iOS's Settings names for the text sizes.
struct ContentSizeChoice: ExpressibleByArgument {
    var category: UIContentSizeCategory

    static let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "ax1", "ax2", "ax3", "ax4", "ax5"]

    init?(argument: String) {
        guard let index = Self.names.firstIndex(where: { $0.lowercased() == argument.lowercased() }) else { return nil }
        category = UIContentSizeCategory.allOrdered[index]
    }

    static var allValueStrings: [String] { names }
}

/// A layout on the command line: a wrapper, so that `--help` shows the default as it is typed
/// ("grid"), where ArgumentParser would show an enum's raw value ("Grid").
struct LayoutChoice: ExpressibleByArgument {
    var kind: LayoutCycle.Kind

    init(_ kind: LayoutCycle.Kind) { self.kind = kind }

    /// One of `allValueStrings`, in any case, with a space or nothing in place of the hyphen
    /// ("Cover Flow", "coverflow"), as people type the names they see.
    init?(argument: String) {
        let key = Self.key(argument)
        guard let kind = LayoutCycle.Kind.allCases.first(where: { Self.key(Self.spelling(of: $0)) == key }) else { return nil }
        self.kind = kind
    }

    /// The spellings the command line takes (also what its error message and `--help` list).
    static var allValueStrings: [String] { LayoutCycle.Kind.allCases.map(spelling(of:)) }

    var defaultValueDescription: String { Self.spelling(of: kind) }

    static func spelling(of kind: LayoutCycle.Kind) -> String { kind.rawValue.lowercased().replacingOccurrences(of: " ", with: "-") }

    private static func key(_ spelling: String) -> String { spelling.lowercased().filter(\.isLetter) }
}

GalleryCommand.main()
