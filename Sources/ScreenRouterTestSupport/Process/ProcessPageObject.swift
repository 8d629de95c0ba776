#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter

/// A page object for a command-line app on Linux and macOS: a screen, its provider of typed identifiers and the
/// ``ProcessApplication`` that shows it, with MSUITest's vocabulary.
///
/// ```swift
/// @MainActor
/// final class UserDetailPage: ProcessPageObject {
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
/// A screen without a model names its ``/ScreenRouter/ScreenID``: `static let screen: ScreenID = "settings"`.
/// ``givenPage(model:fileID:filePath:line:column:)`` opens the page's screen with a model, typed,
/// ``givenPage(sample:fileID:filePath:line:column:)`` with one of its samples or, given none, as the app shows it
/// without a model: by a route when the application has a ``ProcessApplication/routeScheme`` (the first page starts
/// the session, and the next pages are routes of the same session), by a launch otherwise.
/// `thenIShouldSee(element:text:timeout:)` and `thenIShouldNotSee(element:delay:)` read the element frame the
/// launch or route ended with, strictly, wait in a session for the app's next frame while the check fails, and fail
/// at the test's line naming the element, the text and the wait with its length, listing the screen's elements,
/// nearest first; `count(of:)` looks without waiting or failing.
@MainActor
public protocol ProcessPageObject: ScreenPageObject {
    /// The application that shows the page.
    var app: ProcessApplication { get }
}

extension ProcessPageObject {
    /// Opens the page's screen with a model: routes a session to it when the application has a route scheme
    /// (starting the session when none runs), launches the app into it otherwise.
    ///
    /// - Parameters:
    ///   - model: The screen's model; its type is the page's screen's, checked at compile time.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func givenPage<Model>(
        model: Model,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Self where ScreenType == Screen<Model> {
        await open(Self.request(model: model), at: CallerLocation(fileID, filePath, line, column))
    }

    /// Opens the page's screen with one of the samples the app registered for it, or, given none, as the app
    /// shows it without a test's model: with its registered default (and the default's `default` network fixture),
    /// as its sample `default`, or as it is for a screen without a model.
    ///
    /// ```swift
    /// await UsersPage(app: app).givenPage()                     // the app's own users
    /// await UserDetailPage(app: app).givenPage(sample: "ada")   // the sample the app registered as "ada"
    /// ```
    ///
    /// A sample the app does not have, or a screen that needs a model and has no default, fails at the caller's
    /// line with the app's message.
    ///
    /// - Parameters:
    ///   - sample: The sample's name, as the app registered it; `nil` for the screen's default.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func givenPage(
        sample: String? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Self {
        await open(Self.request(sample: sample), at: CallerLocation(fileID, filePath, line, column))
    }

    /// How many elements with the page element's identifier the screen the last launch or route left shows.
    ///
    /// It is 0 when the screen shows none; it neither waits nor fails.
    ///
    /// ```swift
    /// #expect(page.count(of: .usersEmpty) == 1)
    /// #expect(page.count(of: .userRow(0)) == 0)
    /// ```
    ///
    /// - Parameter element: The page element.
    /// - Returns: The number of elements of the last element frame with its identifier; 0 when the app wrote no
    ///   frame, or one that does not read.
    public func count(of element: Element) -> Int {
        let identifier = Provider.elementIdentifier(for: element)
        let frame = (try? app.lastElementFrame()) ?? nil
        return frame?.elements.count { $0.identifier == identifier } ?? 0
    }

