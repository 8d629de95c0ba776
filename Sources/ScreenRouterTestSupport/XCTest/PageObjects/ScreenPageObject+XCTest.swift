#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

extension ScreenPageObject where Self: PageObjectUIElementProvider {
    /// Opens the page's screen in the app under test with a model: routes the running app to it when
    /// `XCUIApplication.routeScheme` is set, launches `XCUIApplication()` into it otherwise.
    ///
    /// ```swift
    /// UserDetailPage()
    ///     .givenPage(model: ada)
    ///     .thenIShouldSee(element: .userName, text: "Ada Lovelace")
    /// ```
    ///
    /// A page object that writes its own `givenPage()`, as MSUITest's do, keeps it: the page's own method is the
    /// one called.
    ///
    /// - Parameters:
    ///   - model: The screen's model; its type is the page's screen's, checked at compile time.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func givenPage<Model>(
        model: Model,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self where ScreenType == Screen<Model> {
        open(Self.request(model: model), at: CallerLocation(file, line))
    }

    /// Opens the page's screen in the app under test with one of the samples the app registered for it, or,
    /// given none, as the app shows it without a test's model: with its registered default, or as it is for a
    /// screen without a model.
    ///
    /// ```swift
    /// SettingsPage().givenPage().thenIShouldNotSee(element: .settingsService)
    /// UserDetailPage().givenPage(sample: "ada").thenIShouldSee(element: .userName)
    /// ```
    ///
    /// It routes the running app when `XCUIApplication.routeScheme` is set, and launches `XCUIApplication()`
    /// otherwise.
    ///
    /// - Parameters:
    ///   - sample: The sample's name, as the app registered it; `nil` for the screen's default.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func givenPage(sample: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Self {
        open(Self.request(sample: sample), at: CallerLocation(file, line))
    }

    /// How many elements with the page element's identifier the app under test shows now.
    ///
    /// It is 0 when the app shows none; it neither waits nor fails.
    ///
    /// ```swift
    /// XCTAssertEqual(UsersPage().count(of: .userRow(0)), 0)
    /// ```
    ///
    /// - Parameter element: The page element.
    /// - Returns: The number of elements of `XCUIApplication()` with its identifier, of any type.
    public func count(of element: Element) -> Int {
        XCUIApplication().descendants(matching: .any).matching(identifier: Provider.elementIdentifier(for: element))
            .count
    }

    /// Routes the app to the request's screen when the route scheme is set (a route of an app that is not running
    /// launches it), launches the app into it otherwise: the rule of every call that opens a screen without saying
    /// how.
    private func open(_ request: ScreenRequest, at location: CallerLocation) -> Self {
        let app = XCUIApplication()
        if XCUIApplication.routeScheme != nil {
            app.route(request, at: location)
        } else {
            app.launchNow(request, options: [], at: location)
        }
        return self
    }
}
#endif
