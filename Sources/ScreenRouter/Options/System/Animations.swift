/// Whether the app runs its animations: `Animations.off` asks it to turn them off, so UI tests neither wait
/// on transitions nor race them (`-ScreenRouterAnimations off`).
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
public enum Animations: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue, Sendable {
    /// Animations run as usual; the same as not passing the option.
    case on
    /// Animations are turned off.
    case off

    /// The key: `ScreenRouterAnimations`.
    public var key: String { "ScreenRouterAnimations" }
}
