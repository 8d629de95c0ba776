// expect: 'setOverrideTraitCollection(_:forChild:)' was deprecated in visionOS 1.0
// triple: visionos
// visionOS deprecates the override trait collection from its first release; the routed root uses trait overrides
// there, and the fallback for earlier systems is left out of the visionOS build.
import UIKit

@MainActor
func showLarge(_ child: UIViewController, in parent: UIViewController) {
    parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
        forChild: child
    )
}
