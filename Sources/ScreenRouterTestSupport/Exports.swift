// A UI-test file needs one import, `import ScreenRouterTestSupport`: the launch options, `Screen` and the
// rest of the router come with it.
@_exported import ScreenRouter
