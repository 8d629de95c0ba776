import Foundation
import ScreenRouter

/// A fixture file of a test target, matched to a screen of the app by its name: `<screen>.<name>.json`.
///
/// Fixture files drift: a model gains a field, a key is renamed, and the JSON a test has kept for months no
/// longer decodes. ``ScreenCatalogue/fixtureFiles(in:)`` lists a folder's fixture files
/// against the app's screens, and `checkFixture(_:with:)` has the app decode each one as its screen's model,
/// without showing anything, so a fixture that no longer fits fails on Linux or macOS before any simulator
/// starts:
///
/// ```swift
/// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().fixtureFiles(in: fixtures))
/// func fixtureStillDecodes(_ fixture: FixtureFile) async throws {
///     await checkFixture(fixture, with: try ProcessApplication.product(named: "Demo"))
/// }
/// ```
public struct FixtureFile: Hashable, Sendable, CustomStringConvertible {
    /// The file.
    package let url: URL

    /// The screen the file's name starts with, or `nil` when it starts with none of the app's screens.
    package let screen: ScreenID?

    /// The app's screens, for the message of a file that matches none.
    let screens: [ScreenID]

    /// The file's name, as test reports show it: `userDetail.ada.json`.
    public var description: String { url.lastPathComponent }
}

extension ScreenCatalogue {
    /// The fixture files of a folder, `*.json`, each matched to the screen its name starts with.
    ///
    /// A file named `<screen>.<name>.json` belongs to `<screen>`; the longest matching identifier wins, so
    /// identifiers may contain dots. A file whose name starts with none of the screens is listed without a
    /// screen, and checking it fails with the app's screens. Hidden files and subfolders are left out.
    ///
    /// - Parameter folder: The folder of fixture files.
    /// - Returns: The files, sorted by name.
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code ``/ScreenRouter/ScreenRouterError/Code/unreadablePayload``
    ///   when the folder cannot be read or holds no fixture file, so a mistyped path cannot pass as "no drift".
    public func fixtureFiles(in folder: URL) throws(ScreenRouterError) -> [FixtureFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ScreenRouterError.fixtureFolderUnreadable(path: folder.path, reason: "no such folder")
        }
        let files = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        guard !files.isEmpty else {
            throw ScreenRouterError.fixtureFolderUnreadable(path: folder.path, reason: "it holds no `.json` file")
        }
        let ids = screens.map(\.id)
        return files.map { name in
            let screen = ids.filter { name.hasPrefix($0.rawValue + ".") }.max { $0.rawValue.count < $1.rawValue.count }
            return FixtureFile(url: folder.appendingPathComponent(name), screen: screen, screens: ids)
        }
    }
}
