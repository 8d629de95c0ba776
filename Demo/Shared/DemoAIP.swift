import ScreenRouter

// The Demo's typed identifiers, one provider per screen, shared by the app and its UI tests on every platform.
// The Demo's identifiers carry no screen prefix (`userName`, as README's first command shows), so each provider
// spells its identifiers itself, the element's raw value, instead of MSUITest's `mainIdentifier.rawValue`.
// `nonisolated` lets the terminal screens, which are not on the main actor, read them.

/// The users list's elements.
public final class UsersAIP: AIP {
    /// The screen's identifier.
    public nonisolated static let mainIdentifier = "users"

    /// The list, the label shown when it is empty, and the row of the user at an index (`userRow.<index>`).
    public enum Element: RawRepresentable, Equatable, Sendable {
        case usersList
        case usersEmpty
        case userRow(_ index: Int)

        public init?(rawValue: String) {
            switch rawValue {
            case "usersList": self = .usersList
            case "usersEmpty": self = .usersEmpty
            default:
                guard rawValue.hasPrefix("userRow."), let index = Int(rawValue.dropFirst("userRow.".count)) else {
                    return nil
                }
                self = .userRow(index)
            }
        }

        public var rawValue: String {
            switch self {
            case .usersList: return "usersList"
            case .usersEmpty: return "usersEmpty"
            case .userRow(let index): return "userRow.\(index)"
            }
        }
    }

    /// The element's raw value: the Demo's identifiers have no screen prefix.
    public nonisolated static func elementIdentifier(for element: Element) -> String { element.rawValue }
}

/// The user-detail screen's elements, one per field.
public final class UserDetailAIP: AIP {
    /// The screen's identifier.
    public nonisolated static let mainIdentifier = "userDetail"

    /// The fields, top to bottom.
    public enum Element: String, CaseIterable, Sendable {
        case userName, userUsername, userEmail, userPhone, userWebsite
        case addressStreet, addressCity, addressGeo
        case companyName, companyCatchPhrase, companyBs
    }

    /// The element's raw value: the Demo's identifiers have no screen prefix.
    public nonisolated static func elementIdentifier(for element: Element) -> String { element.rawValue }
}

/// The settings screen's elements.
public final class SettingsAIP: AIP {
    /// The screen's identifier.
    public nonisolated static let mainIdentifier = "settings"

    /// The title, the user service in use, and whether animations are on.
    public enum Element: String, CaseIterable, Sendable {
        case settingsTitle, settingsService, settingsAnimations
    }

    /// The element's raw value: the Demo's identifiers have no screen prefix.
    public nonisolated static func elementIdentifier(for element: Element) -> String { element.rawValue }
}

/// The profile screen's elements.
public final class ProfileAIP: AIP {
    /// The screen's identifier.
    public nonisolated static let mainIdentifier = "profile"

    /// The state (loading, loaded, not found, offline), and the name and e-mail address once loaded.
    public enum Element: String, CaseIterable, Sendable {
        case profileState, profileName, profileEmail
    }

    /// The element's raw value: the Demo's identifiers have no screen prefix.
    public nonisolated static func elementIdentifier(for element: Element) -> String { element.rawValue }
}
