import Foundation
import Testing

/// `screenrouter mcp` with a terminal app whose host is the Testing on Linux and macOS article's, as it is there: its
/// `open_screen` returns the elements the host writes.
@Suite("screenrouter mcp with the article's terminal host")
struct MCPArticleHostTests {
    @Test func openScreenReturnsTheElementsTheArticlesHostWrites() async throws {
        let client = try await MCPClient.start(app: "TerminalHostProbe", scheme: "myapp")
        let opened = try await client.call(
            "open_screen",
            #"{"screen":"userDetail","model":{"id":1,"name":"Ada","email":"ada@example.com"}}"#
        )
        #expect(opened["isError"] == nil, "\(opened)")
        #expect(labels(opened) == ["userName": "Ada"], "\(opened)")
        let structured = try #require(opened["structuredContent"] as? [String: Any])
        #expect(structured["screen"] as? String == "userDetail")
        #expect(structured["route"] as? Int == 1)
        let settings = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect(labels(settings) == ["settingsTitle": "Settings", "animations": "Animations"], "\(settings)")
        let described = try await client.call("describe_screen")
        #expect(labels(described) == ["settingsTitle": "Settings", "animations": "Animations"])
        let elements = (described["structuredContent"] as? [String: Any])?["elements"] as? [[String: Any]]
        let animations = elements?.first { $0["identifier"] as? String == "animations" }
        #expect(animations?["kind"] as? String == "button", "\(described)")
        #expect(animations?["value"] as? String == "on", "\(described)")
        #expect(await client.close().status == 0)
    }
}
