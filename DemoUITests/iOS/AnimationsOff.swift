import ScreenRouter
import UIKit

/// Asks the Demo to turn UIKit animations off, so the tests do not wait on transitions.
struct AnimationsOff: LaunchOption {
    var launchArguments: [String]? { UIView.animationsDisabledLaunchArguments }
}
