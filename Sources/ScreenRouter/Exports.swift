// The core of the launch protocol, its codec and its errors live in ScreenRouterCore, which has neither UIKit
// nor XCTest; AutoMate's launch options live in ScreenRouterOptions. Apps and tests see the public API of both
// through `import ScreenRouter`.
@_exported import ScreenRouterCore
@_exported import ScreenRouterOptions
