import Dispatch
import Foundation

extension DispatchTime {
    /// The seconds from this time to now, on the monotonic clock every platform of the package has
    /// (`ContinuousClock` and `Duration` are iOS 16's and macOS 13's).
    package var secondsToNow: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds - uptimeNanoseconds) / 1_000_000_000
    }
}
