import Foundation

/// How much a launch can carry on the platform the app runs on, and whether a model may travel in a file.
///
/// The operating system refuses a launch whose arguments and environment are too large, as a whole and
/// with no reason given to the test. Test support checks a launch against these limits before it starts
/// the app: a model that does not fit in one argument travels in a file (`-modelFile`) where the app can
/// read the test's files, and otherwise the test fails before launch with the size and the limit.
///
/// | platform | per argument | in all | model files |
/// |---|---|---|---|
/// | Linux | 131,072 bytes | 2 MiB (the system's `ARG_MAX`) | yes |
/// | macOS, Mac Catalyst, the iOS simulator | — | 1 MiB | yes |
/// | an iOS, tvOS or visionOS device (``device``) | — | 256 KiB | no |
///
/// The limits of the platform the tests run on are every application's default. To
/// check on Linux or macOS that a launch would also fit an iOS device, a `ProcessApplication` takes ``device``:
/// `app.usesDeviceLaunchLimits = true`.
package struct LaunchLimits: Hashable, Sendable {
    /// A name for messages, such as `Linux`.
    package var name: String

    /// The largest single argument in bytes, including its terminating NUL, or `nil` for no such limit.
    package var maximumArgumentSize: Int?

    /// The largest total of arguments and environment in bytes, counting each string's terminating NUL
    /// and its pointer, as the kernel does.
    package var maximumTotalSize: Int

    /// Whether the app can read a file the test writes, so a large model can travel as `-modelFile`.
    package var allowsPayloadFiles: Bool

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - name: A name for messages.
    ///   - maximumArgumentSize: The largest single argument in bytes, or `nil`.
    ///   - maximumTotalSize: The largest total of arguments and environment in bytes.
    ///   - allowsPayloadFiles: Whether a model may travel in a file.
    package init(name: String, maximumArgumentSize: Int?, maximumTotalSize: Int, allowsPayloadFiles: Bool) {
        self.name = name
        self.maximumArgumentSize = maximumArgumentSize
        self.maximumTotalSize = maximumTotalSize
        self.allowsPayloadFiles = allowsPayloadFiles
    }

    /// The largest single argument Linux takes, with its terminating NUL (`MAX_ARG_STRLEN`): 128 KiB.
    private static let linuxArgumentSize = 131_072

    /// Linux: 131,072 bytes per argument (`MAX_ARG_STRLEN`) and 2 MiB in all.
    package static let linux = LaunchLimits(
        name: "Linux",
        maximumArgumentSize: linuxArgumentSize,
        maximumTotalSize: 2_097_152,
        allowsPayloadFiles: true
    )

    /// macOS: 1 MiB of arguments and environment in all.
    package static let macOS = LaunchLimits(
        name: "macOS",
        maximumArgumentSize: nil,
        maximumTotalSize: 1_048_576,
        allowsPayloadFiles: true
    )

    /// The iOS simulator, which runs under macOS's limit and shares the Mac's file system.
    package static let simulator = LaunchLimits(
        name: "the iOS simulator",
        maximumArgumentSize: nil,
        maximumTotalSize: 1_048_576,
        allowsPayloadFiles: true
    )

    /// An iOS device: 256 KiB in all, and the app cannot read the test runner's files.
    package static let device = LaunchLimits(
        name: "an iOS device",
        maximumArgumentSize: nil,
        maximumTotalSize: 262_144,
        allowsPayloadFiles: false
    )

    /// The limits of the platform this code runs on.
    ///
    /// On Linux the total is the system's `ARG_MAX`. Mac Catalyst, an iOS target that runs on the macOS kernel,
    /// gets the limits of macOS: its 1 MiB, and model files.
    package static var current: LaunchLimits {
        #if os(Linux)
        var limits = linux
        let systemMaximum = sysconf(Int32(_SC_ARG_MAX))
        if systemMaximum > 0 { limits.maximumTotalSize = systemMaximum }
        return limits
        #elseif targetEnvironment(simulator)
        return simulator
        #elseif os(macOS) || targetEnvironment(macCatalyst)
        // Mac Catalyst apps run on the macOS kernel, with its limits, and share the Mac's file system.
        return macOS
        #else
        return device
        #endif
    }

    /// The name and the figures, for messages.
    package var description: String {
        let perArgument = maximumArgumentSize.map { "\($0) bytes per argument, " } ?? ""
        return "\(name) (\(perArgument)\(maximumTotalSize) bytes in all)"
    }

    /// Room left for the arguments and environment the platform and the test add around a launch's request.
    package static let headroom = 64 * 1024

    /// The longest route URL that carries its payloads inline: as much as one argument holds on Linux, 128 KiB.
    ///
    /// A URL has no documented limit on its way to an iOS app; this one keeps routes well inside what a URL
    /// carries in practice, and keeps a session's lines short.
    package static let routeURLInlineLimit = linuxArgumentSize

    /// The longest text one argument may be, in bytes, without its terminating NUL; `nil` for no such limit.
    package var largestArgument: Int? {
        maximumArgumentSize.map { $0 - 1 }
    }

    /// Why a launch's arguments and environment do not fit these limits.
    package enum Overflow: Equatable, Sendable {
        /// An argument of `bytes` bytes is longer than ``largestArgument``, `limit`.
        case argument(bytes: Int, limit: Int)
        /// The launch occupies `bytes` bytes, over `limit`: ``maximumTotalSize`` less ``headroom``.
        case total(bytes: Int, limit: Int)
    }

    /// Whether a launch's arguments and environment fit these limits: the one rule of every launch and of the
    /// choice between a payload inline and in a file.
    ///
    /// Each argument is at most ``largestArgument`` bytes, and the whole, counted as
    /// ``size(arguments:environment:)`` counts it, leaves ``headroom`` of ``maximumTotalSize`` free.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, program path included where the platform counts it.
    ///   - environment: The environment.
    /// - Returns: Why the launch does not fit, or `nil` when it does.
    package func overflow(arguments: [String], environment: [String: String]) -> Overflow? {
        measure(arguments: arguments, environment: environment).overflow
    }

    /// Measures a launch once: the bytes its arguments and environment leave free under the total, after the
    /// headroom (negative when it is over), and why it does not fit, if it does not.
    ///
    /// A launch planned in steps (its options, then each payload) is measured once and each step added with
    /// ``overflow(adding:in:)``, which counts the same bytes.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, program path included where the platform counts it.
    ///   - environment: The environment.
    /// - Returns: The room left, and the overflow, or `nil` when the launch fits.
    package func measure(arguments: [String], environment: [String: String]) -> (room: Int, overflow: Overflow?) {
        let left = room(arguments: arguments, environment: environment)
        if let largestArgument, let longest = arguments.lazy.map(\.utf8.count).max(), longest > largestArgument {
            return (left, .argument(bytes: longest, limit: largestArgument))
        }
        guard left < 0 else { return (left, nil) }
        return (left, .total(bytes: maximumTotalSize - Self.headroom - left, limit: maximumTotalSize - Self.headroom))
    }

    /// Whether more arguments fit a launch that leaves `room` bytes free (see ``measure(arguments:environment:)``).
    ///
    /// - Parameters:
    ///   - arguments: The arguments to add.
    ///   - room: The room the launch leaves without them.
    /// - Returns: Why the launch with them does not fit, or `nil` when it does.
    package func overflow(adding arguments: [String], in room: Int) -> Overflow? {
        if let largestArgument, let longest = arguments.lazy.map(\.utf8.count).max(), longest > largestArgument {
            return .argument(bytes: longest, limit: largestArgument)
        }
        let left = room - Self.size(arguments: arguments, environment: [:])
        guard left < 0 else { return nil }
        return .total(bytes: maximumTotalSize - Self.headroom - left, limit: maximumTotalSize - Self.headroom)
    }

    /// The bytes a launch with these arguments and environment leaves free under ``overflow(arguments:environment:)``'s
    /// total, after the headroom; negative when it is over.
    package func room(arguments: [String], environment: [String: String]) -> Int {
        maximumTotalSize - Self.headroom - Self.size(arguments: arguments, environment: environment)
    }

    /// The bytes a launch occupies: each argument and `NAME=value` entry with its NUL and its pointer.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, program path included where the platform counts it.
    ///   - environment: The environment.
    /// - Returns: The size the kernel counts against ``maximumTotalSize``.
    package static func size(arguments: [String], environment: [String: String]) -> Int {
        let pointer = MemoryLayout<UnsafeRawPointer>.size
        let argumentBytes = arguments.reduce(0) { $0 + $1.utf8.count + 1 + pointer }
        let environmentBytes = environment.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 + pointer }
        return argumentBytes + environmentBytes
    }
}
