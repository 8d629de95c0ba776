import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// What a failing check of a terminal app's screen says, as a Swift Testing issue: what failed (the element, the text,
/// the wait and its length), the screen's elements nearest first, a hint that fits a command-line host, and nothing of a
/// launch or of an error the test caught.
@MainActor
struct ElementCheckFailureTests {
    static let ada = TerminalHostArticleTests.ada

    /// Every line the test's issues say: the errors' messages and the comments beside them.
    func text(of issues: [Issue]) -> String {
        issues.flatMap { $0.messages + $0.comments.map(\.rawValue) }.joined(separator: "\n")
    }

    @Test func aMissingElementSaysTheCheckFailedNotTheLaunchAndGivesATerminalHostsHint() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        let page = await ArticleUserPage(app: app).givenPage(model: Self.ada)
        let issues = await capturingIssues { await page.thenIShouldSee(element: .userEmail) }
        #expect(issues.count == 1)
        #expect(issues.first?.screenRouterError?.code == .elementNotFound)
        let said = text(of: issues)
        #expect(said.contains("No element `userEmail` on screen `userDetail` (route 0)."), "\(said)")
        #expect(said.contains("It shows, nearest first:\n  [userName] Ada (text)"), "\(said)")
        #expect(said.contains("`writeElements(_:of:route:)` in its `install(_:as:route:)`"), "\(said)")
        let issue = try #require(issues.first)
        #expect(!"\(issue)".contains("Caught error") && !said.contains("threw nothing"), "\(issue)")
        #expect(!said.contains("could not launch or route"), "\(said)")
        #expect(!said.contains("addAccessibility"), "\(said)")
        #expect(!said.contains("waited"), "a launch's check waits for nothing: \(said)")
    }

    @Test func anElementQuerysFailureSaysTheCheckFailedNotTheLaunch() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        await launchApp(app, .screen(.articleUserDetail, model: Self.ada))
        let issues = capturingIssues { app.element("userMail") }
        let said = text(of: issues)
        #expect(said.contains("No element `userMail` on screen `userDetail` (route 0)."), "\(said)")
        #expect(!said.contains("could not launch or route"), "\(said)")
        #expect(!said.contains("addAccessibility"), "\(said)")
    }

    @Test func aTextCheckThatTimesOutSaysItWaitedHowLongAndListsTheScreen() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        app.routeScheme = "myapp"
        try await app.startSession()
        let page = await ArticleUserPage(app: app).givenPage(model: Self.ada)
        let line = #line + 2
        let issues = await capturingIssues {
            await page.thenIShouldSee(element: .userName, text: "Grace", timeout: 0.5)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        let said = text(of: issues)
        #expect(said.contains("The element `userName` on screen `userDetail` (route 1) shows `Ada`, not `Grace`."))
        #expect(said.contains("The check waited 0.5 seconds for the app's next element frame"), "\(said)")
        #expect(said.contains("The screen shows, nearest first:\n  [userName] Ada (text)"), "\(said)")
        #expect(!said.contains("could not launch or route"), "\(said)")
        #expect(!said.contains("addAccessibility"), "\(said)")
        #expect(app.sessionProcessIdentifier != nil, "the session runs on")
        await app.stopSession()
        #expect(app.exitStatus == 0 && !app.wasSignalled)
    }

    @Test func aMissingElementInASessionSaysHowLongTheCheckWaited() async throws {
        let app = try ProcessApplication.product(named: "TerminalHostProbe")
        app.routeScheme = "myapp"
        try await app.startSession()
        let page = await ArticleUserPage(app: app).givenPage(model: Self.ada)
        let issues = await capturingIssues { await page.thenIShouldSee(element: .userEmail, timeout: 1) }
        let said = text(of: issues)
        #expect(said.contains("No element `userEmail` on screen `userDetail` (route 1)."), "\(said)")
        #expect(said.contains("The check waited 1 second for the app's next element frame"), "\(said)")
        await app.stopSession()
    }
}
