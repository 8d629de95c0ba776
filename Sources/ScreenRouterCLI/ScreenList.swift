import Foundation
import ScreenRouterCore

/// The `list` command: an app's catalogue, or a shard of it, as a table or as the app's own JSON.
enum ScreenList {
    static func print(
        executable: URL,
        json: Bool,
        shard: (index: Int, count: Int)?
    ) async throws(ScreenRouterError) -> Int32 {
        let arguments = LaunchMode.listScreens(strayScreen: nil).arguments
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        let data = try await AppRun.output(of: executable, arguments: arguments, command: command)
        var catalogue = try ScreenCatalogue.read(data, printedBy: command)
        if let shard {
            catalogue = try catalogue.shard(shard.index, of: shard.count, source: .commandLine)
        }
        if json {
            // The app's own bytes for the whole catalogue; the shard in the same form, one line of sorted keys.
            FileHandle.standardOutput.write(shard == nil ? data : catalogue.json + Data("\n".utf8))
            return 0
        }
        // A sample that opens with a network fixture is marked `*`, and a note under the table says so.
        let rows =
            [["SCREEN", "MODEL", "SAMPLES"]]
            + catalogue.screens.map { entry in
                let samples = entry.samples.map { entry.networkSamples.contains($0) ? $0 + "*" : $0 }
                return [entry.id.rawValue, entry.model ?? "-", samples.joined(separator: ", ")]
            }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let line = row.enumerated().map { column, text in
                column == 2 ? text : text.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
            Swift.print(line.trimmingCharacters(in: .whitespaces))
        }
        if catalogue.screens.contains(where: { !$0.networkSamples.isEmpty }) {
            Swift.print("* opens with a network fixture the app registered beside the sample")
        }
        return 0
    }
}
