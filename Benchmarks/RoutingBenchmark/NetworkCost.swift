import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterNetwork
import ScreenRouterTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Section 9: what a network fixture costs a screen's requests.
///
/// A stubbed request goes through the fixture's `URLProtocol` (match the method and URL, record the entry's
/// first answer, send the status, headers and body); the floor of any `URLProtocol` stub is a bare protocol
/// that answers every request with the same bytes and looks nothing up. Both answer `URLSession` requests of
/// sessions made the same way, in alternating order, in this process.
@MainActor
struct NetworkCost {
    /// The body both protocols answer with: one Demo user as JSON.
    nonisolated static let body: Data = (try? JSONEncoder().encode(DemoData.users[0])) ?? Data()
    nonisolated static let url = ProfileLoader.url(forUser: 1)

    struct Comparison {
        /// Median elapsed time of a request answered by the fixture.
        let fixture: Double
        /// Median elapsed time of a request answered by the bare protocol.
        let bare: Double
        let requests: Int
    }

    struct Endurance {
        /// The process's resident memory after the first `checkpoint` requests, in bytes.
        let residentAfterFirst: Int
        /// The process's resident memory after every request, in bytes.
        let residentAfterAll: Int
        let elapsed: Double
    }

    struct LargeBody {
        let bodyBytes: Int
        let transport: String
        /// `launchApp` with the large fixture, from encoding it to the Demo's exit.
        let launchTime: Double
        /// The same launch with a small fixture.
        let smallLaunchTime: Double
        let failure: String?
    }

    /// Routes a coordinator of this process to a screen with the fixture, as the app's `start` does, so that
    /// the fixture's protocol answers from it.
    func activate() throws {
        let coordinator = TestingCoordinator<Int>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.allowRoutingInReleaseBuilds()
        coordinator.register(.profile) { id in id }
        let fixture: NetworkFixture = [.get(Self.url): .data(Self.body, contentType: "application/json")]
        let json = try JSONEncoder().encode(NetworkFixture.Wire(fixture: fixture))
        let arguments = ["RoutingBenchmark", "--uitesting", "-vc", "profile", "-model", "MQ==", "-network"]
        guard case .open(let request, _) = try LaunchMode.parse(arguments + [json.base64EncodedString()]),
            (try? coordinator.resolve(request)) != nil
        else {
            throw BenchmarkFailure("routing to the profile screen with a network fixture failed")
        }
    }

    /// `warmUp` unrecorded pairs, then `pairs` pairs of requests, one through each protocol, alternating which
    /// goes first.
    func compare(pairs: Int, warmUp: Int = 200) async throws -> Comparison {
        try activate()
        let fixtureConfiguration = URLSessionConfiguration.ephemeral
        NetworkFixture.install(in: fixtureConfiguration)
        let bareConfiguration = URLSessionConfiguration.ephemeral
        bareConfiguration.protocolClasses = [BareProtocol.self]
        let fixtureSession = URLSession(configuration: fixtureConfiguration)
        let bareSession = URLSession(configuration: bareConfiguration)
        var fixtureTimes: [Double] = []
        var bareTimes: [Double] = []
        for pair in 0..<(warmUp + pairs) {
            let fixtureFirst = pair % 2 == 0
            let first = try await Self.request(through: fixtureFirst ? fixtureSession : bareSession)
            let second = try await Self.request(through: fixtureFirst ? bareSession : fixtureSession)
            guard pair >= warmUp else { continue }
            fixtureTimes.append(fixtureFirst ? first : second)
            bareTimes.append(fixtureFirst ? second : first)
        }
        return Comparison(fixture: Stopwatch.median(fixtureTimes), bare: Stopwatch.median(bareTimes), requests: pairs)
    }

    /// The flag that makes this executable run ``runEndurance(_:)`` and exit.
    static let enduranceFlag = "--network-endurance"

    /// `requests` stubbed requests through `URLSession.shared`, in a fresh process of this executable, whose
    /// resident memory is read after the first `checkpoint` requests and after the last: a process of its own,
    /// so that the fixtures of the other sections are not in it.
    func endure(requests: Int, checkpoint: Int) async throws -> Endurance {
        guard let benchmark = Bundle.main.executableURL else { throw BenchmarkFailure("no path to this executable") }
        let outcome = try await Machine.run(benchmark.path, [Self.enduranceFlag, String(requests), String(checkpoint)])
        let report = String(decoding: outcome.output, as: UTF8.self)
        let fields = report.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard outcome.status == 0, !outcome.wasSignalled, fields.count == 3 else {
            throw BenchmarkFailure("the network endurance run failed (status \(outcome.status)): \(report)")
        }
        return Endurance(residentAfterFirst: fields[0], residentAfterAll: fields[1], elapsed: Double(fields[2]))
    }

