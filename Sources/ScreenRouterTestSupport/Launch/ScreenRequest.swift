import Foundation
import ScreenRouter

/// The screen a test opens: a screen with its fixture model, a screen without one, or one of the samples the
/// app registered for it, in a variant, with the network fixture its requests are answered from.
///
/// Every way of opening a screen takes one: a launch and a route, of a ``ProcessApplication`` and of an
/// `XCUIApplication` alike, in the same order.
///
/// ```swift
/// await launchApp(app, .screen(.userDetail, model: .ada, variant: .dark))
/// await launchApp(app, .screen(.settings), options: [SystemLocale(localeIdentifier: "en_GB")])
/// await app.route(to: .screen(.users, network: fixture))
/// await launchApp(app, .sample(sample))
/// ```
///
/// The model's type is checked against the screen's at compile time and encoded with the screen's codec; a
/// model that cannot be encoded fails the test at the line that opens the screen.
public struct ScreenRequest: Sendable {
    /// The screen.
    let screen: ScreenID
    /// The screen's codec, for the model and the network fixture's `.json` bodies.
    let codec: ModelCodec
    /// The model's JSON, or why it could not be encoded; `nil` for no model of the test's.
    let model: Result<Data, ScreenRouterError>?
    /// The registered sample to open the screen with, if any.
    let sample: ScreenSample?
    /// The variant; `nil` for the device's.
    let variant: ScreenVariant?
    /// The network fixture, if any.
    let network: NetworkFixture?
    /// The parameters set with ``parameter(_:_:)``, by route-URL item, in the order set.
    var parameters: [(name: String, value: String)] = []

    /// A typed screen with a fixture model, or without one for a screen the app registered with a default model.
    ///
    /// ```swift
    /// await launchApp(app, .screen(.userDetail, model: .ada))
    /// await launchApp(app, .screen(.users))   // the app's `register(.users, default: ...)` supplies the users
    /// ```
    ///
    /// A typed screen registered without a default, opened without a model, fails to route, and the test fails
    /// with the app's message asking for a model.
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - model: The fixture model; its type is checked against the screen's at compile time. `nil`, the default,
    ///     sends none, so the app shows the screen with its registered default, exactly as its sample `default`
    ///     (with the `default` network fixture, when the app registered one and `network` is `nil`).
    ///   - network: The requests the screen may make and their answers, or `nil` for none of the test's (a screen
    ///     opened with its default model has its `default` fixture; otherwise its requests go out, or fail the route
    ///     in strict network mode); its `.json` bodies are encoded with the screen's codec.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's.
    /// - Returns: The request.
    public static func screen<Model>(
        _ screen: Screen<Model>,
        model: Model? = nil,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil
    ) -> ScreenRequest {
        let json = model.map { model in
            Result { () throws(ScreenRouterError) in try screen.codec.encodeSurvivingRoundTrip(model, for: screen.id) }
        }
        return ScreenRequest(
            screen: screen.id,
            codec: screen.codec,
            model: json,
            sample: nil,
            variant: variant,
            network: network
        )
    }

    /// A screen that takes no model.
    ///
    /// ```swift
    /// await launchApp(app, .screen(.settings))
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone; its
    ///     `.json` bodies are encoded with `ModelCodec()`.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's.
    /// - Returns: The request.
    public static func screen(
        _ screen: ScreenID,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil
    ) -> ScreenRequest {
        ScreenRequest(screen: screen, codec: ModelCodec(), model: nil, sample: nil, variant: variant, network: network)
    }

