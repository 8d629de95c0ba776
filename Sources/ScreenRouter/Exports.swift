// The core of the launch protocol, its codec and its errors live in ScreenRouterCore, which has neither UIKit
// nor XCTest; apps and tests see its public API through `import ScreenRouter`.
@_exported import ScreenRouterCore
