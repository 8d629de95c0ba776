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
    /// Records a failure at the caller's location: `Issue.record` under Swift Testing, `XCTFail` under XCTest.
    static func record(_ message: String, at location: CallerLocation) {
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
