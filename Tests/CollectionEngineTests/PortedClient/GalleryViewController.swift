import CollectionEngine

struct Photo: Hashable {
    let id: Int
    let title: String
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let imageView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        titleLabel.font = .systemFont(ofSize: 13, weight: .medium)
        titleLabel.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)

        let selection = UIView()
        selection.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.3)
        selectedBackgroundView = selection
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 24)
        titleLabel.frame = CGRect(x: 4, y: bounds.height - 24, width: bounds.width - 8, height: 24)
    }

    override var isSelected: Bool {
        didSet {
            contentView.layer.borderWidth = isSelected ? 2 : 0
            contentView.layer.borderColor = UIColor.systemBlue.cgColor
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        imageView.image = nil
    }
}

final class FeaturedCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        titleLabel.font = .boldSystemFont(ofSize: 22)
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 16)
    }
}

final class CountBadge: UIView {
    let label = UILabel()

    init(count: Int) {
        super.init(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        backgroundColor = .systemRed
        layer.cornerRadius = 10
        label.text = "\(count)"
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

final class SectionHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "SectionHeader"

    let label = UILabel()
    private(set) var badge: CountBadge?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, count: Int) {
        label.text = title
        badge?.removeFromSuperview()
        let badge = CountBadge(count: count)
        addSubview(badge)
        self.badge = badge
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
        badge?.center = CGPoint(x: bounds.maxX - 30, y: bounds.midY)
    }
}

final class GalleryViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var sections: [[Photo]]
    private(set) var selectedPhotos: [Photo] = []
    private(set) var layoutPasses = 0
    private var featuredRegistration: UICollectionView.CellRegistration<FeaturedCell, Photo>!

    init(sections: [[Photo]]) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground

        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.itemSize = CGSize(width: 100, height: 120)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        // Ported from iOS without `contentInsetAdjustmentBehavior = .never`: Tessera has no safe area and
        // marks it unavailable (README). `alwaysBounceVertical` compiles and bounces as on iOS.
        collectionView.alwaysBounceVertical = true
        collectionView.allowsMultipleSelection = true
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(
            SectionHeaderView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionHeaderView.reuseIdentifier)

        featuredRegistration = UICollectionView.CellRegistration<FeaturedCell, Photo> { cell, indexPath, photo in
            cell.titleLabel.text = photo.title.uppercased()
        }

        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
    }

    func photo(at indexPath: IndexPath) -> Photo {
        sections[indexPath.section][indexPath.item]
    }

    func deletePhotos(at indexPaths: [IndexPath], completion: ((Bool) -> Void)? = nil) {
        collectionView.performBatchUpdates({
            for indexPath in indexPaths.sorted(by: >) {
                self.sections[indexPath.section].remove(at: indexPath.item)
            }
            self.collectionView.deleteItems(at: indexPaths)
        }, completion: completion)
    }
}

extension GalleryViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let photo = photo(at: indexPath)
        if indexPath.section == 0 {
            return collectionView.dequeueConfiguredReusableCell(using: featuredRegistration, for: indexPath, item: photo)
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.titleLabel.text = photo.title
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: SectionHeaderView.reuseIdentifier, for: indexPath) as! SectionHeaderView
        header.configure(title: indexPath.section == 0 ? "Featured" : "Album \(indexPath.section)",
                         count: sections[indexPath.section].count)
        return header
    }
}

extension GalleryViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let flowLayout = collectionViewLayout as! UICollectionViewFlowLayout
        if indexPath.section == 0 {
            let width = collectionView.bounds.width - flowLayout.sectionInset.left - flowLayout.sectionInset.right
            return CGSize(width: width, height: 150)
        }
        return flowLayout.itemSize
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: section == 0 ? 60 : 44)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.section != 0
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedPhotos.append(photo(at: indexPath))
    }
}
