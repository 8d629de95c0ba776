import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// Under XCTest, a routing failure is reported through `XCTFail` at the caller's file and line.
///
/// XCTest here only because the behaviour under test is the XCTest path of failure reporting.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        failures.append((description, filePath, lineNumber))
    }

    func testRoutingFailureIsReportedThroughXCTFailAtTheCallersLine() throws {
        // XCTest runs test methods on the main thread.
        let expectedLine = #line + 3
        MainActor.assumeIsolated {
            let probe = ProcessApplication(executableURL: URL(fileURLWithPath: "/nonexistent/App"))
            launchApp(probe, screen: "settings")
        }
        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertTrue(failure.file.hasSuffix("XCTestReportingTests.swift"), failure.file)
        XCTAssertTrue(
            failure.description.contains(
                "Could not launch the app for screen `settings`: No executable at `/nonexistent/App`."),
            failure.description)
    }
}
