import CollectionEngine
import Foundation

/// A photo's picture, and in the large view a scroll view that zooms it as iOS Photos does: a pinch
/// (a touchpad's, or two fingers on a touchscreen) or Ctrl+wheel about the pointer, a double click (or
/// double tap) zooms in on the point or back out to the whole photo. Zoomed, the photo pans under a
/// finger, two on a touchpad, the wheel, or the mouse dragged; at the whole photo none of these can
/// move it, so they reach the pager around it, which turns the pages.
///
/// In the grid it does not zoom (`isZoomable` false): it is only the thumbnail's frame.
final class PhotoZoomView: UIScrollView, UIScrollViewDelegate {
    let imageView = UIImageView(frame: .zero)
    /// How far a photo zooms in.
    static let maximumScale: CGFloat = 4
    /// How far a double click zooms in.
    static let doubleClickScale: CGFloat = 2.5

    /// Told the scale a zoom came to rest at, so a sharper picture can be asked for.
    var onZoomEnded: (CGFloat) -> Void = { _ in }

    private let doubleClick = UITapGestureRecognizer()
    private let mousePan = UIPanGestureRecognizer()
    private var panStartOffset: CGPoint = .zero

    /// Whether the picture zooms (the large view). Turning it off shows the whole picture again.
    var isZoomable = false {
        // Unzoomed while it still zooms: once it does not, `viewForZooming(in:)` is nil and nothing zooms.
        willSet { if isZoomable, !newValue { showWholePicture() } }
        didSet {
            maximumZoomScale = isZoomable ? Self.maximumScale : 1
            doubleClick.isEnabled = isZoomable
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        clipsToBounds = true
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        addSubview(imageView)
        doubleClick.numberOfTapsRequired = 2
        doubleClick.isEnabled = false
        doubleClick.addTarget(self, action: PhotoZoomView.doubleClicked)
        addGestureRecognizer(doubleClick)
        // The mouse pans only a zoomed photo; at the whole photo a drag is the pager's.
        mousePan.isEnabled = false
        mousePan.addTarget(self, action: PhotoZoomView.panned)
        addGestureRecognizer(mousePan)
    }

    required init?(coder: NSCoder) { nil }

    /// Back to the whole picture at once.
    func showWholePicture() {
        setZoomScale(minimumZoomScale, animated: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A new size (the switch between grid and large view, a resized window) shows the whole picture.
        guard imageView.bounds.size != bounds.size else { return }
        showWholePicture()
        imageView.transform = .identity
        imageView.frame = CGRect(origin: .zero, size: bounds.size)
        contentSize = bounds.size
    }

    // MARK: UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { isZoomable ? imageView : nil }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        mousePan.isEnabled = zoomScale > minimumZoomScale
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        DebugChannel.say("zoom \(DebugCommands.threeDecimals(Double(scale)))")
        onZoomEnded(scale)
    }

    // MARK: Gestures

    private func doubleClicked(_ recognizer: UITapGestureRecognizer) {
        guard zoomScale <= minimumZoomScale else { return setZoomScale(minimumZoomScale, animated: true) }
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: bounds.width / Self.doubleClickScale, height: bounds.height / Self.doubleClickScale)
        zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
    }

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .began { panStartOffset = contentOffset }
        let moved = recognizer.translation(in: self.superview)
        contentOffset = CGPoint(x: panStartOffset.x - moved.x, y: panStartOffset.y - moved.y)
    }
}
