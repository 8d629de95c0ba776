import Foundation

/// Samples and the gallery: registrations refused and samples not found.
extension ScreenRouterError {
    static func unknownSample(_ name: String, screen: ScreenID, listing: ScreenListing) -> Self {
        let names = listing.samples.map(\.name)
        let problem: String
        switch listing.kind {
        case .withoutModel:
            problem = "it takes no model, so it has no samples. Launch it by identifier alone, without `-sample`."
        case .factory:
            problem = "it is registered with a factory, which takes no samples. Launch it with a model instead."
        case .typed(let model) where names.isEmpty:
            problem =
                "it has no samples. Register them beside the screen, "
                + "`coordinator.register(.\(screen), samples: [\"\(name)\": ...]) { ... }`, or pass a model of "
                + "type \(model) instead."
        case .typed:
            let shown = names.prefix(20).map { "`\($0)`" }.joined(separator: ", ")
            let more = names.count > 20 ? " and \(names.count - 20) more" : ""
            problem =
                "its samples are \(shown)\(more). Correct the name, or register the sample beside the "
                + "screen: `coordinator.register(.\(screen), samples: [\"\(name)\": ...]) { ... }`."
        }
        return Self(
            code: .unknownScreen,
            screen: screen,
            message: "Screen `\(screen)` has no sample named `\(name)`: \(problem)"
        )
    }

    static func invalidSampleName(_ name: String, screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` has a sample named \(displayed(name)), which a launch cannot ask for: a "
                + "sample's name is not empty and does not start with `-`. Rename the sample."
        )
    }

    static func duplicateSample(_ name: String, screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` has two samples named `\(name)`; the first is kept. Give each sample a name "
                + "of its own (a screen registered with a default model already has the sample `default`)."
        )
    }

    static func galleryNotShown(host: String) -> Self {
        Self(
            code: .unknownScreen,
            screen: ScreenID(ScreenCatalogue.galleryIdentifier),
            message: "Screen `\(ScreenCatalogue.galleryIdentifier)` cannot be shown: the host \(host) does not show "
                + "a gallery. Implement `showGallery(_:)` in it, as a UIKit app's window does."
        )
    }

    static func networkForNoSample(_ name: String, screen: ScreenID, samples: [String]) -> Self {
        let shown = samples.map { "`\($0)`" }.joined(separator: ", ")
        return Self(
            code: .invalidRegistration,
            screen: screen,
            message:
                "Screen `\(screen)` gives a network fixture to the sample `\(abbreviated(name))`, which it does not "
                + "have; its samples are \(samples.isEmpty ? "none" : shown). Name a sample of `samples:` (or "
                + "`default`, for a screen with a default model) in `networks:`."
        )
    }

    static func duplicateSampleNetwork(_ name: String, screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` gives the sample `\(abbreviated(name))` two network fixtures; the first is "
                + "kept. Give each sample one fixture in `networks:`."
        )
    }
}
