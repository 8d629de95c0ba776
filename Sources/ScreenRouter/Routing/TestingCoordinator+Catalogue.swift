import Foundation

extension TestingCoordinator {
    /// The samples a launch can ask for, with their network fixtures; each problem with a name is recorded as a
    /// registration problem.
    func checkedSamples<Model>(
        _ samples: KeyValuePairs<String, Model>,
        networks: KeyValuePairs<String, NetworkFixture> = [:],
        of screen: ScreenID,
        hasDefault: Bool
    ) -> ScreenListing.Samples<Model> {
        var names: Set<String> = hasDefault ? [ScreenListing.defaultSample] : []
        var kept: [(String, Model)] = []
        for (name, model) in samples {
            guard ScreenSample.isValidName(name) else {
                record(.invalidSampleName(name, screen: screen))
                continue
            }
            guard names.insert(name).inserted else {
                record(.duplicateSample(name, screen: screen))
                continue
            }
            kept.append((name, model))
        }
        var fixtures: [String: NetworkFixture] = [:]
        for (name, fixture) in networks {
            guard names.contains(name) else {
                record(.networkForNoSample(name, screen: screen, samples: names.sorted()))
                continue
            }
            guard fixtures.updateValue(fixture, forKey: name) == nil else {
                record(.duplicateSampleNetwork(name, screen: screen))
                continue
            }
        }
        return ScreenListing.Samples(models: kept, networks: fixtures)
    }

    // MARK: The catalogue and the gallery

    /// Every registered screen, with the type of its model and the names of its samples: what
    /// `--uitesting --list-screens` prints.
    package var screenCatalogue: ScreenCatalogue {
        var catalogue = ScreenCatalogue(
            screens: screenIdentifiers.map { screen in
                let listing = listing(of: screen)
                var entry = ScreenCatalogue.Entry(
                    id: screen,
                    model: listing.modelName,
                    samples: listing.samples.map(\.name),
                    networkSamples: listing.samples.filter(\.hasNetwork).map(\.name)
                )
                for sample in listing.samples {
                    // A sample that does not encode has no model here; opening it reports why.
                    guard let json = sample.catalogueJSON(), json.count <= ScreenCatalogue.Entry.sampleModelLimit
                    else { continue }
                    entry.setSampleModel(json: json, for: sample.name)
                }
                return entry
            }
        )
        catalogue.scheme = routeScheme
        return catalogue
    }

    /// A gallery of every registered screen and sample, whose rows open their screens through this coordinator.
    ///
    /// The coordinator shows it for `-vc ScreenRouter.gallery`; put it in a debug menu to open any screen by hand,
    /// with `ScreenGalleryView` (iOS 14 and later; in a `UIHostingController` in a UIKit app):
    ///
    /// ```swift
    /// let gallery = UIHostingController(rootView: ScreenGalleryView(coordinator.gallery))
    /// navigationController.present(gallery, animated: true)
    /// ```
    public var gallery: ScreenGallery<Root> {
        ScreenGallery(samples: screenCatalogue.screenSamples) { sample throws(ScreenRouterError) in
            try self.resolve(sample.request)
        }
    }

    // MARK: Launches for the catalogue

    /// Shows the catalogue, for `--uitesting --list-screens`.
    ///
    /// - Throws: The first registration problem, or ``ScreenRouterError`` when a screen was named beside it.
    func showCatalogue<Host: ScreenHost>(in host: Host, strayScreen: String?) throws(ScreenRouterError)
    where Host.Root == Root {
        if let problem = registrationErrors.first { throw problem }
        if let strayScreen { throw ScreenRouterError.screensListedWithScreen(strayScreen) }
        if let window = host as? any WindowShowing {
            window.showCatalogue(screenCatalogue)
        } else {
            StandardOutput.write(String(decoding: screenCatalogue.json, as: UTF8.self))
        }
    }

    /// Shows the gallery, for `-vc ScreenRouter.gallery`, or with `checkOnly` only says that it would.
    ///
    /// - Throws: The first registration problem, or ``ScreenRouterError`` for a sample or a model given with it.
    func showGallery<Host: ScreenHost>(
        in host: Host,
        for request: LaunchRequest,
        checkOnly: Bool
    ) throws(ScreenRouterError) where Host.Root == Root {
        if let problem = registrationErrors.first { throw problem }
        if let sample = request.sample {
            throw ScreenRouterError.unknownSample(sample, screen: request.screen, listing: .withoutModel)
        }
        try request.expectNoModel()
        if checkOnly {
            StandardOutput.write(LaunchProtocol.checkedPrefix + request.screen.rawValue)
        } else {
            host.apply(request.variant)
            host.showGallery(gallery)
        }
    }

    /// Checks a `--check-model` launch's model for its screen and says so on standard output.
    func checkOnly(_ request: LaunchRequest) throws(ScreenRouterError) {
        try checkModel(of: request)
        StandardOutput.write(LaunchProtocol.checkedPrefix + request.screen.rawValue)
    }

    /// Checks the request's network fixture and decodes its model, or its sample, as the screen's model without
    /// building the screen, in the order routing does; a screen registered with a factory, whose model only the
    /// factory knows, is built and not installed.
    private func checkModel(of request: LaunchRequest) throws(ScreenRouterError) {
        let (resolved, build) = try resolution(of: request)
        if let check = listing(of: request.screen).check {
            try checkNetwork(of: resolved)
            try check(resolved)
        } else {
            try checkNetwork(of: resolved)
            _ = try self.build(resolved, with: build)
        }
    }
}
