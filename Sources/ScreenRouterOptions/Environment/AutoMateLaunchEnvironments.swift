/// The names of the environment variables AutoMate's own options set, which its companion framework,
/// AutoMate-AppBuddy, reads in the app.
public enum AutoMateKey: String, Sendable {
    /// Whether the app runs its animations: `AM_ANIMATION_KEY`. `UIView.disableAnimationsIfRequested()` reads it.
    case animation = "AM_ANIMATION_KEY"
    /// Contacts to add to the address book: `AM_CONTACTS_KEY`.
    case contacts = "AM_CONTACTS_KEY"
    /// Events to add to the calendar: `AM_EVENTS_KEY`.
    case events = "AM_EVENTS_KEY"
    /// Reminders to add: `AM_REMINDERS_KEY`.
    case reminders = "AM_REMINDERS_KEY"
    /// Whether the app runs under UI tests: `AM_IS_IN_UI_TEST`. ``UITestingMode/isActive`` reads it too.
    case isInUITest = "AM_IS_IN_UI_TEST"
}

/// An environment option whose variable is one of ``AutoMateKey``'s.
public protocol AutoMateLaunchEnvironment {
    /// The variable the option sets.
    static var key: AutoMateKey { get }
}

extension AutoMateLaunchEnvironment
where
    Self: LaunchEnvironmentWithMultipleValues,
    Self.Value == LaunchEnvironmentResourceValue
{
    /// The variable's name, ``AutoMateKey``'s raw value.
    public var uniqueIdentifier: String { Self.key.rawValue }

    /// Creates the option from files, each named with its bundle, without cleaning.
    ///
    /// - Parameter resources: The files, each a name and the name of its bundle (`nil` for the main bundle).
    public init(resources: (fileName: String, bundleName: String?)...) {
        self.init(
            valuesCollection: resources.map {
                LaunchEnvironmentResourceValue(fileName: $0.fileName, bundleName: $0.bundleName)
            }
        )
    }
}

extension AutoMateLaunchEnvironment where Self: LaunchEnvironmentWithSingleValue {
    /// The variable's name, ``AutoMateKey``'s raw value.
    public var key: String { Self.key.rawValue }
}

/// Calendar events for the app to add, read from files in its bundles: `AM_EVENTS_KEY=nil:this_week`.
///
/// AutoMate-AppBuddy reads the variable in the app, deletes the events it added before when the value starts
/// with `AM_CLEAN_DATA_FLAG,`, and adds the events each JSON file describes. ScreenRouter writes exactly this
/// environment; without AutoMate-AppBuddy the app reads it itself or ignores it (see <doc:ComingFromAutoMate>).
///
/// ```swift
/// let events = EventLaunchEnvironment(shouldCleanBefore: true, resources: ("next_week", "Fixtures"))
/// // AM_EVENTS_KEY=AM_CLEAN_DATA_FLAG,Fixtures:next_week
/// ```
public struct EventLaunchEnvironment: CleanableLaunchEnvironmentWithMultipleValues, AutoMateLaunchEnvironment,
    Sendable
{
    /// The values are files.
    public typealias Value = LaunchEnvironmentResourceValue
    /// `AM_EVENTS_KEY`.
    public static let key: AutoMateKey = .events
    /// The files, in order.
    public let valuesCollection: [Value]
    /// Whether the app should delete the events it added before.
    public let shouldCleanBefore: Bool

    /// Creates the option.
    ///
    /// - Parameters:
    ///   - shouldCleanBefore: Whether the app should delete the events it added before.
    ///   - valuesCollection: The files, in order.
    public init(shouldCleanBefore: Bool, valuesCollection: [Value]) {
        self.shouldCleanBefore = shouldCleanBefore
        self.valuesCollection = valuesCollection
    }
}

