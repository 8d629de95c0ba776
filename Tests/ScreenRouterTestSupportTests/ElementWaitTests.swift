import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The probe's elements that a screen shows only in the frame it writes after its route: `later.title`.
final class LaterAIP: AIP {
    nonisolated static let mainIdentifier = "later"

    enum Element: String {
        case title
    }
}

/// The probe's `elements` screen as a page object, in a session.
@MainActor
final class LaterPage: ProcessPageObject {
    typealias Element = LaterAIP.Element
    typealias Provider = LaterAIP
    static let screen = Screen<[String]>.elements
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }
}

/// A page object's check in a session waits for the element frame the app writes after its route, without
/// stopping the app when it never comes.
@MainActor
struct ElementWaitTests {
    func makeSession(laterFrame delay: String?) async throws -> ProcessApplication {
        let probe = try makeProbe()
        probe.routeScheme = "probe"
        probe.launchEnvironment["PROBE_LATER_FRAME"] = delay
        try await probe.startSession()
        return probe
    }

    @Test func aCheckWaitsForTheFrameWrittenAfterTheRoute() async throws {
        let probe = try await makeSession(laterFrame: "0.3")
        let page = await LaterPage(app: probe).givenPage(model: ["loading", "later.title"])
        #expect(probe.protocolOutput.contains("ScreenRouter.routed 1"))
        #expect(!probe.standardOutput.contains("Label of later.title"))
        await page.thenIShouldSee(element: .title, text: "Label of later.title")
        #expect(probe.element("later.title")?.label == "Label of later.title")
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled)
    }

    @Test func aFrameThatNeverComesFailsAtTheTimeoutListingTheElementsAndTheSessionRunsOn() async throws {
        let probe = try await makeSession(laterFrame: nil)
        let page = await LaterPage(app: probe).givenPage(model: ["loading", "later.title"])
        let line = #line + 1
        let issues = await capturingIssues { await page.thenIShouldSee(element: .title, timeout: 0.5) }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains("No element `later.title` on screen `elements` (route 1)"), "\(message)")
        #expect(message.contains("[loading] Label of loading"), "\(message)")
        #expect(probe.sessionProcessIdentifier != nil)
        await probe.route(to: .screen(.elements, model: ["again"]))
        #expect(probe.element("again")?.label == "Label of again")
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled && !probe.didTimeOut)
    }
}
