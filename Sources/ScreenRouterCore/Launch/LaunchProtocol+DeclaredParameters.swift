/// The parameters of a request, each declared once.
///
/// A new parameter is one more declaration here, added to ``LaunchProtocol/parameters``, and its row in the
/// article's tables (a test compares them); then the code that acts on it. Declared with its flag, item,
/// placeholder, help, stage and values alone, it is kept in the request by its item, read by a `ScreenFactory`
/// with ``LaunchRequest/parameter(_:)``, set by a test with test support's `ScreenRequest.parameter(_:_:)`,
/// given on the command line as `--<item>` and to the MCP server's `open_screen` as `<item>`.
extension LaunchProtocol {
    /// The screen to open: `-vc <screen>`, `vc=<screen>`.
    package static let screen = Parameter(
        flag: "-vc",
        item: "vc",
        placeholder: "<id>",
        help: "Required. The screen to install as the window's root, by its ``ScreenID``.",
        stage: .screen,
        values: .identifier,
        option: nil,
        read: { $0.screen.rawValue },
        place: { $0.screen = ScreenID($1) }
    )

    /// The model inline, standard base64 of its JSON: `-model <base64>`, `model=<base64>`.
    package static let model = Parameter(
        flag: "-model",
        item: "model",
        placeholder: "<base64>",
        help: "Optional. The fixture model, inline: standard base64 of the model's JSON.",
        stage: .payload,
        option: nil,
        read: { $0.model?.inlineText },
        place: { $0.model = .base64($1) }
    )

    /// The model in a file of JSON the app can read: `-modelFile <path>`, `modelFile=<path>`.
    package static let modelFile = Parameter(
        flag: "-modelFile",
        item: "modelFile",
        placeholder: "<path>",
        help: "Optional. The fixture model, in a file: the path of a file that holds the model's JSON.",
        stage: .payload,
        exclusion: Exclusion([model.flag]) { screen, _, carrier in
            ScreenRouterError.conflictingPayloadArguments(screen: screen, carrier: carrier, subject: .model)
        },
        option: nil,
        read: { $0.model?.filePath },
        place: { $0.model = .file(path: $1) }
    )

    /// One of the samples the app registered for the screen: `-sample <name>`, `sample=<name>`.
    package static let sample = Parameter(
        flag: "-sample",
        item: "sample",
        placeholder: "<name>",
        help: "Optional, instead of a model. One of the samples the app registered for the screen (see "
            + "<doc:TheScreenCatalogue>).",
        stage: .reference,
        values: .sampleName,
        exclusion: Exclusion([model.flag, modelFile.flag]) { screen, given, carrier in
            ScreenRouterError.sampleWithModel(screen: screen, given: given, carrier: carrier)
        },
        option: CommandLineOption(
            "--sample",
            placeholder: "<name>",
            help: "a sample the app registered for the screen"
        ),
        read: { $0.sample },
        place: { $0.sample = $1 }
    )

    /// The screen's network fixture inline, standard base64 of its JSON: `-network <base64>`, `network=<base64>`.
    package static let network = Parameter(
        flag: "-network",
        item: "network",
        placeholder: "<base64>",
        help: "Optional. The screen's network fixture, inline: standard base64 of its JSON (see "
            + "<doc:NetworkFixtures>).",
        stage: .payload,
        option: nil,
        read: { $0.network?.inlineText },
        place: { $0.network = .base64($1) }
    )

    /// The screen's network fixture in a file of JSON the app can read: `-networkFile <path>`,
    /// `networkFile=<path>`.
    package static let networkFile = Parameter(
        flag: "-networkFile",
        item: "networkFile",
        placeholder: "<path>",
        help: "Optional. The screen's network fixture, in a file: the path of a file that holds its JSON.",
        stage: .payload,
        exclusion: Exclusion([network.flag]) { screen, _, carrier in
            ScreenRouterError.conflictingPayloadArguments(screen: screen, carrier: carrier, subject: .network)
        },
        option: nil,
        read: { $0.network?.filePath },
        place: { $0.network = .file(path: $1) }
    )

