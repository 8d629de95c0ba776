import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The XCTest family takes XCTest's `file` and `line`; a failure recorded at such a location under Swift Testing
/// still lands at that file and line, with the file ID the compiler gives the file and column 1.
struct CallerLocationTests {
    /// Records one failure at `location` and returns where Swift Testing put it.
    private func recordedLocation(_ location: CallerLocation) -> SourceLocation? {
        let issues = capturingIssues {
            TestFailure.record(ScreenRouterError(code: .launchFailed, message: "Not launched."), at: location)
        }
        #expect(issues.count == 1)
        return issues.first?.sourceLocation
    }

    @Test func aLocationFromXCTestsFileAndLineIsThisFilesOwnFileIDLineAndColumnOne() throws {
        let line: UInt = #line
        let recorded = try #require(recordedLocation(CallerLocation(#filePath, line)))
        #expect(recorded.fileID == #fileID)
        #expect(recorded.filePath == #filePath)
        #expect(recorded.line == Int(line))
        #expect(recorded.column == 1)
    }

    @Test(
        arguments: [
            ("/src/Shop/Tests/ShopUITests/CartTests.swift", "ShopUITests/CartTests.swift"),
            ("Tests/ShopUITests/CartTests.swift", "ShopUITests/CartTests.swift"),
            ("CartTests.swift", "CartTests.swift/CartTests.swift"),
        ] as [(StaticString, String)]
    )
    func theFileIDOfAPathIsItsFolderAndFileName(path: StaticString, fileID: String) throws {
        let recorded = try #require(recordedLocation(CallerLocation(path, 12)))
        #expect(recorded.fileID == fileID)
        #expect(recorded.filePath == "\(path)")
        #expect(recorded.line == 12)
    }
}
