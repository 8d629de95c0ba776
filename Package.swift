// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScreenRouter",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
    products: [
        .library(name: "ScreenRouter", targets: ["ScreenRouter"]),
        .library(name: "ScreenRouterTestSupport", targets: ["ScreenRouterTestSupport"]),
    ],
    targets: [
        .target(name: "ScreenRouter"),
        .target(name: "ScreenRouterTestSupport", dependencies: ["ScreenRouter"]),
        .testTarget(name: "ScreenRouterTests", dependencies: ["ScreenRouter"]),
        // The Demo app: models and screens shared by the app and its UI tests, and the terminal app.
        .target(name: "DemoShared", dependencies: ["ScreenRouter"], path: "Demo/Shared"),
    ],
    swiftLanguageModes: [.v6]
)
