#if canImport(UIKit)
import UIKit

extension UIView {
    /// The `UserDefaults` key a UI test sets to turn animations off: `ScreenRouterAnimationsDisabled`.
    ///
    /// A test passes it as the launch arguments `-ScreenRouterAnimationsDisabled YES`; every `-key value` pair
    /// lands in the app's argument domain of `UserDefaults`.
    public nonisolated static let animationsDisabledDefaultsKey = "ScreenRouterAnimationsDisabled"

    /// The launch arguments that ask the app to turn animations off: `-ScreenRouterAnimationsDisabled YES`.
    public nonisolated static let animationsDisabledLaunchArguments = ["-\(animationsDisabledDefaultsKey)", "YES"]

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
    /// It reads the Boolean ``animationsDisabledDefaultsKey`` from `defaults` and, when it is `true`, calls
    /// `UIView.setAnimationsEnabled(false)`. Without the argument it changes nothing.
    ///
    /// - Parameter defaults: Where to read the switch. Defaults to `UserDefaults.standard`, whose argument domain
    ///   holds the launch arguments.
    /// - Returns: `true` when animations were turned off.
    @discardableResult
    public static func disableAnimationsIfRequested(defaults: UserDefaults = .standard) -> Bool {
        guard defaults.bool(forKey: animationsDisabledDefaultsKey) else { return false }
        setAnimationsEnabled(false)
        return true
    }
}
#endif
