import Foundation

/// A private X server for one test or benchmark: Xvfb started with `-displayfd`, so it picks a free
/// display number itself (other servers may hold :0, :99… on a shared machine), stopped on `stop()`
/// or when the session is released.
public final class XvfbSession: @unchecked Sendable {
    /// The display name to pass to clients, such as ":3".
    public let displayName: String
    private let process: Process
    /// The server's process id, to read the CPU time it spends on a client's requests.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// The Xvfb executable on PATH, if installed.
    public static var executable: URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + ["/usr/bin"]
        return paths.map { URL(fileURLWithPath: $0).appendingPathComponent("Xvfb") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    public static var isAvailable: Bool { executable != nil }

    public enum Failure: Error, CustomStringConvertible {
        case notInstalled, didNotStart(String)
        public var description: String {
            switch self {
            case .notInstalled: "Xvfb is not installed (apt-get install xvfb)"
            case .didNotStart(let output): "Xvfb did not report a display: \(output)"
            }
        }
    }

    /// Starts a server with a `width` × `height` screen; `arguments` go to Xvfb too (such as
    /// `["-extension", "RENDER"]`, which turns an extension off).
    public init(width: Int = 1280, height: Int = 900, arguments: [String] = []) throws {
        guard let executable = XvfbSession.executable else { throw Failure.notInstalled }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "\(width)x\(height)x24"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes the display number and a newline once it accepts connections.
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw Failure.didNotStart(text)
        }
        self.process = process
        displayName = ":\(number)"
    }

    /// Stops the server with SIGKILL: Foundation starts children with SIGTERM blocked, so `terminate()`
    /// would not reach it. The lock file and socket a killed server leaves behind are removed here.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let number = displayName.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    deinit { stop() }
}
