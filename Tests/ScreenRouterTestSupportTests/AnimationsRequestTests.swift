import ScreenRouterTestSupport
import Testing

/// MSUITest's `-animationsDisabled 1`, as `launchTestMode` passes it in XCUITest.
private struct AnimationsDisabledArgument: LaunchArgumentWithSingleValue {
    let key = UITestLaunchArgument.animationsDisabled.rawValue
    var value: LaunchArgumentValue { "1" }
}

/// What `UIView.disableAnimationsIfRequested()` decides in an app launched with each spelling of "no animations":
/// the probe app reports the same decision.
@MainActor
struct AnimationsRequestTests {
    @Test func automatesEnvironmentTurnsAnimationsOff() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [AnimationLaunchEnvironment(animation: false)])
        #expect(output.read["animationsOff"] as? Bool == true)
    }

    @Test func msuitestsArgumentTurnsAnimationsOff() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [AnimationsDisabledArgument()])
        #expect(output.passedArguments == ["-animationsDisabled", #""1""#])
        #expect(output.read["animationsOff"] as? Bool == true)
    }

    @Test func noOptionLeavesAnimationsOn() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [])
        #expect(output.read["animationsOff"] as? Bool == false)
    }
}
