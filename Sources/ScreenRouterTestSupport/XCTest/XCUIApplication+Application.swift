#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import XCTest

/// `XCUIApplication` is an ``Application``, on the main actor, as in AutoMate: `TestLauncher(options:)
/// .configure(app).launch()` configures it from `@MainActor` code, where XCTest's UI classes live in Swift 6
/// mode.
extension XCUIApplication: @MainActor Application {}
#endif
