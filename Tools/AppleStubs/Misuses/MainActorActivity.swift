// expect: conformance of 'RecordingActivity' to protocol 'XCTActivity' crosses into main actor-isolated code and can cause data races
// XCTActivity.h declares a plain `@protocol XCTActivity <NSObject>`, not main-actor isolated: a main-actor class
// cannot satisfy its requirements.
import XCTest

@MainActor
final class RecordingActivity: NSObject, XCTActivity {
    var name: String { "recording" }
    func add(_ attachment: XCTAttachment) {}
}
