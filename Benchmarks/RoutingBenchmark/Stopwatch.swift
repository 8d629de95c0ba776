import Foundation

/// Monotonic time and the statistics the benchmark reports.
enum Stopwatch {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds of processor time the calling thread has used, in user and kernel mode.
    static func threadTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds of processor time, user and kernel, used by the children this process has reaped.
    static func childrenTime() -> UInt64 {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #elseif canImport(Darwin)
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let microseconds =
            (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return UInt64(microseconds) * 1_000
    }

    /// Runs `work` once and returns its result and the nanoseconds it took.
    static func time<T>(_ work: () throws -> T) rethrows -> (result: T, nanoseconds: Double) {
        let start = now()
        let result = try work()
        return (result, Double(now() - start))
    }

    /// Runs asynchronous `work` on the main actor once and returns its result and the nanoseconds it took.
    @MainActor
    static func timeAwaiting<T>(
        _ work: @MainActor () async throws -> T
    ) async rethrows -> (result: T, nanoseconds: Double) {
        let start = now()
        let result = try await work()
        return (result, Double(now() - start))
    }

    /// Runs `work` once and returns its result, the processor time the thread spent on it and the elapsed
    /// time, both in nanoseconds.
    ///
    /// On a shared machine the elapsed time also counts the moments other processes had the processor; the
    /// thread's processor time counts only the work itself, page faults and file reads included.
    static func measure<T>(_ work: () throws -> T) rethrows -> (result: T, processor: Double, elapsed: Double) {
        let start = now()
        let startProcessor = threadTime()
        let result = try work()
        let processor = Double(threadTime() - startProcessor)
        return (result, processor, Double(now() - start))
    }

    /// The median of the values (the mean of the middle two for an even count).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The value at a percentile (0 to 100) of some values, by nearest rank: the 99th of 1,000 values is the 990th
    /// smallest.
    static func percentile(_ values: [Double], _ percent: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// Keeps results alive so the optimiser cannot drop the work that produced them.
@MainActor
enum Sink {
    static var total = 0
}
