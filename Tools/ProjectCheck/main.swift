// Checks an Xcode project that XcodeGen generated from Demo/project.yml, without Xcode: it reads
// `project.pbxproj` (an old-style property list) and the shared schemes (XML), and compares them with the
// package (`swift package dump-package`) and the files on disk. scripts/check-xcode-project.sh builds and runs it.
//
//   ProjectCheck --project DIR/ScreenRouterDemo.xcodeproj --spec-dir Demo --package-root . \
//       --package-json dump.json --folder Demo/iOS=DemoApp ... --ui-tests DemoUITests=DemoApp
//
// Every failure is one line, `FAIL: <target> [<configuration>]: <setting>: <what is wrong>`, and the exit status
// is 1 if there is any. What it checks, for every native target and every build configuration:
//   - an Info.plist: INFOPLIST_FILE names a property list that exists, or GENERATE_INFOPLIST_FILE is YES;
//   - SDKROOT is set and the deployment target of that SDK is at least the package's minimum for the platform;
//   - SWIFT_VERSION is 6;
//   - every package product the target links is a product of the local package at --package-root, and the
//     project references no other package;
//   - each `--ui-tests T=App`: T is a UI-test bundle whose TEST_TARGET_NAME is App, with a target dependency on
//     App, run (not skipped) by a shared scheme that also builds App;
//   - each `--folder PATH=Target`: every Swift file under PATH is compiled by Target and by no other target, and
//     Target compiles no Swift file from outside its folders.
//
// Paths: XcodeGen writes the file references relative to the folder the project is generated in, but copies
// build settings (INFOPLIST_FILE) and local package paths from the spec as they are, relative to the spec's
// folder, where the project normally lives. So file references are resolved from the project's real location and
// settings and package paths from --spec-dir. Settings from .xcconfig files are not read; a target that uses one
// fails, so the check never passes on settings it did not see.

import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

// MARK: - Arguments

/// The command line: where the project, the spec and the package are, and what the project must contain.
private struct Arguments {
    var project = ""
    var specDirectory = ""
    var packageRoot = ""
    var packageJSON = ""
    /// Folders (relative to the package root) and the one target each folder's Swift files belong to.
    var folders: [(path: String, target: String)] = []
    /// UI-test targets and the application each one tests.
    var uiTests: [(tests: String, app: String)] = []

    /// Reads `CommandLine.arguments`; returns nil, after printing the usage, when they are incomplete.
    static func parse(_ arguments: [String]) -> Arguments? {
        var result = Arguments()
        var index = 1
        while index + 1 < arguments.count {
            let (key, value) = (arguments[index], arguments[index + 1])
            index += 2
            switch key {
            case "--project": result.project = value
            case "--spec-dir": result.specDirectory = value
            case "--package-root": result.packageRoot = value
            case "--package-json": result.packageJSON = value
            case "--folder", "--ui-tests":
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return usage("\(key) expects A=B, got \(value)") }
                if key == "--folder" {
                    result.folders.append((parts[0], parts[1]))
                } else {
                    result.uiTests.append((parts[0], parts[1]))
                }
            default: return usage("unknown option \(key)")
            }
        }
        guard index == arguments.count, !result.project.isEmpty, !result.specDirectory.isEmpty,
            !result.packageRoot.isEmpty, !result.packageJSON.isEmpty
        else { return usage("missing or incomplete options") }
        return result
    }

    private static func usage(_ problem: String) -> Arguments? {
        print(
            """
            ProjectCheck: \(problem)
            usage: ProjectCheck --project X.xcodeproj --spec-dir DIR --package-root DIR --package-json FILE \
            [--folder PATH=TARGET ...] [--ui-tests TARGET=APP ...]
            """
        )
        return nil
    }
}

// MARK: - Paths

/// An absolute, lexically normalised path with symbolic links resolved where they exist.
private func canonical(_ path: String, relativeTo base: String? = nil) -> String {
    let joined = path.hasPrefix("/") || base == nil ? path : (base ?? "") + "/" + path
    return URL(fileURLWithPath: joined).standardized.resolvingSymlinksInPath().path
}

