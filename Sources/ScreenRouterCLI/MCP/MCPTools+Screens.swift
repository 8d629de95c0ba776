import Foundation
import ScreenRouterCore

extension MCPTools {
    /// The result of a tool that failed: `isError: true`, and the error's code and message as text.
    static func failure(_ failure: ScreenRouterError) -> JSONValue {
        .object(["content": MCPAnswer.text(failure.logLine), "isError": .bool(true)])
    }

    /// The catalogue, as `list_screens` returns it, paged when it would be over the answers' budget.
    static func listScreens(_ arguments: JSONValue, in session: any ScreenSession) async -> JSONValue {
        let catalogue: ScreenCatalogue
        let page: Int
        do throws(ScreenRouterError) {
            page = try MCPArguments.listScreens(arguments)
            catalogue = try await session.catalogue()
        } catch {
            return failure(error)
        }
        let screens = catalogue.screens.map { entry -> JSONValue in
            .object([
                "screen": .string(entry.id.rawValue),
                "model": entry.model.map(JSONValue.string) ?? .null,
                "samples": .array(
                    entry.samples.map { sample in
                        var members: [String: JSONValue] = [
                            "name": .string(sample),
                            "network": .bool(entry.networkSamples.contains(sample)),
                        ]
                        if let model = entry.sampleModels[sample] { members["model"] = model }
                        return .object(members)
                    }
                ),
            ])
        }
        var variants: [String: JSONValue] = [:]
        for parameter in variantParameters {
            if case .oneOf(let valid, _) = parameter.values { variants[parameter.item] = .strings(valid) }
        }
        let answer = MCPAnswer.paged(screens, page: page, next: nextPage(of: "list_screens")) { items, info in
            var members: [String: JSONValue] = ["screens": .array(items), "variants": .object(variants)]
            if let info { members["page"] = info }
            return .object(members)
        }
        return answer ?? failure(noPage(page, of: "list_screens"))
    }

    /// Opens a screen in the session, as `open_screen` does: the answer, and the screen for `export_test` when it
    /// opened.
    static func openScreen(
        _ arguments: JSONValue,
        in session: any ScreenSession
    ) async -> (answer: JSONValue, opened: TestExport.Screen?) {
        let request: LaunchRequest
        do throws(ScreenRouterError) {
            request = try Self.request(arguments)
        } catch {
            return (failure(error), nil)
        }
        do throws(ScreenRouterError) {
            let shown = try await session.open(request)
            return (snapshotAnswer(shown, page: 1), TestExport.Screen(request: request, snapshot: shown.snapshot))
        } catch {
            return (failure(error), nil)
        }
    }

    /// The screen open now, as `describe_screen` returns it: only its hash, unchanged, when it is the one `since`
    /// names.
    static func describeScreen(_ arguments: JSONValue, in session: any ScreenSession) async -> JSONValue {
        if let unavailable = session as? UnavailableSession { return failure(unavailable.reason) }
        let describe: MCPArguments.Describe
        do throws(ScreenRouterError) {
            describe = try MCPArguments.describe(arguments)
        } catch {
            return failure(error)
        }
        guard let shown = await session.describe(waiting: describe.wait, whileHash: describe.since) else {
            return failure(ScreenRouterError(code: .noScreen, message: "No screen is open: call open_screen first."))
        }
        let hash = SnapshotFile(shown.snapshot).hash
        if let since = describe.since, since == hash {
            return MCPAnswer.result(.object(["hash": .string(hash), "unchanged": .bool(true)]))
        }
        return snapshotAnswer(shown, page: describe.page)
    }

    /// A screen's answer, paged when it would be over the answers' budget (the next pages from `describe_screen`).
    static func snapshotAnswer(_ shown: AppSession.Shown, page: Int) -> JSONValue {
        let elements = MCPAnswer.elements(of: shown.snapshot)
        let answer = MCPAnswer.paged(elements, page: page, next: nextPage(of: "describe_screen")) { items, info in
            var value = MCPAnswer.snapshot(shown.snapshot, variant: shown.variant, elements: items)
            if let info, case .object(var members) = value {
                members["page"] = info
                value = .object(members)
            }
            return value
        }
        return answer ?? failure(noPage(page, of: "describe_screen"))
    }

