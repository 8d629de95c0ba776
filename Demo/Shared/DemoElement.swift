/// The accessibility identifiers of the Demo's elements, shared by the app and its UI tests on every
/// platform.
public enum DemoElement {
    /// The users list.
    public static let usersList = "usersList"
    /// The label shown when the list is empty.
    public static let usersEmpty = "usersEmpty"
    /// The row of the user at `index` in the list, labelled with the user's name.
    public static func userRow(_ index: Int) -> String { "userRow.\(index)" }

    /// The user's full name.
    public static let userName = "userName"
    /// The user's login name.
    public static let userUsername = "userUsername"
    /// The user's e-mail address.
    public static let userEmail = "userEmail"
    /// The user's phone number, or "No phone".
    public static let userPhone = "userPhone"
    /// The user's web site, or "No website".
    public static let userWebsite = "userWebsite"
    /// Street and suite.
    public static let addressStreet = "addressStreet"
    /// City and zip code.
    public static let addressCity = "addressCity"
    /// Latitude and longitude.
    public static let addressGeo = "addressGeo"
    /// The employer's name.
    public static let companyName = "companyName"
    /// The employer's catch phrase.
    public static let companyCatchPhrase = "companyCatchPhrase"
    /// What the employer does.
    public static let companyBs = "companyBs"

    /// The settings screen's title.
    public static let settingsTitle = "settingsTitle"
    /// Which user service the app is using.
    public static let settingsService = "settingsService"
    /// Whether animations are on.
    public static let settingsAnimations = "settingsAnimations"

    /// The profile's state: loading, loaded, not found, offline.
    public static let profileState = "profileState"
    /// The profile's name, once loaded.
    public static let profileName = "profileName"
    /// The profile's e-mail address, once loaded.
    public static let profileEmail = "profileEmail"
}
