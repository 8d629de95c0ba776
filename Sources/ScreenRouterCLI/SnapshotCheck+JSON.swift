import ScreenRouterCore

extension SnapshotCheck {
    /// A cell's status in an answer: what an agent asks about first comes first.
    enum Status: String {
        case failed, unreadable, changed, new, removed

        /// Where the status sorts: a cell that no longer opens, then a file that does not read, then a changed
        /// screen, then a new cell, then a removed one.
        var rank: Int {
            switch self {
            case .failed: 0
            case .unreadable: 1
            case .changed: 2
            case .new: 3
            case .removed: 4
            }
        }
    }

    /// The check as `check_snapshots` answers it and `screenrouter snapshots --json` prints it:
    /// `{"counts": {...}, "directory", "filter"?, "mode", "cells": [...]}`, the cells that are not unchanged,
    /// most relevant first (see ``Status``; the most changes first among changed cells), each with its element
    /// differences.
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "directory": .string(folder),
            "mode": .string(store.mode.rawValue),
            "counts": counts,
            "cells": .array(listed.map(\.value)),
        ]
        var filtered: [String: JSONValue] = [:]
        if let screen = filter.screen { filtered["screen"] = .string(screen) }
        if let sample = filter.sample { filtered["sample"] = .string(sample) }
        if let variant = filter.variant { filtered["variant"] = .string(variant) }
        if !filtered.isEmpty { members["filter"] = .object(filtered) }
        return .object(members)
    }

    /// The counts: cells checked, then how many are unchanged, changed, new, removed, failed (not opened, or a file
    /// that does not read) and recorded (files written).
    var counts: JSONValue {
        var counted: [Status: Int] = [:]
        for cell in listed { counted[cell.status, default: 0] += 1 }
        let unchanged = tally.checked - cells.filter { Self.listed($0) != nil }.count
        return .object([
            "checked": .integer(tally.checked),
            "unchanged": .integer(unchanged),
            "changed": .integer(counted[.changed] ?? 0),
            "new": .integer(counted[.new] ?? 0),
            "removed": .integer(counted[.removed] ?? 0),
            "failed": .integer((counted[.failed] ?? 0) + (counted[.unreadable] ?? 0)),
            "recorded": .integer(tally.recorded),
        ])
    }

    /// The cells an answer lists (every one that is not unchanged), most relevant first.
    var listed: [(status: Status, changes: Int, name: String, value: JSONValue)] {
        let opened = cells.compactMap { cell in Self.listed(cell).map { ($0.status, $0.changes, cell.name, $0.value) } }
        let gone = removed.map { name in
            (Status.removed, 0, name, JSONValue.object(["cell": .string(name), "status": .string("removed")]))
        }
        return (opened + gone).sorted { first, second in
            if first.0.rank != second.0.rank { return first.0.rank < second.0.rank }
            if first.1 != second.1 { return first.1 > second.1 }
            return first.2 < second.2
        }
    }

    /// A cell as an answer lists it, with its status and the number of its changes; `nil` for an unchanged cell.
    private static func listed(_ cell: Cell) -> (status: Status, changes: Int, value: JSONValue)? {
        var members: [String: JSONValue] = ["cell": .string(cell.name)]
        let status: Status
        var changes = 0
        switch cell.outcome {
        case .opened:
            return nil
        case .failed(let error):
            status = .failed
            members["error"] = .string(error.map { "[\($0.code)] \($0.message)" } ?? "did not open")
        case .checked(_, let outcome):
            switch outcome {
            case .matched, .rewritten(nil):
                return nil
            case .recorded, .missing:
                status = .new
                members["elements"] = .integer(cell.elements)
                members["recorded"] = .bool(outcome == .recorded)
            case .differs(let diff), .rewritten(let diff?):
                status = .changed
                changes = diff.rows.count
                members["changes"] = .array(diff.rows.map { row in change(row, in: diff) })
                members["recorded"] = .bool(outcome != .differs(diff))
            case .replaced(let error), .unreadable(let error):
                status = .unreadable
                members["error"] = .string("[\(error.code)] \(error.message)")
                if case .replaced = outcome { members["recorded"] = .bool(true) }
            }
        }
        members["status"] = .string(status.rawValue)
        return (status, changes, .object(members))
    }

    /// One difference of a changed cell: `{"identifier", "<part>": {"old", "new"}, ...}` for an element whose parts
    /// changed, `{"identifier", "added": {...}}` or `{"identifier", "removed": {...}}` for an element added or
    /// removed, `{"screen" | "unit" | "order": {"old", "new"}}` for the whole screen.
    private static func change(_ row: SnapshotDiff.Row, in diff: SnapshotDiff) -> JSONValue {
        let old = row.oldIndex.map { diff.old.elements[$0] }
        let new = row.newIndex.map { diff.new.elements[$0] }
        switch (old, new) {
        case (let old?, let new?):
            var members: [String: JSONValue] = ["identifier": .string(new.identifier)]
            func part(_ name: String, _ before: JSONValue, _ after: JSONValue) {
                if before != after { members[name] = .object(["old": before, "new": after]) }
            }
            part("label", .string(old.label), .string(new.label))
            part("value", old.value.map(JSONValue.string) ?? .null, new.value.map(JSONValue.string) ?? .null)
            part("kind", .string(old.kind.rawValue), .string(new.kind.rawValue))
            part("frame", frame(old.frame), frame(new.frame))
            return .object(members)
        case (nil, let new?):
            return .object(["identifier": .string(new.identifier), "added": element(new)])
        case (let old?, nil):
            return .object(["identifier": .string(old.identifier), "removed": element(old)])
        case (nil, nil):
            return .object([row.identifier: .object(["old": .string(row.old), "new": .string(row.new)])])
        }
    }

    /// An element as a difference shows it: its kind, label and value (and frame).
    private static func element(_ element: SnapshotFile.Element) -> JSONValue {
        var members: [String: JSONValue] = ["kind": .string(element.kind.rawValue), "label": .string(element.label)]
        if let value = element.value { members["value"] = .string(value) }
        if let frame = element.frame { members["frame"] = self.frame(frame) }
        return .object(members)
    }

    /// A frame as JSON numbers, as the snapshot file writes them; `null` for none.
    static func frame(_ frame: [Double]?) -> JSONValue {
        frame.map { .array($0.map { .number(SnapshotFile.Element.number($0)) }) } ?? .null
    }
}
