import ScreenRouterCore

/// The route URL of a request: `<scheme>://screenrouter/route?vc=<id>&model=<base64>`, as the app parses it.
enum RouteURL {
    static func make(scheme: String, request: LaunchRequest) throws -> String {
        guard LaunchRequest.isValidScheme(scheme) else {
            throw CommandLineTool.Failure(
                message:
                    "`\(scheme)` is not a URL scheme: it starts with a letter, then letters, digits, `+`, `-` or `.`.",
                showsUsage: true
            )
        }
        return request.routeURL(scheme: scheme)
    }
}
