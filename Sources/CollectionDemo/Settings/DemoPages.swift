import CollectionEngine
import Foundation

/// The settings page, pushed onto the gallery's navigation controller by Ctrl+, (or at start with
/// `--settings`); Escape, Back or the mouse's back button pops it, as any pushed page.
///
/// Debug lines: `page settings` once it is on top, `page gallery` when Escape closes it.
@MainActor
final class DemoPages {
    private let navigation: UINavigationController
    private lazy var settings: SettingsViewController = {
        let settings = SettingsViewController()
        settings.onClose = { [weak self] in self?.showGallery() }
        return settings
    }()

    /// The settings page while it is the top page.
    var settingsShown: SettingsViewController? {
        navigation.topViewController === settings ? settings : nil
    }

    init(navigation: UINavigationController, gallery: GalleryController) {
        self.navigation = navigation
        gallery.onOpenSettings = { [weak self] in self?.showSettings() }
    }

    /// Pushes the settings page without the slide, so that its rows are where `check` says at once.
    func showSettings() {
        guard settingsShown == nil, navigation.topViewController is GalleryScreen else { return }
        navigation.pushViewController(settings, animated: false)
        settings.view.window?.keyTarget = settings.collectionView
        DebugChannel.say("page settings")
    }

    func showGallery() {
        guard settingsShown != nil else { return }
        navigation.popViewController(animated: false)
        DebugChannel.say("page gallery")
    }
}
