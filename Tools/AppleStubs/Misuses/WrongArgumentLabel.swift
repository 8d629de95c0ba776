// expect: incorrect argument label in call (have 'executable:', expected 'executableURL:')
// triple: macos
// An argument label is part of the name: `ProcessApplication(executable:)` is not the initializer.
import Foundation
import ScreenRouterTestSupport

@MainActor
func makeApp(at url: URL) -> ProcessApplication {
    ProcessApplication(executable: url)
}
