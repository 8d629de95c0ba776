import Foundation

/// The checks one fuzz input goes through; each stops the run when the library misbehaves.
enum FuzzChecks {
    static let codecs = [ModelCodec(), ModelCodec(maximumPayloadSize: 256)]

    /// What a launch with these arguments opens, read as `start(in:)` reads it (the launch's intent, then the
    /// screen's root, a `--check-model` launch's included) without a host: `nil` when it opens no screen.
    @MainActor
    static func opened(
        _ arguments: [String],
        by coordinator: TestingCoordinator<String>
    ) -> Result<(root: String, request: LaunchRequest), ScreenRouterError>? {
        do throws(ScreenRouterError) {
            switch try LaunchMode.parse(arguments) {
            case .open(let request, _), .gallery(let request, _):
                return .success((try coordinator.resolve(request), request))
            case .normalStart, .session, .listScreens:
                return nil
            }
        } catch {
            return .failure(error)
        }
    }

    /// Parses and routes the input as process arguments.
    @MainActor
    static func arguments(_ arguments: [String]) {
        let parsed: Result<LaunchRequest?, ScreenRouterError>
        do {
            parsed = .success(try LaunchRequest.parse(arguments))
        } catch {
            parsed = .failure(expectRouterError(error))
        }
        if case .success(let request?) = parsed {
            precondition(!request.screen.rawValue.isEmpty, "parse accepted an empty screen identifier")
            // Formatting a parsed request and parsing it again must give the same request.
            let reparsed = try? LaunchRequest.parse(request.arguments)
            precondition(reparsed == request, "format and parse do not round-trip: \(request)")
        }
        let routedArguments = FuzzPayloadFiles.substituted(in: arguments)
        for coordinator in [FuzzCoordinators.standard, FuzzCoordinators.small] {
            switch opened(routedArguments, by: coordinator) {
            case nil:
                let opensNoScreen = [LaunchProtocol.listScreensFlag, LaunchProtocol.sessionFlag].contains {
                    arguments.contains($0)
                }
                precondition(
                    !LaunchRequest.isUITesting(arguments) || opensNoScreen,
                    "a UI-testing launch was not routed"
                )
            case .success(let (root, request)):
                precondition(!root.isEmpty && coordinator.screenIdentifiers.contains(request.screen))
                if let sample = request.sample {
                    let entry = coordinator.screenCatalogue.screens.first { $0.id == request.screen }
                    precondition(entry?.samples.contains(sample) == true, "an unlisted sample was routed: \(sample)")
                    precondition(request.model == nil, "a sample was routed together with a model")
                }
                if case .failure(let parseError) = parsed {
                    preconditionFailure("arguments that do not parse were routed: \(parseError)")
                }
            case .failure(let error):
                precondition(!error.message.isEmpty, "a routing failure has no message")
                FuzzMessages.expectOurWords(error)
                if case .failure(let parseError) = parsed {
                    // `-modelFile` values were replaced before routing, so compare the classes, not the texts.
                    precondition(
                        error.code == parseError.code,
                        "routing and parsing disagree: \(error) vs \(parseError)"
                    )
                }
            }
        }
    }

    /// Reads launch options back from the input as process arguments, and carries each part as an option
    /// value: what an option writes must read back unchanged.
    static func options(_ arguments: [String]) {
        let reader = OptionReader(parsing: arguments)
        expectOptionRead { _ = try reader.value(of: Server.self) }
        expectOptionRead { _ = try reader.bool(forKey: "SkipLogin") }
        expectOptionRead { _ = try reader.string(forKey: "UIPreferredContentSizeCategoryName") }
        expectOptionRead { _ = try reader.strings(forKey: "MagicNumbers") }
        expectOptionRead { _ = try reader.strings(forKey: "AppleLanguages") }
        expectOptionRead { _ = try reader.string(forKey: "AppleLocale") }
        expectOptionRead { _ = try reader.strings(forKey: "Texts") }
        if let text = UserDefaultsArgumentSyntax.parse(arguments)["Server"] as? String,
            let server = Server(rawValue: text)
        {
            precondition((try? reader.value(of: Server.self)) == server, "a valid enumeration value was not read")
        }

        // Process arguments cannot hold NUL, so the parts (split on it) are exactly the texts a launch can carry.
        for text in arguments.prefix(8) {
            let single = expectValid(Greeting(text: text))
            let read = try? OptionReader(parsing: single).string(forKey: "Greeting")
            precondition(
                read == text,
                "\(String(reflecting: text)) was written as \(single) and read back as \(String(describing: read))"
            )
        }
        let texts = Array(arguments.prefix(8))
        let list = expectValid(Texts(texts))
        let readList = try? OptionReader(parsing: list).strings(forKey: "Texts")
        precondition(
            readList == texts,
            "\(texts) was written as \(list) and read back as \(String(describing: readList))"
        )
        ownValues(texts)
    }

