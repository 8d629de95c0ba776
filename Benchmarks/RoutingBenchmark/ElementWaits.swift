import Foundation
import ScreenRouter
import ScreenRouterProcess
import ScreenRouterTestSupport

/// The provider of the identifiers of RoutedApp's `laterFrame` screen.
final class LaterFrameAIP: AIP {
    nonisolated static let mainIdentifier = "later"

    enum Element: String {
        case status, loaded
    }
}

/// RoutedApp's `laterFrame` screen as a page object: its model is the delay, in milliseconds, after which the
/// screen writes its loaded frame.
@MainActor
final class LaterFramePage: ProcessPageObject {
    typealias Element = LaterFrameAIP.Element
    typealias Provider = LaterFrameAIP
    static let screen = Screen<Int>("laterFrame")
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }
}

/// Section 11: how soon a waiting check sees the element frame an app writes after its route, against a test that
/// polls every 250 ms; and whether memory stays flat over 10,000 frames waited on in one session.
///
/// RoutedApp's `laterFrame` screen writes a loading frame before its routed line and, `n` ms later, from a thread
/// of its own, a loaded frame whose element `later.loaded` carries the moment it was written on the system's
/// monotonic clock. The latency is the time from that moment to the check returning, on the same clock. Three
/// ways, interleaved round by round, each in a session of its own, with the same delays (5 to 250 ms in steps of
/// 5 ms, scattered, so that a polling loop meets the frame at every phase): a page object's
/// `thenIShouldSee(element:)`, which waits for the next frame through `ProcessRun.nextLine(startingWith:within:)`;
/// that wait alone on a `ProcessRun`; and a loop that looks for a frame already there
/// (`nextLine(startingWith:within: 0)`) and sleeps 250 ms when there is none, as a test with a fixed sleep does.
@MainActor
struct ElementWaits {
    struct Latencies {
        var pageObject: [Double] = []
        var nextLine: [Double] = []
        var polling: [Double] = []
    }

    struct Endurance {
        let snapshots: Int
        let checkpoint: Int
        let elapsed: Double
        /// The benchmark's own resident memory after the checkpoint's frames and after all of them.
        let testSideAfterFirst: Int
        let testSideAfterAll: Int
        /// The app's peak resident memory after the checkpoint's frames and after all of them.
        let appAfterFirst: Int
        let appAfterAll: Int
    }

    static let pollInterval: UInt64 = 250_000_000

    let apps: BenchmarkApps

    /// The delays of `count` rounds, in milliseconds: 5 to 250 in steps of 5, in a scattered order.
    static func delays(_ count: Int) -> [Int] {
        (0..<count).map { (($0 * 37) % 50 + 1) * 5 }
    }

    /// The latencies of `rounds` rounds of the three ways, in nanoseconds.
    func compare(rounds: Int) async throws -> Latencies {
        let app = makeApplication()
        try await app.startSession()
        let page = LaterFramePage(app: app)
        let run = try await ProcessRun.startSession(
            apps.routedApp,
            arguments: [LaunchProtocol.uiTestingFlag, LaunchProtocol.sessionFlag],
            environment: ProcessInfo.processInfo.environment
        )
        var routes = 0
        var latencies = Latencies()
        for (index, delay) in Self.delays(rounds).enumerated() {
            latencies.pageObject.append(try await pageObjectLatency(page, delay: delay))
            routes += 1
            latencies.nextLine.append(try await rawLatency(run, route: routes, delay: delay, polling: false))
            routes += 1
            latencies.polling.append(try await rawLatency(run, route: routes, delay: delay, polling: true))
            if (index + 1) % 25 == 0 {
                Benchmark.progress("element frames: \(index + 1) of \(rounds) rounds")
            }
        }
        await app.stopSession()
        let ending = await run.finish(within: 10)
        guard app.exitStatus == 0, ending.status == 0 else {
            throw BenchmarkFailure("a session of the element-frame section ended badly: \(app.standardError)")
        }
        return latencies
    }

