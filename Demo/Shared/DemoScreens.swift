import ScreenRouter

// The Demo's screens, declared once and compiled by the app and by its UI tests, so a test cannot
// launch a screen with a model of the wrong type.

extension Screen where Model == [User] {
    /// The list of users.
    ///
    /// Without a model it shows the app's own users.
    public static let users = Screen("users")
}

extension Screen where Model == User {
    /// One user's details.
    public static let userDetail = Screen("userDetail")
}

extension ScreenID {
    /// The settings screen, which takes no model.
    public static let settings: ScreenID = "settings"
}
