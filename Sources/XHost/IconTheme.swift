import Foundation

/// Finds icons as the freedesktop Icon Theme Specification says: a theme is a folder named for it in
/// one of the icon base folders (`~/.local/share/icons`, `~/.icons`, `$XDG_DATA_DIRS/icons`), its
/// `index.theme` lists its subfolders and the themes it inherits from, and a name not found in a
/// theme is looked for in those, then in `hicolor`.
///
/// Tessera draws symbols with symbolic icons: for each name it tries `name-symbolic.svg`, then
/// `name.svg`, through the whole chain of themes, with Adwaita (whose symbolic icons cover every
/// name Tessera knows) before hicolor. Each theme's folders are listed once, on first use.
final class IconTheme {
    /// The theme asked for, and whether it was found.
    let name: String
    let isInstalled: Bool
    /// The themes searched, in order.
    let chain: [String]
    private let baseFolders: [URL]
    /// Icon name → file, per theme, listed on first use.
    private var indexes: [String: [String: URL]] = [:]

    /// The base folders of the specification, in its order.
    static func defaultBaseFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
        let dataHome = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) } ?? home?.appendingPathComponent(".local/share")
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        return [dataHome?.appendingPathComponent("icons"), home?.appendingPathComponent(".icons")].compactMap { $0 }
            + dataDirs.map { $0.appendingPathComponent("icons") }
    }

    init(name: String, baseFolders: [URL] = IconTheme.defaultBaseFolders()) {
        self.name = name
        self.baseFolders = baseFolders
        var chain: [String] = []
        var pending = [name]
        while let next = pending.first {
            pending.removeFirst()
            guard !chain.contains(next), chain.count < 16 else { continue }
            chain.append(next)
            pending += IconTheme.index(of: next, in: baseFolders)?.inherits ?? []
        }
        isInstalled = IconTheme.index(of: name, in: baseFolders) != nil
        for fallback in ["Adwaita", "hicolor"] where !chain.contains(fallback) { chain.append(fallback) }
        self.chain = chain
    }

    /// The file of the first of `names` any theme in the chain has, symbolic first; nil when none has one.
    func file(for names: [String]) -> URL? {
        for theme in chain {
            let index = icons(of: theme)
            for name in names {
                if let found = index[name + "-symbolic"] ?? index[name] { return found }
            }
        }
        return nil
    }

    /// A theme's `index.theme`: its subfolders and the themes it inherits from.
    private static func index(of theme: String, in baseFolders: [URL]) -> (folders: [URL], inherits: [String])? {
        for base in baseFolders {
            let folder = base.appendingPathComponent(theme)
            guard let text = try? String(contentsOf: folder.appendingPathComponent("index.theme"), encoding: .utf8) else { continue }
            var directories: [String] = [], inherits: [String] = []
            var inThemeSection = false
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("[") { inThemeSection = trimmed == "[Icon Theme]"; continue }
                guard inThemeSection, let equals = trimmed.firstIndex(of: "=") else { continue }
                let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
                let values = trimmed[trimmed.index(after: equals)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if key == "Directories" || key == "ScaledDirectories" { directories += values }
                if key == "Inherits" { inherits = values }
            }
            // Scalable folders first: they hold the SVGs drawn at any size.
            let ordered = directories.filter { $0.contains("scalable") } + directories.filter { !$0.contains("scalable") }
            return (ordered.map { folder.appendingPathComponent($0) }, inherits.filter { !$0.isEmpty })
        }
        return nil
    }

    /// Every SVG icon of `theme` by name (the first folder that has a name wins).
    private func icons(of theme: String) -> [String: URL] {
        if let known = indexes[theme] { return known }
        var found: [String: URL] = [:]
        for folder in IconTheme.index(of: theme, in: baseFolders)?.folders ?? [] {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".svg") {
                let name = String(file.dropLast(4))
                if found[name] == nil { found[name] = folder.appendingPathComponent(file) }
            }
        }
        indexes[theme] = found
        return found
    }
}
