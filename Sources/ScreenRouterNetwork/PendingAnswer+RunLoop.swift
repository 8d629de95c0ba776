#if canImport(Darwin)
import Foundation

extension PendingAnswer {
    /// Sends the answer after `delay` seconds, on the thread that started loading.
    ///
    /// On Apple platforms a URL protocol calls its client on the thread that started loading, whose run loop
    /// runs while it loads, so the answer waits on a timer of that run loop.
    func deliver(after delay: TimeInterval) {
        let timer = Timer(timeInterval: delay, repeats: false) { [self] _ in deliver() }
        RunLoop.current.add(timer, forMode: .common)
    }
}
#endif
