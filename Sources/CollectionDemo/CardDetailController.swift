import CollectionEngine
import Foundation

/// One card's page, pushed when a card is opened: its picture as large as the page allows, its title
/// and caption below. The bar's back button (or the mouse's back button, Alt+Left, Escape) goes back.
/// A click on the page slides the bar away and back, as a photo viewer hides its chrome
/// (`setNavigationBarHidden(_:animated:)`); debug line `bar hidden` / `bar shown`.
final class CardDetailController: UIViewController {
    let indexPath: IndexPath
    private let caption: String
    private let image: UIImage?

    init(indexPath: IndexPath, title: String, caption: String, image: UIImage?) {
        self.indexPath = indexPath
        self.caption = caption
        self.image = image
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        view = CardDetailView(image: image, title: title ?? "", caption: caption)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardDetailController.pageClicked))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DebugChannel.say("pushed detail \(indexPath.section).\(indexPath.item)")
    }

    /// The gallery keeps its bar: leaving with the bar away brings it back as the page goes.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    private func pageClicked(_ recognizer: UITapGestureRecognizer) {
        guard let navigationController else { return }
        let hidden = !navigationController.isNavigationBarHidden
        navigationController.setNavigationBarHidden(hidden, animated: true)
        DebugChannel.say(hidden ? "bar hidden" : "bar shown")
    }
}

/// The page: the picture fitted in the space above two lines of text.
final class CardDetailView: UIView {
    private let picture = UIImageView(frame: .zero)
    private let titleLabel = UILabel(font: UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 24, weight: .bold)),
                                     color: Palette.ink, alignment: .center)
    private let captionLabel = UILabel(font: UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15)),
                                       color: Palette.secondaryInk, alignment: .center)

    init(image: UIImage?, title: String, caption: String) {
        super.init(frame: .zero)
        backgroundColor = Palette.background
        picture.image = image
        picture.contentMode = .scaleAspectFit
        titleLabel.text = title
        captionLabel.text = caption
        for label in [titleLabel, captionLabel] { label.adjustsFontForContentSizeCategory = true }
        for view in [picture, titleLabel, captionLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 24
        let titleHeight = ceil(titleLabel.font.lineHeight) + 4, captionHeight = ceil(captionLabel.font.lineHeight) + 4
        let pictureHeight = max(0, bounds.height - 2 * margin - titleHeight - captionHeight - 12)
        picture.frame = CGRect(x: margin, y: margin, width: max(0, bounds.width - 2 * margin), height: pictureHeight)
        titleLabel.frame = CGRect(x: margin, y: picture.frame.maxY + 12, width: max(0, bounds.width - 2 * margin), height: titleHeight)
        captionLabel.frame = CGRect(x: margin, y: titleLabel.frame.maxY, width: titleLabel.frame.width, height: captionHeight)
    }
}
