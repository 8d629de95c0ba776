import ScreenRouter

extension ScreenSample {
    /// The request that opens this screen with this sample; or, for a screen that needs a model and has no
    /// sample, `nil`, with the failure that asks for one recorded at `location`.
    func openableRequest(at location: CallerLocation) -> LaunchRequest? {
        if needsFixture, let model {
            TestFailure.record(ScreenRouterError.noSampleToOpen(screen: screen, model: model), at: location)
            return nil
        }
        return request
    }
}
