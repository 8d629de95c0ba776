import Foundation
import ScreenRouterTestSupport
import Testing

/// `--network-json` and `--network-file` beside the model, in launch arguments and route URLs.
@MainActor
struct NetworkOptionTests {
    private static let fixture =
        #"{"entries":[{"method":"GET","url":"https://api.example.com/users/1","text":"{\"id\":1}"}]}"#

    @Test func argumentsCarryTheFixtureBesideTheModel() async throws {
        let tool = try await screenrouter("arguments", "profile", "--model-json", "1", "--network-json", Self.fixture)
        #expect(tool.exitStatus == 0, "\(tool.standardError)")
        let lines = tool.standardOutput.split(separator: "\n").map(String.init)
        let base64 = Data(Self.fixture.utf8).base64EncodedString()
        #expect(lines == ["--uitesting", "-vc", "profile", "-model", "MQ==", "-network", base64])
    }

    @Test func aFixtureFileTravelsAsItsBytesInTheRouteURL() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("network-\(UUID().uuidString).json")
        try Data(Self.fixture.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let tool = try await screenrouter("url", "--scheme", "demo", "profile", "--network-file", file.path)
        #expect(tool.exitStatus == 0, "\(tool.standardError)")
        let base64 = Data(Self.fixture.utf8).base64EncodedString()
        let encoded = base64.replacingOccurrences(of: "+", with: "%2B").replacingOccurrences(of: "/", with: "%2F")
            .replacingOccurrences(of: "=", with: "%3D")
        #expect(tool.standardOutput == "demo://screenrouter/route?vc=profile&network=\(encoded)\n")
    }

    @Test func aFixtureTheAppCouldNotUseIsRefused() async throws {
        let broken = #"{"entries":[{"method":"GET","url":"https://api.example.com/users/*x"}]}"#
        let tool = try await screenrouter("arguments", "profile", "--network-json", broken)
        #expect(tool.exitStatus == 1)
        #expect(tool.standardOutput.isEmpty)
        #expect(
            tool.standardError.hasPrefix(
                "screenrouter: error[invalidNetworkFixture]: `--network-json` cannot be used: The network fixture for screen `profile` has the entry "
                    + "`GET https://api.example.com/users/*x`, whose URL has the path segment `*x`"
            )
        )
    }

    @Test func bothFormsAreRefused() async throws {
        let tool = try await screenrouter(
            "arguments",
            "profile",
            "--network-json",
            Self.fixture,
            "--network-file",
            "/tmp/x.json"
        )
        #expect(tool.exitStatus == 64)
        #expect(
            tool.standardError.hasPrefix(
                "screenrouter: error[malformedArguments]: give the network fixture one way: `--network-file` and `--network-json` were both given."
            )
        )
    }
}
