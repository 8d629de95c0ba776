import ScreenRouterCore

/// The arguments of the MCP server's tools besides `open_screen` (whose arguments are the launch protocol's), read
/// from a call's `arguments` object: functions of the JSON alone, so the fuzzer reads every call as the server does.
///
/// An argument a tool does not take, or one of the wrong JSON type, is refused with `malformedArguments`, naming
/// the tool's arguments; nothing is ignored.
enum MCPArguments {
    /// `describe_screen`'s arguments.
    struct Describe: Equatable {
        /// The hash the agent has: an answer that the screen has not changed since, when it has not.
        var since: String?
        /// How long to wait, in seconds of the app's time, for the screen to change from `since`; 0 not to wait.
        var wait: Double = 0
        /// The page of the answer to return, from 1.
        var page = 1
    }

    /// `check_snapshots`' arguments.
    struct Check: Equatable {
        /// Which cells to check.
        var filter = SnapshotFilter()
        /// The folder of the snapshot files, or `nil` for `__Snapshots__/<app name>` in the server's folder.
        var directory: String?
        /// Whether to write every cell's file, as `screenrouter snapshots --record` does.
        var record = false
        /// The page of the answer: 1 checks; 2 and more return a page of the last check's answer.
        var page = 1
    }

    /// `export_test`'s arguments.
    struct Export: Equatable {
        /// The Swift file to write, relative to the server's folder (the app's package) or absolute.
        var path: String
        /// The identifiers to check on each screen that shows them, or `nil` for every element with a label.
        var elements: [String]?
        /// The app's providers of typed identifiers, by screen: the provider's type, with its module
        /// (`DemoShared.UserDetailAIP`), for a page object of the screen.
        var pages: [String: String] = [:]
        /// The name of the test suite, a Swift type name.
        var suite: String?
    }

    /// The seconds `describe_screen` may wait at most.
    static let longestWait = 600.0

    /// `list_screens`' arguments: the page, from 1.
    static func listScreens(_ arguments: JSONValue) throws(ScreenRouterError) -> Int {
        let members = try self.members(arguments, of: "list_screens", taking: ["page"])
        return try page(members["page"], of: "list_screens")
    }

    /// `describe_screen`'s arguments.
    static func describe(_ arguments: JSONValue) throws(ScreenRouterError) -> Describe {
        let members = try self.members(arguments, of: "describe_screen", taking: ["since", "wait", "page"])
        var describe = Describe()
        describe.since = try string(members["since"], named: "since", of: "describe_screen")
        if let wait = members["wait"], wait != .null {
            guard case .number(let text) = wait, let seconds = Double(text), seconds >= 0, seconds <= longestWait else {
                throw malformed(
                    "describe_screen's `wait` is \(wait.spoken); it takes the seconds to wait for the screen to change "
                        + "from `since`, a number from 0 to \(Int(longestWait))."
                )
            }
            guard describe.since != nil || seconds == 0 else {
                throw malformed(
                    "describe_screen's `wait` waits for the screen to change from the hash `since` gives; give `since`."
                )
            }
            describe.wait = seconds
        }
        describe.page = try page(members["page"], of: "describe_screen")
        return describe
    }

    /// `check_snapshots`' arguments.
    static func check(_ arguments: JSONValue) throws(ScreenRouterError) -> Check {
        let members = try self.members(
            arguments,
            of: "check_snapshots",
            taking: ["screen", "sample", "variant", "directory", "record", "page"]
        )
        var check = Check()
        check.filter = SnapshotFilter(
            screen: try string(members["screen"], named: "screen", of: "check_snapshots"),
            sample: try string(members["sample"], named: "sample", of: "check_snapshots"),
            variant: try string(members["variant"], named: "variant", of: "check_snapshots")
        )
        if let variant = check.filter.variant, ScreenVariant(named: variant) == nil {
            throw .unknownVariantName(variant)
        }
        check.directory = try string(members["directory"], named: "directory", of: "check_snapshots")
        switch members["record"] {
        case nil, .null?: check.record = false
        case .bool(let record)?: check.record = record
        case let other?: throw malformed("check_snapshots' `record` is \(other.spoken); it takes `true` or `false`.")
        }
        check.page = try page(members["page"], of: "check_snapshots")
        return check
    }

