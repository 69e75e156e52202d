import Foundation

/// A view that shows an image, fitted per `contentMode`, as UIKit's `UIImageView`.
@MainActor
open class UIImageView: UIView {
    /// The image shown when the view is not highlighted (or has no highlighted image).
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }
    /// The image shown while `isHighlighted`; nil keeps `image`.
    open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether `highlightedImage` is shown instead of `image`.
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    /// An image view showing `image`, sized to it; user interaction is off, as in UIKit.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        if let image { bounds.size = image.size }
    }

    override func finishInitialization() {
        super.finishInitialization()
        isUserInteractionEnabled = false
    }

    /// The image drawn now.
    public var displayedImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size whatever `size` is, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Where an image of `imageSize` is drawn inside `bounds` for a content mode: a pure function.
    nonisolated public static func imageRect(for imageSize: CGSize, in bounds: CGRect, contentMode: ContentMode) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
        let fitScale = min(bounds.width / imageSize.width, bounds.height / imageSize.height)
        let fillScale = max(bounds.width / imageSize.width, bounds.height / imageSize.height)
        func centered(_ size: CGSize) -> CGRect {
            CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        switch contentMode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit: return centered(CGSize(width: imageSize.width * fitScale, height: imageSize.height * fitScale))
        case .scaleAspectFill: return centered(CGSize(width: imageSize.width * fillScale, height: imageSize.height * fillScale))
        case .center: return centered(imageSize)
        case .top: return CGRect(x: bounds.midX - imageSize.width / 2, y: bounds.minY, width: imageSize.width, height: imageSize.height)
        case .bottom: return CGRect(x: bounds.midX - imageSize.width / 2, y: bounds.maxY - imageSize.height, width: imageSize.width, height: imageSize.height)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        case .right: return CGRect(x: bounds.maxX - imageSize.width, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        case .topLeft: return CGRect(origin: bounds.origin, size: imageSize)
        case .topRight: return CGRect(x: bounds.maxX - imageSize.width, y: bounds.minY, width: imageSize.width, height: imageSize.height)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - imageSize.height, width: imageSize.width, height: imageSize.height)
        case .bottomRight: return CGRect(x: bounds.maxX - imageSize.width, y: bounds.maxY - imageSize.height, width: imageSize.width, height: imageSize.height)
        }
    }
}
