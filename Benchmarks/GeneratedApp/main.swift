// A generated app of many screens, for the routing benchmark's scale section and its tests: `GENERATED_SCREENS`
// screens (or `--screens <n>`; 1,000 by default), registered as an app registers them, with models of 1 to 4 KiB of
// JSON, and `GENERATED_SAMPLES` samples a screen (or `--samples <n>`, 1 to 3; 1 by default, so that the catalogue
// has a case per screen and 1,000 screens in 12 variants are 12,000 cells):
//
//   article<n>, product<n>, order<n>   a model; odd numbers with samples (`standard`; `short`, `long`; `short`,
//                                     `standard`, `long`), even ones with a default (listed as `default`) and the
//                                     others (none; `long`; `short`, `long`)
//   feed<n> (every tenth)             a reference whose items load with `URLSession.shared`, each sample with a
//                                     network fixture: `loaded` (8 items); with more samples, `empty` and `offline`
//   panel<n> (every 25th otherwise)   no model
//
// A terminal host prints each screen as `[identifier] label` lines and writes it as an element frame; a variant
// adds the element `variant`. Sessions run with the route scheme `generated`.
import Foundation
import GeneratedScreens
import ScreenRouter
import ScreenRouterNetwork

/// A count the app is generated with: the argument `flag`, the environment variable `variable`, or `fallback`; at
/// least 1.
func count(_ flag: String, _ variable: String, or fallback: Int) -> Int {
    let arguments = CommandLine.arguments
    if let index = arguments.firstIndex(of: flag), index + 1 < arguments.count, let count = Int(arguments[index + 1]) {
        return max(count, 1)
    }
    return ProcessInfo.processInfo.environment[variable].flatMap { Int($0) }.map { max($0, 1) } ?? fallback
}

let status = MainActor.assumeIsolated { () -> Int32 in
    let screens = count("--screens", "GENERATED_SCREENS", or: 1_000)
    let samples = count("--samples", "GENERATED_SAMPLES", or: 1)
    let host = GeneratedHost()
    let coordinator = GeneratedScreens.coordinator(screens: screens, samples: samples)
    coordinator.answerRequestsFromNetworkFixtures()
    guard coordinator.start(in: host, scheme: "generated") else {
        print("[home] \(screens) generated screens")
        return 0
    }
    return host.exitStatus
}
exit(status)
