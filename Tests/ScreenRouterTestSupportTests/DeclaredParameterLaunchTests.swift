import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// A parameter of the launch protocol reaches the app's factory through `ScreenRequest.parameter(_:_:)`, checked
/// before launch by the validator the app uses; and every launch is held to one size rule.
@MainActor
struct DeclaredParameterLaunchTests {
    /// The item of each declared parameter a screen takes by itself: the variant's parts and any other.
    nonisolated static let settable: [String] = LaunchProtocol.parameters.filter {
        [.variant, .other].contains($0.stage)
    }.map(\.item)

    nonisolated private static func value(for parameter: LaunchProtocol.Parameter) -> String {
        if case .oneOf(let valid, _) = parameter.values { return valid[valid.count - 1] }
        return "value-of-\(parameter.item)"
    }

    @Test(arguments: settable)
    func aParameterSetOnTheRequestReachesTheFactoryAcrossALaunch(_ item: String) async throws {
        let parameter = try #require(LaunchProtocol.parameters.first { $0.item == item })
        let probe = try makeProbe()
        let value = Self.value(for: parameter)
        await launchApp(probe, .screen("settings").parameter(parameter.item, value))
        #expect(probe.reportedRoutingFailure() == nil)
        #expect(Array(probe.launchArguments.suffix(2)) == [parameter.flag, value])
        let read = probe.standardError.split(separator: "\n").filter { $0.hasPrefix("LaunchProbe factory read ") }
        #expect(read == ["LaunchProbe factory read \(parameter.item)=\(value)"])
    }

    @Test func aValueTheParameterDoesNotTakeFailsBeforeLaunchInTheAppsWords() async throws {
        let probe = try makeProbe()
        let recorded = await capturingIssues {
            await launchApp(probe, .screen("settings").parameter("appearance", "purple"))
        }
        #expect(recorded.count == 1)
        #expect(probe.standardOutput.isEmpty, "not launched")
        let error = try #require(recorded.first?.screenRouterError)
        #expect(error.code == .malformedArguments)
        #expect(error.message.hasPrefix("`-ScreenRouterAppearance` is `purple` for screen `settings`"))
    }

    @Test func aNameTheProtocolDoesNotDeclareFailsBeforeLaunch() async throws {
        let probe = try makeProbe()
        let recorded = await capturingIssues {
            await launchApp(probe, .screen("settings").parameter("locale3", "en"))
        }
        let error = try #require(recorded.first?.screenRouterError)
        #expect(error.message.contains("sets the parameter `locale3`, which the launch protocol does not declare"))
        #expect(probe.standardOutput.isEmpty, "not launched")
    }

    @Test func aParameterTheRequestGivesItselfCannotBeGivenAgain() async throws {
        let probe = try makeProbe()
        let recorded = await capturingIssues {
            await launchApp(
                probe,
                .screen("settings", variant: ScreenVariant(appearance: .dark)).parameter("appearance", "light")
            )
            await launchApp(probe, .screen(.note, model: Note(title: "a", body: "b")).parameter("modelFile", "/x"))
        }
        let messages = recorded.compactMap { $0.screenRouterError?.message }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("`-ScreenRouterAppearance` was given 2 times") == true)
        #expect(messages.last?.hasPrefix("Both `-model` and `-modelFile` were given for screen `note`") == true)
    }

    // MARK: - One size rule

    /// Limits of a given size, for the boundaries.
    private func limits(argument: Int?, total: Int) -> LaunchLimits {
        LaunchLimits(name: "the test", maximumArgumentSize: argument, maximumTotalSize: total, allowsPayloadFiles: true)
    }

    @Test func aLaunchWithAnArgumentExactlyAtTheLimitStartsAndOneByteOverFailsBeforeLaunch() async throws {
        let probe = try makeProbe()
        probe.launchLimits = limits(argument: 1_000, total: LaunchLimits.current.maximumTotalSize)
        // An argument of 999 bytes and its NUL: 1,000.
        probe.launchArguments = ["-probeLong", String(repeating: "a", count: 999)]
        await launchApp(probe, .screen("settings"))
        #expect(probe.reportedRoutingFailure() == nil)
        #expect(try report(of: probe).screen == "settings")

        let over = try makeProbe()
        over.launchLimits = probe.launchLimits
        over.launchArguments = ["-probeLong", String(repeating: "a", count: 1_000)]
        let recorded = await capturingIssues { await launchApp(over, .screen("settings")) }
        let error = try #require(recorded.first?.screenRouterError)
        #expect(error.code == .launchFailed)
        #expect(error.message.hasPrefix("An argument of 1000 bytes is over the 999 bytes the test allows"))
        #expect(over.standardOutput.isEmpty, "not launched")
    }

    @Test func aLaunchExactlyAtTheTotalStartsAndOneByteOverFailsBeforeLaunch() async throws {
        // The launch as the process gets it: its path, its arguments, the inherited environment.
        let arguments = ["-probeLong", String(repeating: "a", count: 5_000), "--uitesting", "-vc", "settings"]
        let probe = try makeProbe()
        let size = LaunchLimits.size(
            arguments: [probe.executableURL.path] + arguments,
            environment: ProcessInfo.processInfo.environment
        )
        probe.launchLimits = limits(argument: nil, total: size + LaunchLimits.headroom)
        probe.launchArguments = Array(arguments.prefix(2))
        await launchApp(probe, .screen("settings"))
        #expect(probe.launchArguments == arguments)
        #expect(probe.reportedRoutingFailure() == nil)
        #expect(try report(of: probe).screen == "settings")

        let over = try makeProbe()
        over.launchLimits = limits(argument: nil, total: size + LaunchLimits.headroom - 1)
        over.launchArguments = Array(arguments.prefix(2))
        let recorded = await capturingIssues { await launchApp(over, .screen("settings")) }
        let error = try #require(recorded.first?.screenRouterError)
        #expect(error.message.contains("needs \(size) bytes of arguments and environment, over the \(size - 1) bytes"))
        #expect(over.standardOutput.isEmpty, "not launched")
    }
}
