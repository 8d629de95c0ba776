// Foundation's overlay bridges Swift's String, Array, Dictionary and Set, and its IndexPath, URL and Data, to the
// Objective-C classes that Foundation.h names for them (`_ObjectiveCBridgeable`, as the SDK's
// Foundation.swiftinterface declares it): the clang importer then imports `NSString *` as `String`, and `@objc`
// accepts them. Bodies are placeholders; nothing here runs.

// https://developer.apple.com/documentation/swift/string
extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { "" }
}

// https://developer.apple.com/documentation/swift/array
extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { NSArray() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { [] }
}

// https://developer.apple.com/documentation/swift/dictionary
extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { NSDictionary() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) {}
    public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSDictionary,
        result: inout [Key: Value]?
    ) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { [:] }
}

// https://developer.apple.com/documentation/swift/set
extension Set: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { NSSet() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { [] }
}

// https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexPath { NSIndexPath() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { IndexPath() }
}

// https://developer.apple.com/documentation/foundation/url
extension URL: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSURL { NSURL() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { URL(fileURLWithPath: "/") }
}

// https://developer.apple.com/documentation/foundation/data
extension Data: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSData { NSData() }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { Data() }
}
