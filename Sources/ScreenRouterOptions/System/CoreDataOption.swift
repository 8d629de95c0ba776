/// Core Data's debugging switches, passed as the launch arguments Core Data reads:
/// `-com.apple.CoreData.SQLDebug "3"`.
///
/// ```swift
/// TestLauncher(options: [CoreDataOption.sqlDebug(verbosityLevel: .high), CoreDataOption.concurrencyDebug])
///     .configure(app).launch()
/// // -com.apple.CoreData.SQLDebug "3" -com.apple.CoreData.ConcurrencyDebug "1"
/// ```
///
/// Core Data reads them in the app; the app does nothing itself. Each case is its own key, so several cases
/// can be passed together; a case given twice is passed once.
public enum CoreDataOption: LaunchArgumentWithSingleValue, Hashable, Sendable {
    /// Logs the SQL Core Data sends to SQLite: `com.apple.CoreData.SQLDebug`.
    case sqlDebug(verbosityLevel: VerbosityLevel)
    /// Colours the SQL log: `com.apple.CoreData.SyntaxColoredLogging`.
    case syntaxColoredLogging
    /// Logs the migration of a store: `com.apple.CoreData.MigrationDebug`.
    case migrationDebug
    /// Stops on a managed object used from the wrong queue: `com.apple.CoreData.ConcurrencyDebug`.
    case concurrencyDebug
    /// How SQLite syncs to disk: `com.apple.CoreData.SQLiteDebugSynchronous`.
    case sqLiteDebugSynchronous(syncing: DiskSyncing)
    /// Checks the store's integrity when it opens: `com.apple.CoreData.SQLiteIntegrityCheck`.
    case sqLiteIntegrityCheck
    /// Checks threading: `com.apple.CoreData.ThreadingDebug`.
    case threadingDebug(verbosityLevel: VerbosityLevel)

    /// How much a debugging switch logs, `"1"` to `"3"`.
    public enum VerbosityLevel: Int, LaunchArgumentValue, Sendable {
        /// `1`.
        case low = 1
        /// `2`.
        case medium = 2
        /// `3`.
        case high = 3
    }

    /// How SQLite syncs to disk, `"1"` to `"3"`.
    public enum DiskSyncing: Int, LaunchArgumentValue, Sendable {
        /// Not at all: `1`.
        case disabled = 1
        /// As usual: `2`.
        case normal = 2
        /// Fully: `3`.
        case full = 3
    }

    /// The key Core Data reads, such as `com.apple.CoreData.SQLDebug`.
    public var key: String {
        switch self {
        case .sqlDebug: "com.apple.CoreData.SQLDebug"
        case .syntaxColoredLogging: "com.apple.CoreData.SyntaxColoredLogging"
        case .migrationDebug: "com.apple.CoreData.MigrationDebug"
        case .concurrencyDebug: "com.apple.CoreData.ConcurrencyDebug"
        case .sqLiteDebugSynchronous: "com.apple.CoreData.SQLiteDebugSynchronous"
        case .sqLiteIntegrityCheck: "com.apple.CoreData.SQLiteIntegrityCheck"
        case .threadingDebug: "com.apple.CoreData.ThreadingDebug"
        }
    }

    /// The level or syncing mode; `.true` (`"1"`) for the switches without one.
    public var value: LaunchArgumentValue {
        switch self {
        case .sqlDebug(let level), .threadingDebug(let level): level
        case .sqLiteDebugSynchronous(let syncing): syncing
        case .syntaxColoredLogging, .migrationDebug, .concurrencyDebug, .sqLiteIntegrityCheck:
            BooleanLaunchArgumentValue.true
        }
    }
}

/// Foundation's switches for finding strings that are not localized: `-NSDoubleLocalizedStrings "1"`.
///
/// ```swift
/// TestLauncher(options: [LocalizedStrings.doubleLocalizedStrings]).configure(app).launch()
/// ```
///
/// Foundation reads them in the app when it looks strings up in the bundle's tables; the app does nothing
/// itself.
public enum LocalizedStrings: String, LaunchArgumentWithSingleValue, Sendable {
    /// Makes every localized string twice as long, to find layouts too tight for longer languages.
    case doubleLocalizedStrings = "NSDoubleLocalizedStrings"
    /// Shows every string missing from the tables in capitals.
    case showNonLocalizedStrings = "NSShowNonLocalizedStrings"

    /// The raw value, `NSDoubleLocalizedStrings` or `NSShowNonLocalizedStrings`.
    public var key: String { rawValue }

    /// `.true`, written `"1"`.
    public var value: LaunchArgumentValue { BooleanLaunchArgumentValue.true }
}
