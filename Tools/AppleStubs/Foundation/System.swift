// Foundation stand-in: files, bundles, processes, defaults.

// NSFileManager.h · https://developer.apple.com/documentation/foundation/fileattributekey
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct FileAttributeKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/foundation/fileattributekey/type
    public static let type = FileAttributeKey(rawValue: "NSFileType")

    // https://developer.apple.com/documentation/foundation/fileattributekey/size
    public static let size = FileAttributeKey(rawValue: "NSFileSize")

    // https://developer.apple.com/documentation/foundation/fileattributekey/systemfilenumber
    public static let systemFileNumber = FileAttributeKey(rawValue: "NSFileSystemFileNumber")
}

// NSFileManager.h · https://developer.apple.com/documentation/foundation/fileattributetype
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct FileAttributeType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/foundation/fileattributetype/typeregular
    public static let typeRegular = FileAttributeType(rawValue: "NSFileTypeRegular")

    // https://developer.apple.com/documentation/foundation/fileattributetype/typedirectory
    public static let typeDirectory = FileAttributeType(rawValue: "NSFileTypeDirectory")
}

// NSFileManager.h · https://developer.apple.com/documentation/foundation/filemanager
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class FileManager: NSObject {
    // https://developer.apple.com/documentation/foundation/filemanager/default
    open class var `default`: FileManager { FileManager() }

    // https://developer.apple.com/documentation/foundation/filemanager/temporarydirectory
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var temporaryDirectory: URL { URL(fileURLWithPath: "/tmp") }

    // https://developer.apple.com/documentation/foundation/filemanager/attributesofitem(atpath:)
    open func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] { [:] }

    // https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:)
    open func fileExists(atPath path: String) -> Bool { false }

    // https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:isdirectory:)
    open func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool { false }

    // https://developer.apple.com/documentation/foundation/filemanager/currentdirectorypath
    open var currentDirectoryPath: String { "" }

    // https://developer.apple.com/documentation/foundation/filemanager/createfile(atpath:contents:attributes:)
    open func createFile(
        atPath path: String,
        contents data: Data?,
        attributes attr: [FileAttributeKey: Any]? = nil
    ) -> Bool {
        false
    }

    // https://developer.apple.com/documentation/foundation/filemanager/createdirectory(at:withintermediatedirectories:attributes:)
    @available(macOS 10.7, iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func createDirectory(
        at url: URL,
        withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]? = nil
    ) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/createsymboliclink(at:withdestinationurl:)
    @available(macOS 10.7, iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/createsymboliclink(atpath:withdestinationpath:)
    @available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func createSymbolicLink(atPath path: String, withDestinationPath destPath: String) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/copyitem(atpath:topath:)
    @available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func copyItem(atPath srcPath: String, toPath dstPath: String) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/copyitem(at:to:)
    @available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func copyItem(at srcURL: URL, to dstURL: URL) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/isexecutablefile(atpath:)
    open func isExecutableFile(atPath path: String) -> Bool { false }

    // https://developer.apple.com/documentation/foundation/filemanager/contentsofdirectory(atpath:)
    @available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func contentsOfDirectory(atPath path: String) throws -> [String] { [] }

    // https://developer.apple.com/documentation/foundation/filemanager/contents(atpath:)
    @available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func contents(atPath path: String) -> Data? { nil }

    // https://developer.apple.com/documentation/foundation/filemanager/removeitem(atpath:)
    @available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func removeItem(atPath path: String) throws {}

    // https://developer.apple.com/documentation/foundation/filemanager/removeitem(at:)
    @available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open func removeItem(at URL: URL) throws {}
}

// NSFileHandle.h · https://developer.apple.com/documentation/foundation/filehandle
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class FileHandle: NSObject {
    // https://developer.apple.com/documentation/foundation/filehandle/standardoutput
    open class var standardOutput: FileHandle { FileHandle() }

    // https://developer.apple.com/documentation/foundation/filehandle/standarderror
    open class var standardError: FileHandle { FileHandle() }

    // https://developer.apple.com/documentation/foundation/filehandle/nulldevice
    open class var nullDevice: FileHandle { FileHandle() }

    // API_TO_BE_DEPRECATED in the header, which Swift does not report; `write(contentsOf:)` (iOS 13.4) replaces it.
    // https://developer.apple.com/documentation/foundation/filehandle/write(_:)
    open func write(_ data: Data) {}

    // API_TO_BE_DEPRECATED like `write(_:)`; `readToEnd()` (iOS 13.4) replaces it.
    // https://developer.apple.com/documentation/foundation/filehandle/readdatatoendoffile()
    open func readDataToEndOfFile() -> Data { Data() }

    // https://developer.apple.com/documentation/foundation/filehandle/init(forwritingto:)
    @available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public convenience init(forWritingTo url: URL) throws { self.init() }

    // https://developer.apple.com/documentation/foundation/filehandle/init(forwritingatpath:)
    public convenience init?(forWritingAtPath path: String) { self.init() }

    // NSFileHandle.h: `- (BOOL)truncateAtOffset:(unsigned long long)offset error:(out NSError **)error
    // API_AVAILABLE(macos(10.15), ios(13.0), watchos(6.0), tvos(13.0));`, imported as a throwing method.
    // https://developer.apple.com/documentation/foundation/filehandle/truncate(atoffset:)
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open func truncate(atOffset offset: UInt64) throws {}

    // https://developer.apple.com/documentation/foundation/filehandle/filedescriptor
    open var fileDescriptor: Int32 { 0 }

    // NSFileHandle.h: `- (BOOL)closeAndReturnError:(out NSError **)error API_AVAILABLE(macos(10.15), ios(13.0),
    // watchos(6.0), tvos(13.0));`, imported as a throwing method.
    // https://developer.apple.com/documentation/foundation/filehandle/close()
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open func close() throws {}
}

