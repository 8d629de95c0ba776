import ExampleOptions
// A stand-in app that reads its launch options back the ways an app does, and reports what it read.
//
// Standard output: one JSON object with
//   "arguments":  CommandLine.arguments
//   "handling":   the AutoMate document's reads: UserDefaults.standard.string(forKey: "Server"),
//                 .bool(forKey: "SkipLogin"), .stringArray(forKey: "MagicNumbers")
//   "read":       each read through the option types (the enumeration and the lists `Features` and `Texts`
//                 through `current`, the Boolean by key), as {"value": ...}, {"absent": true} or
//                 {"error": message, "code": code}
//   "strings", "lists": OptionReader().string(forKey:) / .strings(forKey:) for every key named in the
//                 comma-separated environment variables OPTIONS_PROBE_STRINGS / OPTIONS_PROBE_LISTS
//   "read" also holds the system options read through their types: "languages", "locale", the keyboards
//                 ("softwareKeyboards", "hardwareKeyboards"), "uiTesting" (which honours AutoMate's environment
//                 too), and "animationsOff", what `UIView.disableAnimationsIfRequested()`
//                 decides (a Boolean)
//   "services":   "mock" in UI-testing mode, "live" otherwise, chosen as a network-client selector chooses
import Foundation
import ScreenRouter

// The app's own options are the tests' (Tests/ExampleOptions): the same types on both sides.

/// A read as JSON: its value, its absence, or its error.
func read(_ body: () throws -> Any?) -> [String: Any] {
    do {
        guard let value = try body() else { return ["absent": true] }
        return ["value": value]
    } catch let error as ScreenRouterError {
        return ["error": error.message, "code": error.code.description]
    } catch {
        return ["error": "\(error)", "code": "unexpected"]
    }
}

func keys(_ variable: String) -> [String] {
    (ProcessInfo.processInfo.environment[variable] ?? "").split(separator: ",").map(String.init)
}

let serverAddress = UserDefaults.standard.string(forKey: "Server")
let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")
let magicNumbers = UserDefaults.standard.stringArray(forKey: "MagicNumbers")

let launch = OptionReader()
let report: [String: Any] = [
    "arguments": CommandLine.arguments,
    "handling": [
        "server": serverAddress as Any? ?? NSNull(),
        "skipLogin": skipLogin,
        "magicNumbers": magicNumbers as Any? ?? NSNull(),
    ],
    "read": [
        "server": read { try Server.current?.rawValue },
        "skipLogin": read { try launch.bool(forKey: "SkipLogin") },
        "features": read { try Features.current?.values.map(\.rawValue) },
        "texts": read { try Texts.current?.values },
        "magicNumbers": read { try launch.strings(forKey: "MagicNumbers")?.compactMap { Int($0) } },
        "languages": read { try SystemLanguages.current?.values.map(\.rawValue) },
        "softwareKeyboards": read { try SoftwareKeyboards.current?.values.map(\.rawValue) },
        "hardwareKeyboards": read { try HardwareKeyboards.current?.values.map(\.rawValue) },
        "locale": read { try SystemLocale.current?.identifier },
        "animationsOff": AnimationsRequest.isOff,
        "uiTesting": UITestingMode.isActive,
    ],
    "strings": Dictionary(
        uniqueKeysWithValues: keys("OPTIONS_PROBE_STRINGS").map { key in
            (key, read { try launch.string(forKey: key) })
        }
    ),
    "lists": Dictionary(
        uniqueKeysWithValues: keys("OPTIONS_PROBE_LISTS").map { key in
            (key, read { try launch.strings(forKey: key) })
        }
    ),
    "services": UITestingMode.isActive ? "mock" : "live",
]

do {
    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
} catch {
    FileHandle.standardError.write(Data("OptionsProbe could not report: \(error)\n".utf8))
    exit(70)
}
