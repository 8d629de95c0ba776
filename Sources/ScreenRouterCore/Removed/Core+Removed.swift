import Foundation

// The codec's, the launch request's, the screen identifier's, the catalogue's and the network fixture's spellings that
// 1.0 removed, declared unavailable so that the compiler names each one's replacement (the Migrating from 0.x article
// lists them). None of them can be used. A spelling whose name is package-internal today is declared in an extension
// of a protocol the type conforms to, which a test's lookup finds and the package's does not (the type's own member
// shadows it).

extension ModelCodec {
    /// Removed: the plain codec is `ModelCodec()`.
    @available(*, unavailable, message: "Use ModelCodec(): the initializer's parameters all have defaults")
    public static var `default`: ModelCodec { ModelCodec() }

    /// Removed: a factory decodes through its request.
    @available(*, unavailable, message: "Decode through the request: request.decodeModel(Model.self, using: codec)")
    public func decode<Model: Decodable>(_ type: Model.Type, from request: LaunchRequest) throws -> Model {
        try request.decodeModel(type, using: self)
    }
}

extension LaunchRequest {
    /// Removed: a test opens a screen with a request of test support's, and writes launch arguments as they are.
    @available(
        *,
        unavailable,
        message: "Write the arguments as they are, [\"--uitesting\", \"-vc\", \"settings\"], or launch a ScreenRequest"
    )
    public init(screen: ScreenID, _ removed: Void = ()) { self.init(screen: screen, model: nil) }
}

extension Hashable where Self == LaunchRequest {
    /// Removed: the protocol's arguments are short enough to write.
    @available(
        *,
        unavailable,
        message: "Write the protocol's arguments as they are: [\"--uitesting\", \"-vc\", \"settings\"]"
    )
    public var arguments: [String] { [] }

    /// Removed: one way to ask whether the launch is a UI test's.
    @available(*, unavailable, message: "Ask UITestingMode.isActive")
    public static func isUITesting(_ arguments: [String] = CommandLine.arguments) -> Bool { false }
}

/// Removed: a launch's model is the request's business.
@available(*, unavailable, message: "A factory decodes the model through its request: request.decodeModel(_:using:)")
public typealias ModelPayload = Never

extension ScreenCatalogue {
    /// Removed: the catalogue's protocol version is a detail of its JSON.
    @available(*, unavailable, message: "listScreens() reads only the catalogue versions this release understands")
    public var version: Int { 0 }
}

// The catalogue, the network fixture and a screen identifier were once `Codable` (an identifier `Comparable`
// too). They are not declared so again, even unavailable: an unavailable conformance is still registered for the
// runtime's casts, which may reach it. A catalogue or a fixture handed to a JSON coder names the replacement instead.

extension JSONEncoder {
    /// Removed: a catalogue's JSON is a detail of the launch protocol.
    @available(*, unavailable, message: "Read a catalogue with app.listScreens() or screenrouter list --json")
    public func encode(_ value: ScreenCatalogue) throws -> Data { Data() }

    /// Removed: a network fixture's JSON is a detail of the launch protocol.
    @available(*, unavailable, message: "Pass the fixture itself, as network: of the request")
    public func encode(_ value: NetworkFixture) throws -> Data { Data() }
}

extension JSONDecoder {
    /// Removed: a catalogue's JSON is a detail of the launch protocol.
    @available(*, unavailable, message: "Read a catalogue with app.listScreens() or screenrouter list --json")
    public func decode(_ type: ScreenCatalogue.Type, from data: Data) throws -> ScreenCatalogue {
        ScreenCatalogue(screens: [])
    }

    /// Removed: a network fixture's JSON is a detail of the launch protocol.
    @available(*, unavailable, message: "Pass the fixture itself, as network: of the request")
    public func decode(_ type: NetworkFixture.Type, from data: Data) throws -> NetworkFixture { NetworkFixture() }
}

/// Removed: test support launches a `ProcessApplication`, and an `XCTestCase` an `XCUIApplication`.
///
/// Declared here, beside the launch protocol, because test support's own protocol of that name is internal to the
/// package; inside test support that one is found first.
@available(
    *,
    unavailable,
    message: "launchApp takes a ProcessApplication; an XCTestCase launches an XCUIApplication with its own launchApp"
)
public typealias LaunchableApplication = AnyObject
