/// The software keyboards the app offers: `-AppleKeyboards ("bn@sw=Bengali")`.
///
/// ```swift
/// TestLauncher(options: [SoftwareKeyboards([.Bangla, .EnglishUnitedStates])]).configure(app).launch()
///
/// // In the app:
/// let keyboards = try SoftwareKeyboards.current?.values   // [.Bangla, .EnglishUnitedStates]
/// ```
///
/// It shares its key with ``HardwareKeyboards`` and ``SystemKeyboards``, so of two of them only the first is
/// passed; pass both kinds together with ``SystemKeyboards``.
public struct SoftwareKeyboards: KeyboardLaunchArgument, LaunchArgumentWithMultipleValues, Hashable, Sendable {
    /// The keyboards, in order.
    public var values: [SoftwareKeyboard]

    /// Creates the option.
    ///
    /// - Parameter values: The keyboards, in order.
    public init(_ values: [SoftwareKeyboard]) {
        self.values = values
    }

    /// In the app, the software keyboards among those the app was launched with (identifiers with `@sw=`).
    ///
    /// - Returns: The option, or `nil` when `AppleKeyboards` is not set.
    /// - Throws: ``ScreenRouterError`` when `AppleKeyboards` is not a list of texts.
    public static var current: SoftwareKeyboards? {
        get throws {
            try OptionReader().strings(forKey: "AppleKeyboards").map { identifiers in
                Self(identifiers.filter { $0.contains("@sw=") }.map(SoftwareKeyboard.init(verbatim:)))
            }
        }
    }
}

/// The hardware keyboard layouts the app offers: `-AppleKeyboards ("bn@hw=Bangla")`.
///
/// ```swift
/// TestLauncher(options: [HardwareKeyboards([.Bangla])]).configure(app).launch()
///
/// // In the app:
/// let keyboards = try HardwareKeyboards.current?.values   // [.Bangla]
/// ```
///
/// It shares its key with ``SoftwareKeyboards`` and ``SystemKeyboards``, so of two of them only the first is
/// passed; pass both kinds together with ``SystemKeyboards``.
public struct HardwareKeyboards: KeyboardLaunchArgument, LaunchArgumentWithMultipleValues, Hashable, Sendable {
    /// The keyboards, in order.
    public var values: [HardwareKeyboard]

    /// Creates the option.
    ///
    /// - Parameter values: The keyboards, in order.
    public init(_ values: [HardwareKeyboard]) {
        self.values = values
    }

    /// In the app, the hardware keyboards among those the app was launched with (identifiers with `@hw=`).
    ///
    /// - Returns: The option, or `nil` when `AppleKeyboards` is not set.
    /// - Throws: ``ScreenRouterError`` when `AppleKeyboards` is not a list of texts.
    public static var current: HardwareKeyboards? {
        get throws {
            try OptionReader().strings(forKey: "AppleKeyboards").map { identifiers in
                Self(identifiers.filter { $0.contains("@hw=") }.map(HardwareKeyboard.init(verbatim:)))
            }
        }
    }
}

/// Software and hardware keyboards together, software first:
/// `-AppleKeyboards ("bn@sw=Bengali", "bn@hw=Bangla")`.
///
/// ```swift
/// TestLauncher(options: [SystemKeyboards(software: [.Bangla], hardware: [.Bangla])]).configure(app).launch()
/// ```
///
/// The app reads each kind back with ``SoftwareKeyboards/current`` and ``HardwareKeyboards/current``.
public struct SystemKeyboards: KeyboardLaunchArgument, Hashable, Sendable {
    private let software: SoftwareKeyboards
    private let hardware: HardwareKeyboards

    /// Creates the option.
    ///
    /// - Parameters:
    ///   - software: The software keyboards; none by default.
    ///   - hardware: The hardware keyboards; none by default.
    public init(software: SoftwareKeyboards = [], hardware: HardwareKeyboards = []) {
        self.software = software
        self.hardware = hardware
    }

    /// The software keyboards, then the hardware keyboards.
    public var values: [any LaunchArgumentValue] {
        software.values.map { $0 as any LaunchArgumentValue } + hardware.values.map { $0 as any LaunchArgumentValue }
    }

    /// `-AppleKeyboards` followed by every keyboard, software first, as a property-list array.
    public var launchArguments: [String]? {
        [flag, UserDefaultsArgumentSyntax.list(values)]
    }
}
