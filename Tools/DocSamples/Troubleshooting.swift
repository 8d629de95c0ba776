// swift-format-ignore-file
// The code samples of the Troubleshooting article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package and checks that every
// sample of the page appears here unchanged. Change a sample here and on the page together.

import ScreenRouter

struct User: Codable {
    let id: Int
}

func show(_ user: User) {}

func matchesOnTheCode(_ modelString: String) {
    do {
        let user: User = try modelString.decoded()
        show(user)
    } catch where error.code == .modelMismatch {
        print("The fixture does not fit the screen:", error.message)
    } catch {
        print(error.message)
    }
}
