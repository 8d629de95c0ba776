import Foundation
import ScreenRouter
import Testing

/// The article on the launch protocol lists every request parameter as it is declared: a parameter added,
/// renamed or reworded in one place and not the other fails here.
struct LaunchProtocolArticleTests {
    /// An article's lines.
    private func articleLines(_ name: String = "TheLaunchProtocol") throws -> [String] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ScreenRouter/ScreenRouter.docc/Articles/\(name).md")
        return try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
    }

    @Test func theTableOfArgumentsHasARowForEachParameterAsDeclared() throws {
        // Every row of a launch argument with a value: `-flag <value>`, not the switches `--uitesting` and such.
        let rows = try articleLines().filter { $0.hasPrefix("| `-") && !$0.hasPrefix("| `--") }
        #expect(rows == LaunchProtocol.parameters.map(\.argumentRow))
    }

    @Test func theTableOfRouteURLItemsHasARowForEachParameterAsDeclared() throws {
        // Every row of a query item: `` `item=<value>` ``.
        let rows = try articleLines().filter { line in
            line.hasPrefix("| `") && line.dropFirst(3).prefix { $0 != "`" }.contains("=<")
        }
        #expect(rows == LaunchProtocol.parameters.map(\.routeURLRow))
    }

    /// The article names each option a parameter declares by name; the options named after their item it names
    /// by their rule, `--<item> <value>`.
    @Test func theCommandLineArticleNamesEveryOptionOfAParameter() throws {
        let article = try articleLines("CommandLine").joined(separator: "\n")
        #expect(article.contains("option\nnamed after its route-URL item, `--<item> <value>`"))
        for parameter in LaunchProtocol.parameters {
            guard let option = parameter.option, option.name != "--\(parameter.item)" else { continue }
            #expect(article.contains("`\(option.name)"), "\(option.name)")
        }
    }
}