/// `path` relative to `root` for messages, or `path` itself when it lies outside `root`.
private func display(_ path: String, under root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
}

// MARK: - The package

/// What `swift package dump-package` says about the package: its products and minimum deployment targets.
private struct Package {
    var name: String
    var products: [String]
    /// Platform name as SwiftPM spells it (`ios`, `macos`, ...) to its minimum version.
    var minimums: [String: String]

    init(json path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        name = object["name"] as? String ?? "the package"
        products = (object["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        var minimums: [String: String] = [:]
        for platform in object["platforms"] as? [[String: Any]] ?? [] {
            if let platformName = platform["platformName"] as? String, let version = platform["version"] as? String {
                minimums[platformName] = version
            }
        }
        self.minimums = minimums
    }
}

/// The deployment-target setting for each SDKROOT value, and the SwiftPM platform whose minimum applies.
private let deploymentSettings: [String: (setting: String, platform: String)] = [
    "iphoneos": ("IPHONEOS_DEPLOYMENT_TARGET", "ios"),
    "macosx": ("MACOSX_DEPLOYMENT_TARGET", "macos"),
    "appletvos": ("TVOS_DEPLOYMENT_TARGET", "tvos"),
    "watchos": ("WATCHOS_DEPLOYMENT_TARGET", "watchos"),
    "xros": ("XROS_DEPLOYMENT_TARGET", "visionos"),
]

/// Compares dotted version numbers (`16.0` > `13`); nil if either is not made of numbers.
private func compareVersions(_ lhs: String, _ rhs: String) -> ComparisonResult? {
    let left = lhs.split(separator: ".").map { Int($0) }
    let right = rhs.split(separator: ".").map { Int($0) }
    guard !left.isEmpty, !right.isEmpty, !left.contains(nil), !right.contains(nil) else { return nil }
    for index in 0..<max(left.count, right.count) {
        let (a, b) = (index < left.count ? left[index] ?? 0 : 0, index < right.count ? right[index] ?? 0 : 0)
        if a != b { return a < b ? .orderedAscending : .orderedDescending }
    }
    return .orderedSame
}

// MARK: - The project

/// The objects of a `project.pbxproj`, with the lookups the checks need.
private struct Project {
    typealias Object = [String: Any]

    let objects: [String: Object]
    let root: Object
    /// The folder holding the `.xcodeproj`: file references are relative to it.
    let directory: String

    init(path: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent("project.pbxproj")
        let data = try Data(contentsOf: url)
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Object],
            let rootID = top["rootObject"] as? String, let root = objects[rootID]
        else { throw CheckError("\(url.path) is not an Xcode project: no objects or root object") }
        self.objects = objects
        self.root = root
        self.directory = canonical(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    func object(_ id: Any?) -> Object? { (id as? String).flatMap { objects[$0] } }

    func objects(_ ids: Any?) -> [(id: String, object: Object)] {
        (ids as? [String] ?? []).compactMap { id in objects[id].map { (id, $0) } }
    }

    /// The build configurations of a configuration list, by name.
    func configurations(_ listID: Any?) -> [(name: String, object: Object)] {
        objects(object(listID)?["buildConfigurations"]).map { ($0.object["name"] as? String ?? "?", $0.object) }
    }

    /// Every file reference reachable from the main group, with its absolute path.
    func filePaths() -> [String: String] {
        var paths: [String: String] = [:]
        func walk(_ id: String, parent: String) {
            guard let item = objects[id] else { return }
            let path = item["path"] as? String
            let base: String?
            switch item["sourceTree"] as? String {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = directory
            case "<absolute>": base = "/"
            default: base = nil  // BUILT_PRODUCTS_DIR, SDKROOT, ...: not files of this repository
            }
            guard let base else { return }
            let location = path.map { $0.hasPrefix("/") ? $0 : base + "/" + $0 } ?? base
            paths[id] = canonical(location)
            for child in item["children"] as? [String] ?? [] { walk(child, parent: location) }
        }
        if let mainGroup = root["mainGroup"] as? String { walk(mainGroup, parent: directory) }
        return paths
    }
}

/// A failure to read the inputs, as opposed to a finding about the project.
private struct CheckError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// MARK: - Schemes

/// The parts of a shared scheme the checks need: which targets it builds, and which it tests (and skips).
private final class Scheme: NSObject, XMLParserDelegate {
    let name: String
    /// Blueprint identifiers of the scheme's build action entries.
    private(set) var built: Set<String> = []
    /// Blueprint identifiers of the test action's testables, with whether each is skipped.
    private(set) var tested: [String: Bool] = [:]
    /// The containers the scheme's references point at (`container:X.xcodeproj`): this project only.
    private(set) var containers: Set<String> = []
    private var elements: [String] = []
    private var skipped = false

    init(url: URL) throws {
        name = url.deletingPathExtension().lastPathComponent
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else { throw CheckError("cannot read the scheme \(url.path)") }
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "TestableReference" { skipped = attributes["skipped"] == "YES" }
        if elementName == "BuildableReference", let id = attributes["BlueprintIdentifier"] {
            if let container = attributes["ReferencedContainer"] { containers.insert(container) }
            if elements.contains("BuildActionEntry") { built.insert(id) }
            if elements.contains("TestableReference") { tested[id] = skipped }
        }
        elements.append(elementName)
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?
    ) {
        elements.removeLast()
    }
}

// MARK: - The checks

/// Collects the findings; each names the target, the configuration where it matters, and the setting.
private struct Findings {
    private(set) var lines: [String] = []

    mutating func fail(_ target: String, _ configuration: String?, _ setting: String, _ message: String) {
        let place = configuration.map { "\(target) [\($0)]" } ?? target
        lines.append("FAIL: \(place): \(setting): \(message)")
    }
}

/// Runs every check and prints the findings, or a summary of what was checked.
private func run(_ arguments: Arguments) throws -> Bool {
    let package = try Package(json: arguments.packageJSON)
    let project = try Project(path: arguments.project)
    let specDirectory = canonical(arguments.specDirectory)
    let packageRoot = canonical(arguments.packageRoot)
    let projectName = URL(fileURLWithPath: arguments.project).lastPathComponent
    var findings = Findings()

    let projectConfigurations = Dictionary(
        project.configurations(project.root["buildConfigurationList"]).map { ($0.name, $0.object) },
        uniquingKeysWith: { first, _ in first }
    )
    let targets = project.objects(project.root["targets"]).map {
        (id: $0.id, name: $0.object["name"] as? String ?? $0.id, object: $0.object)
    }
    let targetIDs = Dictionary(targets.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })

    // The local package: the project may reference this package and nothing else.
    var localPackages: Set<String> = []
    for (id, reference) in project.objects(project.root["packageReferences"]) {
        if reference["isa"] as? String == "XCLocalSwiftPackageReference",
            let path = reference["relativePath"] as? String
        {
            let resolved = canonical(path, relativeTo: specDirectory)
            if resolved == packageRoot {
                localPackages.insert(id)
            } else {
                findings.fail(
                    projectName,
                    nil,
                    "packages",
                    "local package '\(path)' is \(resolved), not this package (\(packageRoot)); set `path:` in the spec"
                )
            }
        } else {
            let location = reference["repositoryURL"] as? String ?? reference["isa"] as? String ?? id
            findings.fail(
                projectName,
                nil,
                "packages",
                "references the package \(location); the Demo uses only this package, which has no dependencies"
            )
        }
    }

    let filePaths = project.filePaths()
    var compiledBy: [String: [String]] = [:]  // Swift file → targets that compile it
    var configurationCount = 0

    for target in targets {
        guard target.object["isa"] as? String == "PBXNativeTarget" else {
            findings.fail(target.name, nil, "isa", "\(target.object["isa"] ?? "?") is not a native target; not checked")
            continue
        }
        if let synced = target.object["fileSystemSynchronizedGroups"] as? [String], !synced.isEmpty {
            findings.fail(
                target.name,
                nil,
                "sources",
                "uses synchronized folders, whose files this check cannot list; use `type: group` sources"
            )
        }

        // Settings, per configuration: the target's own, else the project's of the same name.
        let configurations = project.configurations(target.object["buildConfigurationList"])
        if configurations.isEmpty { findings.fail(target.name, nil, "buildConfigurationList", "has no configurations") }
        for (configuration, object) in configurations {
            configurationCount += 1
            let projectLevel = projectConfigurations[configuration]
            if object["baseConfigurationReference"] != nil || projectLevel?["baseConfigurationReference"] != nil {
                findings.fail(
                    target.name,
                    configuration,
                    "configFiles",
                    "uses an .xcconfig file, which this check does not read; move its settings into the spec"
                )
            }
            let own = object["buildSettings"] as? [String: Any] ?? [:]
            let inherited = projectLevel?["buildSettings"] as? [String: Any] ?? [:]
            func setting(_ key: String) -> String? {
                let value = own[key] ?? inherited[key]
                if let list = value as? [String] { return list.joined(separator: " ") }
                return value as? String
            }
            checkInfoPlist(target.name, configuration, setting, specDirectory, &findings)
            checkDeployment(target.name, configuration, setting, package, &findings)
            let swiftVersion = setting("SWIFT_VERSION")
            if swiftVersion != "6" && swiftVersion != "6.0" {
                findings.fail(
                    target.name,
                    configuration,
                    "SWIFT_VERSION",
                    "is \(swiftVersion.map { "'\($0)'" } ?? "unset"), expected 6 (the package's language mode)"
                )
            }
        }

        // Package products.
        for (_, dependency) in project.objects(target.object["packageProductDependencies"]) {
            let product = dependency["productName"] as? String ?? "?"
            if let packageID = dependency["package"] as? String, !localPackages.contains(packageID) {
                findings.fail(target.name, nil, "package product", "'\(product)' comes from another package")
            } else if !package.products.contains(product) {
                findings.fail(
                    target.name,
                    nil,
                    "package product",
                    "'\(product)' is not a product of \(package.name) (its products: "
                        + "\(package.products.joined(separator: ", "))); fix `product:` in the spec"
                )
            }
        }

        // Compiled Swift files.
        for (_, phase) in project.objects(target.object["buildPhases"])
        where phase["isa"] as? String == "PBXSourcesBuildPhase" {
            for (_, buildFile) in project.objects(phase["files"]) {
                guard let fileID = buildFile["fileRef"] as? String, let path = filePaths[fileID],
                    path.hasSuffix(".swift")
                else { continue }
                compiledBy[path, default: []].append(target.name)
            }
        }
    }

    // UI tests.
    let schemes = try sharedSchemes(arguments.project)
    for (tests, app) in arguments.uiTests {
        checkUITests(tests, app, targetIDs, project, projectName, schemes, &findings)
    }

    // File membership.
    var fileCount = 0
    var ownFolders: [String: [String]] = [:]
    for (folder, target) in arguments.folders {
        ownFolders[target, default: []].append(canonical(folder, relativeTo: packageRoot))
    }
    for (folder, expected) in arguments.folders {
        if targetIDs[expected] == nil {
            findings.fail(expected, nil, "sources", "no such target, but \(folder) belongs to it")
        }
        let root = canonical(folder, relativeTo: packageRoot)
        guard let files = swiftFiles(under: root) else {
            findings.fail(expected, nil, "sources", "\(folder) does not exist")
            continue
        }
        for file in files {
            fileCount += 1
            let owners = compiledBy[file] ?? []
            let name = display(file, under: packageRoot)
            if owners.isEmpty {
                findings.fail(expected, nil, "sources", "\(name) is in no target; it belongs to \(expected)")
            } else if owners != [expected] {
                findings.fail(
                    expected,
                    nil,
                    "sources",
                    "\(name) is compiled by \(owners.joined(separator: " and ")); it belongs to \(expected) only"
                )
            }
        }
    }
    for (file, owners) in compiledBy.sorted(by: { $0.key < $1.key }) {
        for owner in Set(owners).sorted() {
            guard let folders = ownFolders[owner] else { continue }
            if !FileManager.default.fileExists(atPath: file) {
                findings.fail(
                    owner,
                    nil,
                    "sources",
                    "compiles \(display(file, under: packageRoot)), which does not exist"
                )
            } else if !folders.contains(where: { file.hasPrefix($0 + "/") }) {
                findings.fail(
                    owner,
                    nil,
                    "sources",
                    "compiles \(display(file, under: packageRoot)), outside its folder "
                        + folders.map { display($0, under: packageRoot) }.joined(separator: ", ")
                )
            }
        }
    }

    if findings.lines.isEmpty {
        let minimums = package.minimums.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        print(
            """
            ok: \(targets.count) targets, \(configurationCount) target configurations: Info.plist, SDKROOT, \
            SWIFT_VERSION 6, deployment targets at least the package's (\(minimums.joined(separator: ", "))), \
            package products of \(package.name) (\(package.products.joined(separator: ", ")))
            ok: UI tests \(arguments.uiTests.map { "\($0.tests) test \($0.app)" }.joined(separator: ", ")), \
            run by shared scheme(s) \(schemes.map(\.name).joined(separator: ", "))
            ok: \(fileCount) Swift files, each in exactly its target: \
            \(arguments.folders.map { "\($0.path) → \($0.target)" }.joined(separator: ", "))
            """
        )
        return true
    }
    for line in findings.lines { print(line) }
    return false
}

/// Every target needs an Info.plist in every configuration: a file that exists, or a generated one.
private func checkInfoPlist(
    _ target: String,
    _ configuration: String,
    _ setting: (String) -> String?,
    _ specDirectory: String,
    _ findings: inout Findings
) {
    let generated = setting("GENERATE_INFOPLIST_FILE") == "YES"
    guard let file = setting("INFOPLIST_FILE"), !file.isEmpty else {
        if !generated {
            findings.fail(
                target,
                configuration,
                "INFOPLIST_FILE",
                "no Info.plist: INFOPLIST_FILE is unset and GENERATE_INFOPLIST_FILE is not YES (Xcode signs no bundle "
                    + "without one); set GENERATE_INFOPLIST_FILE: YES (or INFOPLIST_FILE, or `info:`) in the spec"
            )
        }
        return
    }
    var path = file
    for variable in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}"] {
        path = path.replacingOccurrences(of: variable, with: specDirectory)
    }
    guard !path.contains("$(") && !path.contains("${") else {
        findings.fail(target, configuration, "INFOPLIST_FILE", "'\(file)' uses a variable this check cannot resolve")
        return
    }
    let resolved = canonical(path, relativeTo: specDirectory)
    guard let data = FileManager.default.contents(atPath: resolved) else {
        findings.fail(target, configuration, "INFOPLIST_FILE", "'\(file)' does not exist (\(resolved))")
        return
    }
    let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    if !(plist is [String: Any]) {
        findings.fail(target, configuration, "INFOPLIST_FILE", "'\(file)' is not a property-list dictionary")
    }
}

