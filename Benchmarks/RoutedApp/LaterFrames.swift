import Foundation
import ScreenRouter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The screen of the routing benchmark's element-frame section, in a session: a screen that loads and then shows
/// its data, as a command-line host reports one.
///
/// A route to `laterFrame` with a model of `n` milliseconds writes the screen's loading frame (the element
/// `later.status`) before its routed line, then, from a thread of its own `n` ms later, the loaded frame, which
/// adds the element `later.loaded` whose value is the moment the frame was written, in nanoseconds of the system's
/// monotonic clock, which the benchmark reads too.
enum LaterFrames {
    /// The screen, whose model is the loaded frame's delay in milliseconds.
    static let screen = Screen<Int>("laterFrame")

    /// The route URL scheme of the benchmark's session.
    static let scheme = "routedapp"

    /// The root the screen's builder makes: the screen's identifier and the delay.
    static func root(milliseconds: Int) -> String {
        "\(screen.id.rawValue) \(milliseconds)"
    }

    /// Shows the screen for a root ``root(milliseconds:)`` made; `false` for every other root.
    static func show(_ root: String, route: Int) -> Bool {
        let parts = root.split(separator: " ")
        guard parts.count == 2, parts[0] == screen.id.rawValue, let milliseconds = Int(parts[1]) else { return false }
        let status = ElementSnapshot.Element(identifier: "later.status", label: "Loading")
        FileHandle.standardOutput.write(Data((frame(route, [status]).line + "\n").utf8))
        Thread {
            if milliseconds > 0 { Thread.sleep(forTimeInterval: Double(milliseconds) / 1_000) }
            let done = ElementSnapshot.Element(identifier: "later.status", label: "Done")
            let loaded = ElementSnapshot.Element(identifier: "later.loaded", label: "Loaded", value: String(now()))
            FileHandle.standardOutput.write(Data((frame(route, [done, loaded]).line + "\n").utf8))
        }
        .start()
        return true
    }

    private static func frame(_ route: Int, _ elements: [ElementSnapshot.Element]) -> ElementSnapshot {
        ElementSnapshot(route: route, screen: screen.id.rawValue, elements: elements)
    }

    /// Nanoseconds on the system's monotonic clock, the same in every process.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
