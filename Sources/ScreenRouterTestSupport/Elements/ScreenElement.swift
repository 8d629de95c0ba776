import ScreenRouter

/// One element of the screen a command-line app shows, as its element frame describes it.
package struct ScreenElement: Equatable, Sendable, CustomStringConvertible {
    /// The element's accessibility identifier.
    package let identifier: String
    /// The text a person reads.
    package let label: String
    /// The element's value, for elements that have one (a field's text, a switch's state), or `nil`.
    package let value: String?
    /// What the element is: `text`, `button`, `image`, `cell`, `field` or `other`.
    package let kind: String

    package init(_ element: ElementSnapshot.Element) {
        identifier = element.identifier
        label = element.label
        value = element.value
        kind = element.kind.rawValue
    }

    /// The element as public API returns it.
    package var tuple: (identifier: String, label: String, value: String?, kind: String) {
        (identifier, label, value, kind)
    }

    /// The element as failures list it: `[identifier] label`, with its value and kind.
    package var description: String {
        let label = label.count > 80 ? label.prefix(80) + "…" : Substring(label)
        let shown = label.replacingOccurrences(of: "\n", with: "\\n")
        return "[\(identifier)] \(shown)" + (value.map { " = \($0)" } ?? "") + " (\(kind))"
    }
}
