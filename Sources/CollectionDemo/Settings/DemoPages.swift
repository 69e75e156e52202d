import CollectionEngine
import Foundation

/// Which page the demo's window shows: the gallery, or the settings page over it (Ctrl+, opens it,
/// Escape closes it). A navigation controller can push `SettingsViewController` instead once there is one.
@MainActor
final class DemoPages {
    private let window: UIWindow
    private let gallery: GalleryController
    private lazy var settings: SettingsViewController = {
        let settings = SettingsViewController()
        settings.onClose = { [weak self] in self?.showGallery() }
        return settings
    }()
    /// The settings page while it shows.
    private(set) var settingsShown: SettingsViewController?

    init(window: UIWindow, gallery: GalleryController) {
        self.window = window
        self.gallery = gallery
        gallery.onOpenSettings = { [weak self] in self?.showSettings() }
    }

    func showSettings() {
        guard settingsShown == nil else { return }
        gallery.view.removeFromSuperview()
        window.addSubview(settings.view)
        settings.view.frame = window.bounds
        window.keyTarget = settings.collectionView
        settingsShown = settings
        DebugChannel.say("page settings")
    }

    func showGallery() {
        guard settingsShown != nil else { return }
        settings.view.removeFromSuperview()
        window.addSubview(gallery.view)
        gallery.view.frame = window.bounds
        window.keyTarget = gallery.view.collectionView
        settingsShown = nil
        DebugChannel.say("page gallery")
    }
}
