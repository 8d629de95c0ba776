import DemoShared
import Dispatch
import Foundation

/// A user's profile, loaded over the network: the loading state first, then what the request brought.
enum ProfileScreen {
    static func make(id: Int, loader: ProfileLoader = ProfileLoader()) -> TerminalScreen {
        var screen = render(.loading)
        screen.load = { render(loader.loadWaiting(id: id)) }
        return screen
    }

    static func render(_ state: ProfileState) -> TerminalScreen {
        var elements = [TerminalScreen.Element(identifier: DemoElement.profileState, label: state.summary)]
        if case .loaded(let user) = state {
            elements.append(.init(identifier: DemoElement.profileName, label: user.name))
            elements.append(.init(identifier: DemoElement.profileEmail, label: user.email))
        }
        return TerminalScreen(screen: "profile", title: "Profile", elements: elements)
    }
}

extension ProfileLoader {
    /// Loads a profile and waits for it: a terminal app has nothing else to show meanwhile.
    ///
    /// The request is answered on the session's own queue, never on the main thread this waits on.
    func loadWaiting(id: Int) -> ProfileState {
        let result = LoadResult()
        load(id: id) { state in result.finish(with: state) }
        return result.wait()
    }
}

/// The state a load finished with, handed from the session's queue to the waiting main thread.
///
/// `@unchecked Sendable`: `state` is written once, before `done` is signalled, and read after the wait.
private final class LoadResult: @unchecked Sendable {
    private var state = ProfileState.loading
    private let done = DispatchSemaphore(value: 0)

    func finish(with state: ProfileState) {
        self.state = state
        done.signal()
    }

    func wait() -> ProfileState {
        done.wait()
        return state
    }
}
