/// An environment option that can ask the app to delete the data it set up before, before it sets up the
/// option's values: the value then starts with `AM_CLEAN_DATA_FLAG,`.
///
/// It is AutoMate's protocol for the data its companion framework, AutoMate-AppBuddy, adds to the app's
/// calendars, reminders and contacts (``EventLaunchEnvironment``, ``ReminderLaunchEnvironment``,
/// ``ContactLaunchEnvironment``). The option writes the same environment; the app reads it, with
/// AutoMate-AppBuddy or its own code.
///
/// ```swift
/// struct Cache: LaunchEnvironmentWithSingleValue, CleanableLaunchEnvironment {
///     let key = "CACHE"
///     let value = "fixtures"
///     let shouldCleanBefore: Bool
/// }
/// // Cache(shouldCleanBefore: true): CACHE=AM_CLEAN_DATA_FLAG,fixtures
/// ```
public protocol CleanableLaunchEnvironment: LaunchEnvironmentProtocol {
    /// Whether the app should delete the data it set up before.
    var shouldCleanBefore: Bool { get }
}

extension CleanableLaunchEnvironment {
    /// The flag that starts the value of an option that asks for cleaning: `AM_CLEAN_DATA_FLAG`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static var CleanFlag: String { "AM_CLEAN_DATA_FLAG" }

    /// The value, preceded by ``CleanFlag`` and `,` when ``shouldCleanBefore`` is `true`.
    func cleaned(_ value: String) -> String {
        shouldCleanBefore ? Self.CleanFlag + "," + value : value
    }
}

extension LaunchEnvironmentWithSingleValue where Self: CleanableLaunchEnvironment {
    /// `[key: value.value]`, the value preceded by `AM_CLEAN_DATA_FLAG,` when ``shouldCleanBefore`` is `true`.
    public var launchEnvironments: [String: String]? {
        [key: cleaned(value.value)]
    }
}

extension LaunchEnvironmentWithMultipleValues where Self: CleanableLaunchEnvironment {
    /// `["<uniqueIdentifier>": "<value>,<value>"]`, the values preceded by `AM_CLEAN_DATA_FLAG,` when
    /// ``shouldCleanBefore`` is `true`.
    public var launchEnvironments: [String: String]? {
        [uniqueIdentifier: cleaned(joinedValues)]
    }
}

/// A list environment option that can ask for cleaning first: ``CleanableLaunchEnvironment`` and
/// ``LaunchEnvironmentWithMultipleValues`` together, created with or without cleaning.
///
/// ```swift
/// let events = EventLaunchEnvironment(shouldCleanBefore: true, resources: ("next_week", "Fixtures"))
/// // AM_EVENTS_KEY=AM_CLEAN_DATA_FLAG,Fixtures:next_week
/// let noEvents = EventLaunchEnvironment(shouldCleanBefore: true)   // AM_EVENTS_KEY=AM_CLEAN_DATA_FLAG,
/// ```
public protocol CleanableLaunchEnvironmentWithMultipleValues: CleanableLaunchEnvironment,
    LaunchEnvironmentWithMultipleValues
{
    /// Creates the option.
    ///
    /// - Parameters:
    ///   - shouldCleanBefore: Whether the app should delete the data it set up before.
    ///   - valuesCollection: The values, in order.
    init(shouldCleanBefore: Bool, valuesCollection: [Value])
}

extension CleanableLaunchEnvironmentWithMultipleValues {
    /// Creates the option without cleaning.
    ///
    /// - Parameter valuesCollection: The values, in order.
    public init(valuesCollection: [Value]) {
        self.init(shouldCleanBefore: false, valuesCollection: valuesCollection)
    }

    /// Creates the option without cleaning, from an array literal of its values.
    ///
    /// - Parameter elements: The values, in order.
    public init(arrayLiteral elements: Value...) {
        self.init(shouldCleanBefore: false, valuesCollection: elements)
    }
}

extension CleanableLaunchEnvironmentWithMultipleValues where Value == LaunchEnvironmentResourceValue {
    /// Creates the option from files, each named with its bundle.
    ///
    /// - Parameters:
    ///   - shouldCleanBefore: Whether the app should delete the data it set up before.
    ///   - resources: The files, each a name and the name of its bundle (`nil` for the main bundle).
    public init(shouldCleanBefore: Bool, resources: (fileName: String, bundleName: String?)...) {
        self.init(
            shouldCleanBefore: shouldCleanBefore,
            valuesCollection: resources.map {
                LaunchEnvironmentResourceValue(fileName: $0.fileName, bundleName: $0.bundleName)
            }
        )
    }
}

/// A file in a bundle, the value of AutoMate's data options: `<bundle>:<file>`, or `nil:<file>` for the main
/// bundle.
///
/// ```swift
/// LaunchEnvironmentResourceValue(fileName: "john", bundleName: "Fixtures").value   // "Fixtures:john"
/// LaunchEnvironmentResourceValue(fileName: "john").value                          // "nil:john"
/// ```
public struct LaunchEnvironmentResourceValue: LaunchEnvironmentValue, Hashable, Sendable {
    /// The file's name.
    public let file: String

    /// The bundle's name, or `nil` for the main bundle.
    public let bundle: String?

    /// Creates the value.
    ///
    /// - Parameters:
    ///   - file: The file's name.
    ///   - bundle: The bundle's name; `nil`, the default, for the main bundle.
    public init(fileName file: String, bundleName bundle: String? = nil) {
        self.file = file
        self.bundle = bundle
    }

    /// `<bundle>:<file>`, with `nil` for the main bundle.
    public var value: String { (bundle ?? "nil") + ":" + file }
}
