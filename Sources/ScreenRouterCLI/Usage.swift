/// The help of the command line and of each subcommand.
enum Usage {
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
          open <executable> <screen> [model]    launch a Linux or macOS app straight into a screen

        A model, for the commands that take one:
          --model-file <path>                   a file of the model's JSON
          --model-json <json>                   the model's JSON itself
          --sample <name>                       a sample the app registered for the screen
        A network fixture, beside the model (the screen's URLSession requests and their answers):
          --network-file <path>                 a file of the fixture's JSON
          --network-json <json>                 the fixture's JSON itself

        A variant, for the commands that take a screen (each part left out is the device's):
          --appearance <light|dark>
          --content-size <size>                 extraSmall ... extraExtraExtraLarge, accessibilityMedium ...
                                                accessibilityExtraExtraExtraLarge
          --layout-direction <leftToRight|rightToLeft>

        Run `screenrouter <command> --help` for a command's details.
        """

    static func of(_ command: String) -> String {
        switch command {
        case "arguments":
            return """
                Usage: screenrouter arguments <screen> [--model-file <path> | --model-json <json> | --sample <name>]
                       [--network-file <path> | --network-json <json>]
                       [--appearance <a>] [--content-size <s>] [--layout-direction <d>] [--shell]

                Prints the launch arguments that open <screen>, one per line, as Xcode's scheme editor takes them
                ("Arguments Passed On Launch"). --shell prints them as one shell-quoted line instead.
                A model of more than \(ModelInput.inlineLimit) bytes of base64 is passed as -modelFile with the
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
                Usage: screenrouter url --scheme <scheme> <screen> [--model-file <path> | --model-json <json> | --sample <name>]
                       [--network-file <path> | --network-json <json>]
                       [--appearance <a>] [--content-size <s>] [--layout-direction <d>]

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
                The model is --model-file <path>, --model-json <json> or --sample <name>; the variant
                --appearance, --content-size and --layout-direction, as for `arguments`.
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
                Usage: screenrouter open <executable> <screen> [--model-file <path> | --model-json <json> | --sample <name>]

                Launches a Linux or macOS app straight into <screen>, shows what it prints, and exits with its
                status.

                Example:
                  screenrouter open .build/debug/Demo userDetail --sample ada
                """
        default:
            return overview
        }
    }
}
