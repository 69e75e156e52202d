import CollectionEngine
import Foundation

/// The gallery screen, written as on iOS: it owns the collection view, is its data source and its
/// flow-layout delegate, and reacts to the toolbar.
final class GalleryController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let view = GalleryView(frame: .zero)
    private let model: GalleryModel
    private var images: [String: UIImage] = [:]

    init(model: GalleryModel, allowsMultipleSelection: Bool) {
        self.model = model
        super.init()
        let collectionView = view.collectionView
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.register(SectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: SectionHeaderView.reuseIdentifier)
        collectionView.register(SectionFooterView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: SectionFooterView.reuseIdentifier)
        collectionView.allowsMultipleSelection = allowsMultipleSelection
        collectionView.dataSource = self
        collectionView.delegate = self
        for name in GalleryModel.imageNames { images[name] = UIImage(named: name) }

        view.toolbar.onLayoutSwitch = { DebugChannel.say("button Layout (the layout switch arrives with a later issue)") }
        view.toolbar.onCadenceChange = { DebugChannel.say("button cadence=\($0.rawValue)") }
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath)
        if let card = cell as? CardCell {
            card.configure(title: model.title(item: indexPath.item, section: indexPath.section),
                           caption: model.caption(item: indexPath.item, section: indexPath.section),
                           image: images[model.imageName(item: indexPath.item, section: indexPath.section)])
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let section = indexPath.section
        if kind == UICollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionHeaderView.reuseIdentifier, for: indexPath)
            (header as? SectionHeaderView)?.configure(title: model.sectionTitle(section), count: model.itemCounts[section])
            return header
        }
        let footer = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: SectionFooterView.reuseIdentifier, for: indexPath)
        (footer as? SectionFooterView)?.configure(text: "End of \(model.sectionTitle(section))")
        return footer
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 40)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        DebugChannel.say("selected \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        DebugChannel.say("deselected \(indexPath.section).\(indexPath.item)")
    }
}

/// The window's content: the toolbar over the collection view, which fills the rest.
final class GalleryView: UIView {
    let toolbar = Toolbar(frame: .zero)
    let collectionView: UICollectionView

    override init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 18
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 6, left: 24, bottom: 18, right: 24)
        layout.headerReferenceSize = CGSize(width: 0, height: 60)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0xECF1FA)
        let backdrop = UIImageView(image: UIImage(named: "background"))
        backdrop.contentMode = .scaleToFill
        collectionView.backgroundView = backdrop
        collectionView.clipsToBounds = true  // UIKit's scroll views clip by default; say so for any engine that does not
        addSubview(collectionView)
        addSubview(toolbar)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        toolbar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Toolbar.height)
        collectionView.frame = CGRect(x: 0, y: Toolbar.height, width: bounds.width, height: max(0, bounds.height - Toolbar.height))
        fitCardsToWidth()
    }

    /// Cards at least `minimumCardWidth` wide, as many per row as fit, widened to fill the row so the
    /// gaps stay the layout's spacing (what an iOS app does in `viewWillLayoutSubviews`).
    private func fitCardsToWidth() {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let minimumCardWidth: CGFloat = 200
        let spacing = layout.minimumInteritemSpacing
        let available = collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right
        let columns = max(1, ((available + spacing) / (minimumCardWidth + spacing)).rounded(.down))
        let width = max(1, ((available - (columns - 1) * spacing) / columns).rounded(.down))
        let size = CGSize(width: width, height: (width * 0.66).rounded() + 50)
        if layout.itemSize != size { layout.itemSize = size }
    }
}

/// The window: it keeps its one content view the size of the window as the user resizes it.
final class GalleryWindow: UIWindow {
    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews { subview.frame = bounds }
    }
}
