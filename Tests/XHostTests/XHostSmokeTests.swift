import Testing
@testable import XHost

@Suite struct XHostSmokeTests {
    @Test func hostModuleLinksAgainstXlib() {
        _ = XHost.canOpenDisplay()
    }
}
