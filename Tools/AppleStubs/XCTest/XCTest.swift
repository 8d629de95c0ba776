// A stand-in for Apple's XCTest as the iOS SDK ships it, type-checked on Linux and never run. Linux's own XCTest
// has no UI-testing types, so this module replaces it during the Apple type-check: it declares the test-case and
// assertion API that ScreenRouterTestSupport and the Demo's UI tests use, copied from Xcode's XCTest
// with its isolation; each declaration names its page in Apple's documentation. Bodies are placeholders. This file is
// the Swift overlay (XCTest.swiftinterface): the classes, protocols and UI-testing types are the clang module's,
// declared in the headers of this folder.
//
// XCTest's test-case and assertion API carries no per-declaration availability: the framework exists for macOS,
// iOS, tvOS, visionOS and, since Xcode 12.5, watchOS, and what it declares is available wherever it exists.

@_exported import Foundation
@_exported import XCTest

// XCTest.swiftinterface · https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

// https://developer.apple.com/documentation/xctest/xctassert(_:_:file:line:)
public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

// https://developer.apple.com/documentation/xctest/xctassertnotnil(_:_:file:line:)
public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> T {
    guard let value = try expression() else { throw XCTestStandInError() }
    return value
}

private struct XCTestStandInError: Error {}

// XCTest.swiftinterface · https://developer.apple.com/documentation/xctest/xctissue
public struct XCTIssue: Sendable {
    // https://developer.apple.com/documentation/xctest/xctissue/compactdescription
    public var compactDescription: String
}

// https://developer.apple.com/documentation/xctest/xctexpectfailure(_:enabled:strict:failingblock:issuematcher:)
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
) rethrows -> R {
    try failingBlock()
}

// XCTContext.h: `+runActivityNamed:block:` is NS_REFINED_FOR_SWIFT; the overlay's generic method replaces it.
// https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)
extension XCTContext {
    @MainActor @preconcurrency
    public class func runActivity<Result>(
        named name: String,
        block: @MainActor (any XCTActivity) throws -> Result
    ) rethrows -> Result {
        try block(StandInActivity())
    }
}

private final class StandInActivity: NSObject, XCTActivity {
    var name: String { "" }
    func add(_ attachment: XCTAttachment) {}
}

// XCUIAccessibilityAudit.h: `-performAccessibilityAuditWithAuditTypes:issueHandler:error:` is NS_REFINED_FOR_SWIFT;
// the overlay's method replaces it.
// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension XCUIApplication {
    @MainActor @nonobjc @preconcurrency
    public func performAccessibilityAudit(
        for auditTypes: XCUIAccessibilityAuditType = .all,
        _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws {}
}
