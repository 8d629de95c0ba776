import Foundation
import ScreenRouterCore

extension UserDefaultsArgumentSyntax {
    /// Reads process arguments the way Foundation fills the `UserDefaults` argument domain.
    ///
    /// Each `-key value` pair whose value does not start with `-` sets `key`; the value is trimmed and,
    /// when it starts with one of ``propertyListPrefixes`` and parses as a property list, replaced by the
    /// parsed list, dictionary, string or data. A key given twice keeps its last value. This follows
    /// swift-corelibs-foundation, which follows Apple's Foundation; the quoted strings ``written(_:)``
    /// writes use only the property-list syntax both platforms' readers share.
    ///
    /// ```swift
    /// UserDefaultsArgumentSyntax.parse(["-Server", "testing", "-MagicNumbers", "(5, 7)"])
    /// // ["Server": "testing", "MagicNumbers": ["5", "7"]]
    /// ```
    ///
    /// - Parameter arguments: The process arguments, such as `CommandLine.arguments`.
    /// - Returns: The values by key, as `UserDefaults.object(forKey:)` would return them.
    package static func parse(_ arguments: [String]) -> [String: Any] {
        var domain: [String: Any] = [:]
        for (flag, value) in LaunchArguments.pairs(in: arguments) where flag.count > 1 {
            domain[String(flag.dropFirst())] = parseValue(value)
        }
        return domain
    }

    /// The first `-key (...)` pair of the process arguments whose list Foundation's argument domain cannot read,
    /// as an error naming the key and the argument, or `nil`.
    ///
    /// The coordinator checks a launch with it before it builds a screen, so a hand-written list such as
    /// `-Features (dark mode, new)` fails the launch with the fix, instead of reading as an absent option. The
    /// launch protocol's own flags are the router's, checked by it.
    ///
    /// - Parameter arguments: The process arguments.
    /// - Returns: An ``ScreenRouterError/Code/invalidOptionValue`` error, or `nil` when every list reads.
    package static func unreadableList(in arguments: [String]) -> ScreenRouterError? {
        for (current, next) in LaunchArguments.pairs(in: arguments)
        where next.hasPrefix("(") && current.count > 1 && !LaunchProtocol.requestFlags.contains(current) {
            if let text = parseValue(next) as? String {
                let key = String(current.dropFirst())
                return ScreenRouterError.unreadOptionArgument(key: key, argument: next, found: text, list: true)
            }
        }
        return nil
    }

    /// One value, read as Foundation reads it: trimmed, and parsed when it looks like a property list.
    static func parseValue(_ text: String) -> Any {
        let trimmed = hasSpaceAtAnEnd(text) ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text
        guard let first = trimmed.first, propertyListPrefixes.contains(first) else {
            return trimmed
        }
        let parsed = try? PropertyListSerialization.propertyList(from: Data(trimmed.utf8), options: [], format: nil)
        return parsed ?? trimmed
    }

    /// Whether the text starts or ends with white space or a line break, that is, whether trimming changes it.
    ///
    /// Checked before trimming because `trimmingCharacters(in:)` copies the whole text through `NSString`,
    /// about 500 instructions a byte on Linux, and an argument such as an inline `-model` runs to 100 KB.
    private static func hasSpaceAtAnEnd(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        let spaces = CharacterSet.whitespacesAndNewlines
        return spaces.contains(first) || spaces.contains(last)
    }
}
