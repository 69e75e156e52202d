import CX11
import Foundation
import HostTestSupport
import Testing
import XHost

/// The window carries what a desktop reads from it: its title for old and new window managers, and
/// the app's icon.
@MainActor
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
struct GalleryWindowMannersEndToEndTests {
    @Test func wmNameDecodesToTheTitleWithItsDash() throws {
        let session = try GallerySession(arguments: ["--items", "12"], environment: ["LC_ALL": "C.UTF-8"])
        defer { session.close() }
        setlocale(LC_CTYPE, "C.UTF-8")
        var property = XTextProperty()
        #expect(XGetWMName(session.driver.display, session.driver.window, &property) != 0)
        defer { XFree(property.value) }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var count: Int32 = 0
        #expect(Xutf8TextPropertyToTextList(session.driver.display, &property, &list, &count) == Success)
        defer { if let list { XFreeStringList(list) } }
        let title = list.flatMap { $0.pointee }.map { String(cString: $0) }
        #expect(title == "Tessera Gallery — 12 pictures")
    }

    @Test func windowCarriesTheAppIconAtSeveralSizes() throws {
        let session = try GallerySession(arguments: ["--items", "12"])
        defer { session.close() }
        let display = session.driver.display
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, session.driver.window, XInternAtom(display, "_NET_WM_ICON", 0), 0, 1 << 20, 0,
                                        Atom(6), &type, &format, &count, &remaining, &data)
        #expect(status == Success && format == 32 && count > 2)
        guard let data else { return }
        defer { XFree(data) }
        let values = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: Int.self), count: Int(count))
        var sizes: [Int] = [], offset = 0
        while offset + 2 <= values.count {
            let width = values[offset], height = values[offset + 1]
            let pixels = values[(offset + 2)..<min(values.count, offset + 2 + width * height)]
            #expect(pixels.count == width * height)
            if width == 64, let corner = pixels.first, let middle = pixels.dropFirst(32 * 64 + 32).first {
                #expect(corner >> 24 & 0xFF == 0, "transparent outside the rounded square")
                #expect(middle >> 24 & 0xFF == 0xFF, "opaque inside it")
            }
            sizes.append(width)
            offset += 2 + width * height
        }
        #expect(sizes.contains(16) && sizes.contains(64) && sizes.contains(128))
    }
}
