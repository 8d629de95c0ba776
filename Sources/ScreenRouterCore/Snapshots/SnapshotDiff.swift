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
    /// One line per difference, in the order of the new screen's elements, then the removed elements.
    package let lines: [String]

    /// Whether the screen shows what the snapshot recorded.
    package var isEmpty: Bool { lines.isEmpty }

    /// The differences between the recorded snapshot and the new one.
    ///
    /// - Parameters:
    ///   - old: The snapshot recorded in the file.
    ///   - new: The snapshot of the screen now.
    package init(old: SnapshotFile, new: SnapshotFile) {
        var lines: [String] = []
        if old.screen != new.screen {
            lines.append("screen: old \(displayed(old.screen)), new \(displayed(new.screen))")
        }
        let oldKeys = Self.keyed(old.elements)
        let newKeys = Self.keyed(new.elements)
        let oldByKey = Dictionary(uniqueKeysWithValues: zip(oldKeys, old.elements))
        let newKeySet = Set(newKeys)
        for (key, element) in zip(newKeys, new.elements) {
            guard let before = oldByKey[key] else {
                lines.append("+ [\(element.identifier)] added: \(Self.summary(element))")
                continue
            }
            let changes = Self.changes(from: before, to: element)
            if !changes.isEmpty { lines.append("[\(element.identifier)] " + changes.joined(separator: "; ")) }
        }
        for (key, element) in zip(oldKeys, old.elements) where !newKeySet.contains(key) {
            lines.append("- [\(element.identifier)] removed: \(Self.summary(element))")
        }
        if let oldUnit = old.unit, let newUnit = new.unit, oldUnit != newUnit {
            lines.append("unit: old \(oldUnit.rawValue), new \(newUnit.rawValue)")
        }
        if lines.isEmpty, oldKeys != newKeys {
            let order = { (elements: [SnapshotFile.Element]) in elements.map(\.identifier).joined(separator: ", ") }
            lines.append("order: old \(order(old.elements)); new \(order(new.elements))")
        }
        self.lines = lines
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

    /// What changed in one element, a phrase for each of its parts.
    private static func changes(from old: SnapshotFile.Element, to new: SnapshotFile.Element) -> [String] {
        var changes: [String] = []
        if old.label != new.label {
            changes.append("label: old \(displayed(old.label)), new \(displayed(new.label))")
        }
        if old.value != new.value {
            changes.append(
                "value: old \(old.value.map(displayed) ?? "none"), new \(new.value.map(displayed) ?? "none")"
            )
        }
        if old.kind != new.kind {
            changes.append("kind: old \(old.kind.rawValue), new \(new.kind.rawValue)")
        }
        if old.frame != new.frame {
            let text = { (frame: [Double]?) in
                frame.map { "[" + $0.map(SnapshotFile.Element.number).joined(separator: ", ") + "]" } ?? "none"
            }
            changes.append("frame: old \(text(old.frame)), new \(text(new.frame))")
        }
        return changes
    }
}
