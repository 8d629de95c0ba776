// swift-format-ignore-file
// The code samples of the Troubleshooting article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator
// (with the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.

import ScreenRouter

func matchesOnTheCode() throws {
    do {
        _ = try LaunchRequest.parse(["--uitesting", "-vc", "userDetail", "-vc", "users"])
    } catch let error as ScreenRouterError where error.code == .repeatedArgument {
        print(error.message)
    }
}
