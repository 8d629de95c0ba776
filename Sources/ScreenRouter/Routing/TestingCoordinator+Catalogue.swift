extension TestingCoordinator {
    /// The samples a launch can ask for; each problem with a name is recorded as a registration problem.
    func checkedSamples<Model>(
        _ samples: KeyValuePairs<String, Model>,
        of screen: ScreenID,
        hasDefault: Bool
    ) -> [(String, Model)] {
        var names: Set<String> = hasDefault ? ["default"] : []
        var kept: [(String, Model)] = []
        for (name, model) in samples {
            guard !name.isEmpty, !name.hasPrefix("-") else {
                record(.invalidSampleName(name, screen: screen))
                continue
            }
            guard names.insert(name).inserted else {
                record(.duplicateSample(name, screen: screen))
                continue
            }
            kept.append((name, model))
        }
        return kept
    }

    // MARK: The catalogue and the gallery

    /// Every registered screen, with the type of its model and the names of its samples: what
    /// `--uitesting --list-screens` prints.
    public var catalogue: ScreenCatalogue {
        ScreenCatalogue(
            screens: registeredScreens.map { screen in
                let listing = listings[screen] ?? .factory
                return ScreenCatalogue.Entry(id: screen, model: listing.modelName, samples: listing.samples.map(\.name))
            }
        )
    }

    /// A gallery of every registered screen and sample, whose rows open their screens through this coordinator.
    ///
    /// The coordinator shows it for `-vc ScreenRouter.gallery`; put it in a debug menu to open any screen by hand:
    ///
    /// ```swift
    /// let gallery = ScreenGalleryViewController(gallery: coordinator.gallery)
    /// navigationController.pushViewController(gallery, animated: true)
    /// ```
    public var gallery: ScreenGallery<Root> {
        ScreenGallery(samples: catalogue.screenSamples) { sample throws(ScreenRouterError) in
            try self.resolve(sample.request)
        }
    }

    /// The request with its sample made into the model a launch would carry for it.
    func resolvingSample(of request: LaunchRequest) throws(ScreenRouterError) -> LaunchRequest {
        guard let name = request.sample else { return request }
        let listing = listings[request.screen] ?? .factory
        guard let sample = listing.samples.first(where: { $0.name == name }) else {
            throw ScreenRouterError.unknownSample(name, screen: request.screen, listing: listing)
        }
        return LaunchRequest(screen: request.screen, model: try sample.payload())
    }

    // MARK: Launches for the catalogue

    /// Handles the launches that do not open a registered screen: `--list-screens`, the gallery, and a
    /// `--check-model` launch.
    ///
    /// - Returns: `true` when the launch was one of them and the host shows what it asked for or its failure;
    ///   `nil` for any other launch, which ``start(in:arguments:)->Bool`` routes as usual.
    func startCatalogueLaunch<Host: ScreenHost>(in host: Host, arguments: [String]) -> Bool?
    where Host.Root == Root {
        guard isRoutingEnabled, LaunchRequest.isUITesting(arguments) else { return nil }
        do throws(ScreenRouterError) {
            if LaunchRequest.asksForScreenList(arguments) {
                if let problem = registrationErrors.first { throw problem }
                if let flag = arguments.firstIndex(of: LaunchProtocol.screen.flag) {
                    let value = arguments.index(after: flag) < arguments.endIndex ? arguments[flag + 1] : ""
                    throw ScreenRouterError.screensListedWithScreen(value)
                }
                host.showCatalogue(catalogue)
                return true
            }
            // A launch that does not parse is routed as usual, which reports the same error.
            guard let request = try? LaunchRequest.parse(arguments) else { return nil }
            if request.screen.rawValue == ScreenCatalogue.galleryIdentifier {
                if let problem = registrationErrors.first { throw problem }
                if let sample = request.sample {
                    throw ScreenRouterError.unknownSample(sample, screen: request.screen, listing: .withoutModel)
                }
                try request.expectNoModel()
                if LaunchRequest.asksForModelCheck(arguments) {
                    StandardOutput.write(LaunchProtocol.checkedPrefix + request.screen.rawValue)
                } else {
                    host.showGallery(gallery)
                }
                return true
            }
            guard LaunchRequest.asksForModelCheck(arguments) else { return nil }
            try checkModel(of: request)
            StandardOutput.write(LaunchProtocol.checkedPrefix + request.screen.rawValue)
            return true
        } catch {
            StandardError.write(error.logLine)
            host.showRoutingFailure(error)
            return true
        }
    }

    /// Decodes the request's model, or its sample, as the screen's model without building the screen; a screen
    /// registered with a factory, whose model only the factory knows, is built and not installed.
    private func checkModel(of request: LaunchRequest) throws(ScreenRouterError) {
        if let problem = registrationErrors.first { throw problem }
        guard let listing = listings[request.screen] else {
            throw ScreenRouterError.unknownScreen(request.screen, registered: registeredScreens)
        }
        let resolved = try resolvingSample(of: request)
        if let check = listing.check {
            try check(resolved)
        } else {
            _ = try resolve(resolved)
        }
    }
}
