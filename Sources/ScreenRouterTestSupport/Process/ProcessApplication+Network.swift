#if os(Linux) || os(macOS)
import ScreenRouter

/// What the screen's network fixture answered, read from the lines the app wrote to standard error for the last
/// launch or route: `ScreenRouter.error[unansweredRequest]: ...` for each request it did not answer, and
/// `ScreenRouter.answered <index>` for each entry's first answer.
extension ProcessApplication {
    package var unansweredRequests: [ScreenRouterError] {
        standardError.split(separator: "\n").compactMap(LaunchProtocol.error(fromLine:))
            .filter { $0.code == .unansweredRequest }
    }

    package var answeredEntries: Set<Int>? {
        Set(standardError.split(separator: "\n").compactMap(LaunchProtocol.answeredIndex(fromLine:)))
    }
}
#endif
