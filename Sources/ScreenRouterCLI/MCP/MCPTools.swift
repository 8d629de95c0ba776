import Foundation
import ScreenRouterCore

/// The MCP server's tools: `list_screens`, `open_screen` and `describe_screen`, their declarations for
/// `tools/list`, and the calls.
enum MCPTools {
    /// The variant's parts, as `open_screen` names its arguments: the route URL's items.
    static let variantParameters = LaunchProtocol.variantParameters

    /// The tools, as `tools/list` declares them: `screenshot` too when the session takes screenshots.
    static func declarations(screenshot: Bool) -> JSONValue {
        var openProperties: [String: JSONValue] = [:]
        for parameter in LaunchProtocol.parameters {
            openProperties[argumentName(parameter)] = schema(of: parameter)
        }
        return .array(
            [
                tool(
                    "list_screens",
                    "Lists the app's screens: each screen's identifier, its model type, its samples (each with its "
                        + "model as JSON, a valid model to start one's own from; those marked network open with a network "
                        + "fixture), and the values of the variant's parts.",
                    input: [:],
                    required: [],
                    output: catalogueSchema
                ),
                tool(
                    "open_screen",
                    "Opens a screen of the running app with a sample or a model (JSON), an optional network fixture "
                        + "and variant, and returns what is on it: its elements' identifiers, labels, values and kinds.",
                    input: openProperties,
                    required: ["screen"],
                    output: snapshotSchema
                ),
                tool(
                    "describe_screen",
                    "Returns the elements of the screen open_screen last opened, again.",
                    input: [:],
                    required: [],
                    output: snapshotSchema
                ),
            ]
                + (screenshot
                    ? [tool("screenshot", "Returns the simulator's screen as a PNG image.", input: [:], required: [])]
                    : [])
        )
    }

    /// The result of a tool that failed: `isError: true`, and the error's code and message as text.
    static func failure(_ failure: ScreenRouterError) -> JSONValue {
        .object(["content": text(failure.logLine), "isError": .bool(true)])
    }

