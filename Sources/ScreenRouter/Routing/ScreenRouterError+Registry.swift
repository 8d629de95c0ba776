import Foundation

/// The registry: registrations refused, screens not found, factories that fail.
extension ScreenRouterError {
    static func unknownScreen(_ screen: ScreenID, registered: [ScreenID]) -> Self {
        let list: String
        if registered.isEmpty {
            list = "No screens are registered"
        } else {
            // Near misses are about as long as the identifiers they miss, so a longer identifier is compared by
            // its prefix: an identifier of any length costs no more than the registered ones, each measured once.
            let longest = registered.map(\.rawValue.count).max() ?? 0
            let typed = String(screen.rawValue.prefix(longest + 1))
            let measured: [(name: String, distance: Int)] = registered.map {
                ($0.rawValue, editDistance($0.rawValue, typed))
            }
            let ordered = measured.sorted { lhs, rhs in
                lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.name < rhs.name
            }.map(\.name)
            let shown = ordered.prefix(20).map { "`\($0)`" }.joined(separator: ", ")
            let more = ordered.count > 20 ? " and \(ordered.count - 20) more" : ""
            list = "Registered screens, nearest first: \(shown)\(more)"
        }
        return Self(
            code: .unknownScreen,
            screen: screen,
            message: "No screen is registered as `\(screen)`. \(list). Register it with "
                + "`coordinator.register(\"\(screen)\") { ... }`, or ask for one of the registered screens."
        )
    }

    static func duplicateRegistration(_ screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` is registered twice; the first registration is kept. Each identifier "
                + "names one screen: remove the second `register` call or give it another identifier."
        )
    }

    static func screenFactoryFailed(screen: ScreenID, error: any Error) -> Self {
        Self(
            code: .screenFactoryFailed,
            screen: screen,
            message: "The factory of screen `\(screen)` failed: \(error). The screen's own code threw; fix the "
                + "factory or the fixture it was given."
        )
    }

    static func reservedIdentifier(_ screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "The identifier `\(screen)` is reserved: identifiers that start with `ScreenRouter.` name the "
                + "router's own screens, such as the gallery. Register the screen under another identifier."
        )
    }

    /// A launch for a session that reached `start(in:)` without the app's URL scheme: the app runs no sessions.
    static func sessionNotRun() -> Self {
        Self(
            code: .malformedArguments,
            message: "The app was launched for a session (`--uitesting --session`), but `start(in:)` was not given "
                + "the app's URL scheme, so it runs no sessions. A command-line app that takes route URLs on standard "
                + "input passes its scheme: `coordinator.start(in: host, scheme: \"<scheme>\")`."
        )
    }
}
