#if !canImport(Darwin)
import Dispatch
import Foundation

extension PendingAnswer {
    /// Sends the answer after `delay` seconds.
    ///
    /// FoundationNetworking's protocol clients pass each call on to the session's delegate queue, and its
    /// loading queue runs no run loop, so the answer waits on a global queue.
    func deliver(after delay: TimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in deliver() }
    }
}
#endif
