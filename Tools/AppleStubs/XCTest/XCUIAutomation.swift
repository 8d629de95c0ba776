// The UI-testing part of the XCTest stand-in. Since Xcode 16.3 these types live in XCUIAutomation, which XCTest
// re-exports; since Xcode 16 their headers (XCUIApplication.h, XCUIElement.h, XCUIElementQuery.h,
// XCUIElementTypeQueryProvider.h, XCUIElementAttributes.h) mark them XCT_SWIFT_MAIN_ACTOR, later
// XCUI_SWIFT_MAIN_ACTOR, that is `__attribute__((swift_attr("@MainActor")))`: Swift sees them as `@MainActor`.
// Each declaration names its page in Apple's documentation.
//
// Availability: the UI-testing types date from macOS 10.11, iOS 9.0 and tvOS 9.0, and visionOS lists them from 1.0
// (though Apple's documentation notes that UI tests do not run for apps built with the visionOS SDK). XCTestDefines.h
// defines XCT_UI_TESTING_AVAILABLE as 0 when TARGET_OS_WATCH, and XCUIApplication.h declares nothing without it, so
// they are unavailable on watchOS here; the documentation of Xcode 16.3 and later lists watchOS for XCUIAutomation,
// and this stand-in keeps the stricter, older rule.

// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol XCUIElementAttributes {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/identifier
    var identifier: String { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
    var label: String { get }

    // The raw value attribute; its type varies with the element's type.
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
    var value: Any? { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol XCUIElementTypeQueryProvider {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
    var staticTexts: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/cells
    var cells: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tables
    var tables: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/otherelements
    var otherElements: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/images
    var images: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
    var buttons: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/textfields
    var textFields: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
    var navigationBars: XCUIElementQuery { get }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/keyboards
    var keyboards: XCUIElementQuery { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension XCUIElement {
    public enum ElementType: UInt, Sendable {
        // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/any
        case any = 0
        // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype/other
        case other = 1
    }
}

// XCUIScreenshot.h (XCUI_SWIFT_MAIN_ACTOR, no availability of its own beyond the UI-testing types')
// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class XCUIScreenshot: NSObject {
    // `-init` is XCUI_UNAVAILABLE: "Only XCUIScreenshotProviding objects create screenshots."
    fileprivate override init() {}
}

// XCUIScreenshotProviding.h · https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol XCUIScreenshotProviding: NSObjectProtocol {
    // https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot()
    func screenshot() -> XCUIScreenshot
}

// XCTAttachment+XCUIScreenshot.h: the category `XCTAttachment (XCUIScreenshot_ConvenienceInitializers)`, marked
// XCT_SWIFT_MAIN_ACTOR, within XCT_UI_TESTING_AVAILABLE. https://developer.apple.com/documentation/xctest/xctattachment/init(screenshot:)
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension XCTAttachment {
    @MainActor
    public convenience init(screenshot: XCUIScreenshot) { self.init() }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider, XCUIScreenshotProviding {
    // XCUIElement.h: `- (instancetype)init XCUI_UNAVAILABLE("Use XCUIElementQuery to create XCUIElement instances.");`
    // (and `+new`). A convenience initializer here, so that XCUIApplication can declare an `init()` of its own, as
    // its header does, without overriding an unavailable one.
    @available(*, unavailable, message: "Use XCUIElementQuery to create XCUIElement instances.")
    public convenience override init() { self.init(standIn: ()) }

    // Not in the SDK: how the stand-in's placeholder bodies and XCUIApplication make one.
    init(standIn: Void) { super.init() }

    // XCUIElementAttributes, as above.
    public var identifier: String { "" }
    public var label: String { "" }
    public var value: Any? { nil }

    // XCUIElementTypeQueryProvider, as above.
    public var staticTexts: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var cells: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var tables: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var otherElements: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var images: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var buttons: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var textFields: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var navigationBars: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var keyboards: XCUIElementQuery { XCUIElementQuery(standIn: ()) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
    open var exists: Bool { false }

    // Returns whether the element appeared; the SDK does not mark it `@discardableResult`.
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
    open func waitForExistence(timeout: TimeInterval) -> Bool { false }

    // XCUIElement.h: `- (void)tap API_UNAVAILABLE(tvos);` (tvOS moves focus with XCUIRemote instead).
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
    @available(tvOS, unavailable)
    open func tap() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/descendants(matching:)
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(standIn: ())
    }

    // XCUIScreenshotProviding, as above.
    open func screenshot() -> XCUIScreenshot { XCUIScreenshot() }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class XCUIApplication: XCUIElement {
    // XCUIApplication.h: `- (instancetype)init NS_DESIGNATED_INITIALIZER;`, beside XCUIElement's unavailable one.
    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
    public init() { super.init(standIn: ()) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
    open var launchArguments: [String] = []

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launchenvironment
    open var launchEnvironment: [String: String] = [:]

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
    open func launch() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/open(_:)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, visionOS 1.0, *)
    open func open(_ url: URL) {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()
    open func terminate() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.enum
    // XCUIApplication.h declares `XCUIApplicationStateRunningBackgroundSuspended` inside `#if !TARGET_OS_OSX`: a Mac
    // app is never suspended in the background, and the case does not exist on macOS (Mac Catalyst has it).
    public enum State: UInt, Sendable {
        case unknown = 0
        case notRunning = 1
        #if !os(macOS)
        case runningBackgroundSuspended = 2
        #endif
        case runningBackground = 3
        case runningForeground = 4
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.property
    @available(macOS 10.13, iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var state: XCUIApplication.State { .unknown }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@available(macOS 10.11, iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    // XCUIElementQuery.h: `- (instancetype)init XCUI_UNAVAILABLE("Use XCUIElementTypeQueryProvider methods on
    // XCUIApplication or an existing XCUIElementQuery to create XCUIElementQuery instances.");` (and `+new`).
    @available(
        *,
        unavailable,
        message: """
            Use XCUIElementTypeQueryProvider methods on XCUIApplication or an existing XCUIElementQuery to create \
            XCUIElementQuery instances.
            """
    )
    public override init() { super.init() }

    // Not in the SDK: how the stand-in's placeholder bodies make one.
    init(standIn: Void) { super.init() }

    // XCUIElementTypeQueryProvider, as above.
    public var staticTexts: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var cells: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var tables: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var otherElements: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var images: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var buttons: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var textFields: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var navigationBars: XCUIElementQuery { XCUIElementQuery(standIn: ()) }
    public var keyboards: XCUIElementQuery { XCUIElementQuery(standIn: ()) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
    open subscript(key: String) -> XCUIElement { XCUIElement(standIn: ()) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { XCUIElementQuery(standIn: ()) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/firstmatch
    @available(macOS 10.13, iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var firstMatch: XCUIElement { XCUIElement(standIn: ()) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
    open var count: Int { 0 }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
    open func element(boundBy index: Int) -> XCUIElement { XCUIElement(standIn: ()) }
}

// Accessibility audits, from Xcode 15. XCUIAccessibilityAuditTypes.h, XCUIAccessibilityAuditIssue.h and
// XCUIApplication.h declare them `API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0))`; without a
// visionOS version of their own they take iOS 17.0's, which the SDK maps to visionOS 1.0 (the documentation lists
// visionOS 1.0 for the types). watchOS is left out as for every UI-testing type above.

// XCUIAccessibilityAuditTypes.h: `NS_OPTIONS(uint64_t, XCUIAccessibilityAuditType)`.
// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype
@available(macOS 14.0, iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct XCUIAccessibilityAuditType: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // XCUIAccessibilityAuditTypeAll = ~0UL.
    // https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/all
    public static var all: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: ~0) }

    // XCUIAccessibilityAuditTypeContrast = (1UL << 0), on every platform.
    // https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/contrast
    public static var contrast: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 0) }

    // XCUIAccessibilityAuditTypeDynamicType = (1UL << 16) and XCUIAccessibilityAuditTypeTextClipped = (1UL << 17),
    // declared under `#if TARGET_OS_IOS || TARGET_OS_TV || TARGET_OS_WATCH || TARGET_OS_SIMULATOR`: not for macOS.
    // https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/dynamictype
    @available(macOS, unavailable)
    public static var dynamicType: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 16) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype/textclipped
    @available(macOS, unavailable)
    public static var textClipped: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 17) }
}

// XCUIAccessibilityAuditIssue.h (not main-actor isolated; `-init` unavailable)
// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue
@available(macOS 14.0, iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class XCUIAccessibilityAuditIssue: NSObject {
    fileprivate override init() {}

    // https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue/compactdescription
    open var compactDescription: String { "" }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension XCUIApplication {
    // The Swift refinement (NS_REFINED_FOR_SWIFT) of `-performAccessibilityAuditWithAuditTypes:issueHandler:error:`.
    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)
    @MainActor @nonobjc @preconcurrency
    public func performAccessibilityAudit(
        for auditTypes: XCUIAccessibilityAuditType = .all,
        _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws {}
}
