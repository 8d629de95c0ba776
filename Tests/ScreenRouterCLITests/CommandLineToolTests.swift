import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// The `screenrouter` command line, launched as a person launches it.
@MainActor
struct CommandLineToolTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func argumentsPrintsOnePerLineWithTheBase64OfExactlyTheJSON() async throws {
        let tool = try await screenrouter("arguments", "userDetail", "--model-json", #"{"id":1}"#)
        #expect(tool.exitStatus == 0)
        let base64 = Data(#"{"id":1}"#.utf8).base64EncodedString()
        #expect(lines(tool.standardOutput) == ["--uitesting", "-vc", "userDetail", "-model", base64])
        #expect(tool.standardError.isEmpty)
    }

    @Test func aModelFileTravelsAsItsBytes() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demo/Fixtures/userDetail.ada.json")
        let tool = try await screenrouter("arguments", "userDetail", "--model-file", fixture.path)
        #expect(tool.exitStatus == 0)
        #expect(lines(tool.standardOutput).last == (try Data(contentsOf: fixture)).base64EncodedString())
    }

    /// What `--shell` prints, pasted into a shell after the app's path, reaches the app as the same arguments.
    @Test func shellLineReachesTheAppAsTheSameArguments() async throws {
        let json = #"{"name":"O'Brien & \"Ada\"","note":"$HOME `x` ;|*"}"#
        let tool = try await screenrouter("arguments", "user detail", "--model-json", json, "--shell")
        #expect(tool.exitStatus == 0)
        let line = tool.standardOutput.trimmingCharacters(in: .newlines)
        let probe = try ProcessApplication.product(named: "LaunchProbe")
        let shell = ProcessApplication(executableURL: URL(fileURLWithPath: "/bin/sh"))
        shell.launchArguments = ["-c", "exec '\(probe.executableURL.path)' \(line)"]
        try await shell.launch()
        // The report is the last line, after the routed line the probe's coordinator writes.
        let reportLine = shell.standardOutput.split(separator: "\n").last ?? ""
        let report = try JSONSerialization.jsonObject(with: Data(reportLine.utf8)) as? [String: Any]
        let received = (report?["arguments"] as? [String])?.dropFirst()
        let base64 = Data(json.utf8).base64EncodedString()
        #expect(received.map(Array.init) == ["--uitesting", "-vc", "user detail", "-model", base64])
    }

