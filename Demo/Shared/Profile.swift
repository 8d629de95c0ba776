import Foundation
import ScreenRouter

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Screen where Model == Int {
    /// A user's profile, which the screen loads over the network by the user's identifier.
    public static let profile = Screen("profile")
}

/// What the profile screen shows while it loads, and after.
public enum ProfileState: Equatable, Sendable {
    /// The request is under way.
    case loading
    /// The user's profile.
    case loaded(User)
    /// The API has no user with this identifier (404).
    case notFound(Int)
    /// The device is offline.
    case offline
    /// Anything else: another status, another error, or a body that is not a user.
    case failed(String)

    /// The text of the state's `profileState` element.
    public var summary: String {
        switch self {
        case .loading: "Loading…"
        case .loaded: "Loaded"
        case .notFound(let id): "No user \(id)"
        case .offline: "You are offline"
        case .failed(let reason): "Could not load: \(reason)"
        }
    }
}

/// Loads a user's profile from the Demo's API with `URLSession`, as a real screen loads its data.
///
/// UI tests give the profile screen a network fixture instead of a server: the app's requests are answered from
/// it, so each state (loaded, not found, offline, slow) opens on demand.
public struct ProfileLoader: Sendable {
    /// The API's address.
    public static let baseURL = "https://api.example.com"

    /// The URL of a user's profile: `https://api.example.com/users/<id>`.
    ///
    /// - Parameter id: The user's identifier.
    /// - Returns: The URL.
    public static func url(forUser id: Int) -> String {
        "\(baseURL)/users/\(id)"
    }

    private let session: URLSession

    /// Creates a loader.
    ///
    /// - Parameter session: The session to load with. Defaults to `URLSession.shared`.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Loads a user's profile and calls `completion` with the state to show, on the session's queue.
    ///
    /// - Parameters:
    ///   - id: The user's identifier.
    ///   - completion: Receives the loaded profile, or why there is none.
    public func load(id: Int, completion: @escaping @Sendable (ProfileState) -> Void) {
        guard let url = URL(string: Self.url(forUser: id)) else {
            completion(.failed("no URL for user \(id)"))
            return
        }
        session.dataTask(with: URLRequest(url: url)) { data, response, error in
            completion(Self.state(id: id, data: data, response: response, error: error))
        }
        .resume()
    }

    /// The state a finished request leaves.
    static func state(id: Int, data: Data?, response: URLResponse?, error: (any Error)?) -> ProfileState {
        if let error = error as? URLError {
            return error.code == .notConnectedToInternet ? .offline : .failed("\(error.code.rawValue)")
        }
        if let error {
            return .failed("\(error)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 404 {
            return .notFound(id)
        }
        guard status == 200, let data, let user = try? JSONDecoder().decode(User.self, from: data) else {
            return .failed("status \(status)")
        }
        return .loaded(user)
    }
}
