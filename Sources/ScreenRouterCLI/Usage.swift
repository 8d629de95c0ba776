/// The help of the command line and of each subcommand.
enum Usage {
    /// The options of request parameters outside the model, the network fixture and the variant, if any.
    private static var others: String {
        let others = RequestOptions.others
        guard !others.isEmpty else { return "" }
        return "Other parameters, for the commands that take a screen:\n" + RequestOptions.listed(others) + "\n"
    }

    /// A command's usage line with every option of a request, wrapped under the command.
    private static func synopsis(_ start: String, after: String = "") -> String {
        let options = RequestOptions.synopsis
        let indent = String(repeating: " ", count: 7)
        return "Usage: screenrouter \(start) \(options[0])\n"
            + options.dropFirst().map { indent + $0 }.joined(separator: "\n") + after
    }

    static let overview = """
        screenrouter: open an app's screens by hand, with the launch protocol its UI tests use.

        Usage: screenrouter <command> [options]

        Commands:
          arguments <screen> [model]            print the launch arguments, one per line (Xcode's
                                                "Arguments Passed On Launch"); --shell: one shell line
          url --scheme <scheme> <screen> [model]
                                                print the route URL a running app opens
          simctl --bundle-id <id> <screen> [model] [--url --scheme <scheme>]
                                                print the `xcrun simctl` line that launches (or routes)
                                                the app on the booted simulator
          list <executable> [--json] [--shard <i>/<n>]
                                                list a Linux or macOS app's screens, model types and samples
                                                (or one of n shards of them)
          open <executable> <screen> [model] [--json]
                                                launch a Linux or macOS app straight into a screen and show
                                                it; --json: the screen's elements and hash, for a script
          snapshots <executable> [--record] [--shard <i>/<n>] [--jobs <n>] [--directory <dir>]
                    [--screen <id>] [--sample <name>] [--variant <name>] [--json]
                                                check every screen and sample of a Linux or macOS app
                                                against its element snapshots, through sessions side by
                                                side, or record them
          report <folder> [--current <folder>] [--output <file.html>]
                                                write one HTML page of a folder of snapshot files and
                                                of what a run left beside it: every cell a wireframe,
                                                the changed elements marked
          mcp <executable> [--scheme <scheme>] [--call-timeout <seconds>] [-- <app arguments>]
          mcp --simulator <udid|booted> --bundle-id <id> --scheme <scheme> [...]
                                                serve the app's screens to a coding agent (Model Context
                                                Protocol on standard input and output); --simulator: an app
                                                on an iOS simulator, through xcrun simctl (macOS)

        A model, for the commands that take one:
        \(RequestOptions.listed(RequestOptions.model))
        A network fixture, beside the model (the screen's URLSession requests and their answers):
        \(RequestOptions.listed(RequestOptions.network))

        A variant, for the commands that take a screen (each part left out is the device's):
        \(RequestOptions.listed(RequestOptions.variant))
        \(others)
        Run `screenrouter <command> --help` for a command's details.
        """