    /// Formats a well-formed launch from a screen identifier and fuzzed JSON, and routes it.
    @MainActor
    static func formattedLaunch(_ parts: [String]) {
        guard parts.count >= 2 else { return }
        let screen = ScreenID(parts[0])
        let model = Data(parts[1].utf8)
        let request = LaunchRequest(screen: screen, model: model.isEmpty ? nil : .base64(model.base64EncodedString()))
        let arguments = ["/app"] + request.arguments + parts.dropFirst(2)
        for coordinator in [FuzzCoordinators.standard, FuzzCoordinators.small] {
            if case .failure(let error) = opened(FuzzPayloadFiles.substituted(in: arguments), by: coordinator) {
                precondition(!error.message.isEmpty, "a routing failure has no message")
                FuzzMessages.expectOurWords(error)
            }
        }
    }

    /// Decodes the input as `-model` text.
    static func payloadText(_ text: String) {
        for codec in codecs {
            do {
                let json = try codec.decodeBase64(text, for: "fuzz")
                precondition(!json.isEmpty && json.count <= codec.maximumPayloadSize)
                // Only standard, padded base64 is accepted: re-encoding gives text of the same length.
                precondition(json.base64EncodedString().utf8.count == text.utf8.count, "accepted non-standard base64")
                let carried = try LaunchPayload.base64(text).json(using: codec, for: "fuzz")
                precondition(carried == json, "the two base64 paths disagree")
            } catch {
                let error = expectRouterError(error)
                precondition(error.screen == "fuzz" && error.message.contains("`fuzz`"), "error lost its screen")
            }
            decodeAll(codec: codec) { type in try codec.decode(type, fromBase64: text, for: "fuzz") }
        }
    }

    /// Decodes the input as JSON, directly and carried as base64.
    static func json(_ json: Data) {
        for codec in codecs {
            let base64 = json.base64EncodedString()
            do {
                let carried = try LaunchPayload.base64(base64).json(using: codec)
                precondition(carried == json, "base64 did not carry the JSON unchanged")
            } catch {
                let error = expectRouterError(error)
                precondition(
                    error.code == .payloadTooLarge || (json.isEmpty && error.code == .unreadablePayload),
                    "valid base64 was refused: \(error)"
                )
            }
            decodeAll(codec: codec) { type in try codec.decode(type, from: json) }
        }
    }

    /// Decodes into every model type; a model that decodes must survive an encode-decode round trip.
    private static func decodeAll(codec: ModelCodec, _ decode: (any Codable.Type) throws -> any Codable) {
        roundTrip(FuzzPerson.self, codec: codec, decode)
        roundTrip([FuzzPerson].self, codec: codec, decode)
        roundTrip(UInt8.self, codec: codec, decode)
        roundTrip(FuzzTree.self, codec: codec, decode)
        roundTrip([String: Int].self, codec: codec, decode)
        // Decoded only, for its messages: URLs and dates need not survive a trip through JSON unchanged.
        do {
            _ = try decode(FuzzOrder.self)
        } catch {
            expectRouterError(error)
        }
    }

    private static func roundTrip<Model: Codable & Equatable>(
        _ type: Model.Type,
        codec: ModelCodec,
        _ decode: (any Codable.Type) throws -> any Codable
    ) {
        let model: Model
        do {
            guard let decoded = try decode(type) as? Model else {
                preconditionFailure("decoded a value of the wrong type")
            }
            model = decoded
        } catch {
            _ = expectRouterError(error)
            return
        }
        do {
            let again = try codec.decode(Model.self, from: codec.encode(model))
            precondition(again == model, "\(Model.self) does not round-trip: \(model) became \(again)")
        } catch {
            // A decoded model re-encodes to JSON no larger than the codec accepted, unless its numbers
            // were written longer than JSONEncoder writes them; only the size limit may refuse it.
            let error = expectRouterError(error)
            precondition(error.code == .payloadTooLarge, "a decoded \(Model.self) does not round-trip: \(error)")
        }
    }

    /// An option read either succeeds or fails with `invalidOptionValue`.
    private static func expectOptionRead(_ read: () throws -> Void) {
        do {
            try read()
        } catch {
            let error = expectRouterError(error)
            precondition(error.code == .invalidOptionValue, "an option read failed with \(error.code)")
        }
    }

    /// The launch arguments of an option whose texts hold no NUL: these must validate.
    private static func expectValid(_ option: some LaunchOption) -> [String] {
        do {
            return try option.validatedLaunchArguments()
        } catch {
            preconditionFailure("an option without NUL was refused: \(error)")
        }
    }

    /// Every error the router throws is a `ScreenRouterError` with a message that names its class.
    @discardableResult
    private static func expectRouterError(_ error: any Error) -> ScreenRouterError {
        guard let error = error as? ScreenRouterError else {
            preconditionFailure("an error that is not a ScreenRouterError escaped: \(error)")
        }
        precondition(!error.message.isEmpty && !error.code.description.isEmpty, "an error without a message")
        FuzzMessages.expectOurWords(error)
        return error
    }
}
