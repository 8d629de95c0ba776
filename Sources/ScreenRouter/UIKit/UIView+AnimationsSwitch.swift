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
    /// A test asks for it with the ``Animations/off`` launch option (`-ScreenRouterAnimations off`). Without the
    /// option, or with ``Animations/on``, it changes nothing.
    ///
    /// - Returns: `true` when animations were turned off.
    @discardableResult
    public static func disableAnimationsIfRequested() -> Bool {
        guard (try? Animations.current) == .off else { return false }
        setAnimationsEnabled(false)
        return true
    }
}
#endif
