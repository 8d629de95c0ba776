extension LaunchRequest {
    /// Makes a request from the parameters a parser read, launch arguments and route URLs alike, under the
    /// same rules: each parameter once, a non-empty screen, then each parameter in
    /// ``LaunchProtocol/checkingOrder`` under its declaration: not given with what it excludes (one form of
    /// model, a sample instead of a model, one form of network fixture), and its value what its
    /// ``LaunchProtocol/Values`` allow (a sample's name, a variant's values among their cases).
    ///
    /// - Parameters:
    ///   - values: Every value read for each parameter, in the order given.
    ///   - routeURL: The route URL the values were read from, or `nil` for launch arguments; messages name
    ///     the URL's items or the arguments' flags accordingly.
    /// - Returns: The request.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/malformedArguments``.
    package static func validated(
        _ values: [LaunchProtocol.Parameter: [String]],
        routeURL: String?
    ) throws(ScreenRouterError) -> LaunchRequest {
        let carrier: LaunchProtocol.Carrier = routeURL == nil ? .arguments : .routeURL
        for parameter in LaunchProtocol.parameters.sorted(by: { $0.flag < $1.flag }) {
            guard let found = values[parameter], found.count > 1 else { continue }
            guard let routeURL else { throw ScreenRouterError.repeatedArgument(parameter.flag, values: found) }
            throw ScreenRouterError.malformedRouteURL(
                routeURL,
                problem: "gives `\(parameter.item)` \(found.count) times; give each item once"
            )
        }
        guard let screenValue = values[LaunchProtocol.screen]?.first else {
            guard let routeURL else { throw ScreenRouterError.missingScreenArgument() }
            throw ScreenRouterError.malformedRouteURL(
                routeURL,
                problem: "names no screen; add `\(LaunchProtocol.screen.item)=<screen>`"
            )
        }
        try check(screenValue, of: LaunchProtocol.screen, screen: ScreenID(screenValue), routeURL: routeURL)
        var request = LaunchRequest(screen: ScreenID(screenValue))
        for parameter in LaunchProtocol.checkingOrder where parameter != LaunchProtocol.screen {
            guard let value = values[parameter]?.first else { continue }
            if let exclusion = parameter.exclusion,
                let other = LaunchProtocol.parameters.first(where: {
                    exclusion.flags.contains($0.flag) && values[$0] != nil
                })
            {
                throw exclusion.error(request.screen, other, carrier)
            }
            try check(value, of: parameter, screen: request.screen, routeURL: routeURL)
            parameter.place(&request, value)
        }
        return request
    }

    /// Refuses a value that is not one of its parameter's ``LaunchProtocol/Values``.
    private static func check(
        _ value: String,
        of parameter: LaunchProtocol.Parameter,
        screen: ScreenID,
        routeURL: String?
    ) throws(ScreenRouterError) {
        switch parameter.values {
        case .any:
            return
        case .identifier:
            guard value.isEmpty else { return }
            let context =
                routeURL == nil ? "after `\(parameter.flag)`" : "after `\(parameter.item)=` in the route URL"
            throw ScreenRouterError.emptyIdentifier(context: context, code: .malformedArguments)
        case .sampleName:
            guard !ScreenSample.isValidName(value) else { return }
            throw ScreenRouterError.unusableSampleName(value, screen: screen)
        case .oneOf(let valid, let kind):
            guard !valid.contains(value) else { return }
            throw ScreenRouterError.unknownVariantValue(
                value,
                for: parameter,
                kind: kind,
                valid: valid,
                screen: screen,
                routeURL: routeURL
            )
        }
    }
}
