import CollectionEngine
import Foundation
import XHost

/// Frame times while a collection view animates between two grids of ~500 small cards (a picture,
/// two lines of text, some translucent) on a 1920×1080 screen, switching back and forth until at
/// least `minimumFrames` frames were drawn. Real frames go through the host (the window prepares the
/// frame, the renderer draws it and copies it to the window) and each is timed until the X server has
/// finished it (XSync), with no vsync wait, on the system clock, so each frame's time is what it cost.
/// Prints the median, the 95th percentile and how many frames missed the 60 Hz budget, and how the
/// CPU time of those frames splits between this process and the X server (`server`, from /proc).
@MainActor
func measureLayoutSwitch(display: String, server: Int32, minimumFrames: Int = 600) throws {
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
    // Each frame's CPU time in this process and in the X server (ms), and whether it ended a switch.
    var frameCPU: [(client: Double, server: Double, settles: Bool)] = []
    var switches = 0
    // How long each frame waited for the X server once this process had sent all of it (ms).
    var serverWaits: [Double] = []
    let clientStart = cpuTicks(of: getpid()), serverStart = cpuTicks(of: server)
    while frameTimes.count < minimumFrames || switches % 2 == 1 {
        collectionView.setCollectionViewLayout(switches % 2 == 0 ? portrait : landscape, animated: true)
        switches += 1
        while window.frameDriver.isAnimating {
            let client = cpuNanoseconds(of: getpid()), serverBefore = cpuNanoseconds(of: server)
            frameTimes.append(milliseconds {
                host.drawFrame()
                serverWaits.append(milliseconds { host.sync() })
            })
            if let client, let serverBefore, let clientNow = cpuNanoseconds(of: getpid()), let serverNow = cpuNanoseconds(of: server) {
                frameCPU.append((Double(clientNow - client) / 1e6, Double(serverNow - serverBefore) / 1e6, !window.frameDriver.isAnimating))
            }
        }
    }
    let clientEnd = cpuTicks(of: getpid()), serverEnd = cpuTicks(of: server)
    let sorted = frameTimes.sorted()
    let budget = 1000.0 / 60
    let over = frameTimes.filter { $0 > budget }.count
    print(String(format: "host: layout switch frames: %d, p50 %.1f ms, p95 %.1f ms, over budget %d (%.1f %%)",
                 frameTimes.count, sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 95 / 100)],
                 over, Double(over) * 100 / Double(max(1, frameTimes.count))))
    if let clientStart, let serverStart, let clientEnd, let serverEnd {
        let tick = 1000 / Double(sysconf(Int32(_SC_CLK_TCK))), count = Double(max(1, frameTimes.count))
        print(String(format: "      CPU per frame: client %.1f ms + X server %.1f ms (/proc, mean over the frames)",
                     Double(clientEnd - clientStart) * tick / count, Double(serverEnd - serverStart) * tick / count))
    }
    if !frameCPU.isEmpty {
        // CPU time does not count waiting for a busy machine's cores, so these hold still under load.
        let moving = frameCPU.filter { !$0.settles }, settling = frameCPU.filter(\.settles)
        print(String(format: "      CPU per frame, median: moving %.1f ms (client %.1f + server %.1f), settling %.1f ms (client %.1f + server %.1f, %d frames)",
                     median(moving.map { $0.client + $0.server }), median(moving.map(\.client)), median(moving.map(\.server)),
                     median(settling.map { $0.client + $0.server }), median(settling.map(\.client)), median(settling.map(\.server)),
                     settling.count))
    }
    print(String(format: "      waiting for the X server after the client's part, median: %.1f ms", median(serverWaits)))
    print("      (\(visible) cards visible, \(switches) switches between 64×52 and 52×64 grids, 1920×1080)")
}

/// The CPU time `pid`'s main thread has used, in nanoseconds (`/proc/<pid>/schedstat`: finer than the
/// clock ticks of `/proc/<pid>/stat`, so it can time one frame).
func cpuNanoseconds(of pid: Int32) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { Int($0) }
}

@MainActor
func benchGrid(itemSize: CGSize) -> UICollectionViewFlowLayout {
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

final class BenchDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    let images: [UIImage]

    init(count: Int, images: [UIImage]) {
        self.count = count
        self.images = images
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: BenchCardCell.reuseIdentifier, for: indexPath)
        (cell as? BenchCardCell)?.configure(title: "Card \(indexPath.item + 1)", subtitle: "\(indexPath.item % 97) likes",
                                            image: images.isEmpty ? nil : images[indexPath.item % images.count],
                                            alpha: indexPath.item % 3 == 0 ? 0.8 : 1)
        return cell
    }
}

/// A small gallery card: rounded, clipped, a picture over a title and a subtitle; some translucent.
final class BenchCardCell: UICollectionViewCell {
    static let reuseIdentifier = "bench-card"
    private let picture = UIImageView(frame: .zero)
    private let title = UILabel(frame: .zero)
    private let subtitle = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        picture.contentMode = .scaleAspectFill
        title.font = .systemFont(ofSize: 10, weight: .semibold)
        subtitle.font = .systemFont(ofSize: 9)
        subtitle.textColor = UIColor(white: 0.4, alpha: 1)
        contentView.addSubview(picture)
        contentView.addSubview(title)
        contentView.addSubview(subtitle)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title text: String, subtitle detail: String, image: UIImage?, alpha: CGFloat) {
        title.text = text
        subtitle.text = detail
        picture.image = image
        contentView.alpha = alpha
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        picture.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 28))
        title.frame = CGRect(x: 4, y: bounds.height - 27, width: max(0, bounds.width - 8), height: 13)
        subtitle.frame = CGRect(x: 4, y: bounds.height - 14, width: max(0, bounds.width - 8), height: 12)
    }
}
