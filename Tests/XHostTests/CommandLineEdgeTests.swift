import Foundation
import HostTestSupport
import Testing

/// Bad values for every option of the demo: one clear error naming the option, status 64 (a usage
/// error), no window opened and no file left behind.
@Suite(.serialized, .enabled(if: XvfbSession.isAvailable, "Xvfb is not installed"))
struct CommandLineEdgeTests {
    private func run(_ arguments: [String], display: String? = ":65000") throws -> (status: Int32?, errors: String) {
        let demo = try DemoProcess(executable: DemoProcess.builtProduct("CollectionDemo"), arguments: arguments, display: display)
        let status = demo.waitForExit(timeout: 20)
        return (status, demo.errorText)
    }

    @Test(arguments: [
        (["--items", "-1"], "--items must be between 0 and 16777216"),
        (["--items", "99999999999"], "--items must be between 0 and 16777216"),
        (["--items", "abc"], "The value 'abc' is invalid for '--items <items>'"),
        (["--items", ""], "invalid for '--items <items>'"),
        (["--sections", "0"], "--sections must be between 1 and 100000"),
        (["--sections", "-5"], "--sections must be between 1 and 100000"),
        (["--sections", "100001"], "--sections must be between 1 and 100000"),
        (["--size", "0x0"], "The value '0x0' is invalid for '--size <size>'"),
        (["--size", "100000x100000"], "The value '100000x100000' is invalid for '--size <size>'"),
        (["--size", "-800x600"], "invalid for '--size <size>'"),
        (["--size", "800"], "The value '800' is invalid for '--size <size>'"),
        (["--animation-scale", "0"], "--animation-scale must be between 1 and 100"),
        (["--animation-scale", "-2"], "--animation-scale must be between 1 and 100"),
        (["--animation-scale", "nan"], "--animation-scale must be between 1 and 100"),
        (["--animation-scale", "inf"], "--animation-scale must be between 1 and 100"),
        (["--animation-scale", "1e400"], "--animation-scale must be between 1 and 100"),
        (["--layout", "spiral"], "'grid', 'list', 'mosaic', 'ring' or 'cover-flow'"),
        (["--manual-clock", "--animation-scale", "3"], "--manual-clock and --animation-scale exclude each other"),
        (["--screenshot", "/etc/hostname/shot.png"], "--screenshot /etc/hostname/shot.png: /etc/hostname is not a folder"),
        (["--screenshot", "/tmp"], "--screenshot /tmp: is a folder"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["--appearance", "purple"], "one of 'light' and 'dark'"),
        (["--appearance", ""], "invalid for '--appearance <appearance>'"),
        (["--content-size", "huge"], "invalid for '--content-size <content-size>'"),
        (["--content-size", "ax6"], "invalid for '--content-size <content-size>'"),
    ])
    func aBadValueIsAUsageErrorNamingTheOption(arguments: [String], message: String) throws {
        let (status, errors) = try run(arguments)
        #expect(status == 64, "\(arguments): \(errors)")
        #expect(errors.contains(message), "\(arguments): \(errors)")
        #expect(!errors.contains("X display"), "rejected before opening a display")
    }

    @Test func aScreenshotIntoAReadOnlyFolderFailsWithoutLeavingAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-readonly-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        guard access(folder.path, W_OK) != 0 else { return }  // running as root: every folder is writable
        let (status, errors) = try run(["--screenshot", folder.appendingPathComponent("shot.png").path])
        #expect(status == 64)
        #expect(errors.contains("is not writable"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aScreenshotIntoAMissingFolderCreatesItAndLeavesOnlyThePicture() throws {
        let xvfb = try XvfbSession()
        defer { xvfb.stop() }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-missing-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("a/b/shot.png").path
        let (status, errors) = try run(["--screenshot", path], display: xvfb.displayName)
        #expect(status == 0, "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path) == ["shot.png"])
    }
}
