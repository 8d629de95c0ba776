import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

extension Screen where Model == [String] {
    /// The probe's session screen that prints an element frame with its model's identifiers.
    static let elements = Screen("elements")
}

/// Element queries read the app's element frames across the process, strictly: none or two matches fail at the
/// caller's line, listing what the screen shows.
@MainActor
struct ElementQueryTests {
    func makeSession() async throws -> ProcessApplication {
        let probe = try makeProbe()
        probe.routeScheme = "probe"
        try await probe.startSession()
        return probe
    }

    @Test func anElementOfTheRoutesFrameIsFound() async throws {
        let probe = try await makeSession()
        await probe.route(to: .screen(.elements, model: ["home.mainView", "home.tableView"]))
        #expect(probe.element("home.tableView")?.label == "Label of home.tableView")
        #expect(probe.element("home.tableView")?.kind == "text")
        await probe.stopSession()
    }

    @Test func twoMatchesAreAnErrorNamingBothAtTheCallersLine() async throws {
        let probe = try await makeSession()
        await probe.route(to: .screen(.elements, model: ["userRow", "userName", "userRow"]))
        var found: String?
        let line = #line + 1
        let issues = capturingIssues { found = probe.element("userRow")?.label }
        #expect(found == nil)
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains("2 elements match `userRow` on screen `elements` (route 1)"))
        #expect(message.components(separatedBy: "[userRow] Label of userRow (text)").count == 3, "\(message)")
        #expect(!message.contains("[userName]"))
        #expect(issues.first?.screenRouterError?.code == .elementNotUnique)
        await probe.stopSession()
    }

    @Test func notFoundListsTheScreensElementsNearestFirstAtTheCallersLine() async throws {
        let probe = try await makeSession()
        await probe.route(to: .screen(.elements, model: ["settingsTitle", "userName", "userNames", "zzz"]))
        let line = #line + 1
        let issues = capturingIssues { probe.element("userNmae") }
        #expect(issues.first?.sourceLocation?.line == line)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains("No element `userNmae` on screen `elements` (route 1)"))
        let order = ["[userName]", "[userNames]", "[zzz]"].compactMap { message.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "\(message)")
        #expect(issues.first?.screenRouterError?.code == .elementNotFound)
        await probe.stopSession()
    }

    @Test func aMalformedFrameIsItsOwnError() async throws {
        let probe = try await makeSession()
        await probe.route(to: .screen(.elements, model: ["malformed"]))
        let issues = capturingIssues { probe.element("anything") }
        #expect(issues.first?.screenRouterError?.code == .malformedElementFrame)
        #expect(issues.flatMap(\.messages).joined().contains("element frame that does not read"))
        await probe.stopSession()
    }

    /// A host that gives `writeElements(_:of:route:)` a kind a test cannot query, or a cell before the screen's
    /// first, fails the route at the caller's line with every such element named; the frame is still read.
    @Test func aHostsUnqueryableElementsFailTheRouteNamingEach() async throws {
        let probe = try await makeSession()
        let line = #line + 2
        let issues = await capturingIssues {
            await probe.route(to: .screen(.elements, model: ["kind.buton", "cells.negative", "kind.button"]))
        }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(probe.reportedRoutingFailure()?.code == .malformedElementFrame)
        let message = issues.flatMap(\.messages).joined()
        #expect(
            message.contains("element `kind.buton` has the kind `buton`, which is none of text, button, image"),
            "\(message)"
        )
        #expect(message.contains("element `cells.negative` is at column -3, row 1, width 20"), "\(message)")
        #expect(probe.element("kind.button")?.kind == "button")
        #expect(probe.element("kind.buton")?.kind == "other")
        #expect(
            try probe.lastElementFrame()?.elements.map(\.frame) == [[0, 0, 20, 1], [0, 1, 20, 1], [0, 2, 20, 1]]
        )
        await probe.stopSession()
    }

    @Test func aRouteWithoutAFrameSaysTheAppWroteNone() async throws {
        let probe = try await makeSession()
        await probe.route(to: .screen("settings"))
        let issues = capturingIssues { probe.element("settingsTitle") }
        #expect(issues.flatMap(\.messages).joined().contains("the app wrote no element frame"))
        await probe.stopSession()
    }
}
