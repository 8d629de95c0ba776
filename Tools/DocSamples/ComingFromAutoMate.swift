// swift-format-ignore-file
// The code samples of the Coming from AutoMate article, as they appear there, with what they need around them
// to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator (with the
// stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.

import Foundation
import ScreenRouterTestSupport
import XCTest

final class LocalizationTests: XCTestCase {
    @MainActor
    func testPolishUserInterface() {
        let app = TestLauncher.configure(XCUIApplication(), withOptions: [
            SystemLanguages([.Polish, .English]),
            SystemLocale(language: .Polish, country: .Poland),
            SoftwareKeyboards([.PolishPoland]),
            AnimationLaunchEnvironment(),
            IsInUITestLaunchEnvironment(),
        ])
        app.launch()
    }
}

func readsTheOptions() throws {
    let languages = try SystemLanguages.current?.values   // [.Polish, .English]
    let locale = try SystemLocale.current?.identifier     // "pl_PL"
    let keyboards = try SoftwareKeyboards.current?.values // [.PolishPoland]
    _ = (languages, locale, keyboards)
}

func readsTheEvents() {
    let events = ProcessInfo.processInfo.environment[AutoMateKey.events.rawValue] ?? ""
    var files = events.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let cleanFirst = files.first == EventLaunchEnvironment.CleanFlag
    if cleanFirst {
        files.removeFirst()
    }
    _ = files
}
