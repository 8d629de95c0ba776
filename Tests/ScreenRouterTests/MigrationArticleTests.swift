import Foundation
import Testing

/// Every spelling the Migrating from 0.x article shows as removed is in a misuse that must not compile.
///
/// Each is written, as the article writes it, in a file of `Tools/AppleStubs/Misuses` whose name starts with
/// `Removed`. `scripts/typecheck-apple.sh` compiles each of those
/// files as a package of an adopter's would (another package name, so nothing internal to this one is visible) and
/// fails unless the compiler reports each diagnostic the file expects: for each removed spelling, an error that names
/// its replacement.
struct MigrationArticleTests {
    /// The package's folder.
    private static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Text without its white space, so that a spelling is found however a file wraps or indents it.
    private static func unspaced(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    /// What the article shows of 0.x that no compiler can reject, with the reason.
    private static let notCompileErrors: [String: String] = [
        "var launchEnvironment: [String: String]? {":
            "a member of the option's own type, which the compiler does not connect to `launchEnvironments`; the launch "
            + "fails with `invalidOptionValue`, an option that sets nothing",
        "[\"DATA_SOURCE\": \"mock\"]": "the body of the option above",
        "struct DataSourceOption: LaunchOption {": "the option above",
    ]

    /// The article's "before" code: the lines of each block it marks `<!-- not compiled: a 0.x spelling ... -->`, and
    /// the spellings left of each `→` in its list of spellings removed.
    private static func removedSpellings() throws -> [String] {
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Sources/ScreenRouter/ScreenRouter.docc/Articles/MigratingFrom0x.md"
            ),
            encoding: .utf8
        )
        var spellings: [String] = []
        var isBefore = false
        var isInBlock = false
        var previous = ""
        for line in article.components(separatedBy: "\n") {
            if isInBlock {
                if line == "```" {
                    isInBlock = false
                } else if isBefore {
                    spellings.append(line.trimmingCharacters(in: .whitespaces))
                }
            } else if line.hasPrefix("```") {
                isInBlock = true
                isBefore = previous.hasPrefix("<!-- not compiled: a 0.x spelling")
            }
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { previous = line }
        }
        #expect(spellings.count > 30, "the article's 0.x blocks were not found")
        let list = try #require(article.components(separatedBy: "### Spellings removed in this release").last)
        for bullet in list.components(separatedBy: "\n- ").dropFirst() {
            for change in bullet.replacingOccurrences(of: "\n", with: " ").components(separatedBy: ";") {
                // Each part but the last is followed by an arrow; a part after an arrow starts with that arrow's
                // replacement.
                let parts = change.components(separatedBy: "→")
                for (index, part) in parts.dropLast().enumerated() {
                    let spans = part.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
                        .map(\.element).dropFirst(index == 0 ? 0 : 1)
                    spellings += spans.filter { $0.contains("(") || $0.contains(".") }
                }
            }
        }
        // A span that elides code with `...` shows a shape, not code a compiler reads; its misuse writes it out.
        return spellings.filter { !unspaced($0).isEmpty && unspaced($0) != "}" && !$0.contains("...") }
    }

    @Test func everyRemovedSpellingOfTheArticleIsInAMisuseThatMustNotCompile() throws {
        let folder = Self.packageRoot.appendingPathComponent("Tools/AppleStubs/Misuses")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("Removed") && $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        var misuses = ""
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasPrefix("// expect: "), "\(file) must start with the diagnostics it expects")
            #expect(text.contains("// flags: -package-name "), "\(file) must compile as another package's code")
            misuses += Self.unspaced(text)
        }
        let spellings = try Self.removedSpellings()
        #expect(spellings.count > 60, "the article's spellings were not found: \(spellings)")
        let missing = spellings.filter { Self.notCompileErrors[$0] == nil && !misuses.contains(Self.unspaced($0)) }
        #expect(missing.isEmpty, "not in a Removed misuse: \(missing.joined(separator: "\n"))")
    }
}
