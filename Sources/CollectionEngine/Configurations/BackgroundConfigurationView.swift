import Foundation

/// The view that draws a `UIBackgroundConfiguration` behind a cell's content: the fill with its
/// rounded corners, the custom view clipped to them, and the outline in a view of its own so that it
/// can lie outside the fill (`strokeOutset`).
@MainActor
final class BackgroundConfigurationView: UIView {
    private let stroke = UIView(frame: .zero)
    private var customView: UIView?
    private var strokeOutset: CGFloat = 0

    override func finishInitialization() {
        super.finishInitialization()
        isUserInteractionEnabled = false
        stroke.isUserInteractionEnabled = false
    }

    /// Shows the configuration's colours, outline and custom view.
    func show(_ configuration: UIBackgroundConfiguration, tintColor: UIColor) {
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { addSubview(customView) }
        }
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor)
        strokeOutset = configuration.strokeOutset
        if configuration.strokeWidth > 0, stroke.superview == nil { addSubview(stroke) }
        if configuration.strokeWidth <= 0 { stroke.removeFromSuperview() }
    }

    /// Fills `bounds` but for the configuration's insets (counted from `margins` on the edges it names),
    /// rounded as the configuration says, or as the list's `section` corners when it says nothing.
    func place(_ configuration: UIBackgroundConfiguration, in bounds: CGRect, margins: NSDirectionalEdgeInsets,
               section: (radius: CGFloat, corners: CACornerMask)) {
        frame = bounds.inset(by: Self.insets(of: configuration, margins: margins))
        let (radius, corners): (CGFloat, CACornerMask) = section.radius > 0 ? section : (configuration.cornerRadius, .all)
        layer.cornerRadius = radius
        layer.maskedCorners = corners
        clipsToBounds = radius > 0 && customView != nil
        customView?.frame = self.bounds
        let outset = strokeOutset
        stroke.frame = self.bounds.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = radius > 0 ? radius + outset : 0
        stroke.layer.maskedCorners = corners
    }

    /// The background's insets from the view's edges: `backgroundInsets`, plus the margins on the
    /// edges in `edgesAddingLayoutMarginsToBackgroundInsets`.
    static func insets(of configuration: UIBackgroundConfiguration, margins: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let insets = configuration.backgroundInsets, edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        return UIEdgeInsets(top: insets.top + (edges.contains(.top) ? margins.top : 0),
                            left: insets.leading + (edges.contains(.leading) ? margins.leading : 0),
                            bottom: insets.bottom + (edges.contains(.bottom) ? margins.bottom : 0),
                            right: insets.trailing + (edges.contains(.trailing) ? margins.trailing : 0))
    }
}
