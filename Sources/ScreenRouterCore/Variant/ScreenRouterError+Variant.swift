/// Variants: a value of an appearance, a text size or a layout direction that is not one of its cases.
extension ScreenRouterError {
    package static func unknownVariantValue(
        _ value: String,
        for parameter: LaunchProtocol.Parameter,
        kind: String,
        valid: [String],
        screen: ScreenID,
        routeURL: String?
    ) -> Self {
        let found = value.isEmpty ? "an empty value" : "`\(abbreviated(value))`"
        let validValues = valid.map { "`\($0)`" }.joined(separator: ", ")
        guard let routeURL else {
            return Self(
                code: .malformedArguments,
                screen: screen,
                message: "`\(parameter.flag)` is \(found) for screen `\(screen)`, which is not \(kind). Valid values: "
                    + "\(validValues). Pass one of them (test support writes it from a `ScreenVariant`), or leave "
                    + "`\(parameter.flag)` out for the device's own."
            )
        }
        let url = malformedRouteURL(
            routeURL,
            problem: "gives `\(parameter.item)` \(found), which is not \(kind); valid values: \(validValues)"
        )
        return Self(code: url.code, screen: screen, message: url.message)
    }
}
