import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport

/// An application that records the arguments `launchApp` gives it instead of starting a process, so the
/// in-process measurements route exactly the arguments test support would pass: inline `-model` when the
/// model fits one argument, otherwise `-modelFile`.
///
/// `launchApp` removes its model file when the application is launched again or the process exits; the
/// recording keeps a copy in `folder` and points the recorded arguments at it.
@MainActor
final class RecordingApplication: LaunchableApplication {
    var launchArguments: [String] = []
    var launchEnvironment: [String: String] = [:]
    var routeScheme: String?

    /// The arguments of the last launch, with any model file replaced by the kept copy.
    private(set) var recordedArguments: [String]?

    private let folder: URL

    init(keepingFilesIn folder: URL) {
        self.folder = folder
    }

    func launch() throws {
        var arguments = launchArguments
        if let flag = arguments.firstIndex(of: LaunchProtocol.modelFile.flag), flag + 1 < arguments.count {
            let kept = folder.appendingPathComponent("model-\(UUID().uuidString).json")
            try FileManager.default.copyItem(atPath: arguments[flag + 1], toPath: kept.path)
            arguments[flag + 1] = kept.path
        }
        recordedArguments = arguments
    }

    func reportedRoutingFailure() -> ScreenRouterError? { nil }

    /// A recording lists no screens: it runs no app.
    func listScreens() throws -> ScreenCatalogue {
        throw BenchmarkFailure("a recording application lists no screens")
    }

    /// The arguments `launchApp` passes for the users screen and this fixture.
    ///
    /// - Throws: ``BenchmarkFailure`` when test support did not launch.
    static func arguments(for users: [User], keepingFilesIn folder: URL) async throws -> [String] {
        let application = RecordingApplication(keepingFilesIn: folder)
        await launchAnyApplication(
            application,
            .screen(.users, model: users),
            at: CallerLocation(#fileID, #filePath, #line, #column)
        )
        guard let arguments = application.recordedArguments else {
            throw BenchmarkFailure("test support did not launch with a users fixture of \(users.count) users")
        }
        return arguments
    }
}
