import Foundation
import ScreenRouterCore

/// The `list` command: an app's catalogue, as a table or as the app's own JSON.
enum ScreenList {
    static func print(executable: URL, json: Bool) async throws -> Int32 {
        let arguments = [LaunchProtocol.uiTestingFlag, LaunchProtocol.listScreensFlag]
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        let data = try await AppRun.output(of: executable, arguments: arguments, command: command)
        let catalogue: ScreenCatalogue
        do {
            catalogue = try ScreenCatalogue.read(data, printedBy: command)
        } catch {
            throw CommandLineTool.Failure(message: error.message)
        }
        if json {
            FileHandle.standardOutput.write(data)
            return 0
        }
        let rows =
            [["SCREEN", "MODEL", "SAMPLES"]]
            + catalogue.screens.map { [$0.id.rawValue, $0.model ?? "-", $0.samples.joined(separator: ", ")] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let line = row.enumerated().map { column, text in
                column == 2 ? text : text.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
            Swift.print(line.trimmingCharacters(in: .whitespaces))
        }
        return 0
    }
}