    /// The call that returns page `n` of a tool's answer, as a page names it: `describe_screen {"page": 2}`.
    static func nextPage(of tool: String) -> (Int) -> String {
        { #"\#(tool) {"page": \#($0)}"# }
    }

    /// The failure of a page an answer does not have.
    static func noPage(_ page: Int, of tool: String) -> ScreenRouterError {
        ScreenRouterError(
            code: .malformedArguments,
            message:
                "\(tool)'s answer has no page \(page): an answer has more than one page only when it would be over "
                + "25,000 tokens, and its `page` says how many."
        )
    }

    /// The screen as an image content, as `screenshot` returns it: the PNG's bytes in base64.
    static func screenshot(_ session: any ScreenSession) async -> JSONValue {
        do throws(ScreenRouterError) {
            let png = try await session.screenshot()
            return .object([
                "content": .array([
                    .object([
                        "type": .string("image"),
                        "mimeType": .string("image/png"),
                        "data": .string(png.base64EncodedString()),
                    ])
                ])
            ])
        } catch {
            return failure(error)
        }
    }

    /// Whether `open_screen` takes the parameter's value as JSON: the model and the network fixture, inline.
    private static func takesJSON(_ parameter: LaunchProtocol.Parameter) -> Bool {
        parameter == LaunchPayload.Kind.model.inline || parameter == LaunchPayload.Kind.network.inline
    }

    /// The launch request of `open_screen`'s arguments, made by the launch protocol's one validator.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `malformedArguments` when an argument is not a
    ///   parameter's, has the wrong JSON type, or the validator refuses it.
    private static func request(_ arguments: JSONValue) throws(ScreenRouterError) -> LaunchRequest {
        func malformed(_ message: String) -> ScreenRouterError {
            ScreenRouterError(code: .malformedArguments, message: message)
        }
        let members: [String: JSONValue]
        switch arguments {
        case .object(let given): members = given
        case .null: members = [:]
        default: throw malformed("open_screen takes an object of arguments, not \(arguments.spoken).")
        }
        var values: [LaunchProtocol.Parameter: [String]] = [:]
        for (name, value) in members.sorted(by: { $0.key < $1.key }) where value != .null {
            guard let parameter = LaunchProtocol.parameters.first(where: { argumentName($0) == name }) else {
                let names = LaunchProtocol.parameters.map { "`\(argumentName($0))`" }.joined(separator: ", ")
                throw malformed("open_screen takes no `\(name)`; its arguments are \(names).")
            }
            if takesJSON(parameter) {
                values[parameter] = [Data(value.text.utf8).base64EncodedString()]
            } else if let text = value.stringValue {
                values[parameter] = [text]
            } else {
                throw malformed("`\(name)` is \(value.spoken); it takes a string.")
            }
        }
        // An agent's session is strict about the network unless the agent says otherwise.
        if values[LaunchProtocol.strictNetwork] == nil { values[LaunchProtocol.strictNetwork] = ["true"] }
        do throws(LaunchProtocol.Refusal) {
            return try LaunchRequest.validated(values)
        } catch {
            throw malformed(message(error))
        }
    }

    /// A refusal of the validator, in the words of `open_screen`'s arguments.
    private static func message(_ refusal: LaunchProtocol.Refusal) -> String {
        let needsScreen = "open_screen needs `screen`, a screen's identifier as a string; list_screens lists them."
        switch refusal {
        case .repeated(let parameter, _):
            return "`\(argumentName(parameter))` was given twice; give it once."
        case .missingScreen:
            return needsScreen
        case .excluded(let parameter, let other, _):
            return "`\(argumentName(other))` and `\(argumentName(parameter))` were both given; give one of them."
        case .invalid(let parameter, let value, let problem, _):
            let name = argumentName(parameter)
            switch problem {
            case .empty:
                return parameter == LaunchProtocol.screen ? needsScreen : "`\(name)` is empty; it takes an identifier."
            case .unusableName:
                return "`\(name)` is `\(value)`, which no sample's name is; list_screens lists each screen's samples."
            case .notOneOf(let valid, let kind):
                return "`\(name)` is `\(value)`, which is not \(kind); valid values: "
                    + valid.map { "`\($0)`" }.joined(separator: ", ") + "."
            }
        }
    }
}
