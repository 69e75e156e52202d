import CX11
import CollectionEngine
import Foundation
import PhotoLibrary
import XHost

/// The host shows what the photo library decodes: the two meet here, in the app.
extension X11Host: PhotoLoaderHost {}

extension GalleryCommand {
    /// `--photos DIR`: the folder's photos instead of the generated gallery.
    @MainActor
    func launchPhotos(_ folder: URL, host: X11Host) -> Int32 {
        // From the process's start, as a peer viewer is timed from its spawn.
        let launched = ProcessInfo.processInfo.systemUptime - ScrollBenchmark.processAge()
        let scan = PhotoLibraryScan(folder, grouping: groupBy, indexDirectory: PhotoDateIndex.defaultDirectory, host: host)
        // A decode reads a whole photo (a few MB) into one buffer. glibc raises its mmap threshold to
        // the largest block freed, so after the first photo those buffers come from the heap arenas
        // of the decoding threads and stay resident; a fixed threshold keeps them mapped and returned.
        _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
        // Each loading thread would otherwise get an arena of its own, each keeping its freed blocks
        // (measured: about 8 MB more resident after a 1,000-photo scroll); two arenas keep lock waits rare,
        // as the workers allocate a few blocks per photo.
        _ = mallopt(M_ARENA_MAX, 2)
        let loader = PhotoLoader(host: host, diskCache: noThumbnailCache ? nil : ThumbnailDiskCache(),
                                 timingLog: ProcessInfo.processInfo.environment["TESSERA_PHOTO_LOG"].map(URL.init(fileURLWithPath:)))
        let controller = PhotoGalleryController(scan: scan, grouping: groupBy, loader: loader, pixelScale: host.scale,
                                                title: folder.standardizedFileURL.lastPathComponent, prefetching: !noPrefetch)
        // A screenshot steps its own clock, so the fade-ins it waits for end exactly.
        let clock = manualClock || screenshot != nil ? ManualClock() : nil
        let split = PhotoGridScreen.split(for: controller)
        // Started as the gallery is, through the scene delegate, which shows this window.
        let app = GalleryAppDelegate { [screenshot] scene in
            let window = GalleryWindow(windowScene: scene)
            if let clock { window.frameDriver = FrameDriver(clock: clock) }
            window.rootViewController = split
            window.keyTarget = controller.view.collectionView
            if let clock, screenshot == nil {
                // A photo folder has no editable model to list: the check is the engine's invariants.
                let commands = DebugCommands(host: host, window: window, clock: clock, check: {
                    let problems = controller.view.collectionView.checkInvariants()
                    let sidebar = split.viewController(for: .primary) as? PhotoSidebarController
                    return (sidebar?.rowLines(scale: host.scale) ?? [])
                        + [problems.isEmpty ? "check ok" : "check failed: " + problems.map { "invariant: \($0)" }.joined(separator: "; ")]
                })
                commands.photos = controller
                host.watch(fileDescriptor: STDIN_FILENO) { commands.readAvailable() }
            }
            return window
        }

        if let screenshot, let clock {
            guard let window = UIApplication.shared.launch(with: app) else { return 1 }
            let image = host.captureFirstFrame(of: window) {
                let waiting = controller.finishVisibleLoads(host: host, timeout: 5)
                if waiting > 0 { FileHandle.standardError.write(Data("CollectionDemo: \(waiting) photos still loading after 5 s\n".utf8)) }
                _ = DebugCommands.settle(host: host, clock: clock)
            }
            return GalleryCommand.save(image, to: screenshot)
        }
        let benchmark = scrollThrough.map { ScrollBenchmark(controller: controller, host: host, screensPerSecond: $0, launched: launched) }
        var announced = false
        host.onFrame = {
            benchmark?.frameEnded()
            // Ready once the folder is on screen: the announcement lists the visible cells.
            guard !announced, scan.library != nil else { return }
            announced = true
            let sidebar = split.viewController(for: .primary) as? PhotoSidebarController
            DebugChannel.announceReady(host: host, collectionView: controller.view.collectionView, controls: (sidebar?.namedRows ?? [])
                                        + [("Search", controller.view.search.searchBar.searchTextField)])
        }
        return host.runApplication(app)
    }
}
