import Foundation

/// The checks of the catalogue: launches that list, show the gallery, open a sample or only check a model,
/// and the catalogue's JSON as test support reads it.
enum FuzzCatalogueChecks {
    /// A host that records what the coordinator shows, and opens every row of a gallery it is given.
    @MainActor
    final class Host: ScreenHost, WindowShowing {
        var installed: [String] = []
        var failures: [ScreenRouterError] = []
        var catalogues: [ScreenCatalogue] = []
        var galleries = 0

        func install(_ root: String, as screen: ScreenID, route: Int) { installed.append(root) }
        func showRoutingFailure(_ error: ScreenRouterError) {
            FuzzMessages.expectOurWords(error)
            failures.append(error)
        }
        func showCatalogue(_ catalogue: ScreenCatalogue) { catalogues.append(catalogue) }
        func showUnansweredRequest(_ error: ScreenRouterError) {}
        func showGallery(_ gallery: ScreenGallery<String>) {
            galleries += 1
            for sample in gallery.samples {
                do throws(ScreenRouterError) {
                    let root = try gallery.open(sample)
                    precondition(!root.isEmpty, "a gallery row opened an empty root")
                } catch {
                    precondition(!error.message.isEmpty, "a gallery row failed without a message")
                }
            }
        }

        /// How many things the host was asked to show.
        var shown: Int { installed.count + failures.count + catalogues.count + galleries }
    }

    /// Starts the input as process arguments in a host: the coordinator either leaves the launch alone or
    /// shows exactly one thing (a screen, a failure, the catalogue or the gallery), or, for a check that
    /// passed, nothing; and a check agrees with routing about whether the model fits.
    @MainActor
    static func started(_ arguments: [String]) {
        let routedArguments = FuzzPayloadFiles.substituted(in: arguments)
        for coordinator in [FuzzCoordinators.standard, FuzzCoordinators.small] {
            let host = Host()
            let started = withoutOutput { coordinator.start(in: host, arguments: routedArguments) }
            precondition(started == LaunchRequest.isUITesting(arguments), "start disagrees with --uitesting")
            guard started else {
                precondition(host.shown == 0, "a launch that was not for UI testing showed something")
                continue
            }
            let checksOnly =
                arguments.contains(LaunchProtocol.checkModelFlag) && !arguments.contains(LaunchProtocol.listScreensFlag)
            precondition(host.shown == 1 || (checksOnly && host.shown == 0), "a launch showed \(host.shown) things")
            for catalogue in host.catalogues {
                precondition(catalogue == coordinator.screenCatalogue, "the listed catalogue is not the coordinator's")
            }
            let request = try? LaunchRequest.parse(arguments)
            guard checksOnly, request?.screen.rawValue != ScreenCatalogue.galleryIdentifier else { continue }
            // A check decodes what routing decodes; the fuzz target's builders never throw on a decoded model,
            // and the one factory is built by the check too.
            switch FuzzChecks.opened(routedArguments, by: coordinator) {
            case .success:
                precondition(host.failures.isEmpty, "a model that routes failed its check: \(host.failures)")
            case .failure(let error):
                precondition(host.failures.map(\.code) == [error.code], "check and routing disagree: \(error)")
            case nil:
                preconditionFailure("a UI-testing launch was not routed")
            }
        }
    }

    /// Reads the input as the output of `--list-screens`: a catalogue read back must write and read the same.
    static func catalogue(_ data: Data) {
        let catalogue: ScreenCatalogue
        do {
            catalogue = try ScreenCatalogue.read(data, printedBy: "fuzz")
        } catch {
            precondition(error.code == .launchFailed && !error.message.isEmpty, "a catalogue error: \(error)")
            return
        }
        precondition(catalogue.protocolVersion <= LaunchProtocol.catalogueVersion, "a later version was read")
        let again = try? ScreenCatalogue.read(catalogue.json, printedBy: "fuzz")
        precondition(again?.screens == catalogue.screens, "a catalogue does not survive its own JSON")
        for sample in catalogue.screenSamples {
            precondition(sample.accessibilityIdentifier.hasPrefix(ScreenCatalogue.galleryIdentifier + "."))
        }
    }

    /// Runs `body` with standard output and standard error sent to `/dev/null`, so the lines an app writes
    /// (the catalogue, checks, routing failures) do not flood the fuzzer's log.
    private static func withoutOutput<Result>(_ body: () -> Result) -> Result {
        let null = open("/dev/null", O_WRONLY)
        let savedOutput = dup(STDOUT_FILENO)
        let savedError = dup(STDERR_FILENO)
        dup2(null, STDOUT_FILENO)
        dup2(null, STDERR_FILENO)
        defer {
            dup2(savedOutput, STDOUT_FILENO)
            dup2(savedError, STDERR_FILENO)
            close(savedOutput)
            close(savedError)
            close(null)
        }
        return body()
    }
}
