import Foundation

/// The one resolution of a request: what every route shows, whatever sent it.
extension TestingCoordinator {
    /// Resolves a request once, for every route whoever sent it (a test's launch or route, a page object, an
    /// every-screen cell, the command line, an agent, the gallery): the screen's registration, and the request as
    /// its factory receives it, which carries what the route shows.
    ///
    /// - The model: the request's own; a sample's, encoded with the screen's codec; for a request with neither, on
    ///   a screen registered with a default, the default, exactly as the sample `default` (no model, which its
    ///   build turns into the default model); otherwise none.
    /// - The network fixture: the request's own; otherwise the sample's (the `default` sample's, for the default).
    /// - Strict network mode: the request's `strictNetwork`; otherwise the app's choice,
    ///   `answerRequestsFromNetworkFixtures(strict:)`.
    /// - The variant: the request's.
    ///
    /// - Throws: ``ScreenRouterError``: the first registration problem, an unknown screen or sample, or a sample
    ///   (or its fixture) that does not encode.
    func resolution(of request: LaunchRequest) throws(ScreenRouterError) -> (request: LaunchRequest, build: Build) {
        if let problem = registrationErrors.first { throw problem }
        guard let registration = registration(of: request.screen) else {
            throw ScreenRouterError.unknownScreen(request.screen, registered: screenIdentifiers)
        }
        var resolved = request
        if resolved.strictNetwork == nil, isStrictAboutNetwork {
            resolved.strictNetwork = true
        }
        let listing = registration.listing
        let isDefault = request.sample == nil && request.model == nil && listing.hasDefault
        guard let name = request.sample ?? (isDefault ? ScreenListing.defaultSample : nil) else {
            return (resolved, registration.build)
        }
        guard let sample = listing.samples.first(where: { $0.name == name }) else {
            throw ScreenRouterError.unknownSample(name, screen: request.screen, listing: listing)
        }
        if resolved.network == nil, let sampleNetwork = sample.network {
            resolved.network = try sampleNetwork()
        }
        resolved.model = try sample.payload()
        resolved.sample = nil
        return (resolved, registration.build)
    }
}
