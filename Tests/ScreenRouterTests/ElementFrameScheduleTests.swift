import Foundation
import ScreenRouter
import Testing

/// A host that records, in order, the roots it installs with the screen and route the coordinator says each is, as
/// UIKit's and SwiftUI's routed root names its element frames.
@MainActor
final class NamingHost: ScreenHost, RouteNumberShowing {
    var events: [String] = []
    func install(_ root: String, as screen: ScreenID, route: Int) {
        events.append("install \(root) as \(screen) \(route)")
    }
    func showRoutingFailure(_ error: ScreenRouterError) { events.append("failure \(error.code)") }
    func showRouteNumber(_ number: Int) { events.append("route \(number)") }
}

/// When a UIKit or SwiftUI app reads its screen again after a route, and what names the frames it writes.
@MainActor
struct ElementFrameScheduleTests {
    static let period: UInt64 = 100_000_000

    @Test func theFirstTurnReadsAndATurnWithinTheQuietPeriodMakesOneMoreTurnComeAtItsEnd() {
        var schedule = ElementFrameSchedule(quietPeriod: Self.period)
        #expect(schedule.turnEnded(at: 1_000) == .read)
        #expect(schedule.turnEnded(at: 1_000 + 30_000_000) == .wake(afterNanoseconds: 70_000_000))
        #expect(schedule.turnEnded(at: 1_000 + 60_000_000) == .wait)
        #expect(schedule.turnEnded(at: 1_000 + 99_999_999) == .wait)
        #expect(schedule.turnEnded(at: 1_000 + Self.period) == .read)
        #expect(schedule.turnEnded(at: 1_000 + Self.period + 1) == .wake(afterNanoseconds: Self.period - 1))
    }

    @Test func aBurstOfTurnsReadsAtMostOncePerPeriodAndTheLastChangeIsReadWithinOnePeriod() {
        var schedule = ElementFrameSchedule(quietPeriod: Self.period)
        var reads: [UInt64] = []
        var dueWake: UInt64?
        // Turns every 16 ms for one second, as during an animation, then the run loop sleeps but for the wake-up.
        var turns = Array(stride(from: UInt64(0), through: 1_000_000_000, by: 16_000_000))
        let lastTurn = turns[turns.count - 1]
        var index = 0
        while index < turns.count {
            let now = turns[index]
            switch schedule.turnEnded(at: now) {
            case .read: reads.append(now)
            case .wake(let after): dueWake = now + after
            case .wait: break
            }
            if index == turns.count - 1, let wake = dueWake, wake > now {
                turns.append(wake)
                dueWake = nil
            }
            index += 1
        }
        let gaps = zip(reads, reads.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= Self.period }, "\(gaps)")
        #expect(reads.count <= 11)
        #expect((reads.last ?? 0) >= lastTurn, "the last turn's change was not read: \(reads)")
        #expect((reads.last ?? 0) - lastTurn <= Self.period)
    }

    @Test func aClockThatGoesBackReadsRatherThanWaitingForever() {
        var schedule = ElementFrameSchedule(quietPeriod: Self.period)
        #expect(schedule.turnEnded(at: 500_000_000) == .read)
        #expect(schedule.turnEnded(at: 100) == .read)
    }

    @Test func aHostLearnsEachScreenAndItsRouteWithItsRoot() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("settings") { "settings root" }
        coordinator.writeRoutedLine = { _ in }
        let host = NamingHost()
        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "settings"])
        coordinator.show(.failure(ScreenRouterError(code: .unknownScreen, message: "no")), in: host)
        coordinator.show(.success(LaunchRequest(screen: "settings")), in: host)
        #expect(
            host.events == [
                "install settings root as settings 0", "route 0",
                "failure unknownScreen", "route 1",
                "install settings root as settings 2", "route 2",
            ]
        )
    }
}
