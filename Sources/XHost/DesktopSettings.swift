import CollectionEngine
import Foundation

/// One value of the XSETTINGS protocol (freedesktop.org's XSETTINGS specification 0.5).
enum XSetting: Equatable, Sendable {
    case integer(Int32)
    case string(String)
    /// Red, green, blue, alpha, each 0…65535.
    case color(UInt16, UInt16, UInt16, UInt16)
}

/// Why the XSETTINGS data could not be read.
struct XSettingsFormatError: Error, Equatable, CustomStringConvertible {
    var description: String
}

/// Reading the `_XSETTINGS_SETTINGS` property: a byte-order byte, a serial, a count, then each
/// setting as type, name, last-change serial and value, every field padded to four bytes.
enum XSettingsFormat {
    /// The settings in `bytes`, or why they are malformed (short, an unknown type or byte order, a
    /// count or length running past the end). Never traps, whatever the bytes.
    ///
    /// - Complexity: O(bytes).
    static func parse(_ bytes: [UInt8]) throws(XSettingsFormatError) -> [String: XSetting] {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= 12 else { throw XSettingsFormatError(description: "\(bytes.count) bytes, fewer than the 12-byte header") }
        switch bytes[0] {
        case 0: reader.bigEndian = false
        case 1: reader.bigEndian = true
        default: throw XSettingsFormatError(description: "byte order \(bytes[0]) is neither 0 nor 1")
        }
        reader.offset = 4
        _ = try reader.card32()  // the serial
        let count = try reader.card32()
        var settings: [String: XSetting] = [:]
        for index in 0..<Int(count) {
            // Each setting takes at least 12 bytes: a count beyond what the data can hold is malformed.
            guard reader.remaining >= 12 else { throw XSettingsFormatError(description: "setting \(index + 1) of \(count) runs past the end") }
            let type = try reader.card8()
            reader.offset += 1
            let nameLength = Int(try reader.card16())
            let name = try reader.string(nameLength)
            _ = try reader.card32()  // the last-change serial
            switch type {
            case 0: settings[name] = .integer(Int32(bitPattern: try reader.card32()))
            case 1: settings[name] = .string(try reader.string(Int(try reader.card32())))
            case 2:
                let (red, blue, green, alpha) = (try reader.card16(), try reader.card16(), try reader.card16(), try reader.card16())
                settings[name] = .color(red, green, blue, alpha)
            default: throw XSettingsFormatError(description: "setting '\(name)' has unknown type \(type)")
            }
        }
        return settings
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var bigEndian = false
        var remaining: Int { bytes.count - offset }

        mutating func take(_ count: Int) throws(XSettingsFormatError) -> ArraySlice<UInt8> {
            guard count >= 0, count <= remaining else {
                throw XSettingsFormatError(description: "a field of \(count) bytes at offset \(offset) runs past the end (\(bytes.count) bytes)")
            }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func card8() throws(XSettingsFormatError) -> UInt8 { try take(1).first ?? 0 }

        mutating func card16() throws(XSettingsFormatError) -> UInt16 { UInt16(try number(2)) }

        mutating func card32() throws(XSettingsFormatError) -> UInt32 { UInt32(try number(4)) }

        private mutating func number(_ size: Int) throws(XSettingsFormatError) -> UInt64 {
            let field = try take(size)
            let ordered = bigEndian ? Array(field) : field.reversed()
            return ordered.reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// `length` bytes of UTF-8, then the padding to four bytes.
        mutating func string(_ length: Int) throws(XSettingsFormatError) -> String {
            let text = String(decoding: try take(length), as: UTF8.self)
            _ = try take((4 - length % 4) % 4)
            return text
        }
    }
}

/// What Tessera takes from the desktop's settings: the theme (light or dark), the UI font, the icon
/// theme and the text scaling.
struct DesktopSettings: Equatable {
    /// `Net/ThemeName`, GTK's theme: a name ending in `-dark` (Adwaita-dark) or `:dark` is dark.
    var themeName: String?
    /// `Net/IconThemeName`.
    var iconThemeName: String?
    /// `Gtk/FontName`, a Pango description: "Cantarell 11", "Noto Sans, Bold 10".
    var fontName: String?
    /// `Xft/DPI`, in dots per inch (the setting is 1024ths of one); GNOME folds its text-scaling
    /// factor into it (96 × factor).
    var dpi: Double?

    init(themeName: String? = nil, iconThemeName: String? = nil, fontName: String? = nil, dpi: Double? = nil) {
        (self.themeName, self.iconThemeName, self.fontName, self.dpi) = (themeName, iconThemeName, fontName, dpi)
    }

    init(_ settings: [String: XSetting]) {
        func string(_ name: String) -> String? {
            if case let .string(value)? = settings[name], !value.isEmpty { return value }
            return nil
        }
        themeName = string("Net/ThemeName")
        iconThemeName = string("Net/IconThemeName")
        fontName = string("Gtk/FontName")
        if case let .integer(value)? = settings["Xft/DPI"], value > 0 { dpi = Double(value) / 1024 }
    }

    /// Whether the theme is a dark one.
    var prefersDark: Bool {
        guard let name = themeName?.lowercased() else { return false }
        return name.hasSuffix("-dark") || name.hasSuffix(":dark") || name.hasSuffix("_dark")
    }

    /// The family of `fontName`: the description without its size and style words.
    var fontFamily: String? {
        guard let fontName else { return nil }
        var words = fontName.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        if let last = words.last, Double(last) != nil { words.removeLast() }
        let styles: Set<String> = ["bold", "italic", "oblique", "light", "medium", "semibold", "heavy", "thin", "regular", "book",
                                   "condensed", "semi-bold", "ultra-light", "black"]
        while let last = words.last, styles.contains(last.lowercased()) { words.removeLast() }
        let family = words.joined(separator: " ")
        return family.isEmpty ? nil : family
    }

    /// The text scaling the desktop asks for on a screen already drawn at `pixelScale` pixels per
    /// point (from `Xft.dpi` at start): `Xft/DPI` / 96 / `pixelScale`. Nil without a DPI.
    func textScale(pixelScale: CGFloat) -> Double? {
        guard let dpi else { return nil }
        return dpi / 96 / Double(pixelScale > 0 ? pixelScale : 1)
    }
}
