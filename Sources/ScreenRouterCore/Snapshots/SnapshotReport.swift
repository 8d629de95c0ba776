import Foundation

/// A review report of element snapshots: every cell of a folder of recorded snapshot files, compared with the
/// snapshots a run left, drawn as one self-contained HTML page (see ``html``).
///
/// A cell is `<screen>.<sample>.<variant>`, as ``ScreenSample/cellName(variant:locale:)`` names it. Each has a side
/// for the recorded file and one for the run's, and a status:
///
/// - `changed`: both read, and ``SnapshotDiff`` finds a difference;
/// - `new`: the run has the cell, the recorded folder has no file for it;
/// - `removed`: the recorded folder has the cell, the run did not leave it (it is gone from the catalogue, or in
///   another shard);
/// - `unreadable`: a file of the cell does not read (its card says why);
/// - `unchanged`: both read and hold the same screen. Without a run, every recorded cell that reads.
///
/// The report depends on nothing but the files: no date, no random number, cells in a sorted order, so two reports of
/// the same files are the same bytes.
package struct SnapshotReport: Sendable {
    /// What the run found for a cell.
    package enum Status: String, CaseIterable, Sendable {
        case changed, new, removed, unreadable, unchanged
    }

    /// One side of a cell (the recorded file or the run's), read.
    package struct Side: Sendable {
        /// The snapshot file's path, as the report names it.
        package var path: String
        /// The snapshot, when it reads.
        package var snapshot: SnapshotFile?
        /// The unit of its frames: the file's `unit`, points when it names none.
        package var unit: ElementSnapshot.Unit
        /// Why a file of this side does not read (the snapshot, its screenshot or its audit), each in the
        /// package's words.
        package var problems: [ScreenRouterError]
        /// The screenshot beside the snapshot, if one reads.
        package var screenshot: Screenshot?
        /// The findings of the accessibility audit kept beside the snapshot, or `nil` when none was kept.
        package var findings: [AccessibilityFindings.Finding]?
    }

    /// One cell: its name and parts, its two sides, what differs and its status.
    package struct Cell: Sendable {
        /// The cell's name, `<screen>.<sample>.<variant>`, from its file's name.
        package var name: String
        /// The screen's identifier.
        package var screen: String
        /// The sample's name (`default` for a screen without samples).
        package var sample: String
        /// The variant (`default` for the device's), with the locale when there is one.
        package var variant: String
        /// The recorded side, if the recorded folder has the cell.
        package var recorded: Side?
        /// The run's side, if the run left the cell.
        package var current: Side?
        /// What differs between the two, when both read.
        package var diff: SnapshotDiff?
        /// What the run found.
        package var status: Status
    }

    /// What the report is of, for its title: the name of the folder of recorded snapshots.
    package var title: String
    /// The folder of the recorded snapshots, as the report names it.
    package var recordedFolder: String
    /// The folder of the run's snapshots, as the report names it, or `nil` for a report of the recorded ones alone.
    package var currentFolder: String?
    /// The cells, grouped by screen, then sample, then variant (the device's first), each group sorted.
    package var cells: [Cell]

    /// The report of two folders' files.
    ///
    /// - Parameters:
    ///   - title: What the report is of, such as the name of the test file whose snapshots these are.
    ///   - recordedFolder: The folder of the recorded files, as the report names it.
    ///   - recorded: The recorded files, by cell (see ``files(in:)``).
    ///   - currentFolder: The folder of the run's files, or `nil` without a run.
    ///   - current: The run's files, by cell, or `nil` without a run.
    package init(
        title: String,
        recordedFolder: String,
        recorded: [String: Files],
        currentFolder: String? = nil,
        current: [String: Files]? = nil
    ) {
        self.title = title
        self.recordedFolder = recordedFolder
        self.currentFolder = currentFolder
        let names = Set(recorded.keys).union(current.map { Array($0.keys) } ?? [])
        var cells: [Cell] = []
        cells.reserveCapacity(names.count)
        for name in names {
            let old = recorded[name].map(Self.side)
            let new = current?[name].map(Self.side)
            cells.append(Self.cell(name, recorded: old, current: new, compared: current != nil))
        }
        self.cells = cells.sorted(by: Self.isOrderedBefore)
    }

    /// How many cells have each status.
    package var counts: [Status: Int] {
        var counts = Dictionary(uniqueKeysWithValues: Status.allCases.map { ($0, 0) })
        for cell in cells { counts[cell.status, default: 0] += 1 }
        return counts
    }

    /// The summary in one line: `10 cells: 1 changed, 1 new, 0 removed, 0 unreadable, 8 unchanged`.
    package var summary: String {
        let counts = counts
        return "\(cells.count) \(cells.count == 1 ? "cell" : "cells"): "
            + Status.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
    }

    /// A side read from its files: the snapshot, its unit, the screenshot and the audit, and what does not read.
    private static func side(_ files: Files) -> Side {
        var side = Side(path: files.path, snapshot: nil, unit: .point, problems: files.problems)
        if let data = files.snapshot {
            do throws(ScreenRouterError) {
                let snapshot = try SnapshotFile.read(data, path: files.path)
                side.snapshot = snapshot
                side.unit = snapshot.unit ?? .point
            } catch {
                side.snapshot = nil
                side.problems.insert(error, at: 0)
            }
        } else if files.problems.isEmpty {
            side.problems.append(.malformedSnapshot(files.path, problem: "the file is missing"))
        }
        if let screenshot = files.screenshot {
            do throws(ScreenRouterError) {
                side.screenshot = try Screenshot(screenshot.data, path: screenshot.path, scale: screenshot.scale)
            } catch {
                side.problems.append(error)
            }
        }
        if let audit = files.audit {
            do throws(ScreenRouterError) {
                side.findings = try AccessibilityFindings.read(audit.data, path: audit.path).findings
            } catch {
                side.problems.append(error)
            }
        }
        return side
    }

    /// A cell from its two sides: its parts, what differs and its status.
    private static func cell(_ name: String, recorded: Side?, current: Side?, compared: Bool) -> Cell {
        let screen = recorded?.snapshot?.screen ?? current?.snapshot?.screen
        let parts = Self.parts(of: name, screen: screen)
        var cell = Cell(
            name: name,
            screen: parts.screen,
            sample: parts.sample,
            variant: parts.variant,
            recorded: recorded,
            current: current,
            diff: nil,
            status: .unchanged
        )
        let unreadable = (recorded?.problems.isEmpty == false) || (current?.problems.isEmpty == false)
        if let old = recorded?.snapshot, let new = current?.snapshot {
            cell.diff = SnapshotDiff(old: old, new: new)
        }
        if unreadable {
            cell.status = .unreadable
        } else if !compared {
            cell.status = .unchanged
        } else if recorded == nil {
            cell.status = .new
        } else if current == nil {
            cell.status = .removed
        } else {
            cell.status = cell.diff?.isEmpty == false ? .changed : .unchanged
        }
        return cell
    }

    /// A cell's name in its parts: the screen (the one its file names, when the name starts with it; otherwise up to
    /// the first dot), then the sample up to the next dot, then the variant, with its locale.
    ///
    /// - Parameters:
    ///   - name: The cell's name, `<screen>.<sample>.<variant>`.
    ///   - screen: The screen its snapshot names, if one reads.
    /// - Returns: The screen, sample and variant; `default` for a part the name lacks.
    package static func parts(of name: String, screen: String?) -> (screen: String, sample: String, variant: String) {
        let rest: Substring
        let screenPart: String
        if let screen, !screen.isEmpty, name.hasPrefix(screen + ".") {
            screenPart = screen
            rest = name.dropFirst(screen.count + 1)
        } else if let dot = name.firstIndex(of: ".") {
            screenPart = String(name[..<dot])
            rest = name[name.index(after: dot)...]
        } else {
            return (name, "default", "default")
        }
        guard let dot = rest.firstIndex(of: ".") else {
            return (screenPart, rest.isEmpty ? "default" : String(rest), "default")
        }
        let variant = rest[rest.index(after: dot)...]
        return (screenPart, String(rest[..<dot]), variant.isEmpty ? "default" : String(variant))
    }

    /// The report's order: by screen, then sample, then variant (`default` first), then name.
    private static func isOrderedBefore(_ first: Cell, _ second: Cell) -> Bool {
        if first.screen != second.screen { return first.screen.utf8.lexicographicallyPrecedes(second.screen.utf8) }
        if first.sample != second.sample { return first.sample.utf8.lexicographicallyPrecedes(second.sample.utf8) }
        if first.variant != second.variant { return variantPrecedes(first.variant, second.variant) }
        return first.name.utf8.lexicographicallyPrecedes(second.name.utf8)
    }

    /// Variants in the report's order: the device's (`default`) first, then by name.
    static func variantPrecedes(_ first: String, _ second: String) -> Bool {
        if (first == "default") != (second == "default") { return first == "default" }
        return first.utf8.lexicographicallyPrecedes(second.utf8)
    }
}