    /// `export_test`'s arguments.
    static func export(_ arguments: JSONValue) throws(ScreenRouterError) -> Export {
        let members = try self.members(arguments, of: "export_test", taking: ["path", "elements", "pages", "suite"])
        guard let path = try string(members["path"], named: "path", of: "export_test") else {
            throw malformed(
                "export_test needs `path`, the Swift file to write in the app's package, such as "
                    + "`Tests/MyAppTests/SessionTests.swift`."
            )
        }
        var export = Export(path: path)
        switch members["elements"] {
        case nil, .null?: break
        case .array(let items)?:
            export.elements = try items.map { item throws(ScreenRouterError) in
                guard case .string(let identifier) = item, !identifier.isEmpty else {
                    throw malformed("export_test's `elements` holds \(item.spoken); it takes identifiers, as strings.")
                }
                return identifier
            }
        case let other?:
            throw malformed("export_test's `elements` is \(other.spoken); it takes an array of identifiers.")
        }
        switch members["pages"] {
        case nil, .null?: break
        case .object(let providers)?:
            for (screen, provider) in providers {
                guard case .string(let name) = provider, TestExport.isTypeName(name) else {
                    throw malformed(
                        "export_test's `pages` gives screen `\(screen)` \(provider.spoken); it takes the type of the "
                            + "screen's provider of typed identifiers with its module, as in `MyApp.SettingsAIP`."
                    )
                }
                export.pages[screen] = name
            }
        case let other?:
            throw malformed(
                "export_test's `pages` is \(other.spoken); it takes an object of each screen's provider of typed "
                    + #"identifiers, as in `{"settings": "MyApp.SettingsAIP"}`."#
            )
        }
        export.suite = try string(members["suite"], named: "suite", of: "export_test")
        if let suite = export.suite, !TestExport.isIdentifier(suite) {
            throw malformed("export_test's `suite` is `\(suite)`; it takes a Swift type name, as in `SessionTests`.")
        }
        return export
    }

    /// The members of a tool's arguments, each one the tool takes.
    private static func members(
        _ arguments: JSONValue,
        of tool: String,
        taking names: [String]
    ) throws(ScreenRouterError) -> [String: JSONValue] {
        let members: [String: JSONValue]
        switch arguments {
        case .object(let given): members = given
        case .null: members = [:]
        default: throw malformed("\(tool) takes an object of arguments, not \(arguments.spoken).")
        }
        if let unknown = members.keys.sorted().first(where: { !names.contains($0) }) {
            let taken = names.isEmpty ? "none" : names.map { "`\($0)`" }.joined(separator: ", ")
            throw malformed("\(tool) takes no `\(unknown)`; its arguments are \(taken).")
        }
        return members
    }

    /// A string argument, `nil` when it was left out (or `null`).
    private static func string(
        _ value: JSONValue?,
        named name: String,
        of tool: String
    ) throws(ScreenRouterError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)? where !text.isEmpty: return text
        case let other?: throw malformed("\(tool)'s `\(name)` is \(other.spoken); it takes a string that is not empty.")
        }
    }

    /// A `page` argument: a whole number from 1, 1 when it was left out.
    private static func page(_ value: JSONValue?, of tool: String) throws(ScreenRouterError) -> Int {
        switch value {
        case nil, .null?: return 1
        case .number(let text)? where Int(text).map({ $0 >= 1 }) == true: return Int(text) ?? 1
        case let other?: throw malformed("\(tool)'s `page` is \(other.spoken); it takes a page's number, from 1.")
        }
    }

    private static func malformed(_ message: String) -> ScreenRouterError {
        ScreenRouterError(code: .malformedArguments, message: message)
    }
}