    /// Whether a request no network fixture of the route answers fails the route: `-strictNetwork true`,
    /// `strictNetwork=true`; without it, the app's choice.
    package static let strictNetwork = Parameter(
        flag: "-strictNetwork",
        item: "strictNetwork",
        placeholder: "<boolean>",
        help: "Optional. `true`: a request that no network fixture of the route answers, in a route without a "
            + "fixture too, fails the route and never reaches the network; `false`: a route without a fixture lets "
            + "its requests through. Left out, the app's choice, `answerRequestsFromNetworkFixtures(strict:)` (see "
            + "<doc:NetworkFixtures>).",
        stage: .other,
        values: .oneOf(["true", "false"], kind: "a boolean"),
        option: CommandLineOption("--strict-network", placeholder: "<true|false>")
    )

    /// The appearance of a ``ScreenVariant``: `-ScreenRouterAppearance dark`, `appearance=dark`.
    package static let appearance = Parameter(
        flag: "-ScreenRouterAppearance",
        item: "appearance",
        placeholder: "<appearance>",
        help: "Optional. The variant's appearance: `light` or `dark`.",
        stage: .variant,
        values: .oneOf(ScreenVariant.Appearance.allCases.map(\.rawValue), kind: "an appearance"),
        option: CommandLineOption("--appearance", placeholder: "<light|dark>"),
        read: { $0.variant.appearance?.rawValue },
        place: { $0.variant.appearance = ScreenVariant.Appearance(rawValue: $1) }
    )

    /// The text size of a ``ScreenVariant``: `-ScreenRouterContentSize extraLarge`, `contentSize=extraLarge`.
    package static let contentSize = Parameter(
        flag: "-ScreenRouterContentSize",
        item: "contentSize",
        placeholder: "<size>",
        help: "Optional. The variant's text size: a ``ScreenVariant/ContentSize``, `extraSmall` to "
            + "`accessibilityExtraExtraExtraLarge`.",
        stage: .variant,
        values: .oneOf(ScreenVariant.ContentSize.allCases.map(\.rawValue), kind: "a content size"),
        option: CommandLineOption(
            "--content-size",
            placeholder: "<size>",
            help: "extraSmall ... extraExtraExtraLarge, accessibilityMedium ...\naccessibilityExtraExtraExtraLarge"
        ),
        read: { $0.variant.contentSize?.rawValue },
        place: { $0.variant.contentSize = ScreenVariant.ContentSize(rawValue: $1) }
    )

    /// The layout direction of a ``ScreenVariant``: `-ScreenRouterLayoutDirection rightToLeft`,
    /// `layoutDirection=rightToLeft`.
    package static let layoutDirection = Parameter(
        flag: "-ScreenRouterLayoutDirection",
        item: "layoutDirection",
        placeholder: "<direction>",
        help: "Optional. The variant's layout direction: `leftToRight` or `rightToLeft`.",
        stage: .variant,
        values: .oneOf(ScreenVariant.LayoutDirection.allCases.map(\.rawValue), kind: "a layout direction"),
        option: CommandLineOption("--layout-direction", placeholder: "<leftToRight|rightToLeft>"),
        read: { $0.variant.layoutDirection?.rawValue },
        place: { $0.variant.layoutDirection = ScreenVariant.LayoutDirection(rawValue: $1) }
    )

    /// Every parameter with a value, in the order a request writes them.
    package static let parameters = [
        screen, model, modelFile, sample, network, networkFile, strictNetwork, appearance, contentSize,
        layoutDirection,
    ]

    /// The parameters of a ``ScreenVariant``, in the order a request writes them.
    package static let variantParameters = parameters.filter { $0.stage == .variant }

    /// Every parameter in the order the validator checks them: by ``Stage``, then in the order of ``parameters``.
    package static let checkingOrder = parameters.enumerated()
        .sorted { ($0.element.stage, $0.offset) < ($1.element.stage, $1.offset) }
        .map(\.element)
}

extension LaunchRequest {
    /// Whether the request asks for strict network mode (`true`), lets a route without a fixture through
    /// (`false`), or leaves it to the app (`nil`).
    package var strictNetwork: Bool? {
        get { declaredValues[LaunchProtocol.strictNetwork.item].map { $0 == "true" } }
        set { declaredValues[LaunchProtocol.strictNetwork.item] = newValue.map { $0 ? "true" : "false" } }
    }
}

extension LaunchPayload {
    /// The base64 text of an inline payload, or `nil` for a file.
    package var inlineText: String? {
        if case .base64(let text) = self { text } else { nil }
    }

    /// The path of a payload in a file, or `nil` for an inline one.
    package var filePath: String? {
        if case .file(let path) = self { path } else { nil }
    }
}
