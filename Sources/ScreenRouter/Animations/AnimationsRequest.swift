import Foundation

/// Whether the launch asked the app to turn its animations off, in either of the spellings the package honours:
/// AutoMate's `AnimationLaunchEnvironment(animation: false)` (`AM_ANIMATION_KEY=false`) and MSUITest's
/// `UITestLaunchArgument.animationsDisabled` (`-animationsDisabled 1`).
///
/// `UIView.disableAnimationsIfRequested()` reads it, and so does the Demo.
package enum AnimationsRequest {
    /// `true` when the launch asked for animations off.
    ///
    /// AutoMate's environment variable decides when it is set (`false` turns them off); then MSUITest's argument.
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
        if let value = environment[AutoMateKey.animation.rawValue] {
            return value == BooleanLaunchEnvironmentValue.false.rawValue
        }
        return reader.object(forKey: UITestLaunchArgument.animationsDisabled.rawValue) != nil
    }
}
