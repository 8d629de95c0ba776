import Foundation
import ScreenRouter

/// A page object: a screen's elements and what a test does and checks on them, chained in Given/When/Then style.
///
/// On iOS, a class that is also a `PageObjectUIElementProvider` gets the vocabulary: `thenIShouldSee(element:)`,
/// `thenIShouldNotSee(element:)`, `whenTap(element:)`, `whenTapCell(in:at:)`, `whenTapBackButton()`,
/// `thenIShouldNotSeeKeyboard()` and ``delay(_:)``, each returning the page for the next step; one that is also a
/// ``ScreenPageObject`` opens its screen itself, `givenPage(model:)`, `givenPage(sample:)` or `givenPage()`, and
/// counts elements, `count(of:)`:
///
/// ```swift
/// HomePage()
///     .givenPage()
///     .thenIShouldSee(element: .mainView, timeout: 0.3)
///     .thenIShouldSee(element: .tableView)
/// ```
///
/// Every check waits for what it checks, up to its `timeout` (10 seconds when `nil`), and
/// fails at the test's line; a missing element's failure lists the identifiers and labels on screen, nearest to
/// the one asked for first. On Linux and macOS a ``ProcessPageObject`` checks a command-line app's screens the
/// same way.
@MainActor
public protocol PageObject: AnyObject {
    /// The page's elements, usually an ``/ScreenRouter/AccessibilityIdentifierProvider``'s `Element`.
    associatedtype Element

    /// Pauses the test. Prefer a check, which waits only as long as needed.
    ///
    /// - Parameter delay: Seconds to wait.
    /// - Returns: The page, for the next step.
    @discardableResult
    func delay(_ delay: TimeInterval) -> Self
}

extension PageObject {
    /// Pauses the test for `delay` seconds.
    ///
    /// Prefer a check, which waits only as long as needed.
    ///
    /// - Parameter delay: Seconds to wait.
    /// - Returns: The page, for the next step.
    @discardableResult
    public func delay(_ delay: TimeInterval) -> Self {
        Thread.sleep(forTimeInterval: delay)
        return self
    }
}

/// How long a page object's checks wait when they are given no timeout.
package enum PageObjectTimeout {
    /// 10 seconds: long enough for a screen to load on a slow simulator; a check returns as soon as it passes.
    package static let `default`: TimeInterval = 10
}
