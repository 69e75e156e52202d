import CX11
import Foundation

/// Sends 32-bit pixels to pixmaps through one shared-memory segment (MIT-SHM), used as a ring.
///
/// With `XPutImage` a photo's thumbnail is 192 KiB through the socket: once its buffer is full the
/// main thread blocks until the server has read the rest, however busy the server is. Here the pixels
/// are copied into the segment and the request is a few bytes; the server copies them when it comes
/// to it.
///
/// A part of the ring is written again only once the server has done the requests that read it
/// (their serial numbers against the last one it is known to have processed; a round trip only when
/// that is not known yet). Made only where the server shares memory with this process: a local
/// server with the extension, checked by one pixel sent and read back.
@MainActor
final class SharedMemoryUpload {
    private let display: OpaquePointer
    private let visual: UnsafeMutablePointer<Visual>
    private var segment = XShmSegmentInfo()
    private let capacity: Int
    private var cursor = 0
    /// The serial of the last request that reads the ring.
    private var lastSerial: UInt = 0

    /// 4 MiB: about twenty thumbnails, several frames' worth, so the ring seldom catches up with the
    /// server (its pages count in the process's resident memory).
    static let defaultCapacity = 4 << 20

    /// Nil when the server cannot read this process's shared memory (no extension, a remote or
    /// containerised server) or no segment can be made: callers then send pixels through the socket.
    init?(connection: DisplayConnection, capacity: Int = SharedMemoryUpload.defaultCapacity) {
        display = connection.display
        visual = connection.visual
        self.capacity = capacity
        guard XShmQueryExtension(display) != 0 else { return nil }
        let id = shmget(IPC_PRIVATE, capacity, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        segment.shmid = id
        segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.readOnly = 1
        let attached = XShmAttach(display, &segment) != 0
        XSync(display, 0)
        // Marked for removal now: it goes when both sides detach, even if this process is killed.
        shmctl(id, IPC_RMID, nil)
        guard attached, works(connection: connection) else {
            if attached { XShmDetach(display, &segment) }
            XSync(display, 0)
            shmdt(address)
            return nil
        }
    }

    /// Whether a pixel sent through the segment arrives: an attach the server refused (it cannot
    /// see the segment) is only an asynchronous error.
    private func works(connection: DisplayConnection) -> Bool {
        let probe: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        let pixmap = XCreatePixmap(display, connection.root, 1, 1, 32)
        defer { XFreePixmap(display, pixmap) }
        guard let gc = XCreateGC(display, pixmap, 0, nil) else { return false }
        defer { XFreeGC(display, gc) }
        guard put(probe, width: 1, height: 1, into: pixmap, gc: gc) else { return false }
        guard let image = XGetImage(display, pixmap, 0, 0, 1, 1, UInt(bitPattern: -1), ZPixmap) else { return false }
        defer { XDestroyImage(image) }
        return XGetPixel(image, 0, 0) == 0x7856_3412
    }

    /// Sends `pixels` (`width`×`height`, four bytes each, rows unpadded) to the top-left of `pixmap`,
    /// a 32-bit pixmap, with `gc` (one made for 32-bit drawables, kept by the caller); false (nothing
    /// sent) when they do not fit in the ring or there is no GC.
    func put(_ pixels: [UInt8], width: Int, height: Int, into pixmap: Pixmap, gc: GC?) -> Bool {
        let bytes = width * height * 4
        guard let gc, width > 0, height > 0, bytes <= capacity, pixels.count >= bytes,
              let image = XShmCreateImage(display, visual, 32, ZPixmap, nil, &segment, UInt32(width), UInt32(height)) else { return false }
        if cursor + bytes > capacity {
            // The ring's start is read by requests the server may not have done yet.
            if XLastKnownRequestProcessed(display) < lastSerial { XSync(display, 0) }
            cursor = 0
        }
        let target = UnsafeMutableRawPointer(segment.shmaddr).advanced(by: cursor)
        pixels.withUnsafeBytes { target.copyMemory(from: $0.baseAddress!, byteCount: bytes) }
        image.pointee.data = segment.shmaddr.advanced(by: cursor)
        lastSerial = XNextRequest(display)
        XShmPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height), 0)
        // The pixels belong to the segment, and the image's extension data to it: free the header only.
        image.pointee.data = nil
        image.pointee.obdata = nil
        XDestroyImage(image)
        cursor += bytes
        return true
    }
}