    /// The endurance run's own side: the requests, then `<resident bytes after checkpoint> <after all>
    /// <nanoseconds>` on standard output.
    ///
    /// - Parameter arguments: The number of requests and the checkpoint.
    /// - Returns: The exit status: 0 when every request was answered with the fixture's body.
    static func runEndurance(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 2, let requests = Int(arguments[0]), let checkpoint = Int(arguments[1]),
            checkpoint >= 1, requests >= checkpoint
        else { return 64 }
        do {
            try NetworkCost().activate()
            var afterFirst = 0
            let start = Stopwatch.now()
            for index in 1...requests {
                _ = try await request(through: .shared)
                if index == checkpoint { afterFirst = try ProcessStatus.bytes("VmRSS") }
            }
            let elapsed = Stopwatch.now() - start
            print("\(afterFirst) \(try ProcessStatus.bytes("VmRSS")) \(elapsed)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("network endurance: \(error)\n".utf8))
            return 1
        }
    }

    /// The Demo's profile screen launched with a fixture whose one body is `bodyBytes` of JSON, a user with a
    /// street that long: the fixture travels as `-networkFile`, and the screen loads and decodes the body.
    func launchLargeBody(_ apps: BenchmarkApps, bodyBytes: Int) async throws -> LargeBody {
        func launch(streetBytes: Int) async throws -> (ProcessApplication, Double, String?) {
            var user = DemoData.users[0]
            user.address.street = String(repeating: "s", count: streetBytes)
            let body = try JSONEncoder().encode(user)
            let demo = ProcessApplication(executableURL: apps.demo)
            let fixture: NetworkFixture = [.get(Self.url): .data(body, contentType: "application/json")]
            let timed = await Stopwatch.timeAwaiting {
                await launchApp(demo, .screen(.profile, model: 1, network: fixture))
            }
            let loaded = demo.standardOutput.contains("[\(DemoElement.profileName)] \(user.name)")
            let failure =
                demo.reportedRoutingFailure()?.message
                ?? (loaded ? nil : "the Demo did not show the loaded profile (exit status \(demo.exitStatus))")
            return (demo, timed.nanoseconds, failure)
        }
        let overhead = try JSONEncoder().encode(DemoData.users[0]).count - DemoData.users[0].address.street.count
        let (large, time, failure) = try await launch(streetBytes: bodyBytes - overhead)
        let (_, smallTime, smallFailure) = try await launch(streetBytes: 16)
        if let smallFailure { throw BenchmarkFailure("the small network fixture did not load: \(smallFailure)") }
        return LargeBody(
            bodyBytes: bodyBytes,
            transport: large.launchArguments.contains(LaunchProtocol.networkFile.flag) ? "-networkFile" : "-network",
            launchTime: time,
            smallLaunchTime: smallTime,
            failure: failure
        )
    }

    /// One `GET` of the profile URL; its elapsed time in nanoseconds, after checking the answer.
    private static func request(through session: URLSession) async throws -> Double {
        guard let url = URL(string: url) else { throw BenchmarkFailure("no URL") }
        let start = Stopwatch.now()
        let (data, status) = try await load(URLRequest(url: url), through: session)
        let elapsed = Double(Stopwatch.now() - start)
        guard status == 200, data == body else {
            throw BenchmarkFailure("a stubbed request was not answered with the fixture's body")
        }
        return elapsed
    }

    /// A data task's body and status, awaited: `URLSession.data(for:)` needs macOS 12, and the package supports
    /// 10.15.
    private static func load(_ request: URLRequest, through session: URLSession) async throws -> (Data, Int) {
        try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let data, let status = (response as? HTTPURLResponse)?.statusCode {
                    continuation.resume(returning: (data, status))
                } else {
                    continuation.resume(throwing: error ?? BenchmarkFailure("a request ended without an answer"))
                }
            }
            .resume()
        }
    }
}

/// The floor of `URLProtocol` stubbing: answers every request with ``NetworkCost/body``, looking nothing up.
final class BareProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let client, let url = request.url,
            let response = HTTPURLResponse(
                url: url,
                statusCode: 200,
                httpVersion: "HTTP/1.1",
                headerFields: ["Content-Length": String(NetworkCost.body.count), "Content-Type": "application/json"]
            )
        else { return }
        client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client.urlProtocol(self, didLoad: NetworkCost.body)
        client.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
