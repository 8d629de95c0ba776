import Foundation

/// Whether the launch asked the app to turn its animations off, in any of the spellings the package honours:
/// AutoMate's `AnimationLaunchEnvironment(animation: false)` (`AM_ANIMATION_KEY=false`), MSUITest's
/// `UITestLaunchArgument.animationsDisabled` (`-animationsDisabled 1`), and the deprecated `Animations.off`
/// (`-ScreenRouterAnimations off`).
///
/// `UIView.disableAnimationsIfRequested()` reads it, and so does the Demo; it reads the deprecated option by its
/// key, so the package itself uses no deprecated declaration.
package enum AnimationsRequest {
    /// The key of the deprecated `Animations` option.
    package static let optionKey = "ScreenRouterAnimations"

    /// `true` when the launch asked for animations off.
    ///
    /// The deprecated option decides when it was passed, as `Animations.current` did (`on`, or a value that is
    /// neither case, leaves them on); then AutoMate's environment variable (`false` turns them off); then
    /// MSUITest's argument.
    package static var isOff: Bool {
        isOff(reader: OptionReader(), environment: ProcessInfo.processInfo.environment)
    }

    /// Whether a launch with these arguments and environment asked for animations off.
    ///
    /// - Parameters:
    ///   - reader: The launch's arguments.
    ///   - environment: The launch's environment variables.
    /// - Returns: `true` when one of the spellings asks for animations off.
    package static func isOff(reader: OptionReader, environment: [String: String]) -> Bool {
        do {
            if let text = try reader.string(forKey: optionKey) {
                return text == "off"
            }
        } catch {
            return false
        }
        if let value = environment[AutoMateKey.animation.rawValue] {
            return value == BooleanLaunchEnvironmentValue.false.rawValue
        }
        return reader.object(forKey: UITestLaunchArgument.animationsDisabled.rawValue) != nil
    }
}
