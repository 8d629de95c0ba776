extension LaunchRequest {
    /// Makes a request from the parameters a parser read, launch arguments and route URLs alike, under the
    /// same rules: each parameter once, a non-empty screen, one form of model, a non-empty sample instead of a
    /// model, one form of network fixture, and a variant's values among their cases.
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
        guard !screenValue.isEmpty else {
            let context =
                routeURL == nil
                ? "after `\(LaunchProtocol.screen.flag)`" : "after `\(LaunchProtocol.screen.item)=` in the route URL"
            throw ScreenRouterError.emptyIdentifier(context: context, code: .malformedArguments)
        }
        let screen = ScreenID(screenValue)
        let variant = try variant(from: values, for: screen, routeURL: routeURL)
        let model = try payload(.model, in: values, screen: screen, carrier: carrier)
        let network = try payload(.network, in: values, screen: screen, carrier: carrier)
        guard let sample = values[LaunchProtocol.sample]?.first else {
            return LaunchRequest(screen: screen, model: model, network: network, variant: variant)
        }
        if model != nil {
            let given = values[LaunchProtocol.model] != nil ? LaunchProtocol.model : LaunchProtocol.modelFile
            throw ScreenRouterError.sampleWithModel(screen: screen, given: given, carrier: carrier)
        }
        guard !sample.isEmpty else { throw ScreenRouterError.emptySampleName(screen: screen) }
        return LaunchRequest(screen: screen, sample: sample, network: network, variant: variant)
    }

    /// The payload of one subject, inline or in a file, or `nil`; both forms at once are refused.
    private static func payload(
        _ subject: PayloadSubject,
        in values: [LaunchProtocol.Parameter: [String]],
        screen: ScreenID,
        carrier: LaunchProtocol.Carrier
    ) throws(ScreenRouterError) -> ModelPayload? {
        switch (values[subject.inline]?.first, values[subject.file]?.first) {
        case (let base64?, nil): return .base64(base64)
        case (nil, let path?): return .file(path: path)
        case (nil, nil): return nil
        case (_?, _?):
            throw ScreenRouterError.conflictingPayloadArguments(screen: screen, carrier: carrier, subject: subject)
        }
    }

    /// The variant the values give, each part's value the name of one of its cases.
    private static func variant(
        from values: [LaunchProtocol.Parameter: [String]],
        for screen: ScreenID,
        routeURL: String?
    ) throws(ScreenRouterError) -> ScreenVariant {
        func part<Part: RawRepresentable & CaseIterable>(
            _ parameter: LaunchProtocol.Parameter
        ) throws(ScreenRouterError) -> Part? where Part.RawValue == String {
            guard let value = values[parameter]?.first else { return nil }
            if let part = Part(rawValue: value) { return part }
            throw ScreenRouterError.unknownVariantValue(
                value,
                for: parameter,
                valid: Part.allCases.map(\.rawValue),
                screen: screen,
                routeURL: routeURL
            )
        }
        return ScreenVariant(
            appearance: try part(LaunchProtocol.appearance),
            contentSize: try part(LaunchProtocol.contentSize),
            layoutDirection: try part(LaunchProtocol.layoutDirection)
        )
    }
}
