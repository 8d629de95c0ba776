import Foundation
import ScreenRouterTestSupport
import Testing

/// The agent skill, `skills/screenrouter/SKILL.md`: the Agent Skills format (a `name` that is its folder's, a
/// `description` of at most 1,024 characters), and every command and option its shell blocks use is one the command
/// line takes.
@MainActor
struct SkillFileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("skills/screenrouter/SKILL.md")

    @Test func theFrontMatterNamesTheSkillAndSaysWhenToUseIt() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let parts = text.components(separatedBy: "---\n")
        #expect(parts.count >= 3 && parts[0].isEmpty, "the file starts with its front matter between --- lines")
        let fields = Dictionary(
            uniqueKeysWithValues: parts[1].split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
        )
        #expect(fields["name"] == "screenrouter", "the name is the folder's")
        let description = try #require(fields["description"])
        #expect(!description.isEmpty && description.count <= 1_024)
        #expect(description.contains("Use "), "it says when to use the skill")
    }

    @Test func everyCommandAndOptionOfItsShellBlocksIsTheCommandLines() async throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let blocks = text.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let calls = blocks.flatMap { $0.split(separator: "\n") }.filter { $0.contains("/screenrouter ") }
        #expect(calls.count >= 6)
        var helps: [String: String] = [:]
        for call in calls {
            let words = call.split(separator: " ").map(String.init)
            let command = try #require(words.firstIndex { $0.hasSuffix("/screenrouter") }.map { words[$0 + 1] })
            if helps[command] == nil {
                let tool = try ProcessApplication.product(named: "screenrouter")
                tool.launchArguments = [command, "--help"]
                try await tool.launch()
                #expect(tool.exitStatus == 0, "`screenrouter \(command) --help`")
                helps[command] = tool.standardOutput
            }
            for option in words where option.hasPrefix("--") {
                #expect(helps[command]?.contains(option) == true, "`\(command)` does not take \(option): \(call)")
            }
        }
    }
}
