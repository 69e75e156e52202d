import CollectionEngine
import Foundation
import XHost

/// A window's first frame drawn by a real host on a fresh Xvfb: what the renderer's pixel suites compare.
public enum FirstFrameRendering {
    public struct NoFrame: Error, CustomStringConvertible {
        public var description: String { "the host drew no first frame to capture" }
    }

    /// Starts a 640 × 480 Xvfb and a 400 × 300 host window titled `title`, lets `build` fill a window
    /// with `background`, captures the first frame and saves it as `test-output/NAME.png`.
    @MainActor
    public static func render(
        _ name: String, title: String, background: UIColor, appearance: UIUserInterfaceStyle? = nil,
        _ build: (UIWindow) -> Void
    ) throws -> PixelImage {
        let xvfb = try XvfbSession(width: 640, height: 480)
        defer { xvfb.stop() }
        let host = try X11Host(title: title, size: CGSize(width: 400, height: 300), displayName: xvfb.displayName)
        host.appearanceOverride = appearance
        let window = UIWindow(frame: .zero)
        window.backgroundColor = background
        build(window)
        guard let image = host.captureFirstFrame(of: window) else { throw NoFrame() }
        try? image.writePNG(to: "test-output/\(name).png")
        return image
    }
}
