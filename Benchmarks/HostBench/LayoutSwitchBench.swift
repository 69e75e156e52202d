import CollectionEngine
import Foundation
import XHost

/// Frames per second sustained while a collection view animates between two grids of ~500 small
/// cards on a 1920×1080 screen, and the worst frame, both against the 60 Hz frame budget. Real frames
/// go through the host (the window prepares the frame, the renderer draws it and copies it to the
/// window, and we wait for the server) with no vsync wait, on the system clock, so each frame's time is what it cost.
@MainActor
func measureLayoutSwitch(display: String, switches: Int = 8) throws {
    let host = try X11Host(title: "HostBench", size: CGSize(width: screen.width, height: screen.height), displayName: display)
    let window = UIWindow(frame: .zero)
    let source = BenchDataSource(count: 2000, images: benchImages())
    let landscape = benchGrid(itemSize: CGSize(width: 64, height: 52))
    let portrait = benchGrid(itemSize: CGSize(width: 52, height: 64))
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: screen.width, height: screen.height),
                                          collectionViewLayout: landscape)
    collectionView.backgroundColor = UIColor(rgb: 0xECF1FA)
    collectionView.register(BenchCardCell.self, forCellWithReuseIdentifier: BenchCardCell.reuseIdentifier)
    collectionView.dataSource = source
    window.addSubview(collectionView)
    host.showForBenchmark(window)
    host.drawFrame()
    host.sync()
    let visible = collectionView.visibleCells.count

    var frameTimes: [Double] = []
    for index in 0..<switches {
        collectionView.setCollectionViewLayout(index % 2 == 0 ? portrait : landscape, animated: true)
        while window.frameDriver.isAnimating {
            frameTimes.append(milliseconds { host.drawFrame(); host.sync() })
        }
    }
    let budget = 1000.0 / 60
    let total = frameTimes.reduce(0, +)
    let fps = total > 0 ? Double(frameTimes.count) / total * 1000 : 0
    let worst = frameTimes.max() ?? 0
    print(String(format: "host: animated layout switch, %d cells visible: %.0f frames/s sustained = %.2fx the 60 Hz rate (%d frames, %d switches)",
                 visible, fps, fps / 60, frameTimes.count, switches))
    print(String(format: "host: animated layout switch, worst frame %.2f ms = %.2fx the 60 Hz budget of %.2f ms; median %.2f ms = %.2fx",
                 worst, worst / budget, budget, median(frameTimes), median(frameTimes) / budget))
}

@MainActor
private func benchGrid(itemSize: CGSize) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumInteritemSpacing = 6
    layout.minimumLineSpacing = 6
    layout.sectionInset = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
    return layout
}

/// The gallery's pictures, from Assets/ in the working directory.
@MainActor
func benchImages() -> [UIImage] {
    let assets = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
    return ["dunes", "meadow", "dusk", "aurora", "orbit", "tiles", "waves", "petals"]
        .compactMap { UIImage(contentsOfFile: assets.appendingPathComponent("\($0).png").path) }
}

private final class BenchDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    let images: [UIImage]

    init(count: Int, images: [UIImage]) {
        self.count = count
        self.images = images
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BenchCardCell.reuseIdentifier, for: indexPath)
        (cell as? BenchCardCell)?.configure(title: "Card \(indexPath.item + 1)",
                                            image: images.isEmpty ? nil : images[indexPath.item % images.count])
        return cell
    }
}

/// A small gallery card: rounded, clipped, a picture over a one-line title.
private final class BenchCardCell: UICollectionViewCell {
    static let reuseIdentifier = "bench-card"
    private let picture = UIImageView(frame: .zero)
    private let title = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        picture.contentMode = .scaleAspectFill
        title.font = .systemFont(ofSize: 10, weight: .semibold)
        contentView.addSubview(picture)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title text: String, image: UIImage?) {
        title.text = text
        picture.image = image
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        picture.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 18))
        title.frame = CGRect(x: 4, y: bounds.height - 17, width: max(0, bounds.width - 8), height: 16)
    }
}
