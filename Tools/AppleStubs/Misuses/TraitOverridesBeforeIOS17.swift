// expect: 'traitOverrides' is only available in iOS 17.0 or newer
// A routed screen's variant is applied with trait overrides only where the system has them; before iOS 17 the
// routed root falls back to `overrideUserInterfaceStyle` and an override trait collection.
import UIKit

@MainActor
func showDark(_ child: UIViewController) {
    child.traitOverrides.userInterfaceStyle = .dark
}
