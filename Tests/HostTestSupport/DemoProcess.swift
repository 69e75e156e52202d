import Foundation

/// The demo (or any program) running on a test display, with its standard output read line by line
/// as it arrives: the demo's debug channel (`ready`, `cell`, `selected`… lines).
public final class DemoProcess: @unchecked Sendable {
    private let process: Process
    private let lines = LineCollector()
    private let input = Pipe()

    /// Where `swift build` put a product of this package: next to the running test bundle or tool.
    public static func builtProduct(_ name: String) -> URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = me.deletingLastPathComponent()
        // A test bundle runs from inside `<name>.xctest/…` on some platforms; climb out of it.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents" || folder.lastPathComponent == "MacOS" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// Starts `executable`; `environment` adds to (or replaces entries of) this process's environment.
    public init(executable: URL, arguments: [String], display: String?, workingDirectory: URL? = nil,
                environment extra: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
        if let display { environment["DISPLAY"] = display } else { environment.removeValue(forKey: "DISPLAY") }
        process.environment = environment
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // The waits below sleep on the collector's condition; the process's end is one of its events.
        process.terminationHandler = { [lines] _ in lines.signal() }
        try process.run()
        self.process = process
        Self.readToEnd(output.fileHandleForReading, into: lines, as: .out)
        Self.readToEnd(errors.fileHandleForReading, into: lines, as: .err)
    }

    /// Reads `handle` on a thread of its own with blocking reads until the end of the pipe.
    ///
    /// Not `readabilityHandler`: tearing down its dispatch read source races libdispatch's epoll
    /// bookkeeping on Linux and can crash the whole test process in `_dispatch_event_loop_drain`
    /// (swift-corelibs-libdispatch issue 949; seen here twice in full runs). A blocking read registers
    /// nothing with libdispatch, and the thread owns the handle until the pipe's end.
    private static func readToEnd(_ handle: FileHandle, into collector: LineCollector, as stream: LineCollector.Stream) {
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                let data = count > 0 ? Data(buffer[..<count]) : Data()
                if !collector.append(data, stream: stream) { break }
            }
            try? handle.close()
        }
        reader.name = "DemoProcess reader"
        reader.start()
    }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Every complete line written to standard output so far.
    public var outputLines: [String] { lines.snapshot(.out) }
    /// Everything written to standard error so far.
    public var errorText: String { lines.snapshot(.err).joined(separator: "\n") }

    /// The first output line starting with `prefix`, waiting up to `timeout` seconds for it.
    public func waitForLine(startingWith prefix: String, after skip: Int = 0, timeout: TimeInterval = 10) -> String? {
        waitForLineIndex(startingWith: prefix, after: skip, timeout: timeout).map { outputLines[$0] }
    }

    /// The index of the first output line after the first `skip` that starts with `prefix`, waiting
    /// up to `timeout` seconds for it.
    public func waitForLineIndex(startingWith prefix: String, after skip: Int = 0, timeout: TimeInterval = 10) -> Int? {
        func find(_ lines: [String]) -> Int? { lines.indices.dropFirst(skip).first { lines[$0].hasPrefix(prefix) } }
        lines.wait(upTo: timeout) { find($0.complete[.out] ?? []) != nil || !process.isRunning }
        return find(outputLines)
    }

    /// Whether standard error came to contain `text`, waiting up to `timeout` seconds for it (a line
    /// at a time, as it arrives).
    public func waitForError(containing text: String, timeout: TimeInterval = 10) -> Bool {
        lines.wait(upTo: timeout) { ($0.complete[.err] ?? []).contains { $0.contains(text) } || !process.isRunning }
        return errorText.contains(text)
    }

    /// Writes `command` and a newline to the process's standard input (the demo's debug commands).
    public func send(_ command: String) {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
    }

    /// The exit status, waiting up to `timeout` seconds; nil if it is still running. Once it has
    /// exited, what it wrote last is read to the end of both pipes before this returns, so
    /// `errorText` holds its final message.
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        lines.wait(upTo: timeout) { !process.isRunning && $0.ended.count == 2 }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Ends the process with SIGKILL (Foundation starts children with SIGTERM blocked).
    public func terminate() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { terminate() }
}

/// Output split into lines, filled from the pipes' reader threads; waiters sleep on its condition,
/// which every new piece of output, a pipe's end and the process's end signal.
private final class LineCollector: @unchecked Sendable {
    enum Stream { case out, err }
    private let condition = NSCondition()
    private var pending: [Stream: String] = [.out: "", .err: ""]
    private(set) var complete: [Stream: [String]] = [.out: [], .err: []]
    /// The pipes read to their end (the process and its children closed them).
    private(set) var ended: Set<Stream> = []

    /// Adds what a pipe gave; empty data is its end, where an unfinished last line counts as a line.
    /// Returns whether the pipe is still open.
    func append(_ data: Data, stream: Stream) -> Bool {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        guard !data.isEmpty else {
            if let rest = pending[stream], !rest.isEmpty { complete[stream, default: []].append(rest) }
            pending[stream] = ""
            ended.insert(stream)
            return false
        }
        var text = (pending[stream] ?? "") + String(decoding: data, as: UTF8.self)
        while let newline = text.firstIndex(of: "\n") {
            complete[stream, default: []].append(String(text[..<newline]))
            text = String(text[text.index(after: newline)...])
        }
        pending[stream] = text
        return true
    }

    /// Wakes the waiters to look again (the process ended).
    func signal() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// Sleeps until `done` holds for what was collected, looking again at each event; `timeout` seconds
    /// at most, a bound for a program that hangs, not a pace.
    func wait(upTo timeout: TimeInterval, until done: (LineCollector) -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !done(self), condition.wait(until: deadline) {}
    }

    func snapshot(_ stream: Stream) -> [String] {
        condition.lock()
        defer { condition.unlock() }
        return complete[stream] ?? []
    }
}
