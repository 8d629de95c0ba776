import Foundation

extension SnapshotStore {
    /// The environment variable that has a run write its review report: `SCREENROUTER_REPORT`, a path to an HTML file,
    /// or to a folder (a path that ends with `/`, or an existing folder) that gets `<folder name>.html`.
    package static let reportVariable = "SCREENROUTER_REPORT"

    /// The folder where a run leaves each cell's snapshot as it found it.
    ///
    /// It is `.build/<name>` beside the folder of the recorded files, `__Snapshots__/.build/<test file name>` for a
    /// test file's, which git ignores (the run writes a `.gitignore` there that says so), and `screenrouter report`
    /// reads by default. A process clears it of what earlier processes left before it keeps its first cell there,
    /// unless it runs a shard.
    ///
    /// - Parameter directory: The folder of the recorded snapshot files.
    /// - Returns: The run's folder.
    package static func runDirectory(of directory: URL) -> URL {
        let folder = directory.standardizedFileURL
        return folder.deletingLastPathComponent().appendingPathComponent(".build")
            .appendingPathComponent(folder.lastPathComponent)
    }

    /// The folder where this run leaves each cell's snapshot as it found it (see ``runDirectory(of:)``).
    package var runDirectory: URL { Self.runDirectory(of: directory) }

    /// The name of a file of a cell: the cell's name, a `/` in it written as `-`, then the suffix (`.json`, `@3x.png`,
    /// `.audit.json`).
    package func fileName(ofCell cell: String, suffix: String) -> String {
        cell.replacingOccurrences(of: "/", with: "-") + suffix
    }

    /// Writes a cell's snapshot as the run found it into the run's folder (the file's bytes, `<cell>.json`), so a
    /// report can compare it with the recorded one; a file already holding those bytes is left as it is.
    ///
    /// - Parameters:
    ///   - snapshot: The cell's screen now.
    ///   - cell: The cell's name.
    /// - Returns: The failure when the file could not be written, `nil` when it was.
    package func keep(_ snapshot: SnapshotFile, cell: String) -> ScreenRouterError? {
        keep(snapshot.data, named: fileName(ofCell: cell, suffix: ".json"))
    }

    /// Writes a file of a cell into the run's folder (its snapshot, screenshot or audit), creating the folder and its
    /// `.gitignore` first.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: The file's name.
    /// - Returns: The failure when the file could not be written, `nil` when it was.
    package func keep(_ data: Data, named name: String) -> ScreenRouterError? {
        let url = runDirectory.appendingPathComponent(name)
        do {
            try clearEarlierRunsOnce()
            if (try? Data(contentsOf: url)) == data { return nil }
            try Self.createIgnoredFolder(runDirectory)
            try FileBytes.replace(url, with: data)
            return nil
        } catch {
            return .unwritableSnapshot(url.path, reason: error.localizedDescription)
        }
    }

