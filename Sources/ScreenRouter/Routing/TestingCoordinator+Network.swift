import Foundation

extension TestingCoordinator {
    /// Makes the app answer its requests from the request's network fixture from now on, refuse every request the
    /// fixture does not answer in strict network mode (every request, for a route without a fixture), or let them
    /// through when it carries no fixture and is not strict: called for each screen it builds, with the resolved
    /// request (``resolution(of:)``), before the screen can make a request.
    ///
    /// Answering and refusing need the `URLProtocol` of the `ScreenRouterNetwork` module, which installs its
    /// registration in ``networkFixtureRegistration`` when the app opts in; a request with a fixture in an app that
    /// did not fails, and strict mode changes nothing there (nothing would refuse a request).
    ///
    /// - Throws: ``ScreenRouterError`` when the fixture cannot be read (``ScreenRouterError/Code/unreadablePayload``,
    ///   ``ScreenRouterError/Code/payloadTooLarge``) or used (``ScreenRouterError/Code/invalidNetworkFixture``,
    ///   also when the app did not opt in); then no fixture is active.
    func activateNetwork(for request: LaunchRequest) throws(ScreenRouterError) {
        let state = NetworkFixtureProtocol.state
        let isStrict = request.strictNetwork == true && networkFixtureRegistration != nil
        guard let payload = request.network else {
            if isStrict {
                answersFromNetworkFixture = true
                networkFixtureRegistration?()
                state.activate(nil, strict: true, screen: request.screen)
                return
            }
            // A coordinator that never answered from a fixture leaves the state alone, so that coordinators of
            // tests running side by side in one process do not stop each other's fixtures.
            if answersFromNetworkFixture { state.activate(nil) }
            answersFromNetworkFixture = false
            return
        }
        guard let register = networkFixtureRegistration else {
            throw ScreenRouterError.networkFixturesNotAnswered(screen: request.screen)
        }
        answersFromNetworkFixture = true
        do throws(ScreenRouterError) {
            let matcher = try Self.matcher(for: payload, of: request.screen)
            register()
            state.activate(matcher, strict: isStrict, screen: request.screen)
        } catch {
            state.activate(nil)
            throw error
        }
    }

    /// Reads and checks the request's network fixture as routing does, without activating it: what
    /// `--check-model` asks of a launch's fixture.
    ///
    /// - Throws: ``ScreenRouterError`` when the fixture cannot be read or used, as ``activateNetwork(for:)`` does.
    func checkNetwork(of request: LaunchRequest) throws(ScreenRouterError) {
        guard let payload = request.network else { return }
        guard networkFixtureRegistration != nil else {
            throw ScreenRouterError.networkFixturesNotAnswered(screen: request.screen)
        }
        _ = try Self.matcher(for: payload, of: request.screen)
    }

    /// The matcher of a fixture's payload: its JSON read, decoded and checked.
    private static func matcher(
        for payload: LaunchPayload,
        of screen: ScreenID
    ) throws(ScreenRouterError)
        -> NetworkMatcher
    {
        let json = try payload.json(for: screen, subject: .network)
        return try NetworkMatcher(NetworkFixture.decode(json: json, for: screen, file: payload.filePath), for: screen)
    }

    /// Shows a request the fixture does not answer in a host that shows it on screen too (`WindowShowing`), on the
    /// main actor, after its line on standard error.
    func reportUnansweredRequests<Host: ScreenHost>(to host: Host) where Host.Root == Root {
        let host = MainActorHost(host: host)
        NetworkFixtureProtocol.state.reportUnanswered { error in
            DispatchQueue.main.async { (host.host as? any WindowShowing)?.showUnansweredRequest(error) }
        }
    }
}

/// A host handed to the network fixture's thread, which only sends it back to the main actor to be used there.
private struct MainActorHost<Host: ScreenHost>: @unchecked Sendable {
    let host: Host
}
