// expect: global function 'show(_:in:)' requires that 'UIWindow' conform to 'ScreenHost'
// A window is handed to the coordinator, which installs the routed root in it; app code cannot treat it as a host.
import ScreenRouter
import UIKit

@MainActor
func installSettings(in window: UIWindow) {
    show(SettingsViewController(), in: window)
}

@MainActor
func show<Host: ScreenHost>(_ root: Host.Root, in host: Host) {
    host.install(root)
}

final class SettingsViewController: UIViewController {}
