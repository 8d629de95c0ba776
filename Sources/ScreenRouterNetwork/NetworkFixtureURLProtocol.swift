import Foundation
import ScreenRouter

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLProtocol` that answers the app's requests from the active network fixture.
///
/// It takes every `http` and `https` request while a fixture is active (`ActiveNetworkFixture`), and none
/// otherwise, so an app without a fixture, and every release build that did not opt in, loads as before. A
/// request the fixture answers gets its entry's answer, after the entry's delay; one it does not answer fails
/// with `URLError(.resourceUnavailable)`, whose description is the message, and never reaches the network.
package final class NetworkFixtureURLProtocol: URLProtocol {
    /// The state the class answers from.
    static let state = NetworkFixtureProtocol.state

    /// Whether `URLProtocol.registerClass` has been called, so `URLSession.shared` asks this class.
    private static let registration = Registration()

    /// The answer waiting for its delay, if any.
    private var pending: PendingAnswer?

    /// Makes `URLSession.shared`, and sessions of configurations without protocol classes of their own, ask
    /// this class first; once.
    ///
    /// On Apple platforms the shared session asks the registered classes at each request, the last registered
    /// first, so registering is enough. FoundationNetworking (swift-corelibs-foundation) differs in two ways, and
    /// each let a request escape a fixture: `URLSession.shared` keeps the classes registered when it was first
    /// used (`URLSession._shared` copies `URLProtocol.getProtocols()` into its configuration), and the registered
    /// classes are asked in the order they were registered (`URLProtocol.getProtocolClass(protocols:request:)`),
    /// the first session having registered its own HTTP class, which takes every `http` and `https` request. A
    /// class registered after the app's first request was never asked. So on Linux the class is also put first
    /// in the shared session's own classes, which its tasks ask before the registered ones, whenever the
    /// session was first used.
    static func register() {
        registration.once {
            _ = URLProtocol.registerClass(NetworkFixtureURLProtocol.self)
            #if !canImport(Darwin)
            let configuration = URLSession.shared.configuration
            let others = (configuration.protocolClasses ?? []).filter { $0 != NetworkFixtureURLProtocol.self }
            configuration.protocolClasses = [NetworkFixtureURLProtocol.self] + others
            #endif
        }
    }

    /// Whether the request is the fixture's to answer: an `http` or `https` request while a fixture is active.
    override package class func canInit(with request: URLRequest) -> Bool {
        guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return false
        }
        return state.isActive
    }

    /// The request as it is: the fixture matches on the URL the app asked for.
    override package class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    /// Answers the request from the fixture.
    override package func startLoading() {
        guard let client else { return }
        switch Self.state.outcome(method: request.httpMethod, url: request.url) {
        case .answer(let rule):
            let answer = PendingAnswer(protocol: self, client: client, rule: rule, request: request)
            if rule.response.delay > 0 {
                pending = answer
                answer.deliver(after: rule.response.delay)
            } else {
                answer.deliver()
            }
        case .unanswered(let error):
            client.urlProtocol(
                self,
                didFailWithError: URLError(
                    .resourceUnavailable,
                    userInfo: [
                        NSLocalizedDescriptionKey: error.message
                    ]
                )
            )
        case .inactive:
            client.urlProtocol(self, didFailWithError: URLError(.cancelled))
        }
    }

    /// Stops an answer that waits for its delay.
    override package func stopLoading() {
        pending?.cancel()
        pending = nil
    }
}

/// Runs a piece of work once, from any thread.
///
/// `@unchecked Sendable`: `done` is only touched under `lock`.
private final class Registration: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func once(_ work: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard !done else { return }
        done = true
        work()
    }
}

/// One answer on its way to the protocol's client: delivered now, or after a delay unless the load is stopped.
///
/// `@unchecked Sendable`: the protocol object and its client are handed over under `lock`, to whichever of
/// ``deliver()`` and ``cancel()`` comes first, and used by that one alone.
final class PendingAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var target: (URLProtocol, any URLProtocolClient)?
    private let rule: NetworkMatcher.Rule
    private let request: URLRequest

    init(protocol: URLProtocol, client: any URLProtocolClient, rule: NetworkMatcher.Rule, request: URLRequest) {
        self.target = (`protocol`, client)
        self.rule = rule
        self.request = request
    }

    /// Takes the protocol and its client, once.
    private func take() -> (URLProtocol, any URLProtocolClient)? {
        lock.lock()
        defer { lock.unlock() }
        let taken = target
        target = nil
        return taken
    }

    /// Forgets the protocol and its client: the load was stopped, and the answer is not sent.
    func cancel() {
        _ = take()
    }

    /// Sends the answer to the client now.
    func deliver() {
        guard let (urlProtocol, client) = take() else { return }
        let response = rule.response
        if let failure = response.failure {
            // Failable in FoundationNetworking, not in Apple's Foundation: typed as optional, it reads on both.
            let code: URLError.Code? = URLError.Code(rawValue: failure)
            client.urlProtocol(urlProtocol, didFailWithError: URLError(code ?? .unknown))
            return
        }
        guard let url = request.url else {
            client.urlProtocol(urlProtocol, didFailWithError: URLError(.badURL))
            return
        }
        let body = request.httpMethod == "HEAD" ? Data() : response.bytes
        var headers = ["Content-Length": String(response.bytes.count)]
        headers["Content-Type"] = response.contentType
        guard
            let answer = HTTPURLResponse(
                url: url,
                statusCode: response.status,
                httpVersion: "HTTP/1.1",
                headerFields: headers
            )
        else {
            client.urlProtocol(urlProtocol, didFailWithError: URLError(.cannotParseResponse))
            return
        }
        client.urlProtocol(urlProtocol, didReceive: answer, cacheStoragePolicy: .notAllowed)
        if !body.isEmpty {
            client.urlProtocol(urlProtocol, didLoad: body)
        }
        client.urlProtocolDidFinishLoading(urlProtocol)
    }
}
