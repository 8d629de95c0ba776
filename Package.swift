// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScreenRouter",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "ScreenRouter", targets: ["ScreenRouter"]),
        .library(name: "ScreenRouterNetwork", targets: ["ScreenRouterNetwork"]),
        .library(name: "ScreenRouterTestSupport", targets: ["ScreenRouterTestSupport"]),
        .executable(name: "screenrouter", targets: ["ScreenRouterCLI"]),
    ],
    targets: [
        // The launch protocol, the model codec, the errors and their messages: no UIKit, no XCTest.
        .target(name: "ScreenRouterCore"),
        // AutoMate's launch options, as AutoMate spells them, and the reader that gets them back in the app.
        .target(name: "ScreenRouterOptions", dependencies: ["ScreenRouterCore"]),
        // What an app links: the registry, hosts, catalogue and adapters; re-exports the core and the options.
        .target(name: "ScreenRouter", dependencies: ["ScreenRouterCore", "ScreenRouterOptions"]),
        // Answering `URLSession` requests from network fixtures: the part of the app side that needs
        // FoundationNetworking on Linux, linked only by the apps that opt in.
        .target(name: "ScreenRouterNetwork", dependencies: ["ScreenRouter"]),
        // Running an executable with its output drained and its deadlines kept: test support and the CLI.
        .target(name: "ScreenRouterProcess", dependencies: ["ScreenRouterCore"]),
        .target(name: "ScreenRouterTestSupport", dependencies: ["ScreenRouter", "ScreenRouterProcess"]),
        // `screenrouter`: opens screens by hand (launch arguments, route URLs, simctl lines, an app's catalogue).
        .executableTarget(name: "ScreenRouterCLI", dependencies: ["ScreenRouterCore", "ScreenRouterProcess"]),
        .testTarget(
            name: "ScreenRouterTests",
            dependencies: ["ScreenRouter", "ScreenRouterNetwork", "ScreenRouterTestSupport", "ExampleOptions"]
        ),
        .testTarget(
            name: "ScreenRouterTestSupportTests",
            dependencies: [
                "ScreenRouterTestSupport", "LaunchProbe", "OptionsProbe", "CatalogueProbe", "HomeProbe",
                "TerminalHostProbe", "GeneratedApp", "TestHelpers", "ExampleOptions",
            ]
        ),
        // The `screenrouter` command line, launched as a person launches it.
        .testTarget(
            name: "ScreenRouterCLITests",
            dependencies: [
                "ScreenRouterCLI", "ScreenRouterTestSupport", "CatalogueProbe", "LaunchProbe", "TerminalHostProbe",
                "RecipesProbe", "Demo", "TestHelpers",
            ]
        ),
        // Helpers shared by the test targets.
        .target(name: "TestHelpers", path: "Tests/TestHelpers"),
        // Launch options shaped like an app's, shared by the tests, the probe apps and the fuzzer.
        .target(name: "ExampleOptions", dependencies: ["ScreenRouter"], path: "Tests/ExampleOptions"),
        // Probe apps: executables the tests launch as UI tests launch an app.
        // A stand-in app that reports the arguments, defaults and environment it was launched with.
        .executableTarget(
            name: "LaunchProbe",
            dependencies: ["ScreenRouter", "ScreenRouterNetwork"],
            path: "Tests/Probes/LaunchProbe"
        ),
        // A stand-in app with a catalogue: samples, one that no longer decodes, and a screen without any.
        .executableTarget(
            name: "CatalogueProbe",
            dependencies: ["ScreenRouter"],
            path: "Tests/Probes/CatalogueProbe"
        ),
        // A stand-in app that reads its launch options back through the option types and reports them.
        .executableTarget(
            name: "OptionsProbe",
            dependencies: ["ScreenRouter", "ExampleOptions"],
            path: "Tests/Probes/OptionsProbe"
        ),
        // A newcomer's recipes app: samples, a default with its network fixture, a screen that loads with
        // `URLSession.shared`, variants and route URLs; what every front end opens the same way.
        .executableTarget(
            name: "RecipesProbe",
            dependencies: ["ScreenRouter", "ScreenRouterNetwork"],
            path: "Tests/Probes/RecipesProbe"
        ),
        // A stand-in app that never calls the coordinator: it prints its home screen and exits with status 0.
        .executableTarget(name: "HomeProbe", path: "Tests/Probes/HomeProbe"),
        // A terminal app whose host is the Testing on Linux and macOS article's, as the article shows it.
        .executableTarget(
            name: "TerminalHostProbe",
            dependencies: ["ScreenRouter"],
            path: "Tests/Probes/TerminalHostProbe"
        ),
        // The Demo app: models and screens shared by the app and its UI tests, and the terminal app.
        .target(name: "DemoShared", dependencies: ["ScreenRouter"], path: "Demo/Shared"),
        .executableTarget(
            name: "Demo",
            dependencies: ["ScreenRouter", "ScreenRouterNetwork", "DemoShared"],
            path: "Demo",
            exclude: ["Shared", "iOS", "Fixtures", "project.yml"]
        ),
        // UI tests that launch the real Demo executable, as XCUITest launches an iOS app.
        .testTarget(
            name: "DemoUITests",
            dependencies: ["ScreenRouterTestSupport", "DemoShared", "Demo", "TestHelpers"],
            path: "DemoUITests",
            // The iOS UI tests build in the Demo's Xcode project; the element snapshots are data, not sources.
            exclude: ["iOS", "__Snapshots__"]
        ),
        // What routing costs: `swift run -c release RoutingBenchmark` prints one table.
        .executableTarget(
            name: "RoutingBenchmark",
            dependencies: [
                "ScreenRouter", "ScreenRouterNetwork", "ScreenRouterProcess", "ScreenRouterTestSupport", "DemoShared",
                "GeneratedScreens",
            ],
            path: "Benchmarks/RoutingBenchmark"
        ),
        // An app of many screens (1,000 by default, `GENERATED_SCREENS`), with samples of 1 to 4 KiB and screens that
        // load through network fixtures: what the scale section measures and its tests open.
        .executableTarget(
            name: "GeneratedApp",
            dependencies: ["ScreenRouter", "ScreenRouterNetwork", "GeneratedScreens"],
            path: "Benchmarks/GeneratedApp"
        ),
        // Its screens, models and registrations, which the benchmark also registers in its own process.
        .target(name: "GeneratedScreens", dependencies: ["ScreenRouter"], path: "Benchmarks/GeneratedScreens"),
        // The launch-cost baseline: an executable that links Foundation and prints one line.
        .executableTarget(name: "TrivialApp", path: "Benchmarks/TrivialApp"),
        // The launch cost of routing: an app that links ScreenRouter alone and prints the screen a launch opens.
        .executableTarget(name: "RoutedApp", dependencies: ["ScreenRouter"], path: "Benchmarks/RoutedApp"),
    ],
    swiftLanguageModes: [.v6]
)
