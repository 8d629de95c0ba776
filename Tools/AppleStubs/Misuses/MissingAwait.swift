// expect: expression is 'async' but is not marked with 'await'
// triple: macos
// A launch waits for the app without blocking the test's executor: it is `async`, and a call must await it.
import ScreenRouterTestSupport

@MainActor
func start(_ app: ProcessApplication) async throws {
    try app.launch()
}
