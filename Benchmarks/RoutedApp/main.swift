import Foundation
import ScreenRouter

// The launch-cost app for the routing benchmark: links ScreenRouter alone, as an app without network fixtures
// does, registers two screens and writes the one a launch routes to, in one line, as TrivialApp writes its own.

/// A host that writes the routed screen, or the routing failure, to standard output.
@MainActor
final class PrintingHost: ScreenHost {
    var status: Int32 = 0
    func install(_ root: String) { FileHandle.standardOutput.write(Data("[\(root)]\n".utf8)) }
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
    let host = PrintingHost()
    guard coordinator.start(in: host) else {
        FileHandle.standardOutput.write(Data("RoutedApp started\n".utf8))
        return 0
    }
    return host.status
}
exit(status)
