import Foundation

/// HostBench's `print`: each figure goes straight to the file descriptor, whole. Piped (scripts/bench,
/// `| tee`), the C library's stdout is block-buffered, so a run killed part-way (a timeout, Ctrl-C)
/// lost every figure printed until then. It shadows the standard library's `print` in this module.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((items.map { "\($0)" }.joined(separator: separator) + terminator).utf8))
}
