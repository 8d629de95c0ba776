import ScreenRouter

/// One element of the screen a command-line app shows, as its element frame describes it.
///
/// ``ProcessApplication/element(_:fileID:filePath:line:column:)`` returns it; a test asserts on its label:
///
/// ```swift
/// let name = app.element("userName")
/// #expect(name?.label == "Ada Lovelace")
/// ```
public struct ScreenElement: Equatable, Sendable, CustomStringConvertible {
    /// The element's accessibility identifier.
    public let identifier: String
    /// The text a person reads.
    public let label: String
    /// The element's value, for elements that have one (a field's text, a switch's state), or `nil`.
    public let value: String?
    /// What the element is: `text`, `button`, `image`, `cell`, `field` or `other`.
    public let kind: String

    init(_ element: ElementSnapshot.Element) {
        identifier = element.identifier
        label = element.label
        value = element.value
        kind = element.kind.rawValue
    }

    /// The element as failures list it: `[identifier] label`, with its value and kind when it has them.
    public var description: String {
        let label = label.count > 80 ? label.prefix(80) + "…" : Substring(label)
        let shown = label.replacingOccurrences(of: "\n", with: "\\n")
        return "[\(identifier)] \(shown)" + (value.map { " = \($0)" } ?? "") + " (\(kind))"
    }
}