// NSTask.h · https://developer.apple.com/documentation/foundation/pipe
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Pipe: NSObject {
    // https://developer.apple.com/documentation/foundation/pipe/filehandleforreading
    open var fileHandleForReading: FileHandle { FileHandle() }

    // https://developer.apple.com/documentation/foundation/pipe/filehandleforwriting
    open var fileHandleForWriting: FileHandle { FileHandle() }
}

// NSTask.h: `API_AVAILABLE(macos(10.0)) API_UNAVAILABLE(ios, watchos, tvos)`; not in Mac Catalyst or visionOS either.
// Mac Catalyst inherits the iOS attribute, which Swift reports as unavailable "in Mac Catalyst": the stand-in says so.
// https://developer.apple.com/documentation/foundation/process
@available(macOS 10.0, *)
@available(iOS, unavailable)
@available(macCatalyst, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
open class Process: NSObject {
    // https://developer.apple.com/documentation/foundation/process/terminationreason-swift.enum
    public enum TerminationReason: Int, Sendable {
        case exit = 1
        case uncaughtSignal = 2
    }

    // https://developer.apple.com/documentation/foundation/process/executableurl
    @available(macOS 10.13, *)
    open var executableURL: URL?

    // https://developer.apple.com/documentation/foundation/process/arguments
    open var arguments: [String]?

    // https://developer.apple.com/documentation/foundation/process/environment
    open var environment: [String: String]?

    // https://developer.apple.com/documentation/foundation/process/standardinput
    open var standardInput: Any?

    // https://developer.apple.com/documentation/foundation/process/standardoutput
    open var standardOutput: Any?

    // https://developer.apple.com/documentation/foundation/process/standarderror
    open var standardError: Any?

    // https://developer.apple.com/documentation/foundation/process/currentdirectoryurl
    @available(macOS 10.13, *)
    open var currentDirectoryURL: URL?

    // https://developer.apple.com/documentation/foundation/process/run()
    @available(macOS 10.13, *)
    open func run() throws {}

    // https://developer.apple.com/documentation/foundation/process/waituntilexit()
    open func waitUntilExit() {}

    // https://developer.apple.com/documentation/foundation/process/terminationhandler
    @available(macOS 10.7, *)
    open var terminationHandler: (@Sendable (Process) -> Void)?

    // https://developer.apple.com/documentation/foundation/process/terminate()
    open func terminate() {}

    // https://developer.apple.com/documentation/foundation/process/processidentifier
    open var processIdentifier: Int32 { 0 }

    // https://developer.apple.com/documentation/foundation/process/terminationstatus
    open var terminationStatus: Int32 { 0 }

    // https://developer.apple.com/documentation/foundation/process/terminationreason-swift.property
    @available(macOS 10.6, *)
    open var terminationReason: Process.TerminationReason { .exit }
}

// NSProcessInfo.h · https://developer.apple.com/documentation/foundation/processinfo
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class ProcessInfo: NSObject {
    // https://developer.apple.com/documentation/foundation/processinfo/processinfo
    open class var processInfo: ProcessInfo { ProcessInfo() }

    // https://developer.apple.com/documentation/foundation/processinfo/environment
    open var environment: [String: String] { [:] }

    // https://developer.apple.com/documentation/foundation/processinfo/arguments
    open var arguments: [String] { [] }

    // https://developer.apple.com/documentation/foundation/processinfo/activeprocessorcount
    @available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var activeProcessorCount: Int { 1 }

    // https://developer.apple.com/documentation/foundation/processinfo/physicalmemory
    @available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open var physicalMemory: UInt64 { 0 }

    // https://developer.apple.com/documentation/foundation/processinfo/operatingsystemversionstring
    open var operatingSystemVersionString: String { "" }
}

// NSUserDefaults.h · https://developer.apple.com/documentation/foundation/userdefaults
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UserDefaults: NSObject {
    // https://developer.apple.com/documentation/foundation/userdefaults/standard
    open class var standard: UserDefaults { UserDefaults() }

    // https://developer.apple.com/documentation/foundation/userdefaults/object(forkey:)
    open func object(forKey defaultName: String) -> Any? { nil }

    // https://developer.apple.com/documentation/foundation/userdefaults/string(forkey:)
    open func string(forKey defaultName: String) -> String? { nil }

    // https://developer.apple.com/documentation/foundation/userdefaults/stringarray(forkey:)
    open func stringArray(forKey defaultName: String) -> [String]? { nil }

    // https://developer.apple.com/documentation/foundation/userdefaults/bool(forkey:)
    open func bool(forKey defaultName: String) -> Bool { false }
}
