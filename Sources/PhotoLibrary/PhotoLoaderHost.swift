import CollectionEngine

/// What a `PhotoLoader` needs from the host that shows its images: a way to hear from its loading
/// threads on the main thread, and, optionally, a head start on showing what they decode.
///
/// `X11Host` has both; the app declares the conformance where it joins the two (`extension X11Host:
/// PhotoLoaderHost {}`), so neither the library nor the host needs the other.
@MainActor
public protocol PhotoLoaderHost: AnyObject, SendableMetatype {
    /// Pixels in the form the host shows them in, made on a loading thread.
    associatedtype PreparedPixels: Sendable

    /// Calls `onReadable` on the main thread whenever `fileDescriptor` is readable, until it returns false.
    func watch(fileDescriptor: Int32, onReadable: @escaping () -> Bool)

    /// On a loading thread: `image`'s pixels put in the form the host shows them in, so that the main
    /// thread only hands them over; nil when the host has nothing to do ahead.
    nonisolated static func preparePixels(of image: UIImage) -> PreparedPixels?

    /// On the main thread: keeps `pixels`, made by `preparePixels(of: image)`, until `image` is shown.
    func keepPrepared(_ pixels: PreparedPixels, for image: UIImage)
}
