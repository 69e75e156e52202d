import Foundation

/// Messages for standard error that are worth saying once per run (a missing font, bad settings
/// data): the same message again is dropped, so a problem met every frame does not flood the log.
struct OnceMessages {
    private var said: Set<String> = []

    mutating func say(_ message: String) {
        guard said.insert(message).inserted else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
