#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter

/// A page object for a command-line app on Linux and macOS: a screen, its provider of typed identifiers and the
/// ``ProcessApplication`` that shows it, with MSUITest's vocabulary.
///
/// ```swift
/// @MainActor
/// final class UserDetailPage: ProcessPageObject {
///     typealias Element = UserDetailAIP.Element
///     typealias Provider = UserDetailAIP
///     static let screen = Screen<User>.userDetail
///     let app: ProcessApplication
///
///     init(app: ProcessApplication) { self.app = app }
/// }
///
/// await UserDetailPage(app: try ProcessApplication.product(named: "MyApp"))
///     .givenPage(model: ada)
///     .thenIShouldSee(element: .userName, text: "Ada Lovelace")
/// ```
///
/// ``givenPage(model:fileID:filePath:line:column:)`` opens the page's screen with a model, typed: by a route when
/// the application runs a session, by a launch otherwise. `thenIShouldSee(element:text:timeout:)` reads the
/// element frame the launch or route ended with, strictly, waits in a session for the app's next frame while the
/// element is not there, and fails at the test's line naming the element, the text and the wait with its length,
/// listing the screen's elements, nearest first.
@MainActor
public protocol ProcessPageObject: PageObject where Element == Provider.Element {
    /// The provider of the page's typed identifiers.
    associatedtype Provider: AccessibilityIdentifierProvider
    /// The screen's model type.
    associatedtype Model: Codable

    /// The page's screen.
    static var screen: Screen<Model> { get }

    /// The application that shows the page.
    var app: ProcessApplication { get }
}

extension ProcessPageObject {
    /// Opens the page's screen with a model: routes the running session to it, or launches the app into it.
    ///
    /// - Parameters:
    ///   - model: The screen's model.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func givenPage(
        model: Model,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Self {
        if app.sessionProcessIdentifier != nil {
            await app.route(
                to: .screen(Self.screen, model: model),
                fileID: fileID,
                filePath: filePath,
                line: line,
                column: column
            )
        } else {
            await launchApp(
                app,
                .screen(Self.screen, model: model),
                fileID: fileID,
                filePath: filePath,
                line: line,
                column: column
            )
        }
        return self
    }
}

extension PageObject where Self: ProcessPageObject {
    /// Checks that an element is on the screen the last launch or route left, and that it shows a text, waiting
    /// for the app's next element frame while it is not.
    ///
    /// The check reads the element frames the app wrote for the launch or route, so a screen that loads its data
    /// before the route ends is checked in its loaded state at once. In a session, a screen that shows its data
    /// later writes another frame after the route's line: while the element is missing or shows another text, the
    /// check waits for the app's next frame, never sleeping, up to `timeout` seconds of the app's time (10 when
    /// `nil`). Two matching elements fail at once. A check that runs out of time fails at the test's line, saying
    /// that it waited and how long, and listing the elements of the last frame, nearest first; the session runs on.
    ///
    /// - Parameters:
    ///   - element: The page element.
    ///   - text: The element's label or value, or `nil` to check only that it is there.
    ///   - timeout: The seconds a session's app has to show the element; 10 when `nil`.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func thenIShouldSee(
        element: Element,
        text: String? = nil,
        timeout: TimeInterval? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Self {
        let identifier = Provider.elementIdentifier(for: element)
        let limit = timeout ?? PageObjectTimeout.default
        var remaining = limit
        let waits = app.sessionProcessIdentifier != nil
        while true {
            guard let failure = check(identifier, text: text) else { return self }
            let retries = failure.code != .elementNotUnique && failure.code != .malformedElementFrame
            if retries, let left = await app.nextElementFrame(within: remaining) {
                remaining = left
                continue
            }
            // What the check waited, said in the failure: nothing for a launch, whose app has ended.
            let waited: ElementWait =
                !retries || !waits
                ? .none
                : app.sessionProcessIdentifier == nil ? .ended(app.sessionEnding ?? "it exited.") : .timedOut(limit)
            TestFailure.record(
                check(identifier, text: text, waited: waited) ?? failure,
                at: CallerLocation(fileID, filePath, line, column)
            )
            return self
        }
    }

    /// Why the last frame does not show the element with the text, or `nil` when it does; the failure says what the
    /// check waited.
    private func check(_ identifier: String, text: String?, waited: ElementWait = .none) -> ScreenRouterError? {
        do throws(ScreenRouterError) {
            let frame = try app.lastElementFrame()
            let found = try ElementQuery.one(identifier, in: frame, waited: waited)
            let shown = [found.value, found.label].compactMap { $0 }
            guard let text, !shown.contains(text) else { return nil }
            return ScreenRouterError.elementText(identifier, expected: text, shown: shown, in: frame, waited: waited)
        } catch {
            return error
        }
    }
}
#endif