/// Reminders for the app to add, read from files in its bundles: `AM_REMINDERS_KEY=Data:birthday`.
///
/// AutoMate-AppBuddy reads the variable in the app as it reads ``EventLaunchEnvironment``'s. ScreenRouter
/// writes exactly this environment (see <doc:ComingFromAutoMate>).
public struct ReminderLaunchEnvironment: CleanableLaunchEnvironmentWithMultipleValues, AutoMateLaunchEnvironment,
    Sendable
{
    /// The values are files.
    public typealias Value = LaunchEnvironmentResourceValue
    /// `AM_REMINDERS_KEY`.
    public static let key: AutoMateKey = .reminders
    /// The files, in order.
    public let valuesCollection: [Value]
    /// Whether the app should delete the reminders it added before.
    public let shouldCleanBefore: Bool

    /// Creates the option.
    ///
    /// - Parameters:
    ///   - shouldCleanBefore: Whether the app should delete the reminders it added before.
    ///   - valuesCollection: The files, in order.
    public init(shouldCleanBefore: Bool, valuesCollection: [Value]) {
        self.shouldCleanBefore = shouldCleanBefore
        self.valuesCollection = valuesCollection
    }
}

/// Contacts for the app to add, read from files in its bundles: `AM_CONTACTS_KEY=Data:john`.
///
/// AutoMate-AppBuddy reads the variable in the app as it reads ``EventLaunchEnvironment``'s. ScreenRouter
/// writes exactly this environment (see <doc:ComingFromAutoMate>).
public struct ContactLaunchEnvironment: CleanableLaunchEnvironmentWithMultipleValues, AutoMateLaunchEnvironment,
    Sendable
{
    /// The values are files.
    public typealias Value = LaunchEnvironmentResourceValue
    /// `AM_CONTACTS_KEY`.
    public static let key: AutoMateKey = .contacts
    /// The files, in order.
    public let valuesCollection: [Value]
    /// Whether the app should delete the contacts it added before.
    public let shouldCleanBefore: Bool

    /// Creates the option.
    ///
    /// - Parameters:
    ///   - shouldCleanBefore: Whether the app should delete the contacts it added before.
    ///   - valuesCollection: The files, in order.
    public init(shouldCleanBefore: Bool, valuesCollection: [Value]) {
        self.shouldCleanBefore = shouldCleanBefore
        self.valuesCollection = valuesCollection
    }
}

/// Whether the app runs its animations, as AutoMate passes it: `AM_ANIMATION_KEY=false`.
///
/// The app honours it with `UIView.disableAnimationsIfRequested()`, which turns UIKit's animations off for
/// `AnimationLaunchEnvironment(animation: false)`: the way to launch an app without animations.
public struct AnimationLaunchEnvironment: LaunchEnvironmentWithSingleValue, AutoMateLaunchEnvironment, Sendable {
    /// The value is a Boolean.
    public typealias Value = BooleanLaunchEnvironmentValue
    /// `AM_ANIMATION_KEY`.
    public static let key: AutoMateKey = .animation
    /// Whether the app runs its animations.
    public var value: Value

    /// Creates the option.
    ///
    /// - Parameter animation: Whether the app runs its animations; `false`, the default, turns them off.
    public init(animation: Value = false) {
        value = animation
    }
}

/// Whether the app runs under UI tests, as AutoMate passes it: `AM_IS_IN_UI_TEST=true`.
///
/// ``UITestingMode/isActive`` reads it, so the app chooses its test doubles for it as for ``UITestingMode``.
/// It does not ask a ``TestingCoordinator`` to route; `launchApp` does that.
public struct IsInUITestLaunchEnvironment: LaunchEnvironmentWithSingleValue, AutoMateLaunchEnvironment, Sendable {
    /// The value is a Boolean.
    public typealias Value = BooleanLaunchEnvironmentValue
    /// `AM_IS_IN_UI_TEST`.
    public static let key: AutoMateKey = .isInUITest
    /// Whether the app runs under UI tests.
    public var value: Value

    /// Creates the option.
    ///
    /// - Parameter inUITest: Whether the app runs under UI tests; `true` by default.
    public init(inUITest: Value = true) {
        value = inUITest
    }
}
