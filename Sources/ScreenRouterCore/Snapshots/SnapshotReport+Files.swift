import Foundation

extension SnapshotReport {
    /// The files of one cell in one folder: `<cell>.json`, and beside it, when there are any, its screenshot
    /// (`<cell>.png`, or `<cell>@2x.png` and `<cell>@3x.png` for a screen of 2 or 3 pixels a point; with several, the
    /// finest) and the findings of its accessibility audit (`<cell>.audit.json`).
    package struct Files: Sendable {
        /// The snapshot file's path, as the report names it.
        package var path: String
        /// The snapshot file's bytes, `nil` when the folder has none for the cell.
        package var snapshot: Data?
        /// The screenshot's path, bytes and scale (pixels a point).
        package var screenshot: (path: String, data: Data, scale: Int)?
        /// The audit file's path and bytes.
        package var audit: (path: String, data: Data)?
        /// The files of the cell that could not be read.
        package var problems: [ScreenRouterError] = []

        package init(
            path: String,
            snapshot: Data?,
            screenshot: (path: String, data: Data, scale: Int)? = nil,
            audit: (path: String, data: Data)? = nil
        ) {
            self.path = path
            self.snapshot = snapshot
            self.screenshot = screenshot
            self.audit = audit
        }
    }

    /// A screenshot that reads as a PNG image: its bytes, its size in pixels and its scale.
    package struct Screenshot: Sendable {
        /// The file's path, as the report names it.
        package var path: String
        /// The PNG bytes.
        package var data: Data
        /// Pixels a point: 1, 2 or 3, from the file's name.
        package var scale: Int
        /// The image's width in pixels.
        package var pixelWidth: Int
        /// The image's height in pixels.
        package var pixelHeight: Int

        /// Reads a PNG image's size from its header.
        ///
        /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot` when the bytes are no PNG image.
        init(_ data: Data, path: String, scale: Int) throws(ScreenRouterError) {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8)
            else {
                throw .unreadableScreenshot(path, problem: "it does not start as a PNG image does")
            }
            let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
            let width = number(16)
            let height = number(20)
            guard (1...100_000).contains(width), (1...100_000).contains(height) else {
                throw .unreadableScreenshot(path, problem: "its header gives a size of \(width) × \(height) pixels")
            }
            self.path = path
            self.data = data
            self.scale = scale
            self.pixelWidth = width
            self.pixelHeight = height
        }
    }

    /// The report of a folder of recorded snapshot files and, when it exists, the folder a run left.
    ///
    /// - Parameters:
    ///   - recorded: The folder of the recorded files.
    ///   - recordedShownAs: Its path as the report shows it.
    ///   - current: The run's folder, or `nil` for a report of the recorded files alone. A folder that does not
    ///     exist is no run: the report then shows the recorded files alone, and says so.
    ///   - currentShownAs: Its path as the report shows it.
    /// - Returns: The report, titled with the recorded folder's name.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot` when the recorded folder, or the run's folder
    ///   that exists, cannot be listed.
    package static func read(
        recorded: URL,
        shownAs recordedShownAs: String,
        current: URL?,
        shownAs currentShownAs: String
    ) throws(ScreenRouterError) -> SnapshotReport {
        let recordedFiles = try files(in: recorded, shownAs: recordedShownAs)
        var currentFiles: [String: Files]?
        var isFolder: ObjCBool = false
        if let current, FileManager.default.fileExists(atPath: current.path, isDirectory: &isFolder), isFolder.boolValue
        {
            currentFiles = try files(in: current, shownAs: currentShownAs)
        }
        return SnapshotReport(
            title: recorded.standardizedFileURL.lastPathComponent,
            recordedFolder: recordedShownAs,
            recorded: recordedFiles,
            currentFolder: currentFiles == nil ? nil : currentShownAs,
            current: currentFiles
        )
    }

    /// Writes the report's page to a file, creating its folder.
    ///
    /// - Parameter file: The HTML file.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot` when it cannot be written.
    package func write(to file: URL) throws(ScreenRouterError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(html.utf8).write(to: file, options: .atomic)
        } catch {
            throw .unwritableReport(file.path, reason: error.localizedDescription)
        }
    }

    /// The files of each cell in a folder of snapshot files, by cell; other files and folders are not read.
    ///
    /// - Parameters:
    ///   - folder: The folder.
    ///   - shownAs: The folder's path as the report shows it (as the command line gave it).
    /// - Returns: Each cell's files; a file that cannot be read is a problem of its cell.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot` when the folder cannot be listed.
    package static func files(in folder: URL, shownAs: String) throws(ScreenRouterError) -> [String: Files] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .unreadableSnapshotFolder(shownAs, reason: error.localizedDescription)
        }
        let prefix = shownAs.hasSuffix("/") || shownAs.isEmpty ? shownAs : shownAs + "/"
        var files: [String: Files] = [:]
        func entry(_ cell: String) -> Files {
            files[cell] ?? Files(path: prefix + cell + ".json", snapshot: nil)
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let (cell, kind) = Self.kind(ofFile: name) else { continue }
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            var cellFiles = entry(cell)
            do {
                let data = try Data(contentsOf: url)
                switch kind {
                case .snapshot: cellFiles.snapshot = data
                case .audit: cellFiles.audit = (prefix + name, data)
                case .screenshot(let scale):
                    if scale >= (cellFiles.screenshot?.scale ?? 0) {
                        cellFiles.screenshot = (prefix + name, data, scale)
                    }
                }
            } catch {
                cellFiles.problems.append(.unreadableSnapshot(prefix + name, reason: error.localizedDescription))
            }
            files[cell] = cellFiles
        }
        return files
    }

    /// What a file of a snapshot folder is.
    private enum FileKind {
        case snapshot, audit
        case screenshot(scale: Int)
    }

    /// The cell a file belongs to and what it is, or `nil` for a file that is none of a cell's.
    private static func kind(ofFile name: String) -> (String, FileKind)? {
        let suffixes: [(String, FileKind)] = [
            (".audit.json", .audit), (".json", .snapshot), ("@3x.png", .screenshot(scale: 3)),
            ("@2x.png", .screenshot(scale: 2)), (".png", .screenshot(scale: 1)),
        ]
        for (suffix, kind) in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            guard !name.hasPrefix(".") else { return nil }
            return (String(name.dropLast(suffix.count)), kind)
        }
        return nil
    }
}
