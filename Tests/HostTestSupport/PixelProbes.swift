import Foundation
import XHost

/// A rectangle of pixels in a window, parsed from the demo's `cell` lines.
public struct PixelBox: Equatable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var midX: Int { x + width / 2 }
    public var midY: Int { y + height / 2 }

    public func insetBy(_ d: Int) -> PixelBox { PixelBox(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
    public func offsetBy(dx: Int = 0, dy: Int) -> PixelBox { PixelBox(x: x + dx, y: y + dy, width: width, height: height) }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}

extension PixelImage {
    /// The pixels of `box`, row by row (nil when the box leaves the image).
    public func crop(_ box: PixelBox) -> [UInt8]? {
        guard box.x >= 0, box.y >= 0, box.width > 0, box.height > 0, box.x + box.width <= width, box.y + box.height <= height else {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(box.width * box.height * 3)
        for row in box.y..<(box.y + box.height) {
            let start = (row * width + box.x) * 3
            bytes += rgb[start..<(start + box.width * 3)]
        }
        return bytes
    }

    /// The share of pixels in `box` that differ between the two images (1 when the box is out of range).
    public func changedFraction(comparedTo other: PixelImage, in box: PixelBox) -> Double {
        guard let a = crop(box), let b = other.crop(box) else { return 1 }
        var changed = 0
        for i in stride(from: 0, to: a.count, by: 3) where a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] {
            changed += 1
        }
        return Double(changed) / Double(a.count / 3)
    }

    /// How many pixels in `box` (clipped to the image) satisfy `matches(r, g, b)`.
    public func count(in box: PixelBox, where matches: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var count = 0
        for y in max(0, box.y)..<max(max(0, box.y), min(height, box.y + box.height)) {
            for x in max(0, box.x)..<max(max(0, box.x), min(width, box.x + box.width)) {
                if let pixel = pixel(x, y), matches(pixel.r, pixel.g, pixel.b) { count += 1 }
            }
        }
        return count
    }

    /// The last pure-white row of the white block that starts at or below `top` in column `x` (a
    /// card's caption strip ends there), or nil when there is none within `limit` rows.
    public func bottomOfWhiteBlock(x: Int, from top: Int, limit: Int = 600) -> Int? {
        var last: Int?, gap = 0
        for y in top..<min(height, top + limit) {
            if let p = pixel(x, y), p.r == 255, p.g == 255, p.b == 255 {
                last = y
                gap = 0
            } else if last != nil {
                gap += 1
                if gap > 12 { break }
            }
        }
        return last
    }

    /// The lengths of the runs of pure white along row `y` at least `minimum` pixels long: the caption
    /// strips of the cards crossing that row.
    public func whiteRuns(atRow y: Int, minimum: Int) -> [Int] {
        var runs: [Int] = [], current = 0
        for x in 0..<width {
            if let p = pixel(x, y), p.r == 255, p.g == 255, p.b == 255 {
                current += 1
            } else {
                if current >= minimum { runs.append(current) }
                current = 0
            }
        }
        if current >= minimum { runs.append(current) }
        return runs
    }
}

/// The demo's `cell S.I X Y W H` lines, by "S.I".
public func cellBoxes(from lines: [String], kind: String = "cell") -> [String: PixelBox] {
    var boxes: [String: PixelBox] = [:]
    for line in lines where line.hasPrefix(kind + " ") {
        let parts = line.split(separator: " ")
        guard parts.count == 6, let x = Int(parts[2]), let y = Int(parts[3]), let w = Int(parts[4]), let h = Int(parts[5]) else { continue }
        boxes[String(parts[1])] = PixelBox(x: x, y: y, width: w, height: h)
    }
    return boxes
}