    /// The catalogue, as `list_screens` returns it.
    static func listScreens(_ session: any ScreenSession) async -> JSONValue {
        let catalogue: ScreenCatalogue
        do throws(ScreenRouterError) {
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
        let result = JSONValue.object(["screens": .array(screens), "variants": .object(variants)])
        return .object(["content": text(result.text), "structuredContent": result])
    }

    /// Opens a screen in the session, as `open_screen` does.
    static func openScreen(_ arguments: JSONValue, in session: any ScreenSession) async -> JSONValue {
        let request: LaunchRequest
        do throws(ScreenRouterError) {
            request = try Self.request(arguments)
        } catch {
            return failure(error)
        }
        do throws(ScreenRouterError) {
            return snapshotResult(try await session.open(request))
        } catch {
            return failure(error)
        }
    }

    /// The snapshot of the last screen opened, as `describe_screen` returns it.
    static func describeScreen(_ session: any ScreenSession) -> JSONValue {
        if let unavailable = session as? UnavailableSession { return failure(unavailable.reason) }
        guard let shown = session.lastShown else {
            return failure(ScreenRouterError(code: .noScreen, message: "No screen is open: call open_screen first."))
        }
        return snapshotResult(shown)
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

    /// How `open_screen` names a parameter's argument: `screen` for the screen, the route URL's item for the others.
    static func argumentName(_ parameter: LaunchProtocol.Parameter) -> String {
        parameter == LaunchProtocol.screen ? "screen" : parameter.item
    }

    /// Whether `open_screen` takes the parameter's value as JSON: the model and the network fixture, inline.
    private static func takesJSON(_ parameter: LaunchProtocol.Parameter) -> Bool {
        parameter == LaunchPayload.Kind.model.inline || parameter == LaunchPayload.Kind.network.inline
    }

    /// The input schema of a parameter's argument, from its declaration: JSON for an inline payload, one of its
    /// values for a parameter that takes a few, otherwise a string; described by its help.
    static func schema(of parameter: LaunchProtocol.Parameter) -> JSONValue {
        var members: [String: JSONValue] = ["description": .string(parameter.plainHelp)]
        if parameter == LaunchPayload.Kind.model.inline {
            members["description"] = .string(
                "Optional. The screen's model as JSON of the model type list_screens names, instead of a sample."
            )
        } else if parameter == LaunchPayload.Kind.network.inline {
            members["description"] = .string(
                "Optional. A network fixture for the screen's URLSession requests, as JSON."
            )
            members["type"] = .string("object")
        } else if parameter == LaunchProtocol.strictNetwork {
            members["description"] = .string(
                "Optional. By default (`true`) a request that no network fixture of the route answers fails the route "
                    + "and never reaches the network; `false` lets a route without a fixture reach the network."
            )
            members["type"] = .string("string")
            members["enum"] = .strings(["true", "false"])
        } else {
            members["type"] = .string("string")
            if case .oneOf(let valid, _) = parameter.values { members["enum"] = .strings(valid) }
        }
        return .object(members)
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

    private static func snapshotResult(_ shown: AppSession.Shown) -> JSONValue {
        let structured = snapshotValue(shown)
        return .object(["content": text(structured.text), "structuredContent": structured])
    }

    /// The snapshot as a JSON value: `{"route", "screen", "variant", "elements": [{"identifier", "label",
    /// "value"?, "kind"}]}`.
    static func snapshotValue(_ shown: AppSession.Shown) -> JSONValue {
        let snapshot = shown.snapshot
        return .object([
            "variant": .object(shown.variant.mapValues(JSONValue.string)),
            "route": .integer(snapshot.route),
            "screen": .string(snapshot.screen),
            "elements": .array(
                snapshot.elements.map { element in
                    var members: [String: JSONValue] = [
                        "identifier": .string(element.identifier),
                        "label": .string(element.label),
                        "kind": .string(element.kind.rawValue),
                    ]
                    if let value = element.value { members["value"] = .string(value) }
                    return .object(members)
                }
            ),
        ])
    }

    /// The output schema of `open_screen` and `describe_screen`: the snapshot.
    private static var snapshotSchema: JSONValue {
        let string = JSONValue.object(["type": .string("string")])
        let element = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "identifier": string, "label": string, "value": string,
                "kind": .object([
                    "type": .string("string"),
                    "enum": .strings(ElementSnapshot.Kind.allCases.map(\.rawValue)),
                ]),
            ]),
            "required": .strings(["identifier", "label", "kind"]),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object([
                "route": .object(["type": .string("integer")]),
                "screen": string,
                "variant": .object([
                    "type": .string("object"),
                    "description": .string("The parts of the variant the app applied; empty for the device's own."),
                    "additionalProperties": string,
                ]),
                "elements": .object(["type": .string("array"), "items": element]),
            ]),
            "required": .strings(["route", "screen", "variant", "elements"]),
        ])
    }

    /// The output schema of `list_screens`: `{"screens": [{"screen", "model", "samples": [{"name", "network",
    /// "model"?}]}], "variants": {<part>: [<value>]}}`.
    ///
    /// `--list-screens` prints the same screens in the launch protocol's catalogue (`id`, sample names in
    /// `samples`, `networkSamples`, `sampleModels`), which test support reads; this shape names a screen as
    /// `open_screen` takes it and keeps each sample's facts together, for an agent.
    private static var catalogueSchema: JSONValue {
        let string = JSONValue.object(["type": .string("string")])
        let sample = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "name": string,
                "network": .object([
                    "type": .string("boolean"),
                    "description": .string("Whether the sample opens with a network fixture the app registered."),
                ]),
                "model": .object(["description": .string("The sample's model, as JSON of the screen's model type.")]),
            ]),
            "required": .strings(["name", "network"]),
        ])
        let screen = JSONValue.object([
            "type": .string("object"),
            "properties": .object([
                "screen": described(string, "The identifier open_screen takes."),
                "model": .object([
                    "type": .strings(["string", "null"]),
                    "description": .string("The model's type name; null for a screen without a model."),
                ]),
                "samples": .object(["type": .string("array"), "items": sample]),
            ]),
            "required": .strings(["screen", "model", "samples"]),
        ])
        return .object([
            "type": .string("object"),
            "properties": .object([
                "screens": .object(["type": .string("array"), "items": screen]),
                "variants": .object([
                    "type": .string("object"),
                    "description": .string("Each variant part open_screen takes, with its values."),
                    "additionalProperties": .object(["type": .string("array"), "items": string]),
                ]),
            ]),
            "required": .strings(["screens", "variants"]),
        ])
    }

    private static func tool(
        _ name: String,
        _ description: String,
        input: [String: JSONValue],
        required: [String],
        output: JSONValue? = nil
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name),
            "description": .string(description),
            "inputSchema": .object([
                "type": .string("object"),
                "properties": .object(input),
                "required": .strings(required),
            ]),
        ]
        if let output { members["outputSchema"] = output }
        return .object(members)
    }

    private static func described(_ schema: JSONValue, _ description: String) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members["description"] = .string(description)
        return .object(members)
    }

    private static func text(_ text: String) -> JSONValue {
        .array([.object(["type": .string("text"), "text": .string(text)])])
    }
}
