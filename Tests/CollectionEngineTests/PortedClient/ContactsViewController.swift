import CollectionEngine

final class ContactCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds.insetBy(dx: 12, dy: 0)
    }
}

final class ContactsViewController: UIViewController {
    enum Section: Hashable {
        case favorites
        case everyone
    }

    struct Contact: Hashable {
        let id = UUID()
        let name: String
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!
    var favorites = [Contact(name: "Ada"), Contact(name: "Grace")]
    var everyone = ["Alan", "Barbara", "Dennis", "Edsger", "Frances", "Ken", "Linus", "Margaret"].map { Contact(name: $0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 44)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<ContactCell, Contact> { cell, indexPath, contact in
            cell.nameLabel.text = contact.name
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, kind, indexPath in
            guard let self else { return }
            let section = self.dataSource.snapshot().sectionIdentifiers[indexPath.section]
            let count = self.dataSource.snapshot().numberOfItems(inSection: section)
            header.configure(title: section == .favorites ? "Favorites" : "Everyone", count: count)
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: contact)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favorites, .everyone])
        snapshot.appendItems(favorites, toSection: .favorites)
        snapshot.appendItems(everyone, toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func unfavorite(_ contact: Contact) {
        favorites.removeAll { $0 == contact }
        everyone.insert(contact, at: 0)
        applySnapshot(animatingDifferences: false)
    }
}
