import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// The user the article's app shows, as its `User`.
struct ArticleUser: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

/// The article app's user-detail screen, typed.
extension Screen where Model == ArticleUser {
    static let articleUserDetail = Screen("userDetail")
}

/// The article app's user-detail identifiers: `userName`, as its host writes them.
final class ArticleUserAIP: AIP {
    nonisolated static let mainIdentifier = "userDetail"

    enum Element: String {
        case userName, userEmail
    }

    /// The article's identifiers carry no main identifier.
    static func elementIdentifier(for element: Element) -> String {
        element.rawValue
    }
}

/// The article app's user-detail screen as a page object.
@MainActor
final class ArticleUserPage: ProcessPageObject {
    typealias Element = ArticleUserAIP.Element
    typealias Provider = ArticleUserAIP
    static let screen = Screen<ArticleUser>.articleUserDetail
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }
}

/// A terminal app whose host and start are the Testing on Linux and macOS article's, verbatim: its element frames
/// reach element queries and page objects, and its own output stays apart from the protocol's lines.
@MainActor
struct TerminalHostArticleTests {
    static let ada = ArticleUser(id: 1, name: "Ada", email: "ada@example.com")

    /// The Swift blocks of the article, in order.
    static func articleBlocks() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/ScreenRouterTestSupport/ScreenRouterTestSupport.docc/Articles/TestingOnLinuxAndMacOS.md"
            ),
            encoding: .utf8
        )
        return article.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    @Test func theProbesHostAndStartAreTheArticlesBlocksAsTheArticleShowsThem() throws {
        let blocks = try Self.articleBlocks()
        try #require(blocks.count >= 2)
        let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Probes/TerminalHostProbe")
        let host = try String(contentsOf: probe.appendingPathComponent("TerminalHost.swift"), encoding: .utf8)
        let start = try String(contentsOf: probe.appendingPathComponent("RunApp.swift"), encoding: .utf8)
        #expect(host == blocks[0])
        #expect(start == "import ScreenRouter\n\n" + blocks[1])
    }

    @Test func aLaunchKeepsTheAppsOwnOutputApartFromTheProtocolsLines() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await launchApp(app, .screen(.articleUserDetail, model: Self.ada))
        #expect(app.standardOutput == "[userName] Ada\n")
        #expect(
            app.protocolOutput
                == #"ScreenRouter.elements {"elements":[{"identifier":"userName","kind":"text","label":"Ada"}],"#
                + #""route":0,"screen":"userDetail"}"# + "\nScreenRouter.routed 0\n"
        )
        #expect(app.reportedRoutingFailure() == nil)
    }

    @Test func aPageObjectChecksTheScreenALaunchOpens() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await ArticleUserPage(app: app).givenPage(model: Self.ada).thenIShouldSee(element: .userName, text: "Ada")
        #expect(app.element("userName")?.kind == "text")
    }

    @Test func aPageObjectChecksEachScreenOfASession() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        app.routeScheme = "myapp"
        try await app.startSession()
        let page = ArticleUserPage(app: app)
        await page.givenPage(model: Self.ada).thenIShouldSee(element: .userName, text: "Ada")
        let grace = ArticleUser(id: 2, name: "Grace", email: "grace@example.com")
        await page.givenPage(model: grace).thenIShouldSee(element: .userName, text: "Grace")
        #expect(app.standardOutput == "[userName] Grace\n")
        await app.stopSession()
        #expect(app.exitStatus == 0 && !app.wasSignalled)
    }
}
