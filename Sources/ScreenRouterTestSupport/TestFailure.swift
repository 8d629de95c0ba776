import ScreenRouter
import Testing
import XCTest

/// Where a test called a test-support function, so failures point at the test's own line.
struct CallerLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Records a test failure in whichever framework is running the test.
enum TestFailure {
    /// Records a failure at the caller's location: under Swift Testing an issue that carries the error, so a
    /// known issue can match on its code; under XCTest `XCTFail` with its message.
    ///
    /// An error of another type is recorded as a ``ScreenRouterError`` with the code `launchFailed` and the
    /// error's description as its message.
    static func record(_ failure: any Error, at location: CallerLocation) {
        let error =
            failure as? ScreenRouterError ?? ScreenRouterError(code: .launchFailed, message: "\(failure)")
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
            Issue.record(error, sourceLocation: sourceLocation)
        } else {
            XCTFail(error.message, file: location.filePath, line: location.line)
        }
    }
}
