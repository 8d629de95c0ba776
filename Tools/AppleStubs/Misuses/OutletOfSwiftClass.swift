// expect: '@IBOutlet' property cannot have non-'@objc' class type 'Banner'
// UIKit's nib loading sets an outlet through the Objective-C runtime: its type must be an Objective-C class or
// protocol, which a Swift-only class is not.
import UIKit

final class Banner {}

final class ProfileViewController: UIViewController {
    @IBOutlet private var banner: Banner!
}
