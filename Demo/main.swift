import Foundation

// The Demo app. Try:
//   swift run Demo
//   swift run Demo --uitesting -vc settings
//   swift run Demo --uitesting -vc userDetail -model <base64 of a user's JSON>
let status = MainActor.assumeIsolated {
    AppDelegate().applicationDidFinishLaunching()
}
exit(status)
