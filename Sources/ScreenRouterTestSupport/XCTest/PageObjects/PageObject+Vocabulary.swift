#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

extension PageObject where Self: PageObjectUIElementProvider {
    /// Checks that an element is on screen, and that it shows a text: waits for it up to `timeout`, and fails at
    /// the test's line, listing the identifiers and labels on screen, nearest to the one asked for first.
    ///
    /// ```swift
    /// HomePage().givenPage().thenIShouldSee(element: .titleLabel, text: "Welcome")
    /// ```
    ///
    /// - Parameters:
    ///   - element: The page element.
    ///   - text: The element's label or value, or `nil` to check only that it is there.
    ///   - timeout: How long to wait for it; `nil` for the default, 10 seconds.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func thenIShouldSee(
        element: Element,
        text: String? = nil,
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        let location = CallerLocation(file, line)
        guard let uiElement = waitedElement(element, timeout: timeout, at: location), let text else { return self }
        let shown = [uiElement.value as? String, uiElement.label].compactMap { $0 }
        if !shown.contains(text) {
            TestFailure.record(
                ScreenRouterError.elementText(uiElement.identifier, expected: text, shown: shown),
                at: location
            )
        }
        return self
    }

    /// Checks that an element is not on screen: waits for it to go up to `delay`, and fails at the test's line
    /// with what it shows while it stays.
    ///
    /// MSUITest's spelling, `thenIShouldNotSee(element:delay:)`, with its rule: an element that is still there
    /// but cannot be tapped (off screen, covered) counts as not seen. Where MSUITest waits the whole delay and then
    /// checks, this check stops waiting as soon as the element is gone; without a delay it waits up to 10 seconds.
    ///
    /// ```swift
    /// UsersPage().givenPage(model: []).thenIShouldNotSee(element: .userRow(0))
    /// ```
    ///
    /// - Parameters:
    ///   - element: The page element.
    ///   - delay: How long to wait for it to go; `nil` for the default, 10 seconds.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func thenIShouldNotSee(
        element: Element,
        delay: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        let uiElement = uiElement(for: element, in: XCUIApplication())
        let limit = delay ?? PageObjectTimeout.default
        if !uiElement.waitForNonExistence(timeout: limit), uiElement.isHittable {
            TestFailure.record(
                ScreenRouterError.elementStillShown("\(element)", label: uiElement.firstMatch.label, waited: limit),
                at: CallerLocation(file, line)
            )
        }
        return self
    }

    /// Taps an element once it is on screen, waiting for it up to `timeout`.
    ///
    /// - Parameters:
    ///   - element: The page element.
    ///   - timeout: How long to wait for it; `nil` for the default, 10 seconds.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @available(tvOS, unavailable)
    @discardableResult
    public func whenTap(
        element: Element,
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        waitedElement(element, timeout: timeout, at: CallerLocation(file, line))?.tap()
        return self
    }

    /// Taps the cell at an index of a table once the table and the cell are on screen, waiting up to `timeout`.
    ///
    /// - Parameters:
    ///   - tableView: The page element of the table.
    ///   - index: The cell's index, from 0.
    ///   - timeout: How long to wait for the table and the cell; `nil` for the default, 10 seconds.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @available(tvOS, unavailable)
    @discardableResult
    public func whenTapCell(
        in tableView: Element,
        at index: Int,
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        let location = CallerLocation(file, line)
        guard let table = waitedElement(tableView, timeout: timeout, at: location) else { return self }
        let cell = table.cells.element(boundBy: index)
        guard cell.waitForExistence(timeout: timeout ?? PageObjectTimeout.default) else {
            TestFailure.record(
                ScreenRouterError.noCell(at: index, in: table.identifier, count: table.cells.count),
                at: location
            )
            return self
        }
        cell.tap()
        return self
    }

    /// Taps the back button of the navigation bar once it is on screen, waiting up to `timeout`.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the button; `nil` for the default, 10 seconds.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @available(tvOS, unavailable)
    @discardableResult
    public func whenTapBackButton(
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        let button = XCUIApplication().navigationBars.buttons.element(boundBy: 0)
        guard button.waitForExistence(timeout: timeout ?? PageObjectTimeout.default) else {
            TestFailure.record(ScreenRouterError.noBackButton(), at: CallerLocation(file, line))
            return self
        }
        button.tap()
        return self
    }

    /// Checks that no keyboard is on screen, waiting up to `timeout` for one to go.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for the keyboard to go; `nil` for the default, 10 seconds.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func thenIShouldNotSeeKeyboard(
        timeout: TimeInterval? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        let keyboards = XCUIApplication().keyboards
        let gone = XCUIApplication.wait(within: timeout ?? PageObjectTimeout.default, round: 0.05) { round in
            guard keyboards.count > 0 else { return true }
            Thread.sleep(forTimeInterval: round)
            return false
        }
        if !gone {
            TestFailure.record(ScreenRouterError.keyboardShown(), at: CallerLocation(file, line))
        }
        return self
    }

    /// The element once it exists, or `nil` after recording a failure that lists the screen.
    private func waitedElement(_ element: Element, timeout: TimeInterval?, at location: CallerLocation) -> XCUIElement?
    {
        let app = XCUIApplication()
        let uiElement = uiElement(for: element, in: app)
        let limit = timeout ?? PageObjectTimeout.default
        if uiElement.waitForExistence(timeout: limit) { return uiElement }
        let shown = OnScreenElements.read(app)
        TestFailure.record(ScreenRouterError.elementNotShown("\(element)", on: shown, within: limit), at: location)
        return nil
    }
}
#endif