    /// `count` frames waited on by a page object in one session, with no delay, and the memory of both sides
    /// after `checkpoint` of them and after all.
    func endure(snapshots count: Int, checkpoint: Int) async throws -> Endurance {
        let app = makeApplication()
        try await app.startSession()
        guard let pid = app.sessionProcessIdentifier else { throw BenchmarkFailure("the session did not start") }
        let page = LaterFramePage(app: app)
        let started = Stopwatch.now()
        var testSideAfterFirst = 0
        var appAfterFirst = 0
        for index in 0..<count {
            _ = try await pageObjectLatency(page, delay: 0)
            if index + 1 == checkpoint {
                testSideAfterFirst = try ProcessStatus.bytes("VmRSS")
                appAfterFirst = try SessionCost.peakMemory(of: pid)
            }
            if (index + 1) % 2_000 == 0 {
                Benchmark.progress("element frames: \(Formatting.count(index + 1)) frames waited on")
            }
        }
        let testSideAfterAll = try ProcessStatus.bytes("VmRSS")
        let appAfterAll = try SessionCost.peakMemory(of: pid)
        let elapsed = Double(Stopwatch.now() - started)
        await app.stopSession()
        guard app.exitStatus == 0 else { throw BenchmarkFailure("the endurance session ended badly") }
        return Endurance(
            snapshots: count,
            checkpoint: checkpoint,
            elapsed: elapsed,
            testSideAfterFirst: testSideAfterFirst,
            testSideAfterAll: testSideAfterAll,
            appAfterFirst: appAfterFirst,
            appAfterAll: appAfterAll
        )
    }

    private func makeApplication() -> ProcessApplication {
        let app = ProcessApplication(executableURL: apps.routedApp)
        app.routeScheme = "routedapp"
        return app
    }

    /// Routes the page object's session with a delay and waits for the loaded element; the latency, or a failure
    /// when the check did not see it.
    private func pageObjectLatency(_ page: LaterFramePage, delay: Int) async throws -> Double {
        await page.givenPage(model: delay).thenIShouldSee(element: .loaded)
        let now = Stopwatch.now()
        guard
            let stamp = (try? page.app.lastElementFrame())??.elements.first(where: { $0.identifier == "later.loaded" })
        else { throw BenchmarkFailure("the page object returned without the loaded frame: \(page.app.standardOutput)") }
        return try Self.latency(stamp.value, now: now)
    }

    /// Routes a raw session with a delay, then waits for the loaded frame (or polls for it every 250 ms); the
    /// latency from the frame's writing to its arrival in the test.
    private func rawLatency(_ run: ProcessRun, route: Int, delay: Int, polling: Bool) async throws -> Double {
        let payload = LaunchPayload.base64(Data(String(delay).utf8).base64EncodedString())
        let url = LaunchRequest(screen: LaterFramePage.screen.id, model: payload).routeURL(scheme: "routedapp")
        let marker = LaunchProtocol.routedLine(route) + "\n"
        run.send(Data((url + "\n").utf8), answeredBy: marker, within: 10)
        guard case .frame(let routed) = await run.nextFrame(endingWith: marker) else {
            throw BenchmarkFailure("the raw session ended at route \(route)")
        }
        if let stamp = Self.loadedStamp(in: routed.output) {
            return try Self.latency(stamp, now: Stopwatch.now())  // the frame came before the routed line
        }
        while true {
            switch await run.nextLine(startingWith: ElementSnapshot.linePrefix, within: polling ? 0 : 10) {
            case .frame(let frame):
                let now = Stopwatch.now()
                guard let stamp = Self.loadedStamp(in: frame.output) else {
                    throw BenchmarkFailure("the frame after route \(route) has no loaded element")
                }
                return try Self.latency(stamp, now: now)
            case .timedOut where polling:
                try await Task.sleep(nanoseconds: Self.pollInterval)
            case .timedOut, .ended:
                throw BenchmarkFailure("no loaded frame after route \(route)")
            }
        }
    }

    /// The stamp of the last loaded element in some output.
    private static func loadedStamp(in output: Data) -> String? {
        let frames = (try? ElementSnapshot.frames(in: String(decoding: output, as: UTF8.self))) ?? []
        return frames.last?.elements.first { $0.identifier == "later.loaded" }?.value
    }

    /// The nanoseconds from a stamp to `now`.
    private static func latency(_ stamp: String?, now: UInt64) throws -> Double {
        guard let written = stamp.flatMap(UInt64.init), written <= now else {
            throw BenchmarkFailure("the loaded frame's stamp `\(stamp ?? "")` does not read")
        }
        return Double(now - written)
    }
}
