import Foundation
import ScreenRouterProcess
import ScreenRouterTestSupport
import Testing

/// `screenrouter mcp`: the Model Context Protocol server, spoken to line by line over its standard input and
/// output, with the Demo app behind it.
@Suite("screenrouter mcp")
struct MCPServerTests {
    @Test(arguments: [
        ("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"), ("2024-11-05", "2024-11-05"),
        ("1999-01-01", "2025-11-25"),
    ])
    func handshakeNegotiatesTheVersion(requested: String, answered: String) async throws {
        let client = try await MCPClient.start()
        let answer = try await client.request(
            1,
            "initialize",
            #"{"protocolVersion":"\#(requested)","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}"#
        )
        let result = try #require(answer["result"] as? [String: Any])
        #expect(answer["id"] as? Int == 1)
        #expect(result["protocolVersion"] as? String == answered)
        #expect((result["capabilities"] as? [String: Any])?["tools"] is [String: Any])
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "screenrouter")
        // A notification gets no answer; a ping gets an empty result.
        #expect(try await client.exchange([#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#]).isEmpty)
        #expect(try await client.request(2, "ping")["result"] as? [String: Any] != nil)
        #expect(await client.close().status == 0)
    }

    @Test func toolsListNamesTheFiveTools() async throws {
        let client = try await MCPClient.start()
        let answer = try await client.request(1, "tools/list")
        let tools = try #require((answer["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(
            tools.compactMap { $0["name"] as? String }
                == ["list_screens", "open_screen", "describe_screen", "check_snapshots", "export_test"]
        )
        let open = try #require(tools.first { $0["name"] as? String == "open_screen" })
        #expect(open["outputSchema"] is [String: Any])
        let list = try #require(tools.first { $0["name"] as? String == "list_screens" })
        let listSchema = try #require(list["outputSchema"] as? [String: Any])
        #expect(listSchema["required"] as? [String] == ["screens", "variants"])
        let input = try #require(open["inputSchema"] as? [String: Any])
        #expect((input["required"] as? [String]) == ["screen"])
        let properties = try #require(input["properties"] as? [String: Any])
        #expect(
            Set(properties.keys)
                == [
                    "screen", "sample", "model", "modelFile", "network", "networkFile", "strictNetwork", "appearance",
                    "contentSize", "layoutDirection",
                ]
        )
        _ = await client.close()
    }

    @Test func listScreensGivesTheCatalogueAndTheVariantValues() async throws {
        let client = try await MCPClient.start()
        let result = try await client.call("list_screens")
        let catalogue = try #require(result["structuredContent"] as? [String: Any])
        let screens = try #require(catalogue["screens"] as? [[String: Any]])
        let profile = try #require(screens.first { $0["screen"] as? String == "profile" })
        #expect(profile["model"] as? String == "Int")
        let samples = try #require(profile["samples"] as? [[String: Any]])
        #expect(samples.contains { $0["name"] as? String == "loaded" && $0["network"] as? Bool == true })
        #expect(samples.first { $0["name"] as? String == "notFound" }?["model"] as? Int == 7)
        // Each sample's model is JSON of the screen's model type: changed, it opens as the agent's own model.
        let userDetail = try #require(screens.first { $0["screen"] as? String == "userDetail" })
        let ada = try #require(
            (userDetail["samples"] as? [[String: Any]])?.first { $0["name"] as? String == "ada" }?["model"]
                as? [String: Any]
        )
        #expect(ada["name"] as? String == "Ada Lovelace")
        var own = ada
        own["name"] = "Grace Hopper"
        let model = String(decoding: try JSONSerialization.data(withJSONObject: own), as: UTF8.self)
        let opened = try await client.call("open_screen", #"{"screen":"userDetail","model":\#(model)}"#)
        #expect(opened["isError"] == nil, "\(opened)")
        #expect(labels(opened)["userName"] == "Grace Hopper")
        let variants = try #require(catalogue["variants"] as? [String: [String]])
        #expect(variants["appearance"] == ["light", "dark"])
        _ = await client.close()
    }

    /// `list_screens` and `--list-screens` tell the same screens, samples and models in two shapes, as the Agents
    /// article says: `screen` for `id`, and each sample an object with its `name`, `network` and `model`, for the
    /// protocol's `samples` (names), `networkSamples` and `sampleModels`.
    @Test func listScreensIsTheCatalogueOfListScreensInTheShapeTheAgentsArticleStates() async throws {
        let client = try await MCPClient.start()
        let result = try await client.call("list_screens")
        _ = await client.close()
        let listed = try #require((result["structuredContent"] as? [String: Any])?["screens"] as? [[String: Any]])
        let demo = try await ProcessApplication.product(named: "Demo").executableURL
        let printed = try await ProcessRun.run(
            demo,
            arguments: ["--uitesting", "--list-screens"],
            environment: ProcessInfo.processInfo.environment,
            timeout: 60
        )
        let wire = try #require(try JSONSerialization.jsonObject(with: printed.output) as? [String: Any])
        let screens = try #require(wire["screens"] as? [[String: Any]])
        #expect(listed.count == screens.count)
        for entry in screens {
            let id = try #require(entry["id"] as? String)
            let agents = try #require(listed.first { $0["screen"] as? String == id }, "\(id) is not listed")
            #expect(agents["model"] as? String == entry["model"] as? String)
            let samples = try #require(agents["samples"] as? [[String: Any]])
            #expect(samples.compactMap { $0["name"] as? String } == (entry["samples"] as? [String] ?? []))
            let network = Set(entry["networkSamples"] as? [String] ?? [])
            let marked = samples.filter { $0["network"] as? Bool == true }.compactMap { $0["name"] as? String }
            #expect(Set(marked) == network)
            let models = entry["sampleModels"] as? [String: Any] ?? [:]
            for sample in samples {
                let name = try #require(sample["name"] as? String)
                #expect((sample["model"] == nil) == (models[name] == nil), "\(id).\(name)'s model")
            }
        }
    }

    @Test func openScreenWithASampleAModelAVariantAndANetworkSample() async throws {
        let client = try await MCPClient.start()
        let sample = try await client.call("open_screen", #"{"screen":"userDetail","sample":"ada"}"#)
        #expect(sample["isError"] == nil)
        #expect(labels(sample)["userName"] == "Ada Lovelace")
        #expect(resultText(sample).contains(#""label":"Ada Lovelace""#))

        let model = try await client.call("open_screen", #"{"screen":"users","model":[]}"#)
        #expect(labels(model)["usersEmpty"] == "No users")

        let variant = try await client.call(
            "open_screen",
            #"{"screen":"userDetail","sample":"ada","appearance":"dark","layoutDirection":"rightToLeft"}"#
        )
        let shown = try #require(variant["structuredContent"] as? [String: Any])
        #expect(shown["variant"] as? [String: String] == ["appearance": "dark", "layoutDirection": "rightToLeft"])
        #expect(shown["route"] as? Int == 3)

        let network = try await client.call("open_screen", #"{"screen":"profile","sample":"loaded"}"#)
        #expect(labels(network)["profileName"] == "Ada Lovelace")
        #expect(labels(network)["profileState"] == "Loaded")

        let described = try await client.call("describe_screen")
        #expect(labels(described)["profileName"] == "Ada Lovelace")
        #expect(await client.close().status == 0)
    }

    @Test func refusedRoutesAreToolErrorsWithTheAppsCodeAndMessage() async throws {
        let client = try await MCPClient.start()
        let unknown = try await client.call("open_screen", #"{"screen":"nowhere"}"#)
        #expect(unknown["isError"] as? Bool == true)
        #expect(resultText(unknown).hasPrefix("ScreenRouter.error[unknownScreen]: "))
        #expect(resultText(unknown).contains("`nowhere`"))

        let mismatch = try await client.call("open_screen", #"{"screen":"userDetail","model":{"id":"x"}}"#)
        #expect(mismatch["isError"] as? Bool == true)
        #expect(resultText(mismatch).hasPrefix("ScreenRouter.error[modelMismatch]: "))
        #expect(resultText(mismatch).contains("User"))
        // The model is the agent's JSON: the advice speaks to the agent, not of a test's fixture.
        #expect(
            resultText(mismatch).hasSuffix(
                "Send JSON of the screen's model type: `list_screens` gives each sample's model, a valid one to "
                    + "change, and the field named above must have the form it says."
            ),
            "\(resultText(mismatch))"
        )
        #expect(!resultText(mismatch).contains("test's fixture"))

        let variant = try await client.call("open_screen", #"{"screen":"settings","appearance":"purple"}"#)
        #expect(resultText(variant).contains("malformedArguments"))
        // The session goes on after the refusals.
        let settings = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect(settings["isError"] == nil)
        #expect(await client.close().status == 0)
    }

    @Test func withoutSchemeTheServerRoutesWithTheSchemeTheAppsCatalogueNames() async throws {
        let client = try await MCPClient.start(scheme: nil)
        let opened = try await client.call("open_screen", #"{"screen":"userDetail","sample":"ada"}"#)
        #expect(opened["isError"] == nil, "\(opened)")
        #expect(labels(opened)["userName"] == "Ada Lovelace")
        let settings = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect((settings["structuredContent"] as? [String: Any])?["route"] as? Int == 2)
        #expect(await client.close().status == 0)
    }

    @Test func aSchemeTheAppRefusesFailsNamingTheServersFlagAndTheAppsScheme() async throws {
        let client = try await MCPClient.start(scheme: "shop")
        let refused = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect(refused["isError"] as? Bool == true)
        #expect(
            resultText(refused)
                == "ScreenRouter.error[malformedArguments]: The app's route URLs use the scheme `demo`, not `shop`, "
                + "which the server's `--scheme` gave. Start `screenrouter mcp` with `--scheme demo`, or without "
                + "`--scheme`: the server then reads the app's own scheme from its catalogue."
        )
        #expect(await client.close().status == 0)
    }

    @Test func anAppWhoseCatalogueNamesNoSchemeIsAskedForTheFlag() async throws {
        let client = try await MCPClient.start(app: "CatalogueProbe", scheme: nil)
        let refused = try await client.call("open_screen", #"{"screen":"about"}"#)
        #expect(refused["isError"] as? Bool == true)
        #expect(
            resultText(refused).hasPrefix(
                "ScreenRouter.error[malformedArguments]: `CatalogueProbe` does not say the scheme of its route URLs: "
                    + "its catalogue (`--uitesting --list-screens`) names none. Start the server with "
                    + "`--scheme <scheme>`"
            ),
            "\(resultText(refused))"
        )
        #expect(await client.close().status == 0)
    }

    @Test func describingBeforeOpeningIsTheNoScreenErrorTroubleshootingShows() async throws {
        let client = try await MCPClient.start()
        let described = try await client.call("describe_screen")
        #expect(described["isError"] as? Bool == true)
        #expect(resultText(described).hasPrefix("ScreenRouter.error[noScreen]: "))
        let article = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appendingPathComponent("Sources/ScreenRouter/ScreenRouter.docc/Articles/Troubleshooting.md"),
            encoding: .utf8
        )
        let meaning = ScreenRouterError.Code.noScreen.meaning
        #expect(article.contains("### noScreen\n\n\(meaning)\n\n```text\n\(resultText(described))\n```"))
        _ = await client.close()
    }

    @Test(arguments: ["list_screens", "open_screen", "describe_screen"])
    func aServerWhoseAppCannotStartAnswersTheHandshakeAndEachCallWithTheReason(tool: String) async throws {
        let client = try await MCPClient.start(path: "/nonexistent/Bookshelf")
        let answer = try await client.request(
            1,
            "initialize",
            #"{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"tests","version":"1"}}"#
        )
        #expect((answer["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-11-25")
        let result = try await client.call(tool, tool == "open_screen" ? #"{"screen":"settings"}"# : "{}")
        #expect(result["isError"] as? Bool == true)
        #expect(
            resultText(result).hasPrefix(
                "ScreenRouter.error[launchFailed]: screenrouter mcp: no executable at `/nonexistent/Bookshelf` "
                    + "(found nothing)."
            ),
            "\(resultText(result))"
        )
        #expect(await client.close().status == 0)
    }

    @Test func malformedMessagesGetJSONRPCErrorsAndTheServerGoesOn() async throws {
        let client = try await MCPClient.start()
        let answers = try await client.exchange([
            "this is not JSON",
            "[1, 2]",
            #"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"arguments":{}}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"take_screenshot"}}"#,
            #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#,
            // Numbers outside JSON's grammar are no JSON: echoed back as an `id`, they made an answer no client
            // could read (found by fuzzing the reader).
            #"{"jsonrpc":"2.0","id":-,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":1.,"method":"ping"}"#,
            "e3",
        ])
        let codes = answers.map { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(codes == [-32700, -32600, -32601, -32602, -32602, -32600, -32700, -32700, -32700])
        #expect(answers.map { $0["id"] as? Int } == [nil, nil, 3, 4, 5, nil, nil, nil, nil])
        let valid = try await client.request(-2, "ping")
        #expect(valid["id"] as? Int == -2)
        let settings = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect(labels(settings).isEmpty == false)
        #expect(await client.close().status == 0)
    }

    #if os(Linux)
    @Test func closingStandardInputEndsTheServerAndTheApp() async throws {
        let client = try await MCPClient.start()
        _ = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect(client.appIsRunning)
        let outcome = await client.close()
        #expect(outcome.status == 0)
        #expect(!outcome.wasSignalled)
        #expect(!client.appIsRunning)
    }

    @Test func anAppKilledBetweenCallsFailsTheNextCallAndTheOneAfterStartsItAgain() async throws {
        let client = try await MCPClient.start()
        _ = try await client.call("open_screen", #"{"screen":"settings"}"#)
        let killed = try #require(client.appProcessIDs.first)
        kill(killed, SIGKILL)
        let failed = try await client.call("open_screen", #"{"screen":"userDetail","sample":"ada"}"#)
        #expect(failed["isError"] as? Bool == true)
        #expect(resultText(failed).contains("[appStopped]"))
        #expect(resultText(failed).contains("SIGKILL"))
        let again = try await client.call("open_screen", #"{"screen":"userDetail","sample":"ada"}"#)
        #expect(labels(again)["userName"] == "Ada Lovelace")
        #expect(client.appProcessIDs.contains(killed) == false)
        #expect(await client.close().status == 0)
    }

    /// A hung app: the call fails at its deadline, the app is stopped, and the next call starts it again.
    ///
    /// The probe's `gate` screen answers only once its gate file exists, which it never does here: the app hangs
    /// on the route. The deadline is the app's, kept by the server's reading thread from the route's line handed
    /// to the app to the answer in the pipe, so the test asserts what the call says, never how long it took.
    @Test func aHungAppFailsTheCallAtItsDeadlineIsStoppedAndTheNextCallStartsItAgain() async throws {
        let gate = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString)")
        let client = try await MCPClient.start(
            app: "LaunchProbe",
            scheme: "probe",
            options: ["--call-timeout", "3"],
            environment: ["PROBE_GATE": gate.path]
        )
        let hung = try await client.call("open_screen", #"{"screen":"gate"}"#)
        #expect(hung["isError"] as? Bool == true)
        let text = resultText(hung)
        #expect(
            text.hasPrefix("ScreenRouter.error[appTimedOut]: `LaunchProbe` did not answer route 1 within 3 seconds")
        )
        #expect(text.contains("raise `--call-timeout`"), "\(text)")
        // The hung app was stopped and awaited: no process of this client's is left.
        #expect(client.appProcessIDs.isEmpty)
        let again = try await client.call("open_screen", #"{"screen":"settings"}"#)
        #expect(again["isError"] == nil, "\(again)")
        #expect((again["structuredContent"] as? [String: Any])?["route"] as? Int == 1)
        #expect(client.appIsRunning)
        #expect(await client.close().status == 0)
        #expect(!client.appIsRunning)
    }
    #endif
}
