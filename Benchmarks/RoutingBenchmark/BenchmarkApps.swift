import Foundation
import ScreenRouterProcess

/// The executables the launch, fixture and memory sections start: the Demo, the trivial baseline, the app
/// that links ScreenRouter alone, and the command line whose MCP server section 11 measures.
///
/// A release build of the Demo ignores `--uitesting` (launch arguments cannot reroute a shipped app), so the
/// benchmark builds the apps optimised *with* the `DEBUG` condition, the configuration an app under UI test
/// routes in: `swift build -c release -Xswiftc -DDEBUG`. They are built in their own build folder,
/// `.build/benchmark-apps`, beside the one the benchmark runs from, so these flags never invalidate the
/// package's ordinary release build. The first run compiles them; later runs find them up to date.
struct BenchmarkApps {
    let demo: URL
    let trivialApp: URL
    /// An app that links ScreenRouter alone (no network fixtures) and routes to a screen it prints.
    let routedApp: URL
    /// The command line, for `screenrouter mcp` (section 11).
    let screenrouter: URL
    /// The command that builds them, for the report.
    let buildCommand: String

    static let products = ["Demo", "TrivialApp", "RoutedApp", "screenrouter"]
    static let buildFolder = ".build/benchmark-apps"

    /// Builds the apps (quick when they are up to date), writing the build's output to standard error.
    ///
    /// - Throws: ``BenchmarkFailure`` when the package cannot be found or a build fails.
    static func build() async throws -> BenchmarkApps {
        let root = try packageRoot()
        let arguments = ["build", "-c", "release", "-Xswiftc", "-DDEBUG", "--scratch-path", buildFolder]
        for product in products {
            // The package's folder and its build folder by their full paths: the build runs in the benchmark's
            // working directory, wherever that is.
            let scratch = root.appendingPathComponent(buildFolder).path
            let outcome = try await Machine.run(
                "/usr/bin/env",
                ["swift"] + arguments.dropLast() + [scratch, "--product", product, "--package-path", root.path]
            )
            FileHandle.standardError.write(outcome.output + outcome.error)
            guard outcome.status == 0, !outcome.wasSignalled else {
                throw BenchmarkFailure("`swift \((arguments + ["--product", product]).joined(separator: " "))` failed")
            }
        }
        let folder = root.appendingPathComponent(buildFolder).appendingPathComponent("release")
        return BenchmarkApps(
            demo: folder.appendingPathComponent("Demo"),
            trivialApp: folder.appendingPathComponent("TrivialApp"),
            routedApp: folder.appendingPathComponent("RoutedApp"),
            screenrouter: folder.appendingPathComponent("screenrouter"),
            buildCommand: "swift "
                + (arguments + ["--product", products.joined(separator: "|")]).joined(separator: " ")
        )
    }

    /// How the running benchmark was built, for the report: in the apps' build folder, with their flags, as CI builds
    /// it so that one release build serves both, or on its own, as `swift run -c release RoutingBenchmark` builds it.
    static var benchmarkBuildCommand: String {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? ""
        guard executable.contains("/" + buildFolder + "/") else { return "swift run -c release RoutingBenchmark" }
        return "swift run -c release -Xswiftc -DDEBUG --scratch-path \(buildFolder) RoutingBenchmark"
    }

    /// The package's folder: the nearest folder holding `Package.swift` above the running benchmark, or
    /// above this source file.
    static func packageRoot() throws -> URL {
        let starts = [Bundle.main.executableURL, URL(fileURLWithPath: #filePath)].compactMap { $0 }
        for start in starts {
            var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.path != "/" {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                    return folder
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw BenchmarkFailure("no Package.swift above \(starts.map(\.path)); run the benchmark with `swift run`")
    }

    /// The shared libraries of the Swift runtime and Foundation an executable loads, by `ldd`.
    static func swiftLibraries(of executable: URL) async -> Set<String> {
        guard let outcome = try? await Machine.run("/usr/bin/env", ["ldd", executable.path]) else { return [] }
        let output = String(decoding: outcome.output, as: UTF8.self)
        let names = output.split(separator: "\n").compactMap {
            $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
        return Set(names.filter { $0.contains("Foundation") || $0.contains("swift") || $0.contains("dispatch") })
    }
}
