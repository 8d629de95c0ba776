/// How launch arguments pair, as one rule for every reader and writer: the app's parser, Foundation's argument
/// domain (which reads `-key value` the same way), and the test side, which replaces a previous launch's request and
/// options in an application it launches again.
package enum LaunchArguments {
    /// Whether an argument is a key (`-vc`, `--uitesting`, `-Server`) rather than a value: it starts with `-`.
    ///
    /// A value that starts with `-` is written quoted by the option writers, so it never reads as a key.
    ///
    /// - Parameter argument: The argument.
    /// - Returns: `true` for a key.
    package static func isKey(_ argument: String) -> Bool {
        argument.hasPrefix("-")
    }

    /// The `-key value` pairs of the arguments as Foundation pairs them: a key and the argument after it, when
    /// that is no key; a pair's value is never the next pair's key.
    ///
    /// - Parameter arguments: The process arguments.
    /// - Returns: The pairs, in order.
    package static func pairs(in arguments: [String]) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var index = arguments.startIndex
        while index < arguments.endIndex - 1 {
            let (current, next) = (arguments[index], arguments[index + 1])
            guard isKey(current), !isKey(next) else {
                index += 1
                continue
            }
            pairs.append((current, next))
            index += 2
        }
        return pairs
    }

    /// The arguments without each of `keys` and, for a key that takes a value, the value after it (when that is
    /// no key).
    ///
    /// - Parameters:
    ///   - keys: The keys to remove.
    ///   - arguments: The arguments.
    ///   - takesValue: Whether a key takes the argument after it as its value. Defaults to every key, as
    ///     Foundation pairs them.
    /// - Returns: The arguments kept, in order.
    package static func removing(
        _ keys: Set<String>,
        from arguments: [String],
        takesValue: (String) -> Bool = { _ in true }
    ) -> [String] {
        guard !keys.isEmpty else { return arguments }
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard keys.contains(argument) else {
                kept.append(argument)
                continue
            }
            if takesValue(argument), index < arguments.endIndex, !isKey(arguments[index]) {
                index += 1
            }
        }
        return kept
    }
}
