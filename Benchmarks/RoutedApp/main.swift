import Foundation
import ScreenRouter

// The launch-cost app for the routing benchmark: links ScreenRouter alone, as an app without network fixtures
// does, registers two screens and writes the one a launch routes to, in one line, as TrivialApp writes its own.
// In a session (`--uitesting --session`) it also shows the element-frame section's screen (LaterFrames.swift).

/// A host that writes the routed screen, or the routing failure, to standard output.
@MainActor
final class PrintingHost: ScreenHost, RouteNumberShowing {
    var status: Int32 = 0
    /// The number of the route the next screen answers: a session's routes count from 1.
    private var route = 1
    func install(_ root: String, as screen: ScreenID, route: Int) {
        guard !LaterFrames.show(root, route: route) else { return }
        FileHandle.standardOutput.write(Data("[\(root)]\n".utf8))
    }
    func showRouteNumber(_ number: Int) { route = number + 1 }
    func showRoutingFailure(_ error: ScreenRouterError) {
        FileHandle.standardOutput.write(Data("\(error.message)\n".utf8))
        status = 1
    }
}

/// The model of the greeting screen.
struct Greeting: Codable, Sendable {
    var name: String
}

let status = MainActor.assumeIsolated { () -> Int32 in
    let coordinator = TestingCoordinator<String>()
    coordinator.register("settings") { "settings" }
    coordinator.register(Screen<Greeting>("greeting"), default: Greeting(name: "Ada")) { greeting in
        "hello \(greeting.name)"
    }
    coordinator.register(LaterFrames.screen) { LaterFrames.root(milliseconds: $0) }
    let host = PrintingHost()
    guard coordinator.start(in: host, scheme: LaterFrames.scheme) else {
        FileHandle.standardOutput.write(Data("RoutedApp started\n".utf8))
        return 0
    }
    return host.status
}
exit(status)
