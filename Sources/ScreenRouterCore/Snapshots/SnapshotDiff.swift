/// What changed between a recorded snapshot and the screen now, element by element, listed by identifier.
///
/// Elements are matched by identifier (the second element with an identifier to the second, and so on); a
/// difference is an element added, an element removed, a label, value, kind or frame changed, the frames' unit
/// changed, or, when every element matches, the order changed. Each is one line:
///
/// ```
/// [settingsAnimations] label: old "Animations on", new "Animations off"
/// + [saveButton] added: button "Save"
/// - [userPhone] removed: text "No phone"
/// ```
package struct SnapshotDiff: Equatable, Sendable {
    /// One difference, as a report's table shows it: what differs, its old and its new text, and the elements it
    /// concerns on each side.
    package struct Row: Equatable, Sendable {
        /// The element's identifier, or `screen` or `order` for a difference of the whole screen.
        package var identifier: String
        /// What the recorded snapshot holds there: the parts that changed, or the element removed; empty for an
        /// element added.
        package var old: String
        /// What the screen holds now; empty for an element removed.
        package var new: String
        /// The element's index in the recorded snapshot's elements, `nil` for an element added or the whole screen.
        package var oldIndex: Int?
        /// The element's index in the new snapshot's elements, `nil` for an element removed or the whole screen.
        package var newIndex: Int?
    }

    /// One line per difference, in the order of the new screen's elements, then the removed elements.
    package let lines: [String]
    /// The same differences as ``lines``, one row each, in the same order.
    package let rows: [Row]
    /// The snapshot recorded in the file, whose elements the rows' `oldIndex` counts.
    package let old: SnapshotFile
    /// The snapshot of the screen now, whose elements the rows' `newIndex` counts.
    package let new: SnapshotFile

    /// Whether the screen shows what the snapshot recorded.
    package var isEmpty: Bool { lines.isEmpty }

    /// The differences between the recorded snapshot and the new one.
    ///
    /// - Parameters:
    ///   - old: The snapshot recorded in the file.
    ///   - new: The snapshot of the screen now.
    package init(old: SnapshotFile, new: SnapshotFile) {
        var lines: [String] = []
        var rows: [Row] = []
        if old.screen != new.screen {
            lines.append("screen: old \(displayed(old.screen)), new \(displayed(new.screen))")
            rows.append(Row(identifier: "screen", old: displayed(old.screen), new: displayed(new.screen)))
        }
        let oldKeys = Self.keyed(old.elements)
        let newKeys = Self.keyed(new.elements)
        let oldIndexByKey = Dictionary(uniqueKeysWithValues: zip(oldKeys, old.elements.indices))
        let newKeySet = Set(newKeys)
        for (newIndex, (key, element)) in zip(newKeys, new.elements).enumerated() {
            guard let oldIndex = oldIndexByKey[key] else {
                lines.append("+ [\(element.identifier)] added: \(Self.summary(element))")
                rows.append(
                    Row(identifier: element.identifier, old: "", new: Self.summary(element), newIndex: newIndex)
                )
                continue
            }
            let changes = Self.changes(from: old.elements[oldIndex], to: element)
            if !changes.isEmpty {
                lines.append("[\(element.identifier)] " + changes.map(\.phrase).joined(separator: "; "))
                rows.append(
                    Row(
                        identifier: element.identifier,
                        old: changes.map(\.old).joined(separator: "; "),
                        new: changes.map(\.new).joined(separator: "; "),
                        oldIndex: oldIndex,
                        newIndex: newIndex
                    )
                )
            }
        }
        for (oldIndex, (key, element)) in zip(oldKeys, old.elements).enumerated() where !newKeySet.contains(key) {
            lines.append("- [\(element.identifier)] removed: \(Self.summary(element))")
            rows.append(Row(identifier: element.identifier, old: Self.summary(element), new: "", oldIndex: oldIndex))
        }
        if let oldUnit = old.unit, let newUnit = new.unit, oldUnit != newUnit {
            lines.append("unit: old \(oldUnit.rawValue), new \(newUnit.rawValue)")
            rows.append(Row(identifier: "unit", old: oldUnit.rawValue, new: newUnit.rawValue))
        }
        if lines.isEmpty, oldKeys != newKeys {
            let order = { (elements: [SnapshotFile.Element]) in elements.map(\.identifier).joined(separator: ", ") }
            lines.append("order: old \(order(old.elements)); new \(order(new.elements))")
            rows.append(Row(identifier: "order", old: order(old.elements), new: order(new.elements)))
        }
        self.lines = lines
        self.rows = rows
        self.old = old
        self.new = new
    }

    /// The diff as a message shows it: each line indented.
    package var text: String {
        lines.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Each element's identifier with its occurrence, so that repeated identifiers pair up in order.
    private static func keyed(_ elements: [SnapshotFile.Element]) -> [String] {
        var seen: [String: Int] = [:]
        return elements.map { element in
            let count = seen[element.identifier, default: 0]
            seen[element.identifier] = count + 1
            return count == 0 ? element.identifier : "\(element.identifier)#\(count + 1)"
        }
    }

    /// An element in a few words: its kind, label and value.
    private static func summary(_ element: SnapshotFile.Element) -> String {
        "\(element.kind.rawValue) \(displayed(element.label))"
            + (element.value.map { ", value \(displayed($0))" } ?? "")
    }

    /// One part of an element that changed: its name, and its old and new text.
    private struct Change {
        var part: String
        var oldText: String
        var newText: String

        /// The change as a line of the diff says it: `label: old "On", new "Off"`.
        var phrase: String { "\(part): old \(oldText), new \(newText)" }
        /// The old side as a report's table shows it: `label "On"`.
        var old: String { "\(part) \(oldText)" }
        /// The new side as a report's table shows it: `label "Off"`.
        var new: String { "\(part) \(newText)" }
    }

    /// What changed in one element, for each of its parts.
    private static func changes(from old: SnapshotFile.Element, to new: SnapshotFile.Element) -> [Change] {
        var changes: [Change] = []
        if old.label != new.label {
            changes.append(Change(part: "label", oldText: displayed(old.label), newText: displayed(new.label)))
        }
        if old.value != new.value {
            changes.append(
                Change(
                    part: "value",
                    oldText: old.value.map(displayed) ?? "none",
                    newText: new.value.map(displayed) ?? "none"
                )
            )
        }
        if old.kind != new.kind {
            changes.append(Change(part: "kind", oldText: old.kind.rawValue, newText: new.kind.rawValue))
        }
        if old.frame != new.frame {
            let text = { (frame: [Double]?) in
                frame.map { "[" + $0.map(SnapshotFile.Element.number).joined(separator: ", ") + "]" } ?? "none"
            }
            changes.append(Change(part: "frame", oldText: text(old.frame), newText: text(new.frame)))
        }
        return changes
    }
}
