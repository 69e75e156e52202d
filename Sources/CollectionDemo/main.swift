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

    static var defaultValueDescription: String { "1100x760" }
}

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "CollectionDemo",
        abstract: "A photo gallery built with Tessera's UICollectionView, shown in an X11 window.",
        discussion: """
            Click a card to select it, Ctrl-click to toggle, drag on empty space for a rubber band, scroll with the wheel \
            (Shift for sideways). Arrows move the orange focus ring (Tab to the toolbar and back), Space toggles, Enter \
            opens; right-click or the Menu key for a card's menu; Select enters edit mode, Ctrl+Z undoes a deletion.
            """)

    static let maximumItems = 16_777_216

    @Option(help: "Total number of items, spread over the sections (0…16777216).")
    var items = 48

    @Option(help: "Number of sections (1…100000).")
    var sections = 3

    @Option(help: "Window size in points, WIDTHxHEIGHT (at least 320x240; the window manager keeps it above 640x400).")
    var size = WindowSize(argument: "1100x760")!

    @Option(help: "Render the first frame, save it as a PNG at this path, and exit.")
    var screenshot: String?

    @Flag(help: "Allow only one selected card (a click replaces the selection).")
    var singleSelection = false

    @Option(help: "The layout shown first: grid, list, ring or cover-flow.")
    var layout: LayoutCycle.Kind = .grid

    @Option(help: "Slow every animation down this many times (1…100), to watch or photograph it mid-flight.")
    var animationScale: Double = 1

    @Flag(help: "For tests: time stands still until an `advance` or `settle` command on standard input moves it.")
    var manualClock = false

    func validate() throws {
        guard (0...GalleryCommand.maximumItems).contains(items) else {
            throw ValidationError("--items must be between 0 and \(GalleryCommand.maximumItems)")
        }
        guard (1...100_000).contains(sections) else { throw ValidationError("--sections must be between 1 and 100000") }
        guard (1...100).contains(animationScale) else { throw ValidationError("--animation-scale must be between 1 and 100") }
        guard !manualClock || animationScale == 1 else { throw ValidationError("--manual-clock and --animation-scale exclude each other") }
    }

    func run() throws {
        let status = MainActor.assumeIsolated { launch() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func launch() -> Int32 {
        UIImage.searchPaths = GalleryCommand.assetFolders()
        let host: X11Host
        do {
            host = try X11Host(title: "Tessera Gallery — \(items.formatted()) pictures", className: "TesseraGallery",
                               size: CGSize(width: size.width, height: size.height), minimumSize: CGSize(width: 640, height: 400))
        } catch {
            FileHandle.standardError.write(Data("CollectionDemo: \(error)\n".utf8))
            return 1
        }
        let controller = GalleryController(model: GalleryModel(total: items, sections: sections),
                                           allowsMultipleSelection: !singleSelection, layout: layout)
        let window = GalleryWindow(frame: .zero)
        let clock = manualClock ? ManualClock() : nil
        if let clock {
            window.frameDriver = FrameDriver(clock: clock)
        } else if animationScale != 1 {
            window.frameDriver = FrameDriver(clock: ScaledClock(scale: animationScale))
        }
        window.addSubview(controller.view)
        window.keyTarget = controller.view.collectionView

        if let screenshot {
            guard let image = host.captureFirstFrame(of: window) else {
                FileHandle.standardError.write(Data("CollectionDemo: \(ScreenshotError.cannotCapture)\n".utf8))
                return 1
            }
            do {
                try image.writePNG(to: screenshot)
            } catch {
                FileHandle.standardError.write(Data("CollectionDemo: \(error)\n".utf8))
                return 1
            }
            DebugChannel.say("screenshot \(screenshot)")
            return 0
        }
        var announced = false
        var shownPointer = host.pointerShape
        host.onFrame = {
            if host.pointerShape != shownPointer {
                shownPointer = host.pointerShape
                DebugChannel.say("pointer \(shownPointer)")
            }
            guard !announced else { return }
            announced = true
            DebugChannel.announceReady(windowID: host.windowID, scale: host.scale, collectionView: controller.view.collectionView,
                                       controls: controller.view.toolbar.namedControls)
        }
        if let clock {
            let commands = DebugCommands(host: host, window: window, clock: clock)
            host.watch(fileDescriptor: STDIN_FILENO) { commands.readAvailable() }
        }
        return host.run(window)
    }

    /// `Assets/` next to the working directory, or above the executable (in `.build/<config>/`).
    private static func assetFolders() -> [URL] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        var folders = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")]
        var folder = executable
        for _ in 0..<4 {
            folders.append(folder.appendingPathComponent("Assets"))
            folder.deleteLastPathComponent()
        }
        return folders
    }
}

extension LayoutCycle.Kind: ExpressibleByArgument {
    init?(argument: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue.lowercased().replacingOccurrences(of: " ", with: "-") == argument.lowercased() })
        else { return nil }
        self = kind
    }
}

GalleryCommand.main()
