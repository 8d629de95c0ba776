import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// Every front end reads a request through the launch protocol's declarations and its one validator: the app's
/// parser, the command line and the MCP server refuse the same request for the same reason, each in its own words,
/// and the MCP server's input schema is made of the declarations.
@MainActor
struct DeclaredParameterTests {
    /// A request one parameter of which the validator refuses, as each front end gives it, and what each says.
    struct Refused: Sendable, CustomTestStringConvertible {
        var refusal: LaunchProtocol.Refusal
        var appArguments: [String]
        var appSays: String
        var commandLine: [String]
        var commandLineSays: String
        var agentArguments: String
        var agentSays: String

        var testDescription: String { appArguments.joined(separator: " ") }
    }

    nonisolated static let refused: [Refused] = [
        Refused(
            refusal: .invalid(
                LaunchProtocol.appearance,
                value: "purple",
                problem: .notOneOf(valid: ["light", "dark"], kind: "an appearance"),
                screen: "settings"
            ),
            appArguments: ["-vc", "settings", "-ScreenRouterAppearance", "purple"],
            appSays: "`-ScreenRouterAppearance` is `purple` for screen `settings`, which is not an appearance.",
            commandLine: ["settings", "--appearance", "purple"],
            commandLineSays: "`--appearance purple` is not an appearance; valid values: `light`, `dark`.",
            agentArguments: #"{"screen":"settings","appearance":"purple"}"#,
            agentSays: "`appearance` is `purple`, which is not an appearance; valid values: `light`, `dark`."
        ),
        Refused(
            refusal: .invalid(
                LaunchProtocol.strictNetwork,
                value: "yes",
                problem: .notOneOf(valid: ["true", "false"], kind: "a boolean"),
                screen: "profile"
            ),
            appArguments: ["-vc", "profile", "-strictNetwork", "yes"],
            appSays: "`-strictNetwork` is `yes` for screen `profile`, which is not a boolean.",
            commandLine: ["profile", "--strict-network", "yes"],
            commandLineSays: "`--strict-network yes` is not a boolean; valid values: `true`, `false`.",
            agentArguments: #"{"screen":"profile","strictNetwork":"yes"}"#,
            agentSays: "`strictNetwork` is `yes`, which is not a boolean; valid values: `true`, `false`."
        ),
        Refused(
            // An empty name: a name that starts with `-` reads as a flag in launch arguments, as Foundation pairs them.
            refusal: .invalid(LaunchProtocol.sample, value: "", problem: .unusableName, screen: "userDetail"),
            appArguments: ["-vc", "userDetail", "-sample", ""],
            appSays: "The sample name after `-sample` is empty",
            commandLine: ["userDetail", "--sample", ""],
            commandLineSays: "`--sample` needs the name of a sample the app registered",
            agentArguments: #"{"screen":"userDetail","sample":""}"#,
            agentSays: "`sample` is ``, which no sample's name is"
        ),
        Refused(
            refusal: .excluded(LaunchProtocol.sample, other: LaunchProtocol.model, screen: "userDetail"),
            appArguments: ["-vc", "userDetail", "-model", "e30=", "-sample", "ada"],
            appSays: "Both `-sample` and `-model` were given for screen `userDetail`",
            commandLine: ["userDetail", "--model-json", "{}", "--sample", "ada"],
            commandLineSays: "give the model one way: `--model-json` and `--sample` were both given.",
            agentArguments: #"{"screen":"userDetail","model":{},"sample":"ada"}"#,
            agentSays: "`model` and `sample` were both given; give one of them."
        ),
        Refused(
            refusal: .invalid(LaunchProtocol.screen, value: "", problem: .empty, screen: ""),
            appArguments: ["-vc", ""],
            appSays: "The screen identifier after `-vc` is empty.",
            commandLine: [""],
            commandLineSays: "the screen identifier is empty.",
            agentArguments: #"{"screen":""}"#,
            agentSays: "open_screen needs `screen`, a screen's identifier as a string"
        ),
    ]

    /// The values a case gives, read as the app reads its launch arguments.
    private func values(_ arguments: [String]) -> [LaunchProtocol.Parameter: [String]] {
        var values: [LaunchProtocol.Parameter: [String]] = [:]
        for (flag, value) in zip(arguments, arguments.dropFirst()) {
            guard let parameter = LaunchProtocol.parameters.first(where: { $0.flag == flag }) else { continue }
            values[parameter, default: []].append(value)
        }
        return values
    }

