import CX11
import CollectionEngine
import Foundation

/// Why an SVG icon could not be drawn.
struct SVGError: Error, CustomStringConvertible {
    var description: String
}

/// SVG to pixels through librsvg and cairo.
enum SVGRasterizer {
    /// `svg` drawn to fill `width` × `height` pixels (its aspect kept, centred), premultiplied in
    /// XRender's byte order (cairo's ARGB32 on a little-endian machine); the reason when librsvg
    /// cannot read it.
    static func rasterize(_ svg: [UInt8], width: Int, height: Int) -> Result<DecodedImage, SVGError> {
        guard width > 0, height > 0, width <= 4096, height <= 4096 else {
            return .failure(SVGError(description: "a size of \(width)×\(height) pixels"))
        }
        var error: UnsafeMutablePointer<TesseraGError>?
        guard let handle = svg.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, $0.count, &error) }) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "not SVG"
            if let error { g_error_free(error) }
            return .failure(SVGError(description: reason))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return .failure(SVGError(description: "no memory for \(width)×\(height) pixels"))
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        let drawn = rsvg_handle_render_document(handle, context, &viewport, &error)
        cairo_destroy(context)
        guard drawn != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "librsvg could not draw it"
            if let error { g_error_free(error) }
            return .failure(SVGError(description: reason))
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            return .failure(SVGError(description: "cairo kept no pixels"))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for i in 0..<width * 4 { pixels[row * width * 4 + i] = data[row * stride + i] }
        }
        return .success(DecodedImage(width: width, height: height, pixels: pixels, isOpaque: false))
    }

    /// `image` with its strokes thickened by `radius` pixels: each pixel takes the largest value
    /// within `radius` in each direction (a square dilation, done as a row pass then a column pass).
    ///
    /// - Complexity: O(pixels × radius).
    static func emboldened(_ image: DecodedImage, radius: Int) -> DecodedImage {
        guard radius > 0 else { return image }
        let (width, height) = (image.width, image.height)
        func dilate(_ source: [UInt8], along stepX: Int, _ stepY: Int) -> [UInt8] {
            var target = source
            for y in 0..<height {
                for x in 0..<width {
                    for channel in 0..<4 {
                        var best = source[(y * width + x) * 4 + channel]
                        for d in -radius...radius where d != 0 {
                            let (nx, ny) = (x + d * stepX, y + d * stepY)
                            guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                            best = max(best, source[(ny * width + nx) * 4 + channel])
                        }
                        target[(y * width + x) * 4 + channel] = best
                    }
                }
            }
            return target
        }
        var result = image
        result.pixels = dilate(dilate(image.pixels, along: 1, 0), along: 0, 1)
        return result
    }
}

/// Symbol images (`UIImage(systemName:)`) as pictures: the icon theme's SVG for the symbol,
/// rasterised by librsvg at the size it is drawn, thickened for heavier weights, and kept (one picture
/// per icon, size and weight) under the host's one budget for what the X server holds (`ServerMemory`).
///
/// A symbol the theme has no icon for, or whose SVG librsvg cannot read, draws nothing, said once.
@MainActor
final class SymbolStore: ServerMemoryOwner {
    private let paint: Paint
    private let memory: ServerMemory
    private var theme: IconTheme
    private var pictures: [Key: Picture] = [:]
    private var messages = OnceMessages()
    /// Icons that failed, not tried again.
    private var unreadable: Set<URL> = []

    struct Key: Hashable {
        var file: URL, width: Int, height: Int, radius: Int
    }

    init(paint: Paint, memory: ServerMemory, themeName: String = "Adwaita") {
        (self.paint, self.memory) = (paint, memory)
        theme = IconTheme(name: themeName)
        memory.register(self)
    }

    /// The icon theme symbols are drawn from (the desktop's `Net/IconThemeName`); changing it frees
    /// the pictures drawn from the old one.
    var themeName: String {
        get { theme.name }
        set {
            guard newValue != theme.name else { return }
            theme = IconTheme(name: newValue)
            if !theme.isInstalled { messages.say("Tessera: the icon theme '\(newValue)' is not installed; symbols come from Adwaita") }
            freeAll()
        }
    }

    /// The picture of `symbol` at `width` × `height` pixels; nil when it cannot be drawn.
    func picture(for symbol: SymbolImage, width: Int, height: Int) -> Picture? {
        guard let file = theme.file(for: symbol.iconNames) else {
            messages.say("Tessera: no icon theme has an icon for the symbol '\(symbol.name)' (\(symbol.iconNames.joined(separator: ", "))); it draws nothing")
            return nil
        }
        guard !unreadable.contains(file) else { return nil }
        let radius = Int((symbol.configuration.weight.emboldening * CGFloat(min(width, height)) / 32).rounded())
        let key = Key(file: file, width: width, height: height, radius: radius)
        if let known = pictures[key] {
            memory.touch(.symbol(key), owner: self)
            return known
        }
        let rasterized = (try? Data(contentsOf: file)).map { SVGRasterizer.rasterize([UInt8]($0), width: width, height: height) }
            ?? .failure(SVGError(description: "cannot be read"))
        switch rasterized {
        case let .failure(reason):
            unreadable.insert(file)
            messages.say("Tessera: the icon \(file.path) cannot be drawn (\(reason)); the symbol '\(symbol.name)' draws nothing")
            return nil
        case let .success(image):
            let pixels = SVGRasterizer.emboldened(image, radius: radius)
            let picture = paint.picture(fromPixels: pixels.pixels, width: width, height: height, bytesPerPixel: 4,
                                        countedIn: memory, as: .symbol(key), owner: self)
            pictures[key] = picture
            return picture
        }
    }


    func release(_ kind: ServerMemory.Resource.Kind) {
        guard case let .symbol(key) = kind, let gone = pictures.removeValue(forKey: key) else { return }
        memory.remove(kind, owner: self)
        paint.free(gone)
    }

    func freeAll() {
        for key in Array(pictures.keys) { release(.symbol(key)) }
    }
}
