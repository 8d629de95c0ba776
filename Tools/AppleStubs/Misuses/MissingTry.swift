// expect: call can throw but is not marked with 'try'
// triple: macos
// Finding a product of the package throws when it was not built: the error must be handled, not forgotten.
import ScreenRouterTestSupport

@MainActor
func makeDemo() throws -> ProcessApplication {
    ProcessApplication.product(named: "Demo")
}
