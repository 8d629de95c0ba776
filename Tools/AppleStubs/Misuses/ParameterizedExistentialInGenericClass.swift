// expect: runtime support for parameterized protocol types is only available in iOS 16.0.0 or newer
// A generic class that stores `any ScreenFactory<Root>` needs the Swift 5.7 runtime, which came with iOS 16; the
// package supports iOS 13, which is why `TestingCoordinator` stores type-erased closures instead.
import ScreenRouter

@MainActor
final class FactoryRegistry<Root> {
    private var factories: [ScreenID: any ScreenFactory<Root>] = [:]

    func register(_ screen: ScreenID, factory: some ScreenFactory<Root>) {
        factories[screen] = factory
    }
}
