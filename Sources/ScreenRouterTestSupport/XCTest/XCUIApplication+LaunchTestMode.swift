#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

extension XCUIApplication {
    /// Launches the app for a UI test, with the arguments every test-mode launch carries and the test's own.
    ///
    /// ```swift
    /// XCUIApplication().launchTestMode(customArguments: [
    ///     "myArgument", "1",
    ///     "myArgument2", "hello",
    /// ])
    /// ```
    ///
    /// The launch arguments become `["-FIRDebugDisabled", "-animationsDisabled", "1"]` followed by
    /// `customArguments`, replacing any set before, and the app launches. `-FIRDebugDisabled` turns third-party
    /// analytics' debug mode off; `-animationsDisabled 1` is ``/ScreenRouter/UITestLaunchArgument/animationsDisabled``,
    /// which the app reads with `isActive`. The app reads custom arguments from its user defaults
    /// (`UserDefaults.standard.string(forKey: "myArgument2")`).
    ///
    /// To open a screen straight away, launch it with `launchApp(_:screen:model:)` instead, which waits until the
    /// screen is shown.
    ///
    /// - Parameter customArguments: The test's own arguments, after the built-in ones; `nil` for none.
    public func launchTestMode(customArguments: [String]? = nil) {
        let builtIn = UITestLaunchArgument.allCases.flatMap { ["-\($0.rawValue)", "1"] }
        launchArguments = ["-FIRDebugDisabled"] + builtIn + (customArguments ?? [])
        launch()
    }
}
#endif