    static func of(_ command: String) -> String {
        switch command {
        case "arguments":
            return """
                \(synopsis("arguments <screen>", after: " [--shell]"))

                Prints the launch arguments that open <screen>, one per line, as Xcode's scheme editor takes them
                ("Arguments Passed On Launch"). --shell prints them as one shell-quoted line instead.
                A model of more than \(RequestInput.inlineLimit) bytes of base64 is passed as -modelFile with the
                absolute path of its file, which a simulator can read and a device cannot; a note on standard error
                says so. A network fixture (-network, or -networkFile when as large) is checked first.

                Examples:
                  screenrouter arguments userDetail --model-json '{"id":1,"name":"Ada"}'
                  screenrouter arguments userDetail --sample ada
                  screenrouter arguments userDetail --sample ada --appearance dark
                  screenrouter arguments profile --model-json 3 --network-file Fixtures/profile.network.json
                """
        case "url":
            return """
                \(synopsis("url --scheme <scheme> <screen>"))

                Prints the route URL, <scheme>://screenrouter/route?vc=<screen>&model=<base64>, that makes a running
                app open <screen>. The app must register the scheme and hand its URLs to its coordinator. With
                --sample the URL names the sample (&sample=<name>) and the app builds the model itself. A network
                fixture travels as &network=<base64> (or &networkFile=<path> when large).

                Examples:
                  screenrouter url --scheme demo userDetail --model-json '{"id":1}'
                  screenrouter url --scheme demo userDetail --sample ada
                  screenrouter url --scheme demo userDetail --sample ada --layout-direction rightToLeft
                """
        case "simctl":
            return """
                Usage: screenrouter simctl --bundle-id <id> <screen> [model] [--url --scheme <scheme>]

                Prints the command that launches the app on the booted simulator straight into <screen>:
                  xcrun simctl launch booted <id> --uitesting -vc <screen> ...
                The model is \(RequestOptions.sentence(RequestOptions.model.map { "\($0.name) \($0.placeholder)" }, conjunction: "or"));
                the variant \(RequestOptions.sentence(RequestOptions.variant.map(\.name))), as for `arguments`.
                With --url (and --scheme), prints the command that routes the running app instead:
                  xcrun simctl openurl booted '<scheme>://screenrouter/route?...'
                """
        case "list":
            return """
                Usage: screenrouter list <executable> [--json] [--shard <i>/<n>]

                Runs a Linux or macOS app with --uitesting --list-screens and prints its screens, the type of
                their models and their samples as a table, or the app's own JSON with --json.
                With --shard 2/4, prints the second of four shards of its screens and samples: the shards are
                disjoint, together they hold every screen and sample, and they depend only on the catalogue, so
                each machine of a CI job matrix can take one.
                """
        case "open":
            return """
                \(synopsis("open <executable> <screen>", after: " [--json]"))

                Launches a Linux or macOS app straight into <screen>, shows what it prints (without the launch
                protocol's lines, its element frame and routed line, which are for tests and scripts), and exits
                with its status. --json prints the screen as JSON instead, as the MCP server's open_screen answers
                it: {"elements": [{"frame", "identifier", "kind", "label", "value"?}], "hash", "route", "screen",
                "unit", "variant"}, its hash the SHA-256 of the screen's snapshot file; the app's own output is left
                out, its standard error is not.

                Examples:
                  screenrouter open .build/debug/Demo userDetail --sample ada
                  screenrouter open .build/debug/Demo settings --json
                """
        case "snapshots":
            return """
                Usage: screenrouter snapshots <executable> [--record] [--shard <i>/<n>] [--jobs <n>]
                                              [--directory <dir>] [--screen <id>] [--sample <name>]
                                              [--variant <name>] [--json]

                Opens every screen and sample of a Linux or macOS app's catalogue through sessions of the app (it
                runs --uitesting --session and names its route scheme in its catalogue), in the device's variant and in
                each variant <dir> has files of, and compares each cell's elements (identifier, label, value, kind,
                frame) with its snapshot file, <dir>/<screen>.<sample>.<variant>.json, the files and format of test
                support's launchEveryScreen(snapshots: true). <dir> is __Snapshots__/<executable name> in the
                current folder unless --directory names another. --screen, --sample and --variant (a variant's
                name: default, dark, dark.AX5.rtl, ...) keep the cells they name; with --variant, the cells open in
                that variant. --record writes every cell's file (a file that already holds the screen is left as it
                is); without it, the environment variable SCREENROUTER_RECORD sets the mode: all, missing (record
                the cells without a file; the default), failed (write again the files that differ) or never (write
                nothing). In CI (the environment variable CI is set, as every CI provider sets it) the default is
                never: nothing is recorded unless asked. --jobs runs that many sessions side by side (the machine's
                processors by default), the cells dealt by the times <dir>/cell-times.txt keeps of each (a run that
                writes files, unsharded, writes it too: commit it) so that they finish together. With --shard 2/4,
                only the second of four shards, dealt by those times (a case a screen and sample, in all its
                variants); without --shard, the shard the CI's own variables name (SCREENROUTER_SHARD and
                SCREENROUTER_SHARD_COUNT, GitLab's CI_NODE_INDEX, CircleCI's CIRCLE_NODE_INDEX, Buildkite's
                BUILDKITE_PARALLEL_JOB, each with its count).

                Prints a summary (cells checked, matched, recorded, differing, failed, removed), then each difference,
                listed by element identifier with the old and the new text, each file written, and each file of a
                cell the app no longer opens. --json prints the check as the MCP server's check_snapshots answers it
                instead: the counts, and the changed, new, removed and failed cells, most relevant first, each with
                its element differences. Each cell's snapshot as the run found it is left in .build/<dir name>
                beside <dir>, for `screenrouter report <dir>`; with SCREENROUTER_REPORT=<file.html> the run writes
                that report itself. Exits with status 0 when every cell matched its file, or --record recorded it;
                1 when a cell differs, has no file where none may be recorded, has a file that does not read, or
                did not open, and when the run wrote a file without --record (as a test that records fails: run
                again to compare); 64 for a usage error.

                Examples:
                  screenrouter snapshots .build/debug/Demo
                  screenrouter snapshots .build/debug/Demo --directory DemoUITests/__Snapshots__/SnapshotUITests
                  screenrouter snapshots .build/debug/Demo --record --shard 1/2
                  screenrouter snapshots .build/debug/Demo --screen users --variant dark.AX5.rtl --json
                """
        case "report":
            return """
                Usage: screenrouter report <folder> [--current <folder>] [--output <file.html>]

                Writes one self-contained HTML page (inline CSS and SVG, no script, nothing fetched) of the snapshot
                files in <folder> (a test file's __Snapshots__/<test file name>, or the --directory of `snapshots`)
                and of the snapshots a run left beside them: .build/<folder name> next to <folder>, where the
                every-screen test and `screenrouter snapshots` leave them, unless --current names another folder.
                Without a run's folder, each cell is shown as recorded.

                The page has a summary (cells checked, changed, new, removed, unreadable, unchanged) and filters by
                status, screen, sample and variant; a card per cell <screen>.<sample>.<variant>, grouped by screen,
                the variants side by side: a wireframe of the cell drawn from its elements' frames (a box labelled
                with each element's identifier and label; elements without a frame stacked below), a changed cell's
                recorded and current wireframes side by side with the changed elements marked and a table of what
                changed, the screenshot kept beside a snapshot (<cell>.png, <cell>@2x.png or <cell>@3x.png) under
                the same boxes, the accessibility audit's findings (<cell>.audit.json), and what does not read.
                The page depends on the files alone: two reports of the same files are the same bytes.

                Writes <file.html>, by default .build/<folder name>.html beside <folder>, prints its path and the
                summary, and exits with status 0; 1 when a folder cannot be read or the page cannot be written; 64
                for a usage error.

                Examples:
                  screenrouter report DemoUITests/__Snapshots__/SnapshotUITests
                  screenrouter report __Snapshots__/Demo --current ci-artifacts/Demo --output report.html
                """
        case "mcp":
            return """
                Usage: screenrouter mcp <executable> [--scheme <scheme>] [--call-timeout <seconds>]
                                        [-- <app arguments>]
                       screenrouter mcp --simulator <udid|booted> --bundle-id <id> --scheme <scheme>
                                        [--call-timeout <seconds>] [-- <app arguments>]

                Serves a Linux or macOS app's screens over the Model Context Protocol: JSON-RPC 2.0 on standard
                input and output, one message a line. The tools are list_screens (the catalogue), open_screen
                (a screen with a sample or a model as JSON, a network fixture and a variant; returns its
                elements and its hash), describe_screen (the screen open now; with since, a hash, only whether it
                changed), check_snapshots (the cells that differ from their snapshot files, as `snapshots --json`
                prints them) and export_test (the screens opened, written as a Swift Testing test). No answer is
                over 25,000 tokens: a longer one is paged, and names the call for the next page. The app runs as one session
                (--uitesting --session and the app arguments), started on the first call and again after it
                ended or did not answer a call within --call-timeout seconds (\(Int(AppSession.routeTimeout)) by
                default, the app's own time: from the route's line handed to the app to its answer in the pipe;
                the call that saw it is an appTimedOut error naming the deadline). The route URL scheme is the
                one the app names in its catalogue (it gives it to start(in:scheme:)); --scheme overrides
                it, and is needed for an app whose catalogue names none and for --simulator. The end of
                standard input ends the app and the server.

                On macOS with Xcode, --simulator drives an app installed on an iOS simulator instead (a UDID,
                or booted): `xcrun simctl launch --console-pty` starts it with the app arguments in its
                gallery (--uitesting -vc ScreenRouter.gallery), its console read as a Linux app's output; routes go through `simctl openurl`; and a
                fourth tool, screenshot, returns `simctl io <device> screenshot` as a PNG image. This mode is
                type-checked for macOS by the package's checks, not run by them.

                Examples:
                  screenrouter mcp .build/debug/Demo
                  screenrouter mcp --simulator booted --bundle-id com.example.Demo --scheme demo
                """
        default:
            return overview
        }
    }
}
