#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
    /// Turns UIKit animations off when the launch asks for it, so UI tests do not wait on transitions.
    ///
    /// Call it early in the app's start, before any window appears:
    ///
    /// ```swift
    /// func application(
    ///     _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    /// ) -> Bool {
    ///     UIView.disableAnimationsIfRequested()
    ///     // ...
    /// }
    /// ```
    ///
    /// A test asks for it with AutoMate's ``AnimationLaunchEnvironment``, `AnimationLaunchEnvironment(animation:
    /// false)` (`AM_ANIMATION_KEY=false`), or in XCUITest with MSUITest's `launchTestMode`, which passes
    /// ``UITestLaunchArgument/animationsDisabled`` (`-animationsDisabled 1`). Without either it changes nothing.
    ///
    /// - Returns: `true` when animations were turned off.
    @discardableResult
    public static func disableAnimationsIfRequested() -> Bool {
        guard AnimationsRequest.isOff else { return false }
        setAnimationsEnabled(false)
        return true
    }
}
#endif