    /// A screen with one of the samples the app registered for it: one case of an every-screen test.
    ///
    /// ```swift
    /// @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples)
    /// func everyScreenOpens(_ sample: ScreenSample) async throws {
    ///     await launchApp(try ProcessApplication.product(named: "Demo"), .sample(sample))
    /// }
    /// ```
    ///
    /// The request carries no model: `-vc <screen> -sample <name>`, and the app encodes and decodes its own
    /// sample with the screen's codec, as it would a test's model. A failure names the screen and the sample,
    /// with the app's own message. A screen that needs a model and has no sample fails without a launch or a
    /// route, asking for a sample.
    ///
    /// - Parameters:
    ///   - sample: The screen and sample, from the app's ``/ScreenRouter/ScreenCatalogue``.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's.
    /// - Returns: The request.
    public static func sample(_ sample: ScreenSample, variant: ScreenVariant? = nil) -> ScreenRequest {
        ScreenRequest(
            screen: sample.screen,
            codec: ModelCodec(),
            model: nil,
            sample: sample,
            variant: variant,
            network: nil
        )
    }
}

extension ScreenRequest {
    /// The request with a parameter of the launch protocol set, named by its route-URL item: any parameter the
    /// protocol declares, the ones without a method of their own here among them.
    ///
    /// ```swift
    /// await launchApp(app, .screen(.settings).parameter("appearance", "dark"))
    /// ```
    ///
    /// The app's factory reads it with ``/ScreenRouter/LaunchRequest/parameter(_:)``. The value is checked as
    /// the app checks it, before launch: a name the protocol does not declare, a value its parameter does not
    /// take, a parameter given twice (here and by the request itself, such as `appearance` beside a variant's)
    /// or with one it excludes (`modelFile` beside a model) fails the test at the line that opens the screen.
    ///
    /// - Parameters:
    ///   - name: The parameter's route-URL item, such as `appearance`.
    ///   - value: Its value.
    /// - Returns: The request with the parameter.
    public func parameter(_ name: String, _ value: String) -> ScreenRequest {
        var request = self
        request.parameters.append((name, value))
        return request
    }

    /// The request resolved on the test side, once, for a launch or a route: the request without its payloads (its
    /// screen or sample, in its variant, with its parameters, checked by the one validator) and the payloads it
    /// carries (the model encoded with the screen's codec; the network fixture checked, its `.json` bodies encoded
    /// with the screen's codec); or `nil`, with the failure recorded at `location`, for a sample of a screen that
    /// needs a model and has none, a model that could not be encoded, a fixture the app could not use, or parameters
    /// the validator refuses.
    func resolved(at location: CallerLocation) -> (request: LaunchRequest, payloads: [LaunchPlan.Payload])? {
        do throws(ScreenRouterError) {
            if let sample, sample.needsFixture, let model = sample.model {
                throw ScreenRouterError.noSampleToOpen(screen: screen, model: model)
            }
            var request = LaunchRequest(screen: screen, sample: sample?.sample, variant: variant ?? ScreenVariant())
            if !parameters.isEmpty { request = try withParameters(request) }
            var payloads: [LaunchPlan.Payload] = []
            if let model { payloads.append(LaunchPlan.Payload(.model, json: try model.get())) }
            if let network {
                let fixture = try network.resolved(using: codec, for: screen)
                let entries = try NetworkMatcher(fixture, for: screen).rules.map(\.label)
                payloads.append(
                    LaunchPlan.Payload(.network, json: try fixture.json(using: codec, for: screen), entries: entries)
                )
            }
            return (request, payloads)
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    /// The request with the parameters set with ``parameter(_:_:)``, checked by the one validator beside what the
    /// request sets itself.
    private func withParameters(_ base: LaunchRequest) throws(ScreenRouterError) -> LaunchRequest {
        var values = Dictionary(grouping: base.parameterValues, by: \.0).mapValues { $0.map(\.1) }
        // The payloads the test gives travel later; each stands here for its inline form, for the exclusions.
        if model != nil { values[LaunchProtocol.model] = [""] }
        if network != nil { values[LaunchProtocol.network] = [""] }
        for (name, value) in parameters {
            guard let parameter = LaunchProtocol.parameters.first(where: { $0.item == name }) else {
                throw ScreenRouterError.undeclaredParameter(name, screen: screen)
            }
            values[parameter, default: []].append(value)
        }
        var validated = try LaunchRequest.validated(values, routeURL: nil)
        if model != nil { validated.model = nil }
        if network != nil { validated.network = nil }
        return validated
    }
}
