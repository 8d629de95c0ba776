// A UI-test case's set-up and tear-down in every form XCTest declares (XCAbstractTest.h and XCTestCase.h), as Swift
// imports them, compiled to a module for every triple that has XCTest: SILGen then emits the Objective-C entry point
// of each override (an `async` one starts a task, a throwing one stores an NSError), and calls the completion-handler
// forms `super` has. A type-check alone does neither.
import XCTest

final class LifecycleUITests: XCTestCase {
    private var events: [String] = []

    override class func setUp() {
        super.setUp()
    }

    override class func tearDown() {
        super.tearDown()
    }

    override func setUp() async throws {
        try await super.setUp()
        events.append("setUp async")
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        continueAfterFailure = false
    }

    override func setUp() {
        super.setUp()
        addTeardownBlock { [events] in _ = events }
    }

    override func tearDown() {
        super.tearDown()
    }

    override func tearDownWithError() throws {
        try super.tearDownWithError()
    }

    override func tearDown() async throws {
        events.removeAll()
        try await super.tearDown()
    }
}

// XCUIApplication is main-actor isolated: a UI test that keeps one makes it in a main-actor set-up, which an async
// override may be.
final class MainActorSetUpUITests: XCTestCase {
    @MainActor private var app: XCUIApplication?

    @MainActor
    override func setUp() async throws {
        try await super.setUp()
        app = XCUIApplication()
    }

    @MainActor
    override func tearDown() async throws {
        app?.terminate()
        app = nil
        try await super.tearDown()
    }
}