/// SDKROOT is set, and every deployment target is at least the package's minimum for its platform.
private func checkDeployment(
    _ target: String,
    _ configuration: String,
    _ setting: (String) -> String?,
    _ package: Package,
    _ findings: inout Findings
) {
    guard let sdk = setting("SDKROOT"), !sdk.isEmpty else {
        findings.fail(
            target,
            configuration,
            "SDKROOT",
            "is unset (XcodeGen ran without its setting presets?); set `platform:` on the target"
        )
        return
    }
    guard let required = deploymentSettings[sdk] else {
        findings.fail(target, configuration, "SDKROOT", "'\(sdk)' is not an SDK this check knows")
        return
    }
    if setting(required.setting) == nil {
        findings.fail(
            target,
            configuration,
            required.setting,
            "is unset; set `deploymentTarget` in the spec (at least the package's \(required.platform) minimum)"
        )
    }
    for (_, (key, platform)) in deploymentSettings {
        guard let value = setting(key), let minimum = package.minimums[platform] else { continue }
        switch compareVersions(value, minimum) {
        case nil:
            findings.fail(target, configuration, key, "'\(value)' is not a version number")
        case .orderedAscending?:
            findings.fail(
                target,
                configuration,
                key,
                "\(value) is below the package's minimum \(platform) \(minimum) (Package.swift `platforms`)"
            )
        default: break
        }
    }
}

