import CX11

/// What one client holds on an X server, read through the X-Resource extension (what `xrestop` shows):
/// the bytes of its pixmaps, including those only its pictures still hold, and how many pictures and
/// pixmaps it has.
public struct ServerResourceUsage: Equatable, Sendable, CustomStringConvertible {
    public var pixmapBytes: Int
    public var pictures: Int
    public var pixmaps: Int

    /// The usage of the client that created `window`; nil when the server lacks X-Resource or no client
    /// owns the window.
    public static func ofClient(owning window: UInt, on display: OpaquePointer) -> ServerResourceUsage? {
        // The queries return an Xlib Status: non-zero is success.
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XResQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
        var count: Int32 = 0
        var clients: UnsafeMutablePointer<XResClient>?
        guard XResQueryClients(display, &count, &clients) != 0, let clients else { return nil }
        defer { XFree(clients) }
        // A client's resource ids share its base: the window's id with the mask's bits cleared.
        guard let base = (0..<Int(count)).map({ clients[$0] }).first(where: { window & ~$0.resource_mask == $0.resource_base })?.resource_base else {
            return nil
        }
        var bytes: UInt = 0
        guard XResQueryClientPixmapBytes(display, base, &bytes) != 0 else { return nil }
        var usage = ServerResourceUsage(pixmapBytes: Int(bytes), pictures: 0, pixmaps: 0)
        var typeCount: Int32 = 0
        var types: UnsafeMutablePointer<XResType>?
        if XResQueryClientResources(display, base, &typeCount, &types) != 0, let types {
            defer { XFree(types) }
            for type in (0..<Int(typeCount)).map({ types[$0] }) {
                guard let name = XGetAtomName(display, type.resource_type) else { continue }
                defer { XFree(name) }
                switch String(cString: name) {
                case "PICTURE": usage.pictures = Int(type.count)
                case "PIXMAP": usage.pixmaps = Int(type.count)
                default: break
                }
            }
        }
        return usage
    }

    public var description: String {
        String(format: "%.1f MB of pixmaps, %d pictures, %d pixmaps", Double(pixmapBytes) / 1_048_576, pictures, pixmaps)
    }
}