    /// Routes a session to the request's screen when the application has a route scheme (starting the session when
    /// none runs), launches the app into it otherwise: the rule of every call that opens a screen without saying how.
    private func open(_ request: ScreenRequest, at location: CallerLocation) async -> Self {
        if app.routeScheme != nil {
            await app.route(request, at: location)
        } else {
            await app.launch(request, options: [], at: location)
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
        let failure = await waitingCheck(timeout: timeout) { waited in
            check(identifier, text: text, waited: waited)
        }
        failure.map { TestFailure.record($0, at: CallerLocation(fileID, filePath, line, column)) }
        return self
    }

    /// Checks that no element with the page element's identifier is on the screen the last launch or route left,
    /// waiting for the app's next element frame while one is.
    ///
    /// ```swift
    /// await UsersPage(app: app).givenPage(model: []).thenIShouldNotSee(element: .userRow(0))
    /// ```
    ///
    /// The check reads the element frames as `thenIShouldSee(element:text:timeout:)` does. In a session, while
    /// the element is shown, it waits for the app's next frame (a screen that hides it once its data has loaded),
    /// never sleeping, up to `delay` seconds of the app's time (10 when `nil`). The label is MSUITest's: where its
    /// `thenIShouldNotSee(element:delay:)` waits the whole delay and then checks, this one stops waiting as soon as
    /// the element is gone. A check that runs out of time
    /// fails at the test's line naming each element with the identifier; so does a launch or route whose app wrote
    /// no element frame, or one that does not read, since it shows nothing that proves the element absent.
    ///
    /// - Parameters:
    ///   - element: The page element.
    ///   - delay: The seconds a session's app has to hide the element; 10 when `nil`.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func thenIShouldNotSee(
        element: Element,
        delay: TimeInterval? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Self {
        let identifier = Provider.elementIdentifier(for: element)
        let failure = await waitingCheck(timeout: delay) { waited in
            absence(of: identifier, waited: waited)
        }
        failure.map { TestFailure.record($0, at: CallerLocation(fileID, filePath, line, column)) }
        return self
    }

    /// Runs a check of the last element frame until it passes.
    ///
    /// While it fails for want of the right element (not for a frame that does not read or an identifier that
    /// matches several), a session's app has until `timeout` (10 seconds when `nil`) of its own time to write its
    /// next frame. The failure of the last check says what it
    /// waited: nothing after a launch, whose app has ended; the time, or the session's end, in a session.
    ///
    /// This is one of the package's two waits with a deadline; XCUITest's checks wait through the other,
    /// `XCUIApplication.wait(within:round:until:)`. They cannot be one loop. This one is asynchronous and sleeps
    /// nowhere: it awaits the app's next frame, which the run's thread hands over the moment it is in the pipe, and
    /// its deadline is the app's own time, kept by that thread. XCUITest's checks are synchronous calls on the main
    /// actor (`waitForExistence(timeout:)`, `exists`, `count`), which an asynchronous loop could only drive by
    /// blocking the main actor that XCUITest itself needs, and Swift has no `reasync` for one body to be both; nor
    /// does XCUITest tell the app's time, so its deadline is the test's clock. What they share is the rule: check,
    /// wait for the next chance within what is left, check again, and fail with the last check's failure, saying
    /// what was waited.
    ///
    /// - Returns: The failure, or `nil` when the check passed.
    private func waitingCheck(
        timeout: TimeInterval?,
        _ check: (ElementWait) -> ScreenRouterError?
    ) async -> ScreenRouterError? {
        let limit = timeout ?? PageObjectTimeout.default
        var remaining = limit
        let waits = app.sessionProcessIdentifier != nil
        while true {
            guard let failure = check(.none) else { return nil }
            let retries = failure.code == .elementNotFound
            if retries, let left = await app.nextElementFrame(within: remaining) {
                remaining = left
                continue
            }
            let waited: ElementWait =
                !retries || !waits
                ? .none
                : app.sessionProcessIdentifier == nil ? .ended(app.sessionEnding ?? "it exited.") : .timedOut(limit)
            return check(waited) ?? failure
        }
    }

    /// Why the last frame shows an element with the identifier, or `nil` when it shows none; the failure says what
    /// the check waited.
    private func absence(of identifier: String, waited: ElementWait) -> ScreenRouterError? {
        do throws(ScreenRouterError) {
            guard let frame = try app.lastElementFrame() else {
                return ScreenRouterError.noElementFrame(looking: identifier, waited: waited)
            }
            let shown = frame.elements.filter { $0.identifier == identifier }
            return shown.isEmpty
                ? nil : .elementShown(identifier, in: frame, matches: shown.map(ScreenElement.init), waited: waited)
        } catch {
            return error
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
