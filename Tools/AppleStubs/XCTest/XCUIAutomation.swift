// The UI-testing part of the XCTest stand-in. Since Xcode 16.3 these types live in XCUIAutomation, which XCTest
// re-exports; since Xcode 16 their headers (XCUIApplication.h, XCUIElement.h, XCUIElementQuery.h,
// XCUIElementTypeQueryProvider.h, XCUIElementAttributes.h) mark them XCT_SWIFT_MAIN_ACTOR, later
// XCUI_SWIFT_MAIN_ACTOR, that is `__attribute__((swift_attr("@MainActor")))`: Swift sees them as `@MainActor`.
// Each declaration names its page in Apple's documentation.

// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@MainActor
public protocol XCUIElementAttributes {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
    var identifier: String { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
    var label: String { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor
public protocol XCUIElementTypeQueryProvider {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
    var staticTexts: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/cells
    var cells: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tables
    var tables: XCUIElementQuery { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
    // XCUIElementAttributes, as above.
    public var identifier: String { "" }
    public var label: String { "" }

    // XCUIElementTypeQueryProvider, as above.
    public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
    public var cells: XCUIElementQuery { XCUIElementQuery() }
    public var tables: XCUIElementQuery { XCUIElementQuery() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
    open var exists: Bool { false }

    // Returns whether the element appeared; the SDK does not mark it `@discardableResult`.
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
    open func waitForExistence(timeout: TimeInterval) -> Bool { false }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
    open func tap() {}
}

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor
open class XCUIApplication: XCUIElement {
    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
    public override init() { super.init() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
    open var launchArguments: [String] = []

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launchenvironment
    open var launchEnvironment: [String: String] = [:]

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
    open func launch() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/open(_:)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    open func open(_ url: URL) {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()
    open func terminate() {}
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    // XCUIElementTypeQueryProvider, as above.
    public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
    public var cells: XCUIElementQuery { XCUIElementQuery() }
    public var tables: XCUIElementQuery { XCUIElementQuery() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
    open subscript(key: String) -> XCUIElement { XCUIElement() }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
    open var count: Int { 0 }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
    open func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
}
