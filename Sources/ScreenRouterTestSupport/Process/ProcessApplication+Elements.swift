#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter
import ScreenRouterProcess

extension ProcessApplication {
    /// The elements of the screen the last launch or route left, from the app's last element frame.
    ///
    /// A command-line host writes the frame, `ScreenRouter.elements <JSON>`, each time it renders a screen; a
    /// screen that loads and then shows its data writes one frame for each state, and the last is what the route
    /// left. `nil` when the output holds no frame.
    ///
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code `malformedElementFrame` when a frame does not read.
    package func lastElementFrame() throws(ScreenRouterError) -> ElementSnapshot? {
        try ElementSnapshot.frames(in: protocolOutput).last
    }

    /// The one element with this accessibility identifier on the screen the last launch or route left, or `nil`
    /// after recording a failure at the caller's line.
    ///
    /// ```swift
    /// await app.route(to: .screen(.userDetail, model: ada))
    /// #expect(app.element("userName")?.label == "Ada Lovelace")
    /// #expect(app.element(UserDetailAIP.elementIdentifier(for: .userName))?.label == "Ada Lovelace")
    /// ```
    ///
    /// A typed element of an ``/ScreenRouter/AccessibilityIdentifierProvider`` is found by the identifier its
    /// provider gives it, `elementIdentifier(for:)`, as MSUITest's page objects find theirs.
    ///
    /// The query is strict, and reads what the app itself reported, the last element frame of the launch or
    /// route (`ScreenRouter.elements <JSON>` on standard output), so it needs no sleep: a screen that loads its
    /// data reports its loaded state before the route ends. When the screen shows no such element the failure
    /// lists the identifiers and labels it shows, nearest to the one asked for first; when it shows two or more,
    /// it names each of them.
    ///
    /// - Parameters:
    ///   - identifier: The element's accessibility identifier.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The element's identifier, label, value (`nil` when it has none) and kind (`text`, `button`,
    ///   `image`, `cell`, `field` or `other`); or `nil` when none or more than one matched (the failure is
    ///   recorded).
    @discardableResult
    public func element(
        _ identifier: String,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> (identifier: String, label: String, value: String?, kind: String)? {
        element(identifier, at: CallerLocation(fileID, filePath, line, column))?.tuple
    }

    /// Waits for the next element frame the running session's app writes after its last route (a screen that
    /// shows its data after the route ended), and adds what the app wrote until then to ``standardOutput`` and
    /// ``standardError``.
    ///
    /// The wait stops nothing: when no frame comes within `timeout` seconds of the app's time, the session runs on
    /// and its next route works as before.
    ///
    /// - Returns: The seconds of `timeout` left when the frame came; `nil` when there is no session to wait on, a
    ///   route is waiting for its frame, no frame came in time, or the app ended (the next route says how).
    func nextElementFrame(within timeout: TimeInterval) async -> TimeInterval? {
        guard var running = session, !running.isRouting else { return nil }
        running.isRouting = true
        session = running
        let answer = await running.driver.run.nextLine(startingWith: ElementSnapshot.linePrefix, within: timeout)
        session?.isRouting = false
        switch answer {
        case .frame(let frame):
            var whole = frame
            whole.output = Data(rawStandardOutput.utf8) + frame.output
            whole.error = Data(standardError.utf8) + frame.error
            keep(whole)
            return frame.remaining
        case .timedOut:
            return nil
        case .ended(let outcome):
            session = nil
            var whole = outcome
            whole.output = Data(rawStandardOutput.utf8) + outcome.output
            whole.error = Data(standardError.utf8) + outcome.error
            keep(whole)
            sessionEnding =
                (reportedRoutingFailure(awaited: "end")
                ?? ScreenRouterError(code: .appStopped, message: "`\(executableURL.lastPathComponent)` exited."))
                .message
            return nil
        }
    }

    /// The one element with the identifier, recording any failure at `location`.
    func element(_ identifier: String, at location: CallerLocation) -> ScreenElement? {
        do throws(ScreenRouterError) {
            return try ElementQuery.one(identifier, in: lastElementFrame())
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }
}
#endif
