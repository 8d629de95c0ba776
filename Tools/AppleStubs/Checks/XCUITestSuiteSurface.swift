// A UI-test suite as one is written for XCUITest, using the wider surface that the stand-ins declare in full:
// every set-up and tear-down form, activities and attachments, screenshots of the screen and of an element,
// snapshots, coordinates, gestures with a velocity, keyboard modifiers, protected resources and the accessibility
// audit. Spelt as Swift imports Apple's Xcode 26 headers; type-checked for iOS, never run.
import UIKit
import XCTest

final class SurfaceUITests: XCTestCase {
    // XCTestCase.h: the class's own set-up and tear-down, once for all its tests.
    override class func setUp() {
        super.setUp()
    }

    override class func tearDown() {
        super.tearDown()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        continueAfterFailure = false
        executionTimeAllowance = 60
        addTeardownBlock {
            // Registered during set-up, run after tearDown().
        }
    }

    override func tearDownWithError() throws {
        try super.tearDownWithError()
    }

    @MainActor
    func testScreenshotsAndActivities() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-screen", "settings"]
        app.launchEnvironment = ["LANG": "en"]
        app.launch()
        XCTContext.runActivity(named: "Capture the screen") { activity in
            let screen = XCUIScreen.main.screenshot()
            let attachment = XCTAttachment(screenshot: screen, quality: .medium)
            attachment.name = activity.name
            attachment.lifetime = .keepAlways
            activity.add(attachment)
        }
        let element = app.staticTexts["title"]
        let png: Data = element.screenshot().pngRepresentation
        add(XCTAttachment(data: png, uniformTypeIdentifier: "public.png"))
        add(XCTAttachment(string: element.debugDescription))
        let image: UIImage = XCUIScreen.screens[0].screenshot().image
        add(XCTAttachment(image: image, quality: .low))
        XCTAssertEqual(XCTAttachment(plistObject: ["a": 1]).uniformTypeIdentifier.isEmpty, false)
        let snapshot = try app.tables.firstMatch.snapshot()
        let identifiers = snapshot.children.map(\.identifier)
        let label = snapshot.dictionaryRepresentation[XCUIElement.AttributeName.label] as? String
        XCTAssertEqual(identifiers.count + (label == nil ? 0 : 1), app.cells.count)
        app.terminate()
    }

    @MainActor
    func testGestures() {
        let app = XCUIApplication(bundleIdentifier: "com.example.demo")
        app.activate()
        let list = app.tables.element(boundBy: 0)
        list.swipeUp(velocity: .fast)
        list.swipeDown(velocity: XCUIGestureVelocity(rawValue: 400))
        list.cells.element(boundBy: 0).press(
            forDuration: 0.5,
            thenDragTo: list.cells.element(boundBy: 2),
            withVelocity: .slow,
            thenHoldForDuration: 0.2
        )
        let start = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.9))
        let end = start.withOffset(CGVector(dx: 0, dy: -300))
        start.press(forDuration: 0.1, thenDragTo: end, withVelocity: .default, thenHoldForDuration: 0)
        XCTAssertEqual(end.referencedElement.elementType, .table)
        let point: CGPoint = end.screenPoint
        XCTAssertNotNil(point)
        app.maps.element.pinch(withScale: 2, velocity: 1)
        app.maps.element.rotate(0.5, withVelocity: 1)
        app.images.element.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        if #available(iOS 15.0, *) {
            app.textViews.element.typeKey("a", modifierFlags: [.command])
            XCUIElement.perform(withKeyModifiers: .shift) {
                app.buttons["next"].click()
            }
            start.scroll(byDeltaX: 0, deltaY: 20)
        }
        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 5))
    }

    @MainActor
    func testPermissionsAndAudit() throws {
        let app = XCUIApplication()
        if #available(iOS 13.4, *) {
            app.resetAuthorizationStatus(for: .location)
        }
        app.launch()
        if #available(iOS 17.0, *) {
            try app.performAccessibilityAudit(for: [.contrast, .dynamicType]) { issue in
                issue.auditType == .textClipped && issue.element?.identifier == "legal"
            }
        }
    }

    @MainActor
    func testElementAttributes() {
        let app = XCUIApplication()
        let field = app.textFields["email"]
        XCTAssertEqual(field.title, "")
        XCTAssertEqual(field.value as? String, "")
        XCTAssertEqual(field.horizontalSizeClass, .compact)
        let frame: CGRect = field.frame
        XCTAssertNotNil(frame)
        XCTAssertFalse(field.isSelected)
        XCTAssertEqual(app.windows.allElementsBoundByAccessibilityElement.count, 1)
    }
}
