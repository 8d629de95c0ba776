import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The probe's elements with awkward labels: two lines, brackets, right-to-left text and 1 MiB of text.
final class AwkwardLabelAIP: AIP {
    nonisolated static let mainIdentifier = "label"

    enum Element: String, CaseIterable {
        case lines, brackets, rtl, huge
    }

    /// The label the probe gives each.
    static func label(of element: Element) -> String {
        switch element {
        case .lines: "line one\nline two"
        case .brackets: "[userName] Ada ] [ ScreenRouter.routed 1"
        case .rtl: "مرحبا بالعالم"
        case .huge: String(repeating: "x", count: 1 << 20)
        }
    }
}

/// The probe's elements that show only in a screen's loading frame: `gone.spinner`.
final class ProbeStateAIP: AIP {
    nonisolated static let mainIdentifier = "gone"

    enum Element: String {
        case spinner
    }
}

/// An element a test routes the probe to show twice: `dup.row`.
final class DuplicateAIP: AIP {
    nonisolated static let mainIdentifier = "dup"

    enum Element: String {
        case row
    }
}

/// The probe's `elements` screen as a page object of any provider.
@MainActor
final class ElementsPage<Provider: AccessibilityIdentifierProvider>: ProcessPageObject {
    typealias Element = Provider.Element
    static var screen: Screen<[String]> { .elements }
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }
}

/// Element frames across the process with what breaks readers, each with its own message, the session running on.
///
/// An element that goes away when the screen has loaded, labels with line breaks, brackets, right-to-left text and
/// 1 MiB of text, and duplicate identifiers.
@MainActor
struct ElementReliabilityTests {
    func makeSession(laterFrame delay: String? = nil) async throws -> ProcessApplication {
        let probe = try makeProbe()
        probe.routeScheme = "probe"
        probe.launchEnvironment["PROBE_LATER_FRAME"] = delay
        try await probe.startSession()
        return probe
    }

    @Test func anElementThatGoesAwayWhenTheScreenHasLoadedIsNotFoundListingWhatTheScreenShowsThen() async throws {
        let probe = try await makeSession(laterFrame: "0.05")
        let page = await ElementsPage<LaterAIP>(app: probe).givenPage(model: ["gone.spinner", "later.title"])
        #expect(probe.element(ProbeStateAIP.elementIdentifier(for: .spinner))?.label == "Label of gone.spinner")
        await page.thenIShouldSee(element: .title, text: "Label of later.title")
        let line = #line + 1
        let issues = capturingIssues { probe.element(ProbeStateAIP.elementIdentifier(for: .spinner)) }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(issues.first?.screenRouterError?.code == .elementNotFound)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains("No element `gone.spinner` on screen `elements` (route 1)"), "\(message)")
        #expect(message.contains("[later.title] Label of later.title (text)"), "\(message)")
        #expect(!message.contains("[gone.spinner]"), "\(message)")
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled)
    }

    @Test(arguments: AwkwardLabelAIP.Element.allCases)
    func anAwkwardLabelReadsBackAsTheAppWroteIt(_ element: AwkwardLabelAIP.Element) async throws {
        let probe = try await makeSession()
        let identifier = AwkwardLabelAIP.elementIdentifier(for: element)
        let page = await ElementsPage<AwkwardLabelAIP>(app: probe).givenPage(model: [identifier, "after"])
        #expect(probe.protocolOutput.hasSuffix("ScreenRouter.routed 1\n"))
        #expect(probe.element(identifier)?.label == AwkwardLabelAIP.label(of: element))
        #expect(probe.element("after")?.label == "Label of after")
        await page.thenIShouldSee(element: element, text: AwkwardLabelAIP.label(of: element))
        await probe.route(to: .screen(.elements, model: ["again"]))
        #expect(probe.element("again")?.label == "Label of again")
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled)
    }

    @Test func aFailureListsAwkwardLabelsEachOnOneShortLine() async throws {
        let probe = try await makeSession()
        let identifiers = AwkwardLabelAIP.Element.allCases.map(AwkwardLabelAIP.elementIdentifier(for:))
        await probe.route(to: .screen(.elements, model: identifiers))
        let issues = capturingIssues { probe.element("label.missing") }
        #expect(issues.first?.screenRouterError?.code == .elementNotFound)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains(#"  [label.lines] line one\nline two (text)"#), "\(message)")
        #expect(message.contains("  [label.brackets] [userName] Ada ] [ ScreenRouter.routed 1 (text)"), "\(message)")
        #expect(message.contains("  [label.rtl] مرحبا بالعالم (text)"), "\(message)")
        #expect(message.contains("  [label.huge] " + String(repeating: "x", count: 80) + "… (text)"), "\(message)")
        #expect(message.utf8.count < 2_000)
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled)
    }

    @Test func aPageObjectsCheckOfADuplicateIdentifierFailsNamingBothWithoutWaiting() async throws {
        let probe = try await makeSession()
        let page = await ElementsPage<DuplicateAIP>(app: probe).givenPage(model: ["dup.row", "other", "dup.row"])
        let line = #line + 1
        let issues = await capturingIssues { await page.thenIShouldSee(element: .row, text: "Label of dup.row") }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(issues.first?.screenRouterError?.code == .elementNotUnique)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains("2 elements match `dup.row` on screen `elements` (route 1)"), "\(message)")
        #expect(message.components(separatedBy: "[dup.row] Label of dup.row (text)").count == 3, "\(message)")
        await probe.route(to: .screen(.elements, model: ["again"]))
        #expect(probe.element("again")?.label == "Label of again")
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled)
    }
}
