import Foundation

// Small helpers that render what a message shows: payload previews, sizes, quoted text, found values.

/// Up to 120 characters of a payload as text, so messages show what was found without flooding the log.
package func preview(_ bytes: Data) -> String {
    let text = String(decoding: bytes.prefix(120), as: UTF8.self)
    let suffix = bytes.count > 120 ? "… (\(bytes.count) bytes)" : ""
    return "`\(text.replacingOccurrences(of: "\n", with: "\\n"))`\(suffix)"
}

/// A string cut to `length` characters (60 unless told) for a message.
package func abbreviated(_ text: String, to length: Int = 60) -> String {
    text.count > length ? String(text.prefix(length - 3)) + "…" : text
}

/// A byte count in the units a person reads: `512 bytes`, `128 KiB`, `8.5 MiB`.
package func formattedSize(_ bytes: Int) -> String {
    let kib = 1024.0
    let value = Double(bytes)
    if value < kib { return "\(bytes) bytes" }
    if value < kib * kib { return String(format: "%.1f KiB", value / kib) + " (\(bytes) bytes)" }
    return String(format: "%.1f MiB", value / (kib * kib)) + " (\(bytes) bytes)"
}

/// Text as a Swift string literal, with control characters escaped, cut to 80 characters: `"a\0b"`.
package func displayed(_ text: String) -> String {
    let literal = String(reflecting: text)
    return literal.count > 80 ? String(literal.prefix(77)) + "…\"" : literal
}

/// Text with control characters escaped as in a Swift string literal, without the quotes: `a\0b`.
package func escaped(_ text: String) -> String {
    String(String(reflecting: text).dropFirst().dropLast())
}

/// A value read from `UserDefaults`, described for a message: a string as a literal, a list as its items.
package func describeFound(_ value: Any) -> String {
    switch value {
    case let text as String: return displayed(text)
    case let list as [Any]: return "the list (" + list.map(describeFound).joined(separator: ", ") + ")"
    default: return "`\(abbreviated("\(value)"))` (\(type(of: value)))"
    }
}
