import Foundation

/// The launch arguments `launchTestMode(customArguments:)` always passes, which the app reads to behave well
/// under UI tests.
///
/// ```swift
/// if UITestLaunchArgument.animationsDisabled.isActive {
///     UIView.setAnimationsEnabled(false)
/// }
/// ```
///
/// `UIView.disableAnimationsIfRequested()` honours ``animationsDisabled`` too.
public enum UITestLaunchArgument: String, CaseIterable, Sendable {
    /// Asks the app to turn its animations off: `-animationsDisabled 1`. Animations make UI tests flaky.
    case animationsDisabled

    /// Whether the launch passed the argument: its key is in the app's user defaults (the argument domain).
    ///
    /// `launchTestMode(customArguments:)` passes `-animationsDisabled 1`, so the key is set; a launch without it
    /// leaves it unset.
    public var isActive: Bool {
        UserDefaults.standard.object(forKey: rawValue) != nil
    }
}
