/// The accessibility identifiers of the Demo's elements, shared by the app and its UI tests on every
/// platform, as strings: each is its screen's provider's identifier (``UsersAIP``, ``UserDetailAIP``,
/// ``SettingsAIP``, ``ProfileAIP``).
public enum DemoElement {
    /// The users list.
    public static let usersList = UsersAIP.elementIdentifier(for: .usersList)
    /// The label shown when the list is empty.
    public static let usersEmpty = UsersAIP.elementIdentifier(for: .usersEmpty)
    /// The row of the user at `index` in the list, labelled with the user's name.
    public static func userRow(_ index: Int) -> String { UsersAIP.elementIdentifier(for: .userRow(index)) }

    /// The user's full name.
    public static let userName = UserDetailAIP.elementIdentifier(for: .userName)
    /// The user's login name.
    public static let userUsername = UserDetailAIP.elementIdentifier(for: .userUsername)
    /// The user's e-mail address.
    public static let userEmail = UserDetailAIP.elementIdentifier(for: .userEmail)
    /// The user's phone number, or "No phone".
    public static let userPhone = UserDetailAIP.elementIdentifier(for: .userPhone)
    /// The user's web site, or "No website".
    public static let userWebsite = UserDetailAIP.elementIdentifier(for: .userWebsite)
    /// Street and suite.
    public static let addressStreet = UserDetailAIP.elementIdentifier(for: .addressStreet)
    /// City and zip code.
    public static let addressCity = UserDetailAIP.elementIdentifier(for: .addressCity)
    /// Latitude and longitude.
    public static let addressGeo = UserDetailAIP.elementIdentifier(for: .addressGeo)
    /// The employer's name.
    public static let companyName = UserDetailAIP.elementIdentifier(for: .companyName)
    /// The employer's catch phrase.
    public static let companyCatchPhrase = UserDetailAIP.elementIdentifier(for: .companyCatchPhrase)
    /// What the employer does.
    public static let companyBs = UserDetailAIP.elementIdentifier(for: .companyBs)

    /// The settings screen's title.
    public static let settingsTitle = SettingsAIP.elementIdentifier(for: .settingsTitle)
    /// Which user service the app is using.
    public static let settingsService = SettingsAIP.elementIdentifier(for: .settingsService)
    /// Whether animations are on.
    public static let settingsAnimations = SettingsAIP.elementIdentifier(for: .settingsAnimations)

    /// The profile's state: loading, loaded, not found, offline.
    public static let profileState = ProfileAIP.elementIdentifier(for: .profileState)
    /// The profile's name, once loaded.
    public static let profileName = ProfileAIP.elementIdentifier(for: .profileName)
    /// The profile's e-mail address, once loaded.
    public static let profileEmail = ProfileAIP.elementIdentifier(for: .profileEmail)
}
