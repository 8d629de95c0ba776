import ScreenRouterTestSupport

/// Runs the `screenrouter` command line with the arguments given, as a person runs it, and returns the ended
/// process to read its output and exit status from.
@MainActor
func screenrouter(_ arguments: String...) async throws -> ProcessApplication {
    let tool = try ProcessApplication.product(named: "screenrouter")
    tool.timeout = 30
    tool.launchArguments = arguments
    try await tool.launch()
    return tool
}
