import CollectionEngine

final class CardCell: UICollectionViewCell {
    let titleLabel = UILabel()
    private(set) var tilt: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = CGSize(width: 0, height: 2)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? CardLayoutAttributes else { return }
        tilt = attributes.tilt
        layer.shadowOpacity = attributes.shadowOpacity
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 8, width: contentView.bounds.width - 32, height: 24)
    }
}

final class CardsViewController: UICollectionViewController {
    var colors: [[UIColor]]
    private(set) var selectedColors: [UIColor] = []
    private(set) var displayedCount = 0
    private(set) var appearances = 0
    private(set) var lastScrollOffset: CGFloat = 0

    init(colors: [[UIColor]]) {
        self.colors = colors
        super.init(collectionViewLayout: StackedCardsLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        collectionView.backgroundColor = .secondarySystemBackground
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
        installsStandardGestureForInteractiveMovement = false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
        cell.contentView.backgroundColor = colors[indexPath.section][indexPath.item]
        cell.titleLabel.text = "Card \(indexPath.item + 1)"
        return cell
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedColors.append(colors[indexPath.section][indexPath.item])
    }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        indexPath.item % 2 == 0
    }

    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayedCount += 1
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lastScrollOffset = scrollView.contentOffset.y
    }
}
