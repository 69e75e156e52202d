import Foundation

/// The gallery's icon, drawn at any size: four picture tiles on a blue rounded square, edges
/// anti-aliased from each shape's exact distance to the pixel's centre.
///
/// The window shows it through `_NET_WM_ICON`; `scripts/install` saves it for the desktop entry
/// (`--write-icon`).
enum AppIcon {
    /// `size` × `size` pixels, straight ARGB, row by row.
    static func pixels(size: Int) -> [UInt32] {
        let s = CGFloat(size)
        let plate = CGRect(x: 0, y: 0, width: s, height: s).insetBy(dx: s * 0.04, dy: s * 0.04)
        let tileColors: [UInt32] = [0xFF8A65, 0xFFD54F, 0x4DD0A0, 0x81D4FA]
        let gap = s * 0.07, tile = (plate.width - 3 * gap) / 2
        let tiles = (0..<4).map { index in
            CGRect(x: plate.minX + gap + CGFloat(index % 2) * (tile + gap), y: plate.minY + gap + CGFloat(index / 2) * (tile + gap),
                   width: tile, height: tile)
        }
        var result = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                // Premultiplied red, green, blue, alpha in 0…1.
                var pixel = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                let top = 0x5C79FF as UInt32, bottom = 0x3049E0 as UInt32
                let fade = point.y / s
                let background = mix(top, bottom, fade)
                pixel = over(pixel, color: background, coverage: coverage(point, in: plate, radius: s * 0.2))
                for (rect, color) in zip(tiles, tileColors) {
                    pixel = over(pixel, color: unpack(color), coverage: coverage(point, in: rect, radius: s * 0.07))
                }
                result[y * size + x] = pack(pixel)
            }
        }
        return result
    }

    /// How much of the pixel at `point` a rounded rectangle covers: its signed distance to the edge,
    /// turned into a one-pixel ramp.
    static func coverage(_ point: CGPoint, in rect: CGRect, radius: CGFloat) -> Double {
        let dx = max(abs(point.x - rect.midX) - (rect.width / 2 - radius), 0)
        let dy = max(abs(point.y - rect.midY) - (rect.height / 2 - radius), 0)
        let inner = min(max(abs(point.x - rect.midX) - rect.width / 2 + radius, abs(point.y - rect.midY) - rect.height / 2 + radius), 0)
        let distance = (dx * dx + dy * dy).squareRoot() + inner - radius
        return Double(max(0, min(1, 0.5 - distance)))
    }

    private typealias Premultiplied = (r: Double, g: Double, b: Double, a: Double)

    private static func unpack(_ rgb: UInt32) -> (Double, Double, Double) {
        (Double(rgb >> 16 & 0xFF) / 255, Double(rgb >> 8 & 0xFF) / 255, Double(rgb & 0xFF) / 255)
    }

    private static func mix(_ a: UInt32, _ b: UInt32, _ t: CGFloat) -> (Double, Double, Double) {
        let (ar, ag, ab) = unpack(a), (br, bg, bb) = unpack(b), t = Double(t)
        return (ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t)
    }

    private static func over(_ below: Premultiplied, color: (Double, Double, Double), coverage: Double) -> Premultiplied {
        let keep = 1 - coverage
        return (color.0 * coverage + below.r * keep, color.1 * coverage + below.g * keep,
                color.2 * coverage + below.b * keep, coverage + below.a * keep)
    }

    private static func pack(_ pixel: Premultiplied) -> UInt32 {
        guard pixel.a > 0 else { return 0 }
        func byte(_ value: Double) -> UInt32 { UInt32(max(0, min(255, (value * 255).rounded()))) }
        return byte(pixel.a) << 24 | byte(pixel.r / pixel.a) << 16 | byte(pixel.g / pixel.a) << 8 | byte(pixel.b / pixel.a)
    }
}