    @Test(arguments: refused)
    func theAppTheCommandLineAndTheServerRefuseARequestForOneReason(_ refused: Refused) async throws {
        // One decision: the validator's.
        #expect(throws: refused.refusal) { try LaunchRequest.validated(values(refused.appArguments)) }

        // The app's parser, in the app: its error line, with its code.
        let app = try ProcessApplication.product(named: "Demo")
        app.launchArguments = ["--uitesting"] + refused.appArguments
        try await app.launch()
        let appError = try #require(app.reportedRoutingFailure())
        #expect(appError.code == .malformedArguments)
        #expect(appError.message.contains(refused.appSays), "\(appError.message)")

        // The command line, before it prints anything.
        let tool = try await screenrouter(["arguments"] + refused.commandLine)
        #expect(tool.exitStatus == 64)
        #expect(tool.standardOutput.isEmpty)
        #expect(
            tool.standardError.hasPrefix("screenrouter: error[malformedArguments]: " + refused.commandLineSays),
            "\(tool.standardError)"
        )

        // The MCP server, as a tool error with the app's code.
        let client = try await MCPClient.start()
        let result = try await client.call("open_screen", refused.agentArguments)
        #expect(result["isError"] as? Bool == true)
        #expect(resultText(result).hasPrefix("ScreenRouter.error[malformedArguments]: " + refused.agentSays))
        _ = await client.close()
    }

    @Test func anArgumentNoParameterDeclaresIsRefusedByEachFrontEnd() async throws {
        let url = "demo://screenrouter/route?vc=settings&locale3=en"
        #expect(throws: ScreenRouterError.self) { try LaunchRequest.parse(routeURL: url) }

        let tool = try await screenrouter("arguments", "settings", "--locale3", "en")
        #expect(tool.exitStatus == 64)
        #expect(tool.standardError.hasPrefix("screenrouter: error[malformedArguments]: unknown option `--locale3`."))

        let client = try await MCPClient.start()
        let result = try await client.call("open_screen", #"{"screen":"settings","locale3":"en"}"#)
        #expect(resultText(result).hasPrefix("ScreenRouter.error[malformedArguments]: open_screen takes no `locale3`"))
        _ = await client.close()
    }

    @Test func openScreensInputSchemaListsEveryDeclaredParameter() async throws {
        let client = try await MCPClient.start()
        let answer = try await client.request(2, "tools/list")
        _ = await client.close()
        let tools = try #require((answer["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        let open = try #require(tools.first { $0["name"] as? String == "open_screen" })
        let input = try #require(open["inputSchema"] as? [String: Any])
        let properties = try #require(input["properties"] as? [String: [String: Any]])
        let names = LaunchProtocol.parameters.map { $0 == LaunchProtocol.screen ? "screen" : $0.item }
        #expect(Set(properties.keys) == Set(names))
        for parameter in LaunchProtocol.parameters {
            let name = parameter == LaunchProtocol.screen ? "screen" : parameter.item
            let property = try #require(properties[name])
            #expect((property["description"] as? String)?.isEmpty == false, "\(name)")
            if case .oneOf(let valid, _) = parameter.values {
                #expect(property["enum"] as? [String] == valid, "\(name)")
            }
        }
    }

    /// The command line decides by the launch's one size rule: the largest model whose base64 fits one argument on
    /// Linux (131,071 bytes and its NUL) stays inline; one byte of JSON more goes to a file.
    @Test func theCommandLineKeepsInlineTheLargestModelThatFitsOneArgument() async throws {
        // A JSON string of 98,301 bytes is 131,068 bytes of base64; of 98,302 bytes, 131,072.
        let fits = "\"" + String(repeating: "a", count: 98_299) + "\""
        let inline = try await screenrouter(["arguments", "notes", "--model-json", fits])
        #expect(inline.exitStatus == 0)
        let inlineLines = inline.standardOutput.split(separator: "\n")
        #expect(inlineLines.dropLast().last == "-model")
        #expect(inlineLines.last?.utf8.count == 131_068)
        #expect(LaunchLimits.linux.largestArgument == 131_071)

        let over = try await screenrouter(["arguments", "notes", "--model-json", fits + " "])
        #expect(over.exitStatus == 0)
        let overLines = over.standardOutput.split(separator: "\n")
        #expect(overLines.dropLast().last == "-modelFile")
        #expect(over.standardError.contains("the model is 98302 bytes of JSON, too large for one launch argument"))
        if let path = overLines.last { try? FileManager.default.removeItem(atPath: String(path)) }
    }

    @Test func theHelpListsAnOptionForEveryParameterTheCommandLineGivesByOption() async throws {
        let help = try await screenrouter("--help").standardOutput
        for option in LaunchProtocol.parameters.compactMap(\.option) {
            #expect(help.contains("  \(option.name) \(option.placeholder)"), "\(option.name)")
        }
    }
}

/// Runs the `screenrouter` command line with an array of arguments.
@MainActor
private func screenrouter(_ arguments: [String]) async throws -> ProcessApplication {
    let tool = try ProcessApplication.product(named: "screenrouter")
    tool.timeout = 30
    tool.launchArguments = arguments
    try await tool.launch()
    return tool
}