/// The UI-test target tests the app: TEST_TARGET_NAME, a target dependency, and a shared scheme that runs it.
private func checkUITests(
    _ tests: String,
    _ app: String,
    _ ids: [String: String],
    _ project: Project,
    _ projectName: String,
    _ schemes: [Scheme],
    _ findings: inout Findings
) {
    guard let testsID = ids[tests], let testsTarget = project.objects[testsID] else {
        findings.fail(tests, nil, "targets", "no such target")
        return
    }
    guard let appID = ids[app], let appTarget = project.objects[appID] else {
        findings.fail(app, nil, "targets", "no such target, but \(tests) should test it")
        return
    }
    if testsTarget["productType"] as? String != "com.apple.product-type.bundle.ui-testing" {
        findings.fail(tests, nil, "type", "is \(testsTarget["productType"] ?? "?"), not bundle.ui-testing")
    }
    if appTarget["productType"] as? String != "com.apple.product-type.application" {
        findings.fail(app, nil, "type", "is \(appTarget["productType"] ?? "?"), not an application")
    }
    for (configuration, object) in project.configurations(testsTarget["buildConfigurationList"]) {
        let value = (object["buildSettings"] as? [String: Any])?["TEST_TARGET_NAME"] as? String
        if value != app {
            findings.fail(
                tests,
                configuration,
                "TEST_TARGET_NAME",
                "is \(value.map { "'\($0)'" } ?? "unset"), expected '\(app)': the UI tests launch that app"
            )
        }
    }
    let dependsOnApp = project.objects(testsTarget["dependencies"]).contains { _, dependency in
        dependency["target"] as? String == appID
            || project.object(dependency["targetProxy"])?["remoteGlobalIDString"] as? String == appID
    }
    if !dependsOnApp {
        findings.fail(tests, nil, "dependencies", "no target dependency on \(app), so testing would not build it")
    }
    let running = schemes.filter {
        $0.tested[testsID] == false && $0.built.contains(appID) && $0.containers == ["container:\(projectName)"]
    }
    if running.isEmpty {
        let names = schemes.map(\.name).joined(separator: ", ")
        findings.fail(
            tests,
            nil,
            "scheme",
            "no shared scheme (\(names.isEmpty ? "none" : names)) builds \(app) and runs \(tests) unskipped; "
                + "add `scheme: testTargets: [\(tests)]` to \(app) in the spec"
        )
    }
}

/// The shared schemes of the project.
private func sharedSchemes(_ project: String) throws -> [Scheme] {
    let folder = URL(fileURLWithPath: project).appendingPathComponent("xcshareddata/xcschemes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.filter { $0.hasSuffix(".xcscheme") }.sorted().map {
        try Scheme(url: folder.appendingPathComponent($0))
    }
}

/// The Swift files under a folder, recursively, skipping hidden ones; nil if the folder does not exist.
private func swiftFiles(under root: String) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
        let enumerator = FileManager.default.enumerator(atPath: root)
    else { return nil }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasSuffix(".swift") && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            files.append(canonical(relative, relativeTo: root))
        }
    }
    return files.sorted()
}

// MARK: - Main

guard let arguments = Arguments.parse(CommandLine.arguments) else { exit(2) }
do {
    exit(try run(arguments) ? 0 : 1)
} catch {
    print("FAIL: \(error)")
    exit(1)
}
