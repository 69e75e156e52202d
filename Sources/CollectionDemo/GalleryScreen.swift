import CollectionEngine
import Foundation

/// The gallery as a view controller in a navigation controller, as an iOS app shows it: its
/// `navigationItem` carries the title and the bar's items (GalleryBar), `editButtonItem` is
/// Select/Done, and opening a card (Enter, or a double click) pushes the card's page. Back returns to
/// the same place, with the card selected.
///
/// Debug lines: `pushed detail S.I` when a card's page has slid in, `shown gallery` when the gallery
/// is back on top after a pop.
final class GalleryScreen: UIViewController {
    let gallery: GalleryController

    init(gallery: GalleryController) {
        self.gallery = gallery
        super.init(nibName: nil, bundle: nil)
        title = "Tessera Gallery"
        gallery.onOpen = { [weak self] in self?.open($0) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Makes `gallery` the window's content: its screen in a navigation controller styled as the
    /// gallery's bar, the keys to its collection view, a double click opening a card.
    @discardableResult
    static func show(_ gallery: GalleryController, in window: GalleryWindow) -> UINavigationController {
        let screen = GalleryScreen(gallery: gallery)
        let navigation = UINavigationController(rootViewController: screen)
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = Palette.toolbar
        appearance.shadowColor = Palette.rule
        appearance.titleTextAttributes = [.foregroundColor: Palette.ink]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.tintColor = Palette.accent
        window.rootViewController = navigation
        window.keyTarget = gallery.view.collectionView
        window.onDoubleClick = { [weak screen] in screen?.doubleClicked(at: $0) }
        return navigation
    }

    override func loadView() {
        view = gallery.view
        gallery.view.owningScreen = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backButtonTitle = "Gallery"
        navigationItem.searchController = gallery.view.search
        gallery.bar.install(in: navigationItem, editButtonItem: editButtonItem, bar: navigationController?.navigationBar)
    }

    /// Select/Done: the collection view's edit mode; the item reads Select (UIKit's says Edit).
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        gallery.setEditMode(editing)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Back from a card's page: the keys come back to the collection view (UINavigationController
        // gives back the key target it had), and the tests hear that the gallery is on top.
        if !isMovingToParent, animated { DebugChannel.say("shown gallery") }
    }

    /// Pushes the page of the card at `indexPath`, selected alone, as a photo viewer opens a photo.
    func open(_ indexPath: IndexPath) {
        let collectionView = gallery.view.collectionView
        guard let navigationController, navigationController.topViewController === self, !collectionView.isEditing,
              indexPath.section < collectionView.numberOfSections, indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
        else { return }
        for selected in collectionView.indexPathsForSelectedItems ?? [] where selected != indexPath {
            collectionView.deselectItem(at: selected, animated: false)
            gallery.reportSelection(false, at: selected)
        }
        if collectionView.indexPathsForSelectedItems?.contains(indexPath) != true {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            gallery.reportSelection(true, at: indexPath)
        }
        // A search can show fewer cards than the model holds: the page is the model's card behind it.
        let model = gallery.model, place = gallery.filter.modelIndexPath(indexPath)
        let detail = CardDetailController(indexPath: indexPath, title: model.title(item: place.item, section: place.section),
                                          caption: model.caption(item: place.item, section: place.section),
                                          image: gallery.image(at: place))
        navigationController.pushViewController(detail, animated: true)
    }

    /// A double click at `point` (window coordinates) on a card opens it.
    func doubleClicked(at point: CGPoint) {
        let collectionView = gallery.view.collectionView
        guard collectionView.window != nil,
              let indexPath = collectionView.indexPathForItem(at: collectionView.convert(point, from: nil)) else { return }
        DebugChannel.say("open \(indexPath.section).\(indexPath.item)")
        open(indexPath)
    }
}
