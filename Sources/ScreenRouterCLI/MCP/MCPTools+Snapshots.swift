import Foundation
import ScreenRouterCore

extension MCPTools {
    /// Checks the app's cells against the snapshot files through the session, as `check_snapshots` does, and
    /// returns the answer's first page; or returns a later page of the last check's answer.
    ///
    /// - Parameters:
    ///   - arguments: The call's arguments.
    ///   - session: The server's session.
    ///   - last: The last check, kept for its later pages.
    /// - Returns: The answer.
    static func checkSnapshots(
        _ arguments: JSONValue,
        in session: any ScreenSession,
        last: inout SnapshotCheck?
    ) async -> JSONValue {
        do throws(ScreenRouterError) {
            let check = try MCPArguments.check(arguments)
            if check.page > 1 {
                guard let last else {
                    throw ScreenRouterError(
                        code: .malformedArguments,
                        message: "check_snapshots' `page` \(check.page) is a page of the last check's answer, and "
                            + "there is none yet: call check_snapshots without `page` first."
                    )
                }
                return page(check.page, of: last)
            }
            let catalogue = try await session.catalogue()
            let folder = check.directory ?? "__Snapshots__/" + session.appName
            let store = try SnapshotStore(
                directory: URL(fileURLWithPath: folder),
                environment: ProcessInfo.processInfo.environment,
                recordsEveryCell: check.record
            )
            let result = try await SnapshotCheck.run(
                catalogue,
                in: session,
                executable: session.appName,
                store: store,
                folder: folder,
                filter: check.filter
            )
            last = result
            return page(1, of: result)
        } catch {
            return failure(error)
        }
    }

    /// A page of a check's answer: its cells paged, its counts on every page.
    private static func page(_ number: Int, of check: SnapshotCheck) -> JSONValue {
        guard case .object(let whole) = check.json else { return failure(noPage(number, of: "check_snapshots")) }
        let cells = check.listed.map(\.value)
        let answer = MCPAnswer.paged(cells, page: number, next: nextPage(of: "check_snapshots")) { items, info in
            var members = whole
            members["cells"] = .array(items)
            if let info { members["page"] = info }
            return .object(members)
        }
        return answer ?? failure(noPage(number, of: "check_snapshots"))
    }

    /// Writes the test of the screens the session opened, as `export_test` does.
    ///
    /// - Parameters:
    ///   - arguments: The call's arguments.
    ///   - session: The server's session.
    ///   - screens: The screens `open_screen` opened, in order.
    /// - Returns: The answer: the file written, the suite, how many tests and checks, and the page objects.
    static func exportTest(
        _ arguments: JSONValue,
        in session: any ScreenSession,
        screens: [TestExport.Screen]
    ) async -> JSONValue {
        do throws(ScreenRouterError) {
            let export = try MCPArguments.export(arguments)
            guard let app = session as? AppSession else {
                if let unavailable = session as? UnavailableSession { throw unavailable.reason }
                throw ScreenRouterError(
                    code: .unsupported,
                    message: "export_test writes a test of a Linux or macOS app, which `ProcessApplication` launches; "
                        + "an app on a simulator is tested with XCUITest, which export_test does not write."
                )
            }
            guard !screens.isEmpty else {
                throw ScreenRouterError(
                    code: .noScreen,
                    message: "export_test writes a test of the screens open_screen opened, and none is open yet: "
                        + "call open_screen first."
                )
            }
            let test = TestExport(
                app: app.appName,
                scheme: try await app.routeScheme(),
                screens: screens,
                elements: export.elements,
                pages: export.pages,
                suite: export.suite ?? TestExport.suiteName(forApp: app.appName)
            )
            let file = URL(fileURLWithPath: export.path)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try Data(test.source.utf8).write(to: file, options: .atomic)
            } catch {
                throw ScreenRouterError(
                    code: .malformedArguments,
                    message: "export_test could not write `\(export.path)`: \(error.localizedDescription). Give "
                        + "`path` a file in a folder the server may write, from its folder (the app's package)."
                )
            }
            let opened = Set(screens.map(\.request.screen.rawValue))
            return MCPAnswer.result(
                .object([
                    "path": .string(export.path),
                    "suite": .string(test.suite),
                    "tests": .integer(screens.count),
                    "checks": .integer(test.checks),
                    "pages": .strings(export.pages.keys.filter(opened.contains).sorted().map(TestExport.pageType)),
                ])
            )
        } catch {
            return failure(error)
        }
    }
}
