import Foundation
import ScreenRouterCore

/// The MCP server's tools, as `tools/list` declares them: `list_screens`, `open_screen`, `describe_screen`,
/// `check_snapshots` and `export_test` (and `screenshot` for an app on a simulator), each with its input schema and
/// the schema of its answer; the calls are in the extensions.
enum MCPTools {
    /// The variant's parts, as `open_screen` names its arguments: the route URL's items.
    static let variantParameters = LaunchProtocol.variantParameters

    /// The tools, as `tools/list` declares them: `screenshot` too when the session takes screenshots.
    static func declarations(screenshot: Bool) -> JSONValue {
        var openProperties: [String: JSONValue] = [:]
        for parameter in LaunchProtocol.parameters {
            openProperties[argumentName(parameter)] = schema(of: parameter)
        }
        let page = JSONValue.object([
            "type": .string("integer"),
            "minimum": .integer(1),
            "description": .string(
                "Optional. The page of an answer too long for one (over 25,000 tokens), from 1; the answer's `page` "
                    + "says how many there are and the call for the next."
            ),
        ])
        let string = { (description: String) in
            JSONValue.object(["type": .string("string"), "description": .string(description)])
        }
        return .array(
            [
                tool(
                    "list_screens",
                    "Lists the app's screens: each screen's identifier, its model type, its samples (each with its "
                        + "model as JSON, a valid model to start one's own from; those marked network open with a network "
                        + "fixture), and the values of the variant's parts.",
                    input: ["page": page],
                    required: [],
                    output: catalogueSchema
                ),
                tool(
                    "open_screen",
                    "Opens a screen of the running app with a sample or a model (JSON), an optional network fixture "
                        + "and variant, and returns what is on it: its elements' identifiers, labels, values, kinds and "
                        + "frames, and the screen's hash, the same for the same screen on every run.",
                    input: openProperties,
                    required: ["screen"],
                    output: snapshotSchema(required: ["elements", "hash", "route", "screen", "variant"])
                ),
                tool(
                    "describe_screen",
                    "Returns the screen open now (what open_screen last opened, as the app shows it now). With "
                        + "`since`, a hash an earlier answer gave, it answers only {\"hash\", \"unchanged\": true} "
                        + "when the screen has not changed; with `wait`, it first waits that many seconds for it to "
                        + "change.",
                    input: [
                        "since": string("Optional. A screen hash from an earlier answer."),
                        "wait": .object([
                            "type": .string("number"),
                            "minimum": .integer(0),
                            "maximum": .integer(Int(MCPArguments.longestWait)),
                            "description": .string(
                                "Optional, with `since`. Seconds to wait for the screen to change from `since`."
                            ),
                        ]),
                        "page": page,
                    ],
                    required: [],
                    output: snapshotSchema(required: ["hash"])
                ),
                tool(
                    "check_snapshots",
                    "Opens every cell of the app (each screen and sample, in the device's variant and each variant the "
                        + "snapshot folder records) and compares it with its recorded snapshot file; returns the cells "
                        + "that changed (each changed element, with its old and new label, value, kind or frame), the "
                        + "new ones and the removed ones, most relevant first. `record: true` writes every cell's file.",
                    input: [
                        "screen": string("Optional. Only this screen's cells."),
                        "sample": string("Optional. Only this sample's cells (`default` for a screen without one)."),
                        "variant": string(
                            "Optional. Only this variant's cells, by name: `default`, `dark.AX5.rtl`, ..."
                        ),
                        "directory": string(
                            "Optional. The folder of the snapshot files, from the server's folder; "
                                + "`__Snapshots__/<app name>` by default."
                        ),
                        "record": .object([
                            "type": .string("boolean"),
                            "description": .string(
                                "Optional. Write every cell's file, as `screenrouter snapshots --record`."
                            ),
                        ]),
                        "page": page,
                    ],
                    required: [],
                    output: checkSchema
                ),
                tool(
                    "export_test",
                    "Writes a Swift Testing test for the app's package that opens each screen this session opened, "
                        + "with the same request, and checks the elements the agent names (or every label it saw): "
                        + "through page objects for the screens whose provider of typed identifiers `pages` names, "
                        + "element queries otherwise.",
                    input: [
                        "path": string(
                            "The Swift file to write, from the server's folder: `Tests/MyAppTests/SessionTests.swift`."
                        ),
                        "elements": .object([
                            "type": .string("array"),
                            "items": .object(["type": .string("string")]),
                            "description": .string(
                                "Optional. The identifiers to check on each screen that shows them; every labelled "
                                    + "element by default."
                            ),
                        ]),
                        "pages": .object([
                            "type": .string("object"),
                            "additionalProperties": .object(["type": .string("string")]),
                            "description": .string(
                                "Optional. Each screen's provider of typed identifiers (an AIP), with its module: "
                                    + #"{"settings": "MyApp.SettingsAIP"}."#
                            ),
                        ]),
                        "suite": string("Optional. The test suite's type name; `<App>SessionTests` by default."),
                    ],
                    required: ["path"],
                    output: exportSchema
                ),
            ]
                + (screenshot
                    ? [tool("screenshot", "Returns the simulator's screen as a PNG image.", input: [:], required: [])]
                    : [])
        )
    }

    /// How `open_screen` names a parameter's argument: `screen` for the screen, the route URL's item for the others.
    static func argumentName(_ parameter: LaunchProtocol.Parameter) -> String {
        parameter == LaunchProtocol.screen ? "screen" : parameter.item
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
}
