/// When a UIKit or SwiftUI app's routed root reads its screen again, to write a frame when the screen changed after
/// its route: at the end of a turn of the main run loop, at most once every quiet period, and once more after a
/// burst of turns, so that the last change of a burst is read.
///
/// The schedule is plain values, so that it is tested on every platform; the routed root asks it at the end of each
/// turn and does what it decides.
package struct ElementFrameSchedule: Equatable, Sendable {
    /// What to do at the end of a turn.
    package enum Decision: Equatable, Sendable {
        /// Read the screen now.
        case read
        /// Make the run loop turn once more after these nanoseconds (the end of the quiet period): the screen is
        /// read then.
        case wake(afterNanoseconds: UInt64)
        /// Nothing: a turn is already due at the end of the quiet period.
        case wait
    }

    /// The least time between two readings, in nanoseconds.
    package let quietPeriod: UInt64

    /// When the screen was last read, in nanoseconds of a monotonic clock.
    private var lastReading: UInt64?

    /// Whether a turn is due at the end of the quiet period.
    private var isWakeDue = false

    /// A schedule that has read nothing yet.
    ///
    /// - Parameter quietPeriod: The least time between two readings, in nanoseconds.
    package init(quietPeriod: UInt64) {
        self.quietPeriod = quietPeriod
    }

    /// What to do at the end of a turn of the run loop.
    ///
    /// - Parameter now: The time, in nanoseconds of the monotonic clock the schedule was given before.
    /// - Returns: ``Decision/read`` when the last reading is a quiet period old or older; otherwise, the first time,
    ///   ``Decision/wake(afterNanoseconds:)`` with the time left, and ``Decision/wait`` after that.
    package mutating func turnEnded(at now: UInt64) -> Decision {
        if let lastReading, now >= lastReading, now - lastReading < quietPeriod {
            guard !isWakeDue else { return .wait }
            isWakeDue = true
            return .wake(afterNanoseconds: quietPeriod - (now - lastReading))
        }
        isWakeDue = false
        lastReading = now
        return .read
    }
}
