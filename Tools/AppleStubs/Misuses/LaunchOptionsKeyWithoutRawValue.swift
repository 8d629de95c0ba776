// expect: missing argument label 'rawValue:' in call
// UIApplication.h declares UIApplicationLaunchOptionsKey NS_TYPED_ENUM, not NS_TYPED_EXTENSIBLE_ENUM: Swift gives it
// init(rawValue:) only, not the unlabelled init(_:) of an extensible one.
import UIKit

let customKey = UIApplication.LaunchOptionsKey("custom")
