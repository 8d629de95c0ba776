import Foundation

/// Whether the app runs its animations: `Animations.off` asks it to turn them off, so UI tests neither wait
/// on transitions nor race them (`-ScreenRouterAnimations "off"`).
///
/// The app does the switching. On iOS, `UIView.disableAnimationsIfRequested()` reads this option and calls
/// `UIView.setAnimationsEnabled(false)` for `off`:
///
/// ```swift
/// TestLauncher(options: [Animations.off]).configure(app).launch()
///
/// // In the app, before the first screen appears:
/// if try Animations.current == .off {
///     UIView.setAnimationsEnabled(false)
/// }
/// ```
///
/// Deprecated: pass AutoMate's ``AnimationLaunchEnvironment``, `AnimationLaunchEnvironment(animation: false)`, or
/// in XCUITest MSUITest's ``UITestLaunchArgument/animationsDisabled`` through `launchTestMode`; in the app,
/// `UIView.disableAnimationsIfRequested()` honours both, and this option too while it stays.
@available(
    *,
    deprecated,
    message:
        "Pass AutoMate's `AnimationLaunchEnvironment(animation: false)`; `UIView.disableAnimationsIfRequested()` honours it."
)
public enum Animations: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue, Sendable {
    /// Animations run as usual; the same as not passing the option.
    case on
    /// Animations are turned off.
    case off

    /// The key: `ScreenRouterAnimations`.
    public var key: String { "ScreenRouterAnimations" }

    /// In the app, whether it was asked to turn its animations off: the option's case or, when the option was
    /// not passed, AutoMate's ``AnimationLaunchEnvironment`` (`AM_ANIMATION_KEY=false` is `off`,
    /// `AM_ANIMATION_KEY=true` is `on`).
    ///
    /// - Returns: The case, or `nil` when neither was passed.
    /// - Throws: ``ScreenRouterError`` listing the valid values when the option's value matches no case.
    public static var current: Animations? {
        get throws {
            if let option = try OptionReader().value(of: Animations.self) {
                return option
            }
            let environment = ProcessInfo.processInfo.environment[AutoMateKey.animation.rawValue]
            return environment.map { $0 == BooleanLaunchEnvironmentValue.false.rawValue ? .off : .on }
        }
    }
}
