extension LaunchRequest {
    /// Makes a request from the parameters a front end read: the one validator of the app's two parsers, test
    /// support, the command line and the MCP server.
    ///
    /// Each parameter once, a screen, then each parameter in ``LaunchProtocol/checkingOrder`` under its
    /// declaration: not given with what it excludes (one form of model, a sample instead of a model, one form of
    /// network fixture), and its value one ``LaunchProtocol/Parameter/problem(with:)`` finds nothing wrong with
    /// (a screen's identifier not empty, a sample's name, a variant's values among their cases).
    ///
    /// - Parameter values: Every value read for each parameter, in the order given.
    /// - Returns: The request.
    /// - Throws: ``LaunchProtocol/Refusal``, which the caller words.
    package static func validated(
        _ values: [LaunchProtocol.Parameter: [String]]
    ) throws(LaunchProtocol.Refusal) -> LaunchRequest {
        for parameter in LaunchProtocol.parameters.sorted(by: { $0.flag < $1.flag }) {
            guard let found = values[parameter], found.count > 1 else { continue }
            throw .repeated(parameter, values: found)
        }
        guard let screenValue = values[LaunchProtocol.screen]?.first else { throw .missingScreen }
        var request = LaunchRequest(screen: ScreenID(screenValue))
        for parameter in LaunchProtocol.checkingOrder {
            guard let value = values[parameter]?.first else { continue }
            if let exclusion = parameter.exclusion,
                let other = LaunchProtocol.parameters.first(where: {
                    exclusion.flags.contains($0.flag) && values[$0] != nil
                })
            {
                throw .excluded(parameter, other: other, screen: request.screen)
            }
            if let problem = parameter.problem(with: value) {
                throw .invalid(parameter, value: value, problem: problem, screen: request.screen)
            }
            parameter.place(&request, value)
        }
        return request
    }

    /// Makes a request from the parameters the app's launch arguments or route URL gave, under
    /// ``validated(_:)``, worded as the app words a refusal.
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
        do {
            return try validated(values)
        } catch {
            throw error.appError(routeURL: routeURL)
        }
    }
}

extension LaunchProtocol.Refusal {
    /// The refusal as the app words it, for launch arguments (`routeURL` `nil`) or a route URL.
    package func appError(routeURL: String?) -> ScreenRouterError {
        let carrier: LaunchProtocol.Carrier = routeURL == nil ? .arguments : .routeURL
        switch self {
        case .repeated(let parameter, let found):
            guard let routeURL else { return ScreenRouterError.repeatedArgument(parameter.flag, values: found) }
            return ScreenRouterError.malformedRouteURL(
                routeURL,
                problem: "gives `\(parameter.item)` \(found.count) times; give each item once"
            )
        case .missingScreen:
            guard let routeURL else { return ScreenRouterError.missingScreenArgument() }
            return ScreenRouterError.malformedRouteURL(
                routeURL,
                problem: "names no screen; add `\(LaunchProtocol.screen.item)=<screen>`"
            )
        case .excluded(let parameter, let other, let screen):
            return parameter.exclusion?.error(screen, other, carrier)
                ?? ScreenRouterError(
                    code: .malformedArguments,
                    screen: screen,
                    message: "Both `\(other.name(in: carrier))` and `\(parameter.name(in: carrier))` were given for "
                        + "screen `\(screen)`. Pass one of them."
                )
        case .invalid(let parameter, let value, let problem, let screen):
            switch problem {
            case .empty:
                let context =
                    routeURL == nil ? "after `\(parameter.flag)`" : "after `\(parameter.item)=` in the route URL"
                return ScreenRouterError.emptyIdentifier(context: context, code: .malformedArguments)
            case .unusableName:
                return ScreenRouterError.unusableSampleName(value, screen: screen)
            case .notOneOf(let valid, let kind):
                return ScreenRouterError.unknownVariantValue(
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
}
