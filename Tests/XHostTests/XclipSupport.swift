import CX11
import Foundation

// xclip, another X client, for the clipboard tests: what it reads, and holding a selection.

/// Runs xclip to its end and returns its output.
func xclip(_ arguments: [String], display: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    process.arguments = arguments
    process.environment = ["DISPLAY": display]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Starts xclip as the owner of `selection` holding `text`, in the foreground, answering one paste.
func startXclipOwner(text: String, selection: String, display: String) throws -> Process {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-xclip-\(UUID().uuidString)")
    try Data(text.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    // Verbose, xclip stays in the foreground and says when it has taken the selection and waits.
    process.arguments = ["-selection", selection, "-i", "-loops", "1", "-verbose", file.path]
    process.environment = ["DISPLAY": display]
    let commentary = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = commentary
    try process.run()
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("Waiting for one selection request") {
        let chunk = commentary.fileHandleForReading.availableData
        if chunk.isEmpty { break } // xclip ended
        said += chunk
    }
    // Its request to own the selection may still be in its buffer: each question to the server
    // (a round trip, no pause) lets it through, and the answer is the server's word.
    let probe = XOpenDisplay(display)
    defer { if let probe { XCloseDisplay(probe) } }
    if let probe {
        let atom = XInternAtom(probe, selection.uppercased(), 0)
        for _ in 0..<10_000 where XGetSelectionOwner(probe, atom) == 0 {}
    }
    return process
}
