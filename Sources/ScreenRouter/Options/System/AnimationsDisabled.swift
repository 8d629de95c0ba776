import Foundation

/// Asks the app to turn animations off, so UI tests do not wait on them or race them:
/// `-ScreenRouterAnimationsDisabled YES`.
///
/// The app does the switching: on iOS, `UIView.setAnimationsEnabled(false)` when ``isRequested`` is `true`.
///
/// ```swift
/// TestLauncher(options: [AnimationsDisabled()]).configure(app).launch()
///
/// // In the app, before the first screen appears:
/// if AnimationsDisabled.isRequested {
///     UIView.setAnimationsEnabled(false)
/// }
/// ```
public struct AnimationsDisabled: BooleanLaunchArgument, Hashable, Sendable {
    /// The key: `ScreenRouterAnimationsDisabled`.
    public static let key = "ScreenRouterAnimationsDisabled"

    /// Whether animations are to be turned off.
    public var isEnabled: Bool

    /// Creates the option.
    ///
    /// - Parameter isEnabled: Whether animations are to be turned off. Defaults to `true`.
    public init(_ isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }

    /// In the app, whether the launch asked for animations to be turned off.
    ///
    /// Exactly `UserDefaults.standard.bool(forKey: "ScreenRouterAnimationsDisabled")`, so code that reads the
    /// key directly agrees with it. It never throws; use `try AnimationsDisabled.isEnabled` to have a value
    /// that is not a Boolean reported.
    public static var isRequested: Bool {
        UserDefaults.standard.bool(forKey: key)
    }
}