    @Test func urlPrintsAPercentEncodedRouteURL() async throws {
        let tool = try await screenrouter("url", "--scheme", "demo", "userDetail", "--model-json", #"{"id":1}"#)
        #expect(tool.exitStatus == 0)
        #expect(tool.standardOutput == "demo://screenrouter/route?vc=userDetail&model=eyJpZCI6MX0%3D\n")
    }

    /// The URL `url` prints, piped into the Demo's session, opens the screen with the model.
    @Test func theDemosSessionAcceptsThePrintedURL() async throws {
        let json =
            #"{"id":1,"name":"Ada + Grace/Hopper=?","username":"ada","email":"a@b.c","address":{"street":"s","suite":"t","city":"c","zipcode":"z","geo":{"lat":"0","lng":"0"}},"company":{"name":"n","catchPhrase":"p","bs":"b"}}"#
        let tool = try await screenrouter("url", "--scheme", "demo", "userDetail", "--model-json", json)
        #expect(tool.exitStatus == 0)
        let url = tool.standardOutput.trimmingCharacters(in: .newlines)
        let demo = try ProcessApplication.product(named: "Demo")
        let shell = ProcessApplication(executableURL: URL(fileURLWithPath: "/bin/sh"))
        shell.launchArguments = [
            "-c", #"printf '%s\n' "$1" | "$2" --uitesting --session"#, "sh", url, demo.executableURL.path,
        ]
        try await shell.launch()
        #expect(shell.exitStatus == 0, "\(shell.standardError)")
        #expect(shell.standardOutput.contains("[userName] Ada + Grace/Hopper=?"))
        #expect(shell.protocolOutput.hasSuffix("ScreenRouter.routed 1\n"))
    }

    @Test func urlCarriesASample() async throws {
        let tool = try await screenrouter("url", "--scheme", "demo", "userDetail", "--sample", "long name")
        #expect(tool.standardOutput == "demo://screenrouter/route?vc=userDetail&sample=long%20name\n")
    }

    @Test func simctlPrintsTheLaunchLineAndTheOpenURLLine() async throws {
        let launch = try await screenrouter("simctl", "--bundle-id", "com.example.app", "settings")
        #expect(launch.standardOutput == "xcrun simctl launch booted com.example.app --uitesting -vc settings\n")
        let open = try await screenrouter(
            "simctl",
            "--bundle-id",
            "com.example.app",
            "settings",
            "--url",
            "--scheme",
            "demo"
        )
        #expect(open.standardOutput == "xcrun simctl openurl booted 'demo://screenrouter/route?vc=settings'\n")
    }

    /// 100,000 bytes of JSON fit one argument of the command line, but not as base64 in one launch argument.
    @Test func aLargeModelGoesAsAModelFileWithAnAbsolutePath() async throws {
        let json = #"{"text":""# + String(repeating: "a", count: 100_000) + #""}"#
        let tool = try await screenrouter("arguments", "users", "--model-json", json)
        #expect(tool.exitStatus == 0)
        let arguments = lines(tool.standardOutput)
        #expect(Array(arguments.prefix(4)) == ["--uitesting", "-vc", "users", "-modelFile"])
        let path = try #require(arguments.last)
        #expect(path.hasPrefix("/"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(json.utf8))
        #expect(tool.standardError.contains("passed as -modelFile with the absolute path \(path)"))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func openLaunchesTheAppIntoTheScreen() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let tool = try await screenrouter("open", demo.executableURL.path, "settings")
        #expect(tool.exitStatus == 0)
        #expect(tool.standardOutput.contains("[settingsTitle] Settings"))
    }

    /// A person sees the screen: `open` prints what the app prints, and none of the launch protocol's lines (the
    /// element frame and the routed line on standard output, a fixture's answered lines on standard error).
    @Test func openShowsTheScreenWithoutTheProtocolsLines() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let tool = try await screenrouter("open", demo.executableURL.path, "profile", "--sample", "loaded")
        #expect(tool.exitStatus == 0)
        #expect(
            tool.rawStandardOutput
                == "== Profile ==\n[profileState] Loading…\n== Profile ==\n[profileState] Loaded\n"
                + "[profileName] Ada Lovelace\n[profileEmail] ada@example.com\n",
            "\(tool.rawStandardOutput)"
        )
        #expect(!tool.standardError.contains("ScreenRouter."), "\(tool.standardError)")
    }

    /// A script asks for the screen as JSON: `open --json` prints `open_screen`'s answer alone, whose hash is the
    /// SHA-256 of the screen's snapshot file (the committed one, as `sha256sum` computes it), and a launch that shows
    /// the error screen exits 1 with that screen and the app's error on standard error.
    @Test func openJSONPrintsTheScreenAndItsHash() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let tool = try await screenrouter("open", demo.executableURL.path, "settings", "--json")
        #expect(tool.exitStatus == 0)
        #expect(tool.rawStandardOutput.split(separator: "\n").count == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(tool.rawStandardOutput.utf8)) as? [String: Any]
        )
        #expect(Set(object.keys) == ["elements", "hash", "route", "screen", "unit", "variant"])
        #expect(object["screen"] as? String == "settings")
        #expect(object["unit"] as? String == "cell")
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(
            elements.map { $0["identifier"] as? String } == ["settingsTitle", "settingsService", "settingsAnimations"]
        )
        #expect(elements.first?["frame"] as? [Int] == [0, 1, 24, 1])
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "DemoUITests/__Snapshots__/SnapshotUITests/settings.default.default.json"
            )
        #expect(object["hash"] as? String == SHA256.hex(of: try Data(contentsOf: committed)))
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let refused = try await screenrouter(
            "open",
            demo.executableURL.path,
            "userDetail",
            "--sample",
            "grace",
            "--json"
        )
        #expect(refused.exitStatus == 1)
        #expect(refused.rawStandardOutput.contains(#""screen":"ScreenRouter.error""#))
        #expect(refused.standardError.contains("ScreenRouter.error[unknownScreen]: Screen `userDetail` has no sample"))
    }

    @Test func listPrintsTheDemosScreensAsATable() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let tool = try await screenrouter("list", demo.executableURL.path)
        #expect(tool.exitStatus == 0)
        #expect(
            lines(tool.standardOutput) == [
                "SCREEN      MODEL        SAMPLES",
                "profile     Int          loaded*, notFound*, offline*, slow*",
                "settings    -",
                "userDetail  User         ada, long name",
                "users       Array<User>  default, empty, many",
                "* opens with a network fixture the app registered beside the sample",
            ]
        )
    }

    @Test func listJSONIsTheAppsOwnList() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        demo.launchArguments = ["--uitesting", "--list-screens"]
        try await demo.launch()
        #expect(demo.exitStatus == 0)
        let tool = try await screenrouter("list", demo.executableURL.path, "--json")
        #expect(tool.exitStatus == 0)
        #expect(!tool.standardOutput.isEmpty)
        #expect(tool.standardOutput == demo.standardOutput)
    }

    @Test func aSampleTravelsByNameWithoutAModel() async throws {
        let tool = try await screenrouter("arguments", "userDetail", "--sample", "long name")
        #expect(lines(tool.standardOutput) == ["--uitesting", "-vc", "userDetail", "-sample", "long name"])
        let simctl = try await screenrouter("simctl", "--bundle-id", "com.example.app", "userDetail", "--sample", "ada")
        #expect(
            simctl.standardOutput
                == "xcrun simctl launch booted com.example.app --uitesting -vc userDetail -sample ada\n"
        )
    }

    @Test func openLaunchesTheAppWithASample() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let tool = try await screenrouter("open", demo.executableURL.path, "userDetail", "--sample", "ada")
        #expect(tool.exitStatus == 0)
        #expect(tool.standardOutput.contains("[userName] Ada Lovelace"))
        let unknown = try await screenrouter("open", demo.executableURL.path, "userDetail", "--sample", "grace")
        #expect(unknown.exitStatus == 1)
        #expect(
            unknown.standardError.contains("Screen `userDetail` has no sample named `grace`: its samples are `ada`")
        )
    }

    @Test(
        arguments: [
            (
                ["arguments", "userDetail", "--sample", "ada", "--model-json", "{}"],
                "`--model-json` and `--sample` were both given"
            ),
            (["arguments", "userDetail", "--sample", ""], "`--sample` needs the name of a sample"),
            (
                ["list", "/usr/bin/true"],
                "`true --uitesting --list-screens` did not print a screen catalogue: it printed nothing"
            ),
            (
                ["arguments", "userDetail", "--model-file", "/nonexistent/ada.json"],
                "The model file for screen `userDetail` at `/nonexistent/ada.json` could not be read: no such file."
            ),
            (["arguments", "userDetail", "--model-file", "/"], "at `/` could not be read: it is a directory."),
            (["arguments", "userDetail", "--model-json", #"{"id":1"#], "`--model-json` is not JSON"),
            (["arguments", "userDetail", "--model-json", "{id:1}"], "around character 1"),
            (["arguments", "userDetail", "--model-json", ""], "`--model-json` is empty"),
            (["arguments", ""], "the screen identifier is empty"),
            (["arguments"], "`arguments` needs a screen identifier"),
            (["frobnicate"], "unknown command `frobnicate`"),
            (["arguments", "userDetail", "--verbose"], "unknown option `--verbose`"),
            (
                ["arguments", "userDetail", "--model-file", "a.json", "--model-json", "{}"],
                "`--model-file` and `--model-json` were both given"
            ),
            (["url", "userDetail"], "`url` needs `--scheme <value>`"),
            (["url", "--scheme", "1demo", "userDetail"], #"The route scheme "1demo" is not a URL scheme"#),
            (["simctl", "settings"], "`simctl` needs `--bundle-id <value>`"),
            (["open", "/nonexistent/App", "settings"], "no executable at `/nonexistent/App`"),
            (["arguments", "userDetail", "extra"], "unexpected argument `extra`"),
            (
                ["arguments", "userDetail", "--appearance", "sepia"],
                "`--appearance sepia` is not an appearance; valid values: `light`, `dark`."
            ),
            (
                ["url", "--scheme", "demo", "settings", "--layout-direction", "rtl"],
                "`--layout-direction rtl` is not a layout direction; valid values: `leftToRight`, `rightToLeft`."
            ),
            (
                ["simctl", "--bundle-id", "b", "settings", "--content-size", "AX5"],
                "valid values: `extraSmall`, `small`"
            ),
            (["list", "/bin/true", "--shard", "2-4"], "`--shard` takes the shard's number and the number of shards"),
            (["arguments", "settings", "--shard", "1/2"], "`arguments` does not take `--shard`"),
            (
                ["mcp", "/bin/true", "--scheme", "demo", "--call-timeout", "0"],
                "`--call-timeout` takes the seconds the app may take to answer a call, a number greater than 0"
            ),
            (["mcp", "/bin/true", "--scheme", "demo", "--call-timeout", "soon"], "found `soon`"),
            (["open", "/bin/true", "settings", "--call-timeout", "3"], "`open` does not take `--call-timeout`"),
            (
                ["mcp", "--simulator", "iPhone 16", "--bundle-id", "com.example.Demo", "--scheme", "demo"],
                "`--simulator` takes a simulator's UDID (as `xcrun simctl list devices` shows it) or `booted`; found "
                    + "`iPhone 16`."
            ),
            (["mcp", "--simulator", "booted", "--scheme", "demo"], "`mcp` needs `--bundle-id <value>`"),
            (["mcp", "--scheme", "demo"], "`mcp` needs a path to an executable"),
        ]
            + simulatorOnMacOSOnly
    )
    func badInputExitsNonZeroNamingTheProblemAndPrintsNothing(arguments: [String], problem: String) async throws {
        let tool = try ProcessApplication.product(named: "screenrouter")
        tool.launchArguments = arguments
        try await tool.launch()
        #expect(tool.exitStatus != 0)
        #expect(tool.standardOutput.isEmpty)
        #expect(tool.standardError.hasPrefix("screenrouter: error["))
        #expect(tool.standardError.contains(problem), "\(tool.standardError)")
    }

    /// `mcp --simulator` drives `xcrun simctl`, which only macOS has: elsewhere it is refused, naming what works.
    nonisolated static var simulatorOnMacOSOnly: [([String], String)] {
        #if os(macOS)
        []
        #else
        [
            (
                ["mcp", "--simulator", "booted", "--bundle-id", "com.example.Demo", "--scheme", "demo"],
                "`--simulator` drives an app on an iOS simulator through `xcrun simctl`, which only macOS with Xcode "
                    + "has; here, serve a Linux app: `screenrouter mcp <executable>`."
            )
        ]
        #endif
    }

    @Test func helpIsThereForEveryCommand() async throws {
        for command in ["arguments", "url", "simctl", "list", "open"] {
            let tool = try await screenrouter(command, "--help")
            #expect(tool.exitStatus == 0)
            #expect(tool.standardOutput.hasPrefix("Usage: screenrouter \(command)"))
        }
        #expect(try await screenrouter("-h").standardOutput.contains("Commands:"))
    }

    @Test func argumentsCarryAVariant() async throws {
        let tool = try await screenrouter("arguments", "userDetail", "--sample", "ada", "--appearance", "dark")
        #expect(tool.exitStatus == 0)
        #expect(tool.standardError.isEmpty)
        #expect(
            lines(tool.standardOutput) == [
                "--uitesting", "-vc", "userDetail", "-sample", "ada", "-ScreenRouterAppearance", "dark",
            ]
        )
        let every = try await screenrouter(
            "arguments",
            "settings",
            "--layout-direction",
            "rightToLeft",
            "--content-size",
            "extraExtraExtraLarge",
            "--appearance",
            "light",
            "--shell"
        )
        #expect(
            every.standardOutput
                == "--uitesting -vc settings -ScreenRouterAppearance light -ScreenRouterContentSize extraExtraExtraLarge "
                + "-ScreenRouterLayoutDirection rightToLeft\n"
        )
    }

    /// The printed arguments, passed to the Demo, show the screen in the variant.
    @Test func theDemoShowsThePrintedVariant() async throws {
        let tool = try await screenrouter(
            "arguments",
            "userDetail",
            "--sample",
            "ada",
            "--appearance",
            "dark",
            "--layout-direction",
            "rightToLeft"
        )
        let demo = try ProcessApplication.product(named: "Demo")
        demo.launchArguments = lines(tool.standardOutput)
        try await demo.launch()
        #expect(demo.exitStatus == 0)
        #expect(
            demo.standardOutput.hasPrefix("[ScreenRouter.variant] appearance=dark layoutDirection=rightToLeft\n")
        )
        #expect(demo.standardOutput.contains(String(repeating: " ", count: 70) + "## User ##\n"))
    }

    @Test func urlAndSimctlCarryAVariant() async throws {
        let url = try await screenrouter(
            "url",
            "--scheme",
            "demo",
            "userDetail",
            "--sample",
            "ada",
            "--content-size",
            "accessibilityLarge"
        )
        #expect(
            url.standardOutput == "demo://screenrouter/route?vc=userDetail&sample=ada&contentSize=accessibilityLarge\n"
        )
        let launch = try await screenrouter(
            "simctl",
            "--bundle-id",
            "com.example.demo",
            "settings",
            "--layout-direction",
            "rightToLeft"
        )
        #expect(
            launch.standardOutput
                == "xcrun simctl launch booted com.example.demo --uitesting -vc settings -ScreenRouterLayoutDirection "
                + "rightToLeft\n"
        )
    }

    /// Four shards of the Demo's catalogue, listed as JSON, are disjoint and together the whole catalogue.
    @Test func listPrintsAShardOfTheCatalogue() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let whole = try await demo.listScreens()
        var cases: [String] = []
        for index in 1...4 {
            let tool = try await screenrouter("list", demo.executableURL.path, "--json", "--shard", "\(index)/4")
            #expect(tool.exitStatus == 0, "\(tool.standardError)")
            #expect(tool.standardOutput.hasPrefix(#"{"protocol":2,"scheme":"demo","screens":["#))
            let shard = try JSONDecoder().decode(ScreenCatalogue.Wire.self, from: Data(tool.standardOutput.utf8))
                .catalogue
            #expect(shard == (try whole.shard(index, of: 4)))
            cases += shard.screenSamples.map(\.description)
        }
        #expect(cases.count == whole.screenSamples.count)
        #expect(Set(cases) == Set(whole.screenSamples.map(\.description)))
        let table = try await screenrouter("list", demo.executableURL.path, "--shard", "1/4")
        #expect(
            lines(table.standardOutput) == [
                "SCREEN    MODEL        SAMPLES", "profile   Int          loaded*", "settings  -",
                "users     Array<User>  empty", "* opens with a network fixture the app registered beside the sample",
            ]
        )
    }

    @Test func aShardThatDoesNotExistIsRefusedWithTheValidRange() async throws {
        let demo = try ProcessApplication.product(named: "Demo")
        let tool = try await screenrouter("list", demo.executableURL.path, "--shard", "5/4")
        #expect(tool.exitStatus == 1)
        #expect(tool.standardOutput.isEmpty)
        #expect(
            tool.standardError
                == "screenrouter: error[malformedArguments]: `--shard 5/4` names no shard of the catalogue: shards are numbered from 1 to 4, and 5 "
                + "was given. Give a count of 1 or more and a shard from 1 to the count, as in `--shard 2/4` for the "
                + "second of four.\n"
        )
    }
}
