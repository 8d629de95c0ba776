import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// The MCP server's second step for agents: a hash on every screen, `describe_screen` since a hash,
/// `check_snapshots`, `export_test` and the answers' budget, through real servers and real apps.
@Suite("screenrouter mcp: hashes, checks, tests and budgets")
@MainActor
struct MCPAgentToolsTests {
    /// The committed snapshots of the Demo, copied into a scratch folder of their own (which also holds the run's
    /// folder beside them): remove the returned folder's parent when done.
    static func committedSnapshotsCopy() throws -> URL {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("DemoUITests/__Snapshots__/SnapshotUITests")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mcp-snapshots-\(UUID().uuidString)").appendingPathComponent("SnapshotUITests")
        try FileManager.default.createDirectory(
            at: folder.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try FileManager.default.copyItem(at: committed, to: folder)
        return folder
    }

    static func structured(_ result: [String: Any]) -> [String: Any] {
        result["structuredContent"] as? [String: Any] ?? [:]
    }

    /// The same screen in the same state has the same hash in two servers' sessions and through a launch
    /// (`screenrouter open --json`), the SHA-256 of its snapshot file; a changed label gives another.
    @Test func theSameScreenHasTheSameHashInTwoRunsByALaunchAndInASession() async throws {
        var hashes: [String] = []
        for _ in 0..<2 {
            let client = try await MCPClient.start()
            hashes.append(
                Self.structured(try await client.call("open_screen", #"{"screen":"settings"}"#))["hash"] as? String
                    ?? ""
            )
            _ = await client.close()
        }
        let demo = try ProcessApplication.product(named: "Demo").executableURL.path
        let launch = try await screenrouter("open", demo, "settings", "--json")
        let launched = try JSONSerialization.jsonObject(with: Data(launch.rawStandardOutput.utf8)) as? [String: Any]
        hashes.append(launched?["hash"] as? String ?? "")
        let committed = try Self.committedSnapshotsCopy()
        defer { try? FileManager.default.removeItem(at: committed.deletingLastPathComponent()) }
        let file = try Data(contentsOf: committed.appendingPathComponent("settings.default.default.json"))
        #expect(hashes.count == 3 && Set(hashes) == [SHA256.hex(of: file)], "\(hashes)")
        let relabelled = try await MCPClient.start(environment: ["AM_ANIMATION_KEY": "false"])
        let other = Self.structured(try await relabelled.call("open_screen", #"{"screen":"settings"}"#))
        _ = await relabelled.close()
        #expect((other["hash"] as? String).map { $0.count == 64 && $0 != hashes[0] } == true)
    }

    /// `describe_screen` with `since` answers in a few bytes that nothing changed, and with another hash the whole
    /// screen; with `wait`, it waits for the app's next frame (a screen that shows its data after its route).
    @Test func describeSinceAHashAnswersUnchangedInAFewBytesAndWaitsForAChange() async throws {
        let client = try await MCPClient.start(
            app: "LaunchProbe",
            scheme: "probe",
            environment: ["PROBE_LATER_FRAME": "0.2"]
        )
        let opened = Self.structured(
            try await client.call("open_screen", #"{"screen":"elements","model":["title","later.rows"]}"#)
        )
        let hash = try #require(opened["hash"] as? String)
        #expect((opened["elements"] as? [[String: Any]])?.count == 1)
        let answers = try await client.exchange([
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"describe_screen","arguments":{"since":"\#(hash)"}}}"#
        ])
        let line = String(decoding: try JSONSerialization.data(withJSONObject: answers[0]), as: UTF8.self)
        let unchanged = Self.structured(try #require(answers[0]["result"] as? [String: Any]))
        // Unless the loaded frame came first, which a loaded machine can make it do: then the screen changed.
        if unchanged["unchanged"] as? Bool == true {
            #expect(unchanged.count == 2 && unchanged["hash"] as? String == hash)
            #expect(line.utf8.count < 300, "\(line)")
        }
        let loaded = Self.structured(try await client.call("describe_screen", #"{"since":"\#(hash)","wait":60}"#))
        #expect(loaded["unchanged"] == nil)
        #expect(
            (loaded["elements"] as? [[String: Any]])?.compactMap { $0["identifier"] as? String } == [
                "title", "later.rows",
            ]
        )
        #expect(loaded["hash"] as? String != hash)
        let again = Self.structured(
            try await client.call("describe_screen", #"{"since":"\#(loaded["hash"] as? String ?? "")"}"#)
        )
        #expect(again["unchanged"] as? Bool == true)
        let refused = try await client.call("describe_screen", #"{"wait":3}"#)
        #expect(refused["isError"] as? Bool == true)
        #expect(resultText(refused).contains("[malformedArguments]: describe_screen's `wait` waits for the screen"))
        _ = await client.close()
    }

    /// `check_snapshots` on the Demo with a label changed (animations off): exactly the cells that show it, in the
    /// device's variant and in the variant the folder records, each with its element's old and new label; a filter,
    /// a removed cell, `record: true`, and a page of an answer that has one page.
    @Test func checkSnapshotsAnswersWhichCellsChangedAndHow() async throws {
        let folder = try Self.committedSnapshotsCopy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(contentsOf: folder.appendingPathComponent("settings.default.default.json"))
            .write(to: folder.appendingPathComponent("about.default.default.json"))
        let client = try await MCPClient.start(environment: ["AM_ANIMATION_KEY": "false", "CI": ""])
        let check = Self.structured(try await client.call("check_snapshots", #"{"directory":"\#(folder.path)"}"#))
        let counts = try #require(check["counts"] as? [String: Int])
        #expect(
            counts == [
                "checked": 20, "unchanged": 18, "changed": 2, "new": 0, "removed": 1, "failed": 0, "recorded": 0,
            ]
        )
        let cells = try #require(check["cells"] as? [[String: Any]])
        #expect(
            cells.compactMap { $0["cell"] as? String }
                == ["settings.default.dark.AX5.rtl", "settings.default.default", "about.default.default"]
        )
        #expect(cells.compactMap { $0["status"] as? String } == ["changed", "changed", "removed"])
        for cell in cells.prefix(2) {
            let changes = try #require(cell["changes"] as? [[String: Any]])
            #expect(changes.count == 1)
            #expect(changes.first?["identifier"] as? String == "settingsAnimations")
            #expect(changes.first?["label"] as? [String: String] == ["old": "Animations on", "new": "Animations off"])
        }
        let filtered = Self.structured(
            try await client.call(
                "check_snapshots",
                #"{"directory":"\#(folder.path)","screen":"settings","variant":"default"}"#
            )
        )
        #expect((filtered["counts"] as? [String: Int])?["checked"] == 1)
        #expect(
            (filtered["cells"] as? [[String: Any]])?.compactMap { $0["cell"] as? String } == [
                "settings.default.default"
            ]
        )
        let noPage = try await client.call("check_snapshots", #"{"page":2}"#)
        #expect(resultText(noPage).contains("check_snapshots's answer has no page 2"))
        let badVariant = try await client.call("check_snapshots", #"{"variant":"dim"}"#)
        #expect(resultText(badVariant).contains("[malformedArguments]: `dim` is no variant's name."))
        let recorded = Self.structured(
            try await client.call(
                "check_snapshots",
                #"{"directory":"\#(folder.path)","screen":"settings","record":true}"#
            )
        )
        #expect((recorded["counts"] as? [String: Int])?["recorded"] == 2)
        #expect((recorded["cells"] as? [[String: Any]])?.allSatisfy { $0["recorded"] as? Bool == true } == true)
        let rewritten = try String(
            contentsOf: folder.appendingPathComponent("settings.default.default.json"),
            encoding: .utf8
        )
        #expect(rewritten.contains("Animations off"))
        _ = await client.close()
    }

    /// `export_test` writes one test per screen `open_screen` opened, with the same request, and the checks of
    /// what it saw: a page object where the agent named the screen's provider, element queries otherwise.
    @Test func exportTestWritesTheScreensOpenedAsATest() async throws {
        let client = try await MCPClient.start()
        _ = try await client.call("open_screen", #"{"screen":"userDetail","sample":"ada","appearance":"dark"}"#)
        _ = try await client.call("open_screen", #"{"screen":"users","model":[]}"#)
        _ = try await client.call("open_screen", #"{"screen":"nowhere"}"#)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "export-\(UUID().uuidString)/Session.swift"
        )
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let answer = Self.structured(
            try await client.call(
                "export_test",
                #"{"path":"\#(file.path)","pages":{"userDetail":"DemoShared.UserDetailAIP"},"elements":["userName","usersEmpty"]}"#
            )
        )
        _ = await client.close()
        #expect(answer["tests"] as? Int == 2)
        #expect(answer["checks"] as? Int == 2)
        #expect(answer["suite"] as? String == "DemoSessionTests")
        #expect(answer["pages"] as? [String] == ["UserDetailPage"])
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(
            source.contains("import DemoShared\nimport Foundation\nimport ScreenRouterTestSupport\nimport Testing\n")
        )
        #expect(source.contains(#"app.routeScheme = "demo""#))
        #expect(
            source.contains(
                #"await app.route(to: .screen("userDetail").parameter("sample", "ada").parameter("strictNetwork", "true").parameter("appearance", "dark"))"#
            ),
            "\(source)"
        )
        #expect(
            source.contains(
                #"""
                        await page.thenIShouldSee(
                            element: try #require(DemoShared.UserDetailAIP.element(forIdentifier: "userName")),
                            text: "Ada Lovelace"
                        )
                """#
            )
        )
        #expect(source.contains(##".parameter("model", Data(#"[]"#.utf8).base64EncodedString())"##))
        #expect(source.contains(#"#expect(app.element("usersEmpty")?.label == "No users")"#))
        #expect(source.contains("typealias Provider = DemoShared.UserDetailAIP"))
        #expect(!source.contains("nowhere"), "a route the app refused is no screen of the test")
    }

    /// No answer is over 25,000 tokens (100,000 bytes): a screen of 3,000 elements is paged, each page saying which
    /// it is and how to read the next, the pages holding every element once, in order; an element with 1 MiB of
    /// text is cut, saying how long it was.
    @Test func noAnswerIsOverTheBudgetALongScreenIsPaged() async throws {
        let client = try await MCPClient.start(app: "LaunchProbe", scheme: "probe")
        let identifiers = (0..<3_000).map { "row.\($0)" }
        let model = String(decoding: try JSONSerialization.data(withJSONObject: identifiers), as: UTF8.self)
        let lines = try await client.exchange([
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"open_screen","arguments":{"screen":"elements","model":\#(model)}}}"#
        ])
        let first = Self.structured(try #require(lines.first?["result"] as? [String: Any]))
        let page = try #require(first["page"] as? [String: Any])
        let count = try #require(page["of"] as? Int)
        #expect(count > 1)
        #expect(page["next"] as? String == #"describe_screen {"page": 2}"#)
        var seen = (first["elements"] as? [[String: Any]] ?? []).compactMap { $0["identifier"] as? String }
        var sizes = [try JSONSerialization.data(withJSONObject: lines[0]).count]
        for number in 2...count {
            let answers = try await client.exchange([
                #"{"jsonrpc":"2.0","id":\#(number),"method":"tools/call","params":{"name":"describe_screen","arguments":{"page":\#(number)}}}"#
            ])
            sizes.append(try JSONSerialization.data(withJSONObject: answers[0]).count)
            let structured = Self.structured(try #require(answers.first?["result"] as? [String: Any]))
            #expect(structured["hash"] as? String == first["hash"] as? String)
            seen += (structured["elements"] as? [[String: Any]] ?? []).compactMap { $0["identifier"] as? String }
        }
        #expect(seen == identifiers)
        #expect(sizes.allSatisfy { $0 <= 100_000 }, "\(sizes)")
        let huge = try await client.exchange([
            #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"open_screen","arguments":{"screen":"elements","model":["label.huge"]}}}"#
        ])
        #expect(try JSONSerialization.data(withJSONObject: huge[0]).count <= 100_000)
        let label =
            ((Self.structured(huge[0]["result"] as? [String: Any] ?? [:])["elements"] as? [[String: Any]])?.first?[
                "label"
            ] as? String) ?? ""
        #expect(label.hasSuffix("bytes in all)"), "\(label.suffix(200))")
        #expect(label.contains("cut here to keep the answer under 25,000 tokens"))
        _ = await client.close()
    }
}
