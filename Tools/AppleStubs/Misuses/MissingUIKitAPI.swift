// expect: type 'UIView' has no member 'setAnimationsDisabled'
// An API the SDK does not declare must not compile.
import UIKit

@MainActor
func stopAnimations() {
    UIView.setAnimationsDisabled(true)
}
