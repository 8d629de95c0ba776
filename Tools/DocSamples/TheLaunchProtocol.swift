// swift-format-ignore-file
// The code samples of the Launch Protocol article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator
// (with the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.

import Foundation
import ScreenRouter

struct User: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

func makePayloads(user: User) throws {
      let payload = try JSONEncoder().encode(user).base64EncodedString()
    let sameBytes = try user.base64Encoded()
    _ = (payload, sameBytes)
}

struct SettingsFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest) -> String {
        request.parameter("appearance") == "dark" ? "settings, dark" : "settings"
    }
}
