import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterProcess
import ScreenRouterTestSupport
import Testing

/// What `Demo --uitesting --session` printed for input piped into it, cut into frames.
struct PipedSession {
    /// Each frame's text, its `ScreenRouter.routed <n>` line included.
    var frames: [String]
    var standardError: String
    var exitStatus: Int32

    /// Runs the Demo's session with `input` on a pipe (written from a thread of its own, so neither side waits
    /// on the other) and reads everything it writes until it exits, on threads of its own: nothing blocks the
    /// test's executors.
    static func run(_ input: String) async throws -> PipedSession {
        let demo = try await MainActor.run { try ProcessApplication.product(named: "Demo").executableURL }
        let (output, errorText, status) = try await onThreadOfItsOwn {
            let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
            let pid = try Spawn.start(
                demo,
                arguments: ["--uitesting", "--session"],
                environment: ProcessInfo.processInfo.environment,
                standardStreams: [
                    .descriptor(stdin.fileHandleForReading.fileDescriptor),
                    .descriptor(stdout.fileHandleForWriting.fileDescriptor),
                    .descriptor(stderr.fileHandleForWriting.fileDescriptor),
                ],
                ownGroup: true
            )
            // The Demo has its ends now; with these closed, each pipe ends when the Demo closes it.
            try stdin.fileHandleForReading.close()
            try stdout.fileHandleForWriting.close()
            try stderr.fileHandleForWriting.close()
            PipeWriter(stdin.fileHandleForWriting).write(Data(input.utf8))
            let errors = PipeReader(stderr.fileHandleForReading)
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            let errorText = String(decoding: errors.data(), as: UTF8.self)
            return (output, errorText, Spawn.waitForEnd(of: pid).status)
        }
        var frames: [String] = []
        var frame = ""
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            frame += line + "\n"
            if line.hasPrefix(ScreenRouterError.routedAccessibilityIdentifier + " ") {
                frames.append(frame)
                frame = ""
            }
        }
        #expect(frame == "\n", "output after the last frame: \(frame)")
        return PipedSession(frames: frames, standardError: errorText, exitStatus: status)
    }
}

/// Runs blocking work on a thread of its own and returns its result, leaving the caller's executor free.
func onThreadOfItsOwn<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
    }
}

/// Writes to a pipe and closes it, on a thread of its own.
///
/// `@unchecked Sendable`: once the thread starts, the handle is used by that thread alone. (Foundation does not
/// promise that `FileHandle` is `Sendable` on every platform, so the handle travels inside this object.)
final class PipeWriter: @unchecked Sendable {
    private let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func write(_ data: Data) {
        Thread { [self] in
            handle.write(data)
            try? handle.close()
        }.start()
    }
}

/// Reads a pipe to its end on a thread of its own.
///
/// `@unchecked Sendable`: `read` is written by the reading thread before `done` is signalled, and read after;
/// the handle is used by the reading thread alone.
final class PipeReader: @unchecked Sendable {
    private var read = Data()
    private let done = DispatchSemaphore(value: 0)
    private let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread { [self] in
            read = self.handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// Everything the pipe carried, once it has ended; blocks until then.
    func data() -> Data {
        done.wait()
        return read
    }
}

struct SessionPipeTests {
    static let names = ["Zoë Ångström-Núñez", "محمد عبد الله", "李小龍", "👩🏽‍💻 Dev 🚀", "Line\nbreak \\ back\"slash"]

    /// The 100 lines: user details with unicode names, the users list with and without a fixture, settings,
    /// and, as line 37, a screen the Demo does not have; with what each frame must show.
    static func hundredRoutes() throws -> [(line: String, expected: (String) -> Bool)] {
        try (1...100).map { number in
            let request: LaunchRequest
            let expected: (String) -> Bool
            switch number % 4 {
            case _ where number == 37:
                request = LaunchRequest(screen: "userProfile")
                expected = {
                    $0.lastFrameLabels[ScreenRouterError.accessibilityIdentifier]?.hasPrefix(
                        "No screen is registered as `userProfile`."
                    ) == true
                }
            case 0:
                let name = names[number % names.count] + " \(number)"
                request = LaunchRequest(
                    screen: "userDetail",
                    model: .base64(try Fixture.user(number, name).base64Encoded())
                )
                expected = { $0.lastFrameLabels[DemoElement.userName] == name }
            case 1:
                let users = [Fixture.user(1, "Ünïcode \(number)"), Fixture.user(2, "李 \(number)")]
                request = LaunchRequest(screen: "users", model: .base64(try users.base64Encoded()))
                expected = {
                    $0.drawnTitle == "Users (2)" && $0.lastFrameLabels[DemoElement.userRow(1)] == "李 \(number)"
                }
            case 2:
                request = LaunchRequest(screen: "users")
                expected = { $0.lastFrameLabels[DemoElement.userRow(0)] == "Username One" }
            default:
                request = LaunchRequest(screen: "settings")
                expected = { $0.lastFrameLabels[DemoElement.settingsTitle] == "Settings" }
            }
            return (request.routeURL(scheme: "demo"), expected)
        }
    }

    @Test func aHundredRouteLinesGetAHundredFramesInOrder() async throws {
        let routes = try Self.hundredRoutes()
        let session = try await PipedSession.run(routes.map { $0.line + "\n" }.joined())
        #expect(session.exitStatus == 0)
        #expect(session.frames.count == 100)
        for (index, frame) in session.frames.enumerated() {
            #expect(frame.hasSuffix("\nScreenRouter.routed \(index + 1)\n"), "frame \(index + 1): \(frame)")
            #expect(routes[index].expected(frame), "frame \(index + 1): \(frame)")
        }
        #expect(session.frames.count > 36 && session.frames[36].drawnTitle == "Routing failed")
        let errors = session.standardError.split(separator: "\n").compactMap(LaunchProtocol.error(fromLine:))
        #expect(errors.map(\.code) == [.unknownScreen])
        #expect(errors.first?.message.contains("`userProfile`") == true)
    }

    @Test func aLineThatIsNotAURLOrIsCutOffGetsTheErrorFrameAndTheSessionGoesOn() async throws {
        let session = try await PipedSession.run(
            "hello\n"
                + "demo://screenrouter/route?vc=settings\n"
                + "\n"
                + "demo://screenrouter/route?vc=settings&model=e30\n"
                + "demo://screenrouter/route?vc=users\n"
                + "demo://screenrouter/route?vc=userDetail&model=eyJpZCI6MSwibmFt"
        )
        // The app exits with the status of the last screen it showed, here the error screen's.
        #expect(session.exitStatus == 1)
        let titles = session.frames.map(\.drawnTitle)
        #expect(
            titles == ["Routing failed", "Settings", "Routing failed", "Routing failed", "Users (2)", "Routing failed"]
        )
        #expect(
            session.frames.first?.contains("The session read `hello`, which is not a route URL of this app.") == true
        )
        #expect(session.frames.last?.hasSuffix("\nScreenRouter.routed 6\n") == true)
        #expect(session.frames.last?.contains("The model payload for screen `userDetail` is not JSON") == true)
    }

    @Test func endOfInputEndsTheSessionWithStatusZero() async throws {
        let session = try await PipedSession.run("")
        #expect(session.exitStatus == 0)
        #expect(session.frames.isEmpty)
        #expect(session.standardError.isEmpty)
    }
}
