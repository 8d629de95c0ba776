// expect: main actor-isolated property 'rootViewController' can not be mutated from a Sendable closure
// Work sent to a background queue must not touch UIKit.
import Dispatch
import UIKit

@MainActor
func resetLater(_ window: UIWindow) {
    DispatchQueue.global().async { @Sendable [window] in
        window.rootViewController = nil
    }
}
