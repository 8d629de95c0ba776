// A stand-in for Apple's XCTest as the iOS SDK ships it, type-checked on Linux and never run. Linux's own XCTest
// has no UI-testing types, so this module replaces it during the Apple type-check: it declares the test-case and
// assertion API that ScreenRouterTestSupport and the Demo's UI tests use, copied from Xcode's XCTest
// (XCTest.framework: XCTestCase.h, XCTest.swiftinterface) with its isolation; each declaration names its page in
// Apple's documentation. Bodies are placeholders. The UI-testing types are in XCUIAutomation.swift.
//
// XCTest's test-case and assertion API carries no per-declaration availability: the framework exists for macOS,
// iOS, tvOS, visionOS and, since Xcode 12.5, watchOS, and what it declares is available wherever it exists.

@_exported import Foundation

// XCTest.h · https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {
    // https://developer.apple.com/documentation/xctest/xctest/setup()
    open func setUp() {}

    // https://developer.apple.com/documentation/xctest/xctest/setupwitherror()
    open func setUpWithError() throws {}

    // https://developer.apple.com/documentation/xctest/xctest/teardown()
    open func tearDown() {}
}

// XCTestCase.h · https://developer.apple.com/documentation/xctest/xctestcase
// Not actor-isolated: test methods choose their own isolation, UI tests `@MainActor`.
open class XCTestCase: XCTest {
    // https://developer.apple.com/documentation/xctest/xctestcase/continueafterfailure
    open var continueAfterFailure: Bool = true

    // XCTestCase.h, `-recordFailureWithDescription:inFile:atLine:expected:`; `record(_:)` (XCTIssue, Xcode 12)
    // supersedes it, and the page gives it no version range.
    // https://developer.apple.com/documentation/xctest/xctestcase/recordfailure(withdescription:infile:atline:expected:)
    open func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {}
}

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

// XCTActivity.h · https://developer.apple.com/documentation/xctest/xctactivity
public protocol XCTActivity: NSObjectProtocol {
    // https://developer.apple.com/documentation/xctest/xctactivity/name
    var name: String { get }

    // `-addAttachment:`, NS_SWIFT_NAME(add(_:)). https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
    func add(_ attachment: XCTAttachment)
}

// XCTAttachment.h · https://developer.apple.com/documentation/xctest/xctattachment
// Its screenshot initializer, a category of XCUIAutomation, is in XCUIAutomation.swift.
open class XCTAttachment: NSObject {
    // XCTAttachmentLifetime, NS_ENUM(NSInteger).
    // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
    public enum Lifetime: Int, Sendable {
        // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum/keepalways
        case keepAlways = 0
        // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum/deleteonsuccess
        case deleteOnSuccess = 1
    }

    // https://developer.apple.com/documentation/xctest/xctattachment/name
    open var name: String?

    // Defaults to `.deleteOnSuccess`. https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property
    open var lifetime: XCTAttachment.Lifetime = .deleteOnSuccess
}

// XCTContext.h · https://developer.apple.com/documentation/xctest/xctcontext
open class XCTContext: NSObject {
    // XCTContext.h: `- (instancetype)init XCT_UNAVAILABLE("XCTContext is not to be instantiated directly, use
    // +[XCTContext runActivityNamed:block:] to run an activity.");` (and `+new`).
    @available(
        *,
        unavailable,
        message: """
            XCTContext is not to be instantiated directly, use +[XCTContext runActivityNamed:block:] to run an activity.
            """
    )
    public override init() { super.init() }

    // The Swift refinement of `+runActivityNamed:block:` in XCTest.swiftinterface.
    // https://developer.apple.com/documentation/xctest/xctcontext/runactivity(named:block:)
    @MainActor @preconcurrency
    open class func runActivity<Result>(
        named name: String,
        block: @MainActor (any XCTActivity) throws -> Result
    ) rethrows -> Result {
        try block(StandInActivity(name: name))
    }
}

/// The activity the stand-in's `runActivity(named:block:)` passes; nothing in it runs.
private final class StandInActivity: NSObject, XCTActivity {
    let name: String
    init(name: String) { self.name = name }
    func add(_ attachment: XCTAttachment) {}
}
