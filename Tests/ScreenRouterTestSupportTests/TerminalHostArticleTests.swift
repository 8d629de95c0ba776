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

/// A terminal app whose host and start are the articles', verbatim.
///
/// They are the Testing on Linux and macOS article's and the Sessions article's, one host in every article that shows
/// one. Its element frames, with each element's kind and the character cells it takes, reach element queries, page
/// objects and snapshots, and its own output stays apart from the protocol's lines.
@MainActor
struct TerminalHostArticleTests {
    static let ada = ArticleUser(id: 1, name: "Ada", email: "ada@example.com")
    static let grace = ArticleUser(id: 2, name: "Grace", email: "grace@example.com")

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The articles that show a terminal host.
    nonisolated static let articles = [
        "Sources/ScreenRouterTestSupport/ScreenRouterTestSupport.docc/Articles/TestingOnLinuxAndMacOS.md",
        "Sources/ScreenRouter/ScreenRouter.docc/Articles/SessionsOneLaunchManyScreens.md",
    ]

    /// The Swift blocks of an article that are compiled, in order: all but those marked
    /// `<!-- not compiled: <reason> -->` (a 0.x spelling shown before its replacement).
    static func blocks(of article: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
        let parts = text.components(separatedBy: "```swift\n")
        return zip(parts, parts.dropFirst()).compactMap { before, part in
            let marker = before.split(separator: "\n").last ?? ""
            return marker.contains("<!-- not compiled:") ? nil : part.components(separatedBy: "```").first
        }
    }

    @Test(arguments: articles)
    func theProbesHostAndStartAreTheArticlesBlocksAsTheArticleShowsThem(_ article: String) throws {
        let blocks = try Self.blocks(of: article)
        let probe = Self.root.appendingPathComponent("Tests/Probes/TerminalHostProbe")
        let host = try String(contentsOf: probe.appendingPathComponent("TerminalHost.swift"), encoding: .utf8)
        let start = try String(contentsOf: probe.appendingPathComponent("RunApp.swift"), encoding: .utf8)
        let hostBlocks = blocks.filter { $0.contains("final class TerminalHost") }
        let startBlocks = blocks.filter { $0.contains("func runApp()") }
        #expect(hostBlocks == [host])
        #expect(startBlocks.map { "import ScreenRouter\n\n" + $0 } == [start])
    }

    /// No article shows a terminal host other than the one above, nor a screen type of another shape.
    @Test func noOtherArticleShowsAHostOfItsOwn() throws {
        let folders = [
            "Sources/ScreenRouter/ScreenRouter.docc/Articles",
            "Sources/ScreenRouterTestSupport/ScreenRouterTestSupport.docc/Articles",
        ]
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent(folder).path
            )
            #expect(files.filter { $0.hasSuffix(".md") }.count >= 3, "\(folder) lists its articles")
            for file in files where file.hasSuffix(".md") {
                let article = folder + "/" + file
                guard !Self.articles.contains(article) else { continue }
                for block in try Self.blocks(of: article) {
                    #expect(!block.contains(": ScreenHost"), "\(article) shows a host of its own")
                    #expect(!block.contains("TextScreen("), "\(article) builds a TextScreen of its own")
                }
            }
        }
    }

    @Test func aLaunchWritesEachElementWithItsKindValueAndCells() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await launchApp(app, .screen("settings"))
        #expect(app.standardOutput == "[settingsTitle] Settings\n[animations] Animations = on\n")
        #expect(
            app.protocolOutput
                == #"ScreenRouter.elements {"elements":[{"frame":[0,0,24,1],"identifier":"settingsTitle","kind":"text","#
                + #""label":"Settings"},{"frame":[0,1,28,1],"identifier":"animations","kind":"button","#
                + #""label":"Animations","value":"on"}],"route":0,"screen":"settings","unit":"cell"}"#
                + "\nScreenRouter.routed 0\n"
        )
        #expect(app.element("animations")?.kind == "button")
        #expect(app.element("animations")?.value == "on")
        #expect(app.reportedRoutingFailure() == nil)
    }

    @Test func aVariantsLineMovesTheElementsDownARow() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await launchApp(app, .screen(.articleUserDetail, model: Self.ada, variant: ScreenVariant(appearance: .dark)))
        #expect(app.standardOutput == "[ScreenRouter.variant] appearance=dark\n[userName] Ada\n")
        let frame = try #require(try app.lastElementFrame())
        #expect(frame.unit == .cell)
        #expect(frame.elements.map(\.frame) == [[0, 1, 14, 1]])
    }

    @Test func aPageObjectChecksTheScreenALaunchOpens() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await ArticleUserPage(app: app).givenPage(model: Self.ada).thenIShouldSee(element: .userName, text: "Ada")
        #expect(app.element("userName")?.kind == "text")
    }

    /// The Sessions article's `eachRouteLeavesItsOwnFrame()`, against the article's host.
    @Test func eachRouteLeavesItsOwnFrameAsTheSessionsArticleSays() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        app.routeScheme = "myapp"
        await app.route(to: .screen(.articleUserDetail, model: Self.ada))
        #expect(app.standardOutput == "[userName] Ada\n")
        #expect(app.protocolOutput.hasSuffix("ScreenRouter.routed 1\n"))
        #expect(app.element("userName")?.label == "Ada")
        let adaFrame = app.standardOutput
        await app.route(to: .screen(.articleUserDetail, model: Self.grace))
        #expect(app.standardOutput == "[userName] Grace\n")
        await app.stopSession()
        #expect(app.standardOutput.isEmpty)
        #expect(adaFrame.hasPrefix("[userName] Ada"))
    }

    @Test func aPageObjectChecksEachScreenOfASession() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        app.routeScheme = "myapp"
        try await app.startSession()
        let page = ArticleUserPage(app: app)
        await page.givenPage(model: Self.ada).thenIShouldSee(element: .userName, text: "Ada")
        await page.givenPage(model: Self.grace).thenIShouldSee(element: .userName, text: "Grace")
        #expect(app.standardOutput == "[userName] Grace\n")
        await app.stopSession()
        #expect(app.exitStatus == 0 && !app.wasSignalled)
    }

    /// The snapshot of a cell of the article's app keeps each element's cells, in the file's `cell` unit.
    @Test func aSnapshotKeepsTheCellsEachElementTakes() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await launchApp(app, .screen("settings"))
        let snapshot = SnapshotFile(try #require(try app.lastElementFrame()))
        #expect(
            snapshot.text == """
                {
                  "elements": [
                    {"frame":[0,0,24,1],"identifier":"settingsTitle","kind":"text","label":"Settings"},
                    {"frame":[0,1,28,1],"identifier":"animations","kind":"button","label":"Animations","value":"on"}
                  ],
                  "screen": "settings",
                  "unit": "cell",
                  "version": 1
                }

                """
        )
    }
}
