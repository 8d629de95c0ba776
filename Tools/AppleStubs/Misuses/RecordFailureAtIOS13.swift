// expect: 'recordFailure(withDescription:inFile:atLine:expected:)' is deprecated: Replaced by 'recordIssue:'
// XCTestCase.h deprecates -recordFailureWithDescription:inFile:atLine:expected: with XCT_DEPRECATED_WITH_REPLACEMENT,
// on every platform and from any deployment target, not from iOS 14: calling it warns at iOS 13 too.
import XCTest

final class ReportingTests: XCTestCase {
    func report(_ message: String) {
        recordFailure(withDescription: message, inFile: #filePath, atLine: #line, expected: true)
    }
}
