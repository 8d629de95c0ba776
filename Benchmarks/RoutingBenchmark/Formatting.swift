import Foundation

/// How the report writes durations, sizes and ratios.
enum Formatting {
    /// A duration in the unit that keeps three significant figures readable: ns, µs, ms or s.
    static func duration(nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: return String(format: "%.1f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: return String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    /// A size in bytes, as KiB or MiB when it is a whole number of them, with the exact byte count.
    static func size(bytes: Int) -> String {
        if bytes >= 1_048_576 {
            return bytes % 1_048_576 == 0
                ? "\(bytes / 1_048_576) MiB" : String(format: "%.1f MiB", Double(bytes) / 1_048_576)
        }
        if bytes >= 1_024 {
            return bytes % 1_024 == 0 ? "\(bytes / 1_024) KiB" : String(format: "%.1f KiB", Double(bytes) / 1_024)
        }
        return "\(bytes) B"
    }

    /// A ratio such as `1.07×`.
    static func ratio(_ value: Double) -> String {
        String(format: "%.2f×", value)
    }

    /// An integer with thousands separators: `100,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// Whether a measured ratio meets its goal, for the goal column.
    static func goal(_ ratio: Double, atMost limit: Double) -> String {
        "≤ \(String(format: "%.2f", limit))×: " + (ratio <= limit ? "met" : "MISSED")
    }
}
