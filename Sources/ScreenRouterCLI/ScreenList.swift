import Foundation

/// The `list` command: an app's catalogue, as a table or as the app's own JSON.
enum ScreenList {
    struct Catalogue: Decodable {
        struct Entry: Decodable {
            var id: String
            var model: String?
            var samples: [String]
        }

        var screens: [Entry]
    }

    static func print(executable: URL, json: Bool) throws -> Int32 {
        let data = try AppRun.output(of: executable, arguments: ["--uitesting", "--list-screens"])
        let catalogue: Catalogue
        do {
            catalogue = try JSONDecoder().decode(Catalogue.self, from: data)
        } catch {
            let text = String(decoding: data.prefix(200), as: UTF8.self)
            throw CommandLineTool.Failure(
                message: "`\(executable.lastPathComponent) --uitesting --list-screens` did not print a screen list "
                    + "(the app's coordinator lists its screens only in a debug build): \(text)"
            )
        }
        if json {
            FileHandle.standardOutput.write(data)
            return 0
        }
        let rows =
            [["SCREEN", "MODEL", "SAMPLES"]]
            + catalogue.screens.map { [$0.id, $0.model ?? "-", $0.samples.joined(separator: ", ")] }
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