    /// Removes the cells' files an earlier process left in the run's folder, the first time this process keeps a file
    /// there, so that the folder holds the cells of this run (and of the runs this process made before it) and a
    /// report shows a cell this run did not open as removed, not as it was the last time.
    ///
    /// A shard keeps what the other shards left: one that ``keepsEarlierRuns`` says (`screenrouter snapshots
    /// --shard`), or that the environment names (`SCREENROUTER_SHARD_COUNT` above 1, or a CI service's parallel job).
    private func clearEarlierRunsOnce() throws {
        let named = try? ShardProvider.shard(in: ProcessInfo.processInfo.environment)
        let shards = named?.count ?? 1
        guard !keepsEarlierRuns, shards <= 1, RunFolders.shared.claim(runDirectory.path) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: runDirectory.path) else { return }
        for name in names where name.hasSuffix(".json") || name.hasSuffix(".png") {
            try FileManager.default.removeItem(at: runDirectory.appendingPathComponent(name))
        }
    }

    /// The report `screenrouter report` writes unless told otherwise: `<run's folder>.html`, beside the run's folder.
    package var defaultReportFile: URL {
        runDirectory.deletingLastPathComponent().appendingPathComponent(runDirectory.lastPathComponent + ".html")
    }

    /// Creates a folder of runs' files (`.build/<name>`), and the `.gitignore` of its `.build` folder.
    ///
    /// - Parameter folder: The folder, in a folder named `.build`.
    /// - Throws: What the file system throws.
    package static func createIgnoredFolder(_ folder: URL) throws {
        try createBuildFolder(folder.deletingLastPathComponent())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Creates the `.build` folder of runs' files, with a `.gitignore` that keeps all of it out of git.
    ///
    /// - Parameter folder: The `.build` folder.
    /// - Throws: What the file system throws.
    package static func createBuildFolder(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ignore = folder.appendingPathComponent(".gitignore")
        if !FileManager.default.fileExists(atPath: ignore.path) {
            try Data(gitignore.utf8).write(to: ignore, options: .atomic)
        }
    }

    /// The `.gitignore` of the folder of runs' snapshots: everything in it stays out of git.
    static let gitignore =
        "# A run's snapshots and reports, written by ScreenRouter's snapshot tests: never committed.\n*\n"

    /// A path as a message shows it: relative to the current folder when it is inside it.
    package static func shown(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A path as a shell reads it back: bare when it is plain, otherwise in single quotes.
    private static func shellQuoted(_ path: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,")
        if !path.isEmpty, path.allSatisfy(plain.contains) { return path }
        return "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Where `SCREENROUTER_REPORT` has a run write its report, or `nil` when it is not set (or empty).
    ///
    /// - Parameter environment: The environment, such as `ProcessInfo.processInfo.environment`.
    /// - Returns: The report's file: the path, or `<folder name>.html` in the folder it names.
    package func reportFile(environment: [String: String]) -> URL? {
        let value = environment[Self.reportVariable]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !value.isEmpty else { return nil }
        let url = URL(fileURLWithPath: value)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        guard value.hasSuffix("/") || (exists && isFolder.boolValue) else { return url }
        return url.appendingPathComponent(directory.standardizedFileURL.lastPathComponent + ".html")
    }

    /// What a failure says last: the report to open, the one the run writes when `SCREENROUTER_REPORT` is set, the
    /// `screenrouter report` command that draws the files otherwise.
    ///
    /// - Parameter environment: The environment, such as `ProcessInfo.processInfo.environment`.
    /// - Returns: The sentence.
    package func reportAdvice(environment: [String: String]) -> String {
        if let file = reportFile(environment: environment) {
            return "See every cell drawn, the changed elements marked: open `\(Self.shown(file))`, the report this "
                + "run writes when it ends (`\(Self.reportVariable)`)."
        }
        return "See every cell drawn, the changed elements marked: `screenrouter report "
            + Self.shellQuoted(Self.shown(directory)) + "` writes a report of this run."
    }

    /// Writes the report of the recorded files and the run's to the file `SCREENROUTER_REPORT` names, when it names
    /// one.
    ///
    /// - Parameter environment: The environment, such as `ProcessInfo.processInfo.environment`.
    /// - Returns: The report's file, or `nil` when the variable is not set.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot` when the folders cannot be read or the report
    ///   cannot be written.
    package func writeReport(environment: [String: String]) throws(ScreenRouterError) -> URL? {
        guard let file = reportFile(environment: environment) else { return nil }
        let report = try SnapshotReport.read(
            recorded: directory,
            shownAs: Self.shown(directory),
            current: runDirectory,
            shownAs: Self.shown(runDirectory)
        )
        try report.write(to: file)
        return file
    }
}

/// The run folders this process has cleared of earlier runs' files: each is cleared once, before the first file it
/// keeps.
///
/// `@unchecked Sendable`: the set is touched only with `lock` held.
private final class RunFolders: @unchecked Sendable {
    static let shared = RunFolders()

    private let lock = NSLock()
    private var cleared: Set<String> = []

    /// Whether the folder is still to be cleared by this process; it is not, from then on.
    func claim(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return cleared.insert(folder).inserted
    }
}
