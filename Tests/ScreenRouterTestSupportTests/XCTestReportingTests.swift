import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// Under XCTest, a routing failure is reported through `XCTFail` at the caller's file and line.
///
/// XCTest here only because the behaviour under test is the XCTest path of failure reporting.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {
        failures.append((description, filePath, lineNumber))
    }

    /// The supported way to launch from XCTest on Linux: a nonisolated `async` test method that awaits
    /// `launchApp` (swift-corelibs-xctest stops the run at a `@MainActor` test method).
    func testRoutingFailureIsReportedThroughXCTFailAtTheCallersLine() async throws {
        let probe = await ProcessApplication(executableURL: URL(fileURLWithPath: "/nonexistent/App"))
        let expectedLine = #line + 1
        await launchApp(probe, .screen("settings"))
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.file.hasSuffix("XCTestReportingTests.swift"), failure.file)
        XCTAssertTrue(
            failure.description.contains(
                "Could not launch the app for screen `settings`: No executable at `/nonexistent/App`."
            ),
            failure.description
        )
    }

    /// A real launch from an `async` XCTest method: the Demo-like probe routes, nothing fails.
    func testAsyncMethodLaunchesAnExecutable() async throws {
        let probe = try await ProcessApplication.product(named: "LaunchProbe")
        await launchApp(probe, .screen("settings"))
        XCTAssertEqual(failures.count, 0, failures.map(\.description).joined(separator: "\n"))
        let exitStatus = await probe.exitStatus
        XCTAssertEqual(exitStatus, 0)
    }
}

/// Under XCTest, an every-screen run records one failure per screen that does not open, each naming its screen.
final class EveryScreenXCTestTests: XCTestCase {
    private var failures: [(description: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {
        failures.append((description, lineNumber))
    }

    func testEveryScreenRecordsOneFailurePerBrokenScreen() async throws {
        let probe = try await ProcessApplication.product(named: "CatalogueProbe")
        let expectedLine = #line + 1
        await launchEveryScreen(probe)
        XCTAssertEqual(failures.map(\.line), [expectedLine, expectedLine])
        XCTAssertTrue(failures.first?.description.contains("Screen `cardWithoutSamples` needs a model") ?? false)
        XCTAssertTrue(
            failures.last?.description.contains(
                "The app could not open screen `receipt` with its sample `paid`: The model payload for screen "
                    + "`receipt` does not decode as Receipt: `total`: key not found."
            ) ?? false,
            failures.last?.description ?? "no failure"
        )
    }
}
