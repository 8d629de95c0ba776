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
    /// A test asks for it with the ``AnimationsDisabled`` launch option (`-ScreenRouterAnimationsDisabled YES`).
    /// This reads that option's Boolean from `defaults` and, when it is `true`, calls
    /// `UIView.setAnimationsEnabled(false)`. Without the argument it changes nothing.
    ///
    /// - Parameter defaults: Where to read the switch. Defaults to `UserDefaults.standard`, whose argument domain
    ///   holds the launch arguments.
    /// - Returns: `true` when animations were turned off.
    @discardableResult
    public static func disableAnimationsIfRequested(defaults: UserDefaults = .standard) -> Bool {
        guard defaults.bool(forKey: AnimationsDisabled.key) else { return false }
        setAnimationsEnabled(false)
        return true
    }
}
#endif
