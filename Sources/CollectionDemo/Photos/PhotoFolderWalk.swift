import Foundation
import PhotoLibrary

/// The photo files under a folder, listed with `readdir` alone: one system call per few dozen
/// names, where Foundation's enumerator with resource values cost about 36 µs a file here (3.6 s
/// for 100,000). Nothing is opened; `PhotoLibrary.scan` does that on every core. Each folder is
/// stat'ed once, to know it again behind a link.
///
/// A file named like a photo (`ImageFormat.usualExtensions`) is listed as one; any other file is
/// listed to be told by its first bytes (`mustSniff`), so a HEIC saved as `IMG_0001` or `.bin` is found.
enum PhotoFolderWalk {
    /// One file whose name ends like a photo's, or one to be told by its content.
    struct Entry: Sendable {
        /// Its absolute path.
        let path: String
        /// Its path relative to the root.
        let relativePath: String
        /// Its folder relative to the root ("" for the root itself).
        let folder: String
        /// Whether it is a directory named like a photo (listed all the same: it shows as broken).
        let isDirectory: Bool
        /// Whether its name does not say it is a photo: the scan keeps it only when its content does.
        var mustSniff = false
    }

    /// What a walk found, and what it refused or could not read (one sentence each, for the user).
    struct Result: Sendable {
        var entries: [Entry] = []
        var problems: [String] = []
    }

    /// How deep a walk goes below its root, and how many folders it reads at most: a link farm or a
    /// mount of a whole disk must not keep the window "looking for photos" for ever.
    struct Limits: Sendable {
        var depth = 32
        var folders = 20_000
    }

    /// Every file under `root` (an absolute, standardised path), in no particular order: those whose
    /// extension is a photo's, and the other files marked `mustSniff`. Hidden files and folders are
    /// skipped. Links to folders are followed, but a folder already read (a link back to an ancestor,
    /// or a second link to one folder) is not read again: each such link is reported. Folders that
    /// cannot be read, and those beyond `limits`, are reported and skipped.
    static func walk(under root: String, limits: Limits = Limits()) -> Result {
        var result = Result()
        var read: Set<FolderIdentity> = []
        guard let rootIdentity = FolderIdentity(path: root) else {
            result.problems.append("cannot read the folder \(root): \(String(cString: strerror(errno)))")
            return result
        }
        read.insert(rootIdentity)
        var folders: [(path: String, relative: String, depth: Int)] = [(root, "", 0)]
        var tooMany = false
        while let (path, relative, depth) = folders.popLast() {
            guard let directory = opendir(path) else {
                result.problems.append("cannot read the folder \(relative.isEmpty ? path : relative): \(String(cString: strerror(errno))); skipped")
                continue
            }
            defer { closedir(directory) }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            while let record = readdir(directory) {
                let name = withUnsafeBytes(of: record.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let childPath = prefix + name, childRelative = relative.isEmpty ? name : relative + "/" + name
                let kind = kind(type: record.pointee.d_type, path: childPath)
                if kind != .file {
                    if depth + 1 > limits.depth {
                        result.problems.append("the folder \(childRelative) is more than \(limits.depth) folders deep; skipped")
                    } else if read.count >= limits.folders {
                        if !tooMany { result.problems.append("more than \(limits.folders) folders; the rest were skipped") }
                        tooMany = true
                    } else if let identity = FolderIdentity(path: childPath), !read.insert(identity).inserted {
                        result.problems.append("the link \(childRelative) leads to a folder already read (a loop or a second way in); not followed")
                    } else {
                        folders.append((childPath, childRelative, depth + 1))
                    }
                }
                if hasPhotoExtension(name) {
                    result.entries.append(Entry(path: childPath, relativePath: childRelative, folder: relative, isDirectory: kind != .file))
                } else if kind == .file {
                    result.entries.append(Entry(path: childPath, relativePath: childRelative, folder: relative, isDirectory: false, mustSniff: true))
                }
            }
        }
        return result
    }

    private enum Kind { case file, folder, linkToFolder }

    /// `readdir`'s type, or `lstat`'s where the file system does not give one; a link is a folder's
    /// when what it leads to is one.
    private static func kind(type: UInt8, path: String) -> Kind {
        var status = stat()
        switch Int(type) {
        case DT_DIR: return .folder
        case DT_LNK: return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .file
        case DT_UNKNOWN:
            guard lstat(path, &status) == 0 else { return .file }
            if status.st_mode & S_IFMT == S_IFDIR { return .folder }
            guard status.st_mode & S_IFMT == S_IFLNK else { return .file }
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .file
        default: return .file
        }
    }

    /// A folder as the file system knows it (its device and inode), whatever path leads to it.
    private struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
        }
    }

    /// As `URL.pathExtension` reads it: what follows the last dot, when the dot does not start the name.
    static func hasPhotoExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return ImageFormat.usualExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
