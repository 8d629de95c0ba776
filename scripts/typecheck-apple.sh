#!/usr/bin/env bash
# Type-checks the package for real Apple target triples, on Linux: iOS, macOS, tvOS, watchOS, visionOS and Mac
# Catalyst, each at the package's minimum, with availability checking on, in Swift 6 mode, warnings as errors, in
# a DEBUG and a release configuration. Nothing is linked and nothing runs.
#
#   1. The toolchain's own standard-library interfaces (lib/swift/linux/*.swiftmodule/*.swiftinterface: Swift,
#      _Concurrency, _StringProcessing, _RegexParser, _Builtin_float, SwiftOnoneSupport) and Swift Testing's are
#      copied, retargeted, into a resource folder of each Apple platform. They carry Apple's availability for every
#      platform, so `@available` and `#available` are checked as Xcode checks them.
#   2. For each triple, the stand-ins in Tools/AppleStubs for what the toolchain has no interface of (Darwin,
#      Dispatch, ObjectiveC, CoreGraphics, Foundation, and where the platform has them UIKit, XCTest, SwiftUI) are
#      compiled for that triple. ObjectiveC, CoreGraphics, Foundation, UIKit and XCTest are Objective-C headers (clang
#      modules) with a Swift overlay, as in Apple's SDKs: the compiler's clang importer applies their nullability,
#      isolation, names and availability, and their classes are Objective-C classes (outlets, `@objc`, `#selector`
#      and optional requirements are checked as on a Mac). Each declaration carries Apple's availability for every
#      platform and names its source.
#   3. For each triple and configuration, targets of Package.swift are compiled from all their files, in dependency
#      order, each seeing only the modules of the targets it depends on (directly or not), `#if os(...)` and
#      `canImport(...)` evaluated for the triple. macOS compiles every target: the libraries, the `screenrouter`
#      CLI, the terminal Demo, the test targets (Swift Testing and XCTest) with their helpers and probe apps, the
#      benchmark and its baseline app, as `swift build --build-tests` on a Mac would; and the fuzz target as
#      scripts/fuzz.sh assembles it. The other triples compile what an app and its UI tests link: ScreenRouterCore,
#      ScreenRouterOptions, ScreenRouter, ScreenRouterNetwork, ScreenRouterProcess, ScreenRouterTestSupport, and the
#      Demo's shared code. On iOS also the Demo's app (Demo/iOS, at its own deployment target from Demo/project.yml),
#      its UI tests (DemoUITests/iOS) and the registration call sites (Tools/AppleStubs/Checks). Every triple (each
#      has XCTest) also compiles the UI-test code of Tools/AppleStubs/Compiled to a module, so that SILGen runs on an
#      XCTestCase's async and throwing set-up and tear-down overrides.
#   4. Every file the Linux build leaves out (a whole-file `#if` that is false on Linux, Demo/iOS, DemoUITests/iOS)
#      must be wrapped whole and type-checked for at least one triple where its condition holds. The condition is
#      evaluated for each triple, so it may use `os(...)` and `targetEnvironment(...)` as well as `canImport(...)`.
#   5. The check bites: every file in Tools/AppleStubs/Misuses must fail with each diagnostic its first lines expect
#      (`// expect: ...`, one or more), for the triple a `// triple: watchos` line names (iOS when none does).
#
# Independent compiles run in parallel (TYPECHECK_APPLE_JOBS, default: the number of processors). Needs only the
# Swift toolchain. Other scripts (scripts/build-docs.sh) reuse the modules: `.build/typecheck-apple/<name>/` holds,
# for each configuration, `search-<configuration>.args` (what finds the triple's modules, for
# swift-symbolgraph-extract) and `typecheck-<configuration>.args` (everything `swift-frontend -typecheck` needs to
# check a file against them), one argument a line. <name> is ios, watchos, macos, tvos, visionos or catalyst.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC="${SWIFTC:-swiftc}"
SWIFT_BIN="$(dirname "$(readlink -f "$(command -v "$SWIFTC")")")"
readonly FRONTEND="${SWIFT_FRONTEND:-$SWIFT_BIN/swift-frontend}"
readonly TOOLCHAIN="$(dirname "$SWIFT_BIN")"
readonly STUB_SOURCES=Tools/AppleStubs
readonly OUT=.build/typecheck-apple
readonly RESOURCES="$OUT/toolchain/usr/lib/swift"
readonly JOBS="${TYPECHECK_APPLE_JOBS:-$(nproc 2>/dev/null || echo 2)}"
readonly COMMON_FLAGS=(
    -swift-version 6 -warnings-as-errors -parse-as-library -package-name ScreenRouter
    -resource-dir "$RESOURCES" -sdk "$OUT/sdk" -module-cache-path "$OUT/module-cache"
    -plugin-path "$TOOLCHAIN/lib/swift/host/plugins"
    -in-process-plugin-server-path "$TOOLCHAIN/lib/swift/host/libSwiftInProcPluginServer.so"
    -platform-availability-inheritance-map-path "$OUT/platform-map"
)
# The standard-library modules retargeted, and Swift Testing (whose interface imports only the standard library).
# Synchronization is left out: its Linux interface imports Glibc, and nothing here imports it.
readonly TOOLCHAIN_MODULES=(Swift _Concurrency _StringProcessing _RegexParser _Builtin_float SwiftOnoneSupport Testing)

started=$SECONDS
failures=0
fail() {
    printf 'FAIL: %s\n' "$*"
    failures=$((failures + 1))
}
step() { printf '\n== %s\n' "$*"; }

# Sorted Swift files under the given folders (missing folders give none).
swift_files() {
    local folder
    for folder in "$@"; do
        [[ -d "$folder" ]] && find "$folder" -name '*.swift' -type f
    done | LC_ALL=C sort
}

# --- The triples -------------------------------------------------------------------------------------------------
# The package's minimum for a platform, from Package.swift's `platforms` (`.iOS(.v13)` gives 13.0).
package_minimum() {
    local version
    version=$(grep -o "\.$1(\.v[0-9_]*)" Package.swift | head -n 1 | sed -E 's/.*\.v([0-9_]*)\)/\1/; s/_/./g')
    if [[ -z $version ]]; then
        printf 'FAIL: Package.swift declares no minimum for %s; this check type-checks at the package'"'"'s minimums.\n' \
            "$1" >&2
        exit 1
    fi
    [[ $version == *.* ]] || version="$version.0"
    printf '%s' "$version"
}

# The Demo app's deployment target, from Demo/project.yml (`deploymentTarget:` then `iOS: "16.0"`).
demo_deployment_target() {
    awk '/deploymentTarget:/ { inTargets = 1; next }
         inTargets && /iOS:/ { gsub(/["'"'"' ]/, "", $2); print $2; exit }' Demo/project.yml
}

# Plain assignments, so that a missing minimum stops the script (`set -e`).
ios_minimum=$(package_minimum iOS)
macos_minimum=$(package_minimum macOS)
tvos_minimum=$(package_minimum tvOS)
watchos_minimum=$(package_minimum watchOS)
visionos_minimum=$(package_minimum visionOS)
# Mac Catalyst began with iOS 13.1: a package minimum of iOS 13.0 is 13.1 there.
catalyst_minimum=$ios_minimum
[[ $catalyst_minimum == 13.0 ]] && catalyst_minimum=13.1
demo_ios=$(demo_deployment_target)
[[ -n $demo_ios ]] || {
    echo 'FAIL: no iOS deployment target found in Demo/project.yml.'
    exit 1
}

# --- The package's targets ----------------------------------------------------------------------------------------
# Package.swift's `targets:` list, one line per target: KIND, NAME, PATH (empty for the default), DEPENDENCIES and
# EXCLUDES, separated by `|`, lists by spaces. The package writes its dependencies as target names; the script
# fails below on any form it does not read.
package_targets() {
    awk '
        function quoted(text,    list) {
            list = ""
            while (match(text, /"[^"]*"/)) {
                list = list (list == "" ? "" : " ") substr(text, RSTART + 1, RLENGTH - 2)
                text = substr(text, RSTART + RLENGTH)
            }
            return list
        }
        # The strings of a `key: [...]` list, or of a `key: "..."` text.
        function list(chunk, key) {
            return match(chunk, key ": \\[[^]]*\\]") ? quoted(substr(chunk, RSTART, RLENGTH)) : ""
        }
        function text(chunk, key) {
            return match(chunk, key ": \"[^\"]*\"") ? quoted(substr(chunk, RSTART, RLENGTH)) : ""
        }
        /^    targets: \[/ { inTargets = 1; next }
        inTargets && /^    \],?$/ { inTargets = 0 }
        inTargets { sub(/\/\/.*/, ""); all = all " " $0 }
        END {
            while (match(all, /\.[A-Za-z]+\(/)) {
                kind = substr(all, RSTART + 1, RLENGTH - 2)
                all = substr(all, RSTART + RLENGTH)
                chunk = match(all, /\.[A-Za-z]+\(/) ? substr(all, 1, RSTART - 1) : all
                unread = "(sources|resources|cSettings|swiftSettings|linkerSettings|plugins|packageAccess):"
                if (chunk ~ unread || chunk ~ /\.(product|byName)\(/) kind = "unsupported:" kind
                printf "%s|%s|%s|%s|%s\n", kind, text(chunk, "name"), text(chunk, "path"), list(chunk, "dependencies"),
                    list(chunk, "exclude")
            }
        }' Package.swift
}

declare -A TARGET_KIND=() TARGET_FOLDER=() TARGET_DEPENDENCIES=() TARGET_EXCLUDES=()
PACKAGE_TARGETS=()
while IFS='|' read -r kind target path dependencies excludes; do
    case $kind in
        target | executableTarget) folder=${path:-Sources/$target} ;;
        testTarget) folder=${path:-Tests/$target} ;;
        *)
            echo "FAIL: Package.swift's target \`$target\` is a \`.$kind(...)\` or uses a parameter this script does" \
                "not read; teach scripts/typecheck-apple.sh to compile it."
            exit 1
            ;;
    esac
    [[ -z ${TARGET_KIND[$target]:-} ]] || {
        echo "FAIL: Package.swift names \`$target\` twice; a dependency written \`.target(name:)\` is a form this" \
            "script does not read."
        exit 1
    }
    [[ -d $folder ]] || {
        echo "FAIL: the folder of Package.swift's target \`$target\`, $folder, does not exist."
        exit 1
    }
    TARGET_KIND[$target]=$kind
    TARGET_FOLDER[$target]=$folder
    TARGET_DEPENDENCIES[$target]=$dependencies
    TARGET_EXCLUDES[$target]=$excludes
    PACKAGE_TARGETS+=("$target")
done < <(package_targets)
((${#PACKAGE_TARGETS[@]} > 0)) || {
    echo "FAIL: found no target in Package.swift."
    exit 1
}

# The targets in an order where each comes after everything it depends on (Package.swift's order otherwise), and
# each target's dependencies, direct or not: SwiftPM makes all of them visible to it.
declare -A TARGET_CLOSURE=()
ORDERED_TARGETS=()
declare -A placed=()
while ((${#ORDERED_TARGETS[@]} < ${#PACKAGE_TARGETS[@]})); do
    progress=0
    for target in "${PACKAGE_TARGETS[@]}"; do
        [[ -n ${placed[$target]:-} ]] && continue
        closure=""
        ready=1
        for dependency in ${TARGET_DEPENDENCIES[$target]}; do
            if [[ -z ${TARGET_KIND[$dependency]:-} ]]; then
                echo "FAIL: Package.swift's target \`$target\` depends on \`$dependency\`, which is not a target of" \
                    "the package."
                exit 1
            fi
            [[ -n ${placed[$dependency]:-} ]] || ready=0
            closure+=" ${TARGET_CLOSURE[$dependency]:-} $dependency"
        done
        ((ready)) || continue
        TARGET_CLOSURE[$target]=$(printf '%s\n' $closure | LC_ALL=C sort -u | tr '\n' ' ')
        ORDERED_TARGETS+=("$target")
        placed[$target]=1
        progress=1
    done
    ((progress)) || {
        echo "FAIL: the targets of Package.swift depend on each other in a cycle."
        exit 1
    }
done

# A target's Swift files: those under its folder, but for the folders and files it excludes.
target_files() {
    local folder=${TARGET_FOLDER[$1]} exclude prune=()
    for exclude in ${TARGET_EXCLUDES[$1]}; do
        prune+=(-path "$folder/$exclude" -prune -o)
    done
    find "$folder" "${prune[@]}" -name '*.swift' -type f -print | LC_ALL=C sort
}

# name, triple, resource folder, module file name, display name, stand-ins (in build order).
readonly TRIPLE_NAMES=(ios watchos macos tvos visionos catalyst)
declare -A TRIPLE=(
    [ios]="x86_64-apple-ios$ios_minimum-simulator"
    [macos]="x86_64-apple-macosx$macos_minimum"
    [tvos]="x86_64-apple-tvos$tvos_minimum-simulator"
    [watchos]="x86_64-apple-watchos$watchos_minimum-simulator"
    [visionos]="x86_64-apple-xros$visionos_minimum-simulator"
    [catalyst]="x86_64-apple-ios$catalyst_minimum-macabi"
)
declare -A PLATFORM_FOLDER=(
    [ios]=iphonesimulator [macos]=macosx [tvos]=appletvsimulator [watchos]=watchsimulator [visionos]=xrsimulator
    [catalyst]=maccatalyst
)
declare -A MODULE_FILE=(
    [ios]=x86_64-apple-ios-simulator [macos]=x86_64-apple-macos [tvos]=x86_64-apple-tvos-simulator
    [watchos]=x86_64-apple-watchos-simulator [visionos]=x86_64-apple-xros-simulator
    [catalyst]=x86_64-apple-ios-macabi
)
declare -A DISPLAY_NAME=(
    [ios]="iOS simulator" [macos]="macOS" [tvos]="tvOS simulator" [watchos]="watchOS simulator"
    [visionos]="visionOS simulator" [catalyst]="Mac Catalyst"
)
# macOS has no UIKit: its SDK has SwiftUI and XCTest without it. ObjectiveC, CoreGraphics, Foundation, UIKit and
# XCTest are clang modules (the headers and module.modulemap of their folder) with a Swift overlay (its Swift files).
readonly APPLE_MODULES="Darwin Dispatch ObjectiveC CoreGraphics Foundation"
declare -A STAND_INS=(
    [ios]="$APPLE_MODULES UIKit XCTest SwiftUI"
    [macos]="$APPLE_MODULES XCTest SwiftUI"
    [tvos]="$APPLE_MODULES UIKit XCTest SwiftUI"
    [watchos]="$APPLE_MODULES UIKit XCTest SwiftUI"
    [visionos]="$APPLE_MODULES UIKit XCTest SwiftUI"
    [catalyst]="$APPLE_MODULES UIKit XCTest SwiftUI"
)

# The targets each triple compiles. macOS: every target, as `swift build --build-tests` and `swift test` on a Mac.
# The others: what an app and its UI tests link (the Demo's shared code with them), since an iOS, tvOS, watchOS or
# visionOS device runs neither a command-line tool nor `swift test`.
readonly APP_TARGETS="ScreenRouterCore ScreenRouterOptions ScreenRouter ScreenRouterNetwork ScreenRouterProcess
    ScreenRouterTestSupport DemoShared"
declare -A TRIPLE_TARGETS=(
    [ios]=$APP_TARGETS [macos]="${ORDERED_TARGETS[*]}" [tvos]=$APP_TARGETS [watchos]=$APP_TARGETS
    [visionos]=$APP_TARGETS [catalyst]=$APP_TARGETS
)
for target in $APP_TARGETS; do
    [[ -n ${TARGET_KIND[$target]:-} ]] || {
        echo "FAIL: $target, which every triple compiles, is not a target of Package.swift."
        exit 1
    }
done

# --- 1. The toolchain's interfaces, retargeted -----------------------------------------------------------------
rm -rf "$OUT"
mkdir -p "$RESOURCES" "$OUT/sdk" "$OUT/module-cache"
cp -r "$TOOLCHAIN/lib/swift/shims" "$RESOURCES/shims"
# visionOS inherits iOS availability, its versions mapped as the `iOS_xrOS` map of the `SDKSettings.json` of Apple's
# visionOS SDK maps them: an API introduced in iOS 17 or earlier is in visionOS 1.0, iOS 18 is visionOS 2, iOS 26 is
# visionOS 26. Without a map the compiler compares iOS versions with visionOS ones, and rejects `Actor`, `TaskLocal`
# (iOS 13) on visionOS 1.0, which Xcode accepts. Only the map is read from here (no SDK is), for every triple; only
# visionOS uses it.
mkdir -p "$OUT/platform-map"
cat >"$OUT/platform-map/SDKSettings.json" <<'JSON'
{"Version": "26.0", "MaximumDeploymentTarget": "26.99", "VersionMap": {"iOS_xrOS": {
  "17.0": "1.0", "17.1": "1.0", "17.2": "1.0", "17.3": "1.0", "17.4": "1.1", "17.5": "1.2", "17.6": "1.3",
  "18.0": "2.0", "18.1": "2.1", "18.2": "2.2", "18.3": "2.3", "18.4": "2.4", "18.5": "2.5", "18.6": "2.6",
  "26.0": "26.0", "26.1": "26.1", "26.2": "26.2"}}}
JSON

# What Apple's standard library declares and Linux's does not, for the compiler itself: Apple triples have Objective-C
# interoperability, and with it the compiler converts pointer arguments (`&value` for a C pointer, a mutable pointer
# for a const one, a string for a `const char *`) only if the standard library declares
# AutoreleasingUnsafeMutablePointer, which stdlib/public/core/BridgeObjectiveC.swift declares under
# `#if _runtime(_ObjC)`, as follows (members the compiler does not look up are left out). Its `pointee` is where the
# Objective-C entry point of a throwing method (`setUpWithError() throws` overriding `-setUpWithError:`) stores the
# error it bridges. Code that reads an Objective-C `id` (imported as `Any`) is lowered through
# `_bridgeAnyObjectToAny`, declared there as well.
apple_only_standard_library() {
    cat <<'SWIFT'
@frozen @unsafe public struct AutoreleasingUnsafeMutablePointer<Pointee> : Swift._Pointer {
  public let _rawValue: Builtin.RawPointer
  @_transparent public init(_ _rawValue: Builtin.RawPointer) {
    self._rawValue = _rawValue
  }
  @inlinable public var pointee: Pointee {
    @_transparent get {
      let unmanaged =
        unsafe UnsafePointer<Optional<Unmanaged<AnyObject>>>(_rawValue).pointee
      return unsafe _unsafeReferenceCast(
        unmanaged?.takeUnretainedValue(),
        to: Pointee.self)
    }
    @_transparent nonmutating set {
      let newAnyObject = unsafe unsafeBitCast(newValue, to: Optional<AnyObject>.self)
      Builtin.retain(newAnyObject)
      Builtin.autorelease(newAnyObject)
      unsafe UnsafeMutablePointer<Pointee>(_rawValue).withMemoryRebound(
        to: Optional<Unmanaged<AnyObject>>.self, capacity: 1) {
        if let newAnyObject {
          unsafe $0.pointee = Unmanaged.passUnretained(newAnyObject)
        } else {
          unsafe $0.pointee = nil
        }
      }
    }
  }
}
@available(*, unavailable)
extension Swift.AutoreleasingUnsafeMutablePointer : Swift.Sendable {
}
public func _bridgeAnyObjectToAny(_ possiblyNullObject: Swift.AnyObject?) -> Any {
  return possiblyNullObject as Any
}
SWIFT
}

# What Apple's _Concurrency declares and Linux's does not, for the compiler itself: the intrinsics SILGen calls where
# Swift concurrency meets Objective-C, declared under `#if _runtime(_ObjC)` in stdlib/public/Concurrency. An `async`
# call of an Objective-C method with a completion handler (`try await super.setUp()`, XCTest's
# `-setUpWithCompletionHandler:`) resumes its continuation through the `_resume...` and `_createChecked...` functions
# of PartialAsyncTask.swift and CheckedContinuation.swift; the Objective-C entry point of a Swift `async` method
# (`override func setUp() async throws`) starts its task with `_runTaskForBridgedAsyncMethod`, of Task.swift. Without
# them SILGen crashes on a UI test with an async set-up. Written as the SDK's interface prints them (`SwiftStdlib 5.1`
# is macOS 10.15, iOS 13.0, watchOS 6.0 and tvOS 13.0); internal, so no code of ours can call them.
apple_only_concurrency() {
    cat <<'SWIFT'
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _resumeUnsafeContinuation<T>(_ continuation: _Concurrency.UnsafeContinuation<T, Swift.Never>, _ value: sending T) {
  unsafe continuation.resume(returning: value)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _resumeUnsafeThrowingContinuation<T>(_ continuation: _Concurrency.UnsafeContinuation<T, any Swift.Error>, _ value: sending T) {
  unsafe continuation.resume(returning: value)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _resumeUnsafeThrowingContinuationWithError<T>(_ continuation: _Concurrency.UnsafeContinuation<T, any Swift.Error>, _ error: consuming any Swift.Error) {
  unsafe continuation.resume(throwing: error)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _createCheckedContinuation<T>(_ continuation: __owned _Concurrency.UnsafeContinuation<T, Swift.Never>) -> _Concurrency.CheckedContinuation<T, Swift.Never> {
  return unsafe CheckedContinuation(continuation: continuation)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _createCheckedThrowingContinuation<T>(_ continuation: __owned _Concurrency.UnsafeContinuation<T, any Swift.Error>) -> _Concurrency.CheckedContinuation<T, any Swift.Error> {
  return unsafe CheckedContinuation(continuation: continuation)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _resumeCheckedContinuation<T>(_ continuation: _Concurrency.CheckedContinuation<T, Swift.Never>, _ value: sending T) {
  continuation.resume(returning: value)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _resumeCheckedThrowingContinuation<T>(_ continuation: _Concurrency.CheckedContinuation<T, any Swift.Error>, _ value: sending T) {
  continuation.resume(returning: value)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient internal func _resumeCheckedThrowingContinuationWithError<T>(_ continuation: _Concurrency.CheckedContinuation<T, any Swift.Error>, _ error: consuming any Swift.Error) {
  continuation.resume(throwing: error)
}
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
@_alwaysEmitIntoClient @usableFromInline internal func _runTaskForBridgedAsyncMethod(@_inheritActorContext _ body: __owned @escaping @Sendable () async -> Swift.Void) {
  Task(operation: body)
}
SWIFT
}

step "The toolchain's standard library and Swift Testing, retargeted to each Apple triple"
# The interfaces are built into modules with their function bodies skipped: type-checking a client needs the
# declarations and their availability, not the bodies, and this makes each platform's standard library a matter
# of seconds. `@backDeployed` is dropped (it needs bodies) and the library's own availability is not re-checked.
for name in "${TRIPLE_NAMES[@]}"; do
    for module in "${TOOLCHAIN_MODULES[@]}"; do
        folder="$RESOURCES/${PLATFORM_FOLDER[$name]}/$module.swiftmodule"
        mkdir -p "$folder"
        sed -E -e "s/-target x86_64-unknown-linux-gnu/-target ${TRIPLE[$name]}/g" \
            -e 's/@backDeployed\(before: [^)]*\)//g' \
            -e '0,/^\/\/ swift-module-flags: /s//\/\/ swift-module-flags: -disable-availability-checking -experimental-skip-all-function-bodies /' \
            "$TOOLCHAIN/lib/swift/linux/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
            >"$folder/${MODULE_FILE[$name]}.swiftinterface"
        [[ $module == Swift ]] && apple_only_standard_library >>"$folder/${MODULE_FILE[$name]}.swiftinterface"
        [[ $module == _Concurrency ]] && apple_only_concurrency >>"$folder/${MODULE_FILE[$name]}.swiftinterface"
    done
    printf '%-9s %-36s %s\n' "$name" "${TRIPLE[$name]}" "${TOOLCHAIN_MODULES[*]}"
done

# --- Whole-file conditions -------------------------------------------------------------------------------------
# The first line that is neither blank nor a comment.
first_code_line() {
    awk '{
        line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t\r]+$/, "", line)
        if (inComment) { if (line ~ /\*\//) inComment = 0; next }
        if (line == "" || line ~ /^\/\//) next
        if (line ~ /^\/\*/) { if (line !~ /\*\//) inComment = 1; next }
        print line; exit
    }' "$1"
}

# The last line that is neither blank nor a line comment.
last_code_line() {
    awk '{ line = $0; sub(/^[ \t]+/, "", line); sub(/[ \t\r]+$/, "", line)
           if (line != "" && line !~ /^\/\//) last = line } END { print last }' "$1"
}

# Every Swift file of the repository with its whole-file condition, if it starts with `#if`.
declare -A file_condition=()
conditions=()
declare -A condition_index=()
while IFS= read -r file; do
    file=${file#./}
    first=$(first_code_line "$file")
    [[ $first == '#if '* ]] || continue
    condition=${first#\#if }
    file_condition[$file]=$condition
    if [[ -z ${condition_index[$condition]:-} ]]; then
        condition_index[$condition]=${#conditions[@]}
        conditions+=("$condition")
    fi
done < <(find . \( -path ./.git -o -path './.build*' -o -path ./.swiftpm -o -path "./$STUB_SOURCES" \) -prune \
    -o -name '*.swift' -type f -print | LC_ALL=C sort)

# A probe with one `#error` per condition: the errors name the conditions that hold.
probe="$OUT/conditions-probe.swift"
: >"$probe"
for index in "${!conditions[@]}"; do
    printf '#if %s\n#error("ScreenRouterConditionHolds-%d-")\n#endif\n' "${conditions[$index]}" "$index" >>"$probe"
done

# holding_conditions OUTPUT-FILE COMPILER-ARGUMENTS...: writes the indexes of the conditions that hold.
holding_conditions() {
    local output=$1
    shift
    { "$@" -typecheck "$probe" 2>&1 || true; } | grep -o 'ScreenRouterConditionHolds-[0-9]*-' | sed 's/[^0-9]//g' |
        sort -u >"$output"
}
holding_conditions "$OUT/conditions-linux" "$SWIFTC" -swift-version 6 -parse-as-library -D DEBUG

# --- 2 and 3. Each triple, in parallel ---------------------------------------------------------------------------
# The per-triple work runs in a background job with its own log; it stops at the first compile that fails.

# compile NAME LABEL ARGUMENTS... -- FILES...: runs the frontend for triple NAME, records the files on success.
compile() {
    local name=$1 label=$2
    shift 2
    local arguments=()
    while [[ $1 != -- ]]; do
        arguments+=("$1")
        shift
    done
    shift
    # A module with a main.swift has top-level code: SwiftPM compiles it without -parse-as-library.
    local flags=() flag
    for flag in "${COMMON_FLAGS[@]}"; do
        [[ $flag == -parse-as-library ]] && printf '%s\n' "$@" | grep -q '/main\.swift$' && continue
        flags+=("$flag")
    done
    local begin=$SECONDS
    if ! "$FRONTEND" "${flags[@]}" "${arguments[@]}" "$@" >"$OUT/$name/last.log" 2>&1; then
        cat "$OUT/$name/last.log"
        printf '\nFAIL: %s does not type-check for %s (%s); see above.\n' "$label" "${TRIPLE[$name]}" \
            "${DISPLAY_NAME[$name]}"
        return 1
    fi
    printf '  %-58s %3d files %3ds\n' "$label" "$#" "$((SECONDS - begin))"
    # The package's files, not the stand-ins, are what the summary counts.
    [[ $label == stand-in* ]] || printf '%s\n' "$@" >>"$OUT/$name/compiled"
}

# emit_module NAME CONFIGURATION MODULE SEARCH-ARGUMENTS... -- FILES...
emit_module() {
    local name=$1 configuration=$2 module=$3 kind
    shift 3
    case ${TARGET_KIND[$module]:-} in
        executableTarget) kind="executable, " ;;
        testTarget) kind="tests, " ;;
        *) kind="" ;;
    esac
    # The source info gives the symbol graphs of scripts/build-docs.sh their declarations' files and lines.
    compile "$name" "$module ($kind$configuration)" -target "${TRIPLE[$name]}" -emit-module -module-name "$module" \
        -emit-module-path "$OUT/$name/$configuration/$module.swiftmodule" \
        -emit-module-source-info-path "$OUT/$name/$configuration/$module.swiftsourceinfo" "$@"
}

# compile_target NAME CONFIGURATION TARGET DEFINES...: emits the target's module, seeing the stand-ins and the
# modules of its dependencies only (a folder of links to them). DEBUG builds are testable, as SwiftPM's are.
compile_target() {
    local name=$1 configuration=$2 target=$3 dependency files
    shift 3
    local modules="$OUT/$name/$configuration" visible="$OUT/$name/$configuration/visible-to/$target" testing=()
    mkdir -p "$visible"
    for dependency in ${TARGET_CLOSURE[$target]}; do
        ln -sf "$PWD/$modules/$dependency.swiftmodule" "$visible/$dependency.swiftmodule"
    done
    [[ $configuration == debug ]] && testing=(-enable-testing)
    mapfile -t files < <(target_files "$target")
    if [[ ${TARGET_KIND[$target]} == testTarget ]]; then
        # No target depends on a test target, so it needs no module: it is type-checked, which also spares its
        # Swift Testing records (static data in a section) the constant folding that needs the standard library's
        # inlinable bodies, left out of the retargeted interfaces (step 1) to keep the check fast. What runs only
        # after type-checking (definite initialization, region-based isolation) runs for the other targets.
        compile "$name" "$target (tests, $configuration)" -target "${TRIPLE[$name]}" -typecheck -module-name "$target" \
            -I "$OUT/$name/stubs" -I "$OUT/$name/headers" -I "$visible" "$@" -- "${files[@]}" || return 1
    else
        emit_module "$name" "$configuration" "$target" -I "$OUT/$name/stubs" -I "$OUT/$name/headers" -I "$visible" \
            "$@" "${testing[@]}" -- "${files[@]}" || return 1
    fi
    printf '%s %s\n' "$target" "$configuration" >>"$OUT/$name/targets"
}

# The fuzz target as scripts/fuzz.sh builds it, from the files scripts/fuzz-sources.sh lists (the libraries, the
# example options, the MCP server's readers and writers, Fuzz) as one module, their imports of each other dropped,
# DEBUG only. Its libFuzzer entry point is an ordinary `@_cdecl` function, so it type-checks anywhere; scripts/fuzz.sh links it with the
# toolchain's libFuzzer, on Linux.
compile_fuzz_target() {
    local name=$1 copies="$OUT/$1/fuzz-sources" source files=()
    mkdir -p "$copies"
    while IFS= read -r source; do
        if grep -qE '^(@_exported )?import ScreenRouter(Core|Network|Options)?$' "$source"; then
            sed -E '/^(@_exported )?import ScreenRouter(Core|Network|Options)?$/d' "$source" >"$copies/${source##*/}"
            source="$copies/${source##*/}"
        fi
        files+=("$source")
    done < <(bash scripts/fuzz-sources.sh)
    compile "$name" "Fuzz, as scripts/fuzz.sh builds it (debug)" -target "${TRIPLE[$name]}" -typecheck \
        -module-name ScreenRouterFuzz -I "$OUT/$name/stubs" -I "$OUT/$name/headers" -D DEBUG -- "${files[@]}"
}

check_triple() {
    local name=$1 triple=${TRIPLE[$1]}
    local stubs="$OUT/$name/stubs" headers="$OUT/$name/headers" module files configuration target
    mkdir -p "$stubs"
    printf '%s (%s)\n' "${DISPLAY_NAME[$name]}" "$triple"

    # The triple's clang modules: links to the stand-ins' folders that have a module map, so that a module the
    # platform lacks (UIKit on macOS) cannot be imported, as with its SDK.
    mkdir -p "$headers"
    for module in ${STAND_INS[$name]}; do
        if [[ -f $STUB_SOURCES/$module/module.modulemap ]]; then
            ln -sfn "$PWD/$STUB_SOURCES/$module" "$headers/$module"
        fi
    done
    for module in ${STAND_INS[$name]}; do
        mapfile -t files < <(swift_files "$STUB_SOURCES/$module")
        # A folder with a module map is a clang module; its Swift files are the overlay, compiled over it.
        local overlay=()
        [[ -f $STUB_SOURCES/$module/module.modulemap ]] && overlay=(-import-underlying-module)
        compile "$name" "stand-in $module" -target "$triple" -emit-module -module-name "$module" \
            -emit-module-path "$stubs/$module.swiftmodule" -I "$stubs" -I "$headers" "${overlay[@]}" \
            -- "${files[@]}" || return 1
    done
    holding_conditions "$OUT/$name/conditions" "$FRONTEND" "${COMMON_FLAGS[@]}" -target "$triple" -I "$stubs" \
        -I "$headers" -D DEBUG

    for configuration in debug release; do
        local modules="$OUT/$name/$configuration" defines=()
        [[ $configuration == debug ]] && defines=(-D DEBUG)
        mkdir -p "$modules"
        local search=(-I "$stubs" -I "$headers" -I "$modules" "${defines[@]}")
        # For other scripts: what finds this triple's modules, and what type-checks a file against them.
        printf '%s\n' -target "$triple" -resource-dir "$RESOURCES" -sdk "$OUT/sdk" \
            -module-cache-path "$OUT/module-cache" -I "$stubs" -I "$headers" -I "$modules" \
            >"$OUT/$name/search-$configuration.args"
        printf '%s\n' "${COMMON_FLAGS[@]}" -target "$triple" "${search[@]}" >"$OUT/$name/typecheck-$configuration.args"

        for target in ${TRIPLE_TARGETS[$name]}; do
            compile_target "$name" "$configuration" "$target" "${defines[@]}" || return 1
        done

        if [[ $name == macos && $configuration == debug ]]; then
            compile_fuzz_target "$name" || return 1
        fi
        # UI-test code compiled to a module, not only type-checked: SILGen emits the Objective-C entry points of an
        # XCTestCase's overrides (an async set-up's task, a throwing one's NSError) and the calls of `super`'s
        # completion-handler forms, which need the intrinsics of step 1.
        if [[ " ${STAND_INS[$name]} " == *" XCTest "* ]]; then
            mapfile -t files < <(swift_files "$STUB_SOURCES/Compiled")
            mkdir -p "$OUT/$name/compiled-$configuration"
            compile "$name" "Tools/AppleStubs/Compiled, to a module ($configuration)" -target "$triple" -emit-module \
                -module-name Compiled -emit-module-path "$OUT/$name/compiled-$configuration/Compiled.swiftmodule" \
                "${search[@]}" -- "${files[@]}" || return 1
        fi
        [[ $name == ios ]] || continue
        local demo_triple=${triple/ios$ios_minimum/ios$demo_ios}
        mapfile -t files < <(swift_files Demo/iOS)
        compile "$name" "Demo/iOS, the app, iOS $demo_ios ($configuration)" -target "$demo_triple" -typecheck \
            -module-name DemoApp "${search[@]}" -- "${files[@]}" || return 1
        mapfile -t files < <(swift_files DemoUITests/iOS)
        compile "$name" "DemoUITests/iOS, iOS $demo_ios ($configuration)" -target "$demo_triple" -typecheck \
            -module-name DemoUITests "${search[@]}" -- "${files[@]}" || return 1
        mapfile -t files < <(swift_files "$STUB_SOURCES/Checks")
        compile "$name" "Tools/AppleStubs/Checks ($configuration)" -target "$triple" -typecheck -module-name Checks \
            "${search[@]}" -- "${files[@]}" || return 1
    done
}

step "Type-checking for ${#TRIPLE_NAMES[@]} triples, $JOBS at a time (one log per triple)"
declare -A job_of=()
running=0
# macOS compiles every target, the others five: it starts first, and the rest share the other places meanwhile.
for name in macos "${TRIPLE_NAMES[@]/macos/}"; do
    [[ -n $name ]] || continue
    if ((running >= JOBS)); then
        wait -n || true
        running=$((running - 1))
    fi
    mkdir -p "$OUT/$name"
    (
        status=0
        check_triple "$name" >"$OUT/$name/log" 2>&1 || status=$?
        echo "$status" >"$OUT/$name/status"
    ) &
    job_of[$name]=$!
    running=$((running + 1))
done
wait

for name in "${TRIPLE_NAMES[@]}"; do
    printf '\n'
    cat "$OUT/$name/log"
    if [[ $(<"$OUT/$name/status") != 0 ]]; then
        fail "${DISPLAY_NAME[$name]} (${TRIPLE[$name]}): the type-check failed (see above)."
    fi
done
if ((failures > 0)); then
    printf '\nFAIL: %d of the %d triples do not type-check. Nothing else was checked.\n' "$failures" \
        "${#TRIPLE_NAMES[@]}"
    exit 1
fi

# --- 4. Every file the Linux build excludes was checked ----------------------------------------------------------
step "Files the Linux build excludes, and the triples that type-check them"

# condition_holds NAME FILE: whether the file's whole-file condition, if any, holds for triple NAME (or linux).
condition_holds() {
    local condition=${file_condition[$2]:-}
    [[ -z $condition ]] && return 0
    local source="$OUT/$1/conditions"
    [[ $1 == linux ]] && source="$OUT/conditions-linux"
    grep -qx "${condition_index[$condition]}" "$source"
}

# The files each triple type-checked: compiled for it, with their whole-file condition holding there.
declare -A checked_on=()
declare -A count_of=()
for name in "${TRIPLE_NAMES[@]}"; do
    count=0
    while IFS= read -r file; do
        condition_holds "$name" "$file" || continue
        checked_on[$file]="${checked_on[$file]:-}${checked_on[$file]:+, }$name"
        count=$((count + 1))
    done < <(LC_ALL=C sort -u "$OUT/$name/compiled")
    count_of[$name]=$count
done

excluded=()
mapfile -t all_files < <(find . \( -path ./.git -o -path './.build*' -o -path ./.swiftpm -o -path "./$STUB_SOURCES" \) \
    -prune -o -name '*.swift' -type f -print | LC_ALL=C sort)
for file in "${all_files[@]}"; do
    file=${file#./}
    case $file in
        Demo/iOS/* | DemoUITests/iOS/*)
            excluded+=("$file")
            continue
            ;;
    esac
    [[ -n ${file_condition[$file]:-} ]] || continue
    condition_holds linux "$file" && continue
    excluded+=("$file")
    if [[ $(last_code_line "$file") != '#endif' ]]; then
        fail "$file starts with \`#if ${file_condition[$file]}\` but does not end with its \`#endif\`: wrap" \
            "Apple-only files whole."
    fi
done

for file in "${excluded[@]}"; do
    if [[ -n ${checked_on[$file]:-} ]]; then
        printf '%-72s %s\n' "$file" "${checked_on[$file]}"
    elif [[ -n ${file_condition[$file]:-} ]]; then
        fail "$file is excluded from the Linux build, and its condition \`${file_condition[$file]}\` holds for no" \
            "triple this script type-checks it for: add its folder to scripts/typecheck-apple.sh, or fix the condition."
    else
        fail "$file is excluded from the Linux build but this script does not type-check it; add its folder to" \
            "scripts/typecheck-apple.sh."
    fi
done
[[ ${#excluded[@]} -gt 0 ]] || fail "found no Apple-only file at all; the search for them is broken."

# --- 5. The check bites ------------------------------------------------------------------------------------------
step "Misuses that must not type-check"
mapfile -t misuses < <(swift_files "$STUB_SOURCES/Misuses")
mkdir -p "$OUT/misuses"
misuse_triple() {
    local name
    name=$(sed -n 's|^// triple: ||p' "$1" | head -n 1)
    printf '%s' "${name:-ios}"
}
running=0
for index in "${!misuses[@]}"; do
    name=$(misuse_triple "${misuses[$index]}")
    if [[ -z ${TRIPLE[$name]:-} ]]; then
        echo 1 >"$OUT/misuses/$index.status"
        echo "unknown triple \`$name\`; use one of: ${TRIPLE_NAMES[*]}" >"$OUT/misuses/$index.log"
        continue
    fi
    if ((running >= JOBS)); then
        wait -n || true
        running=$((running - 1))
    fi
    # A `// flags: ...` line adds compiler flags (`-application-extension`, as an app extension's target builds).
    read -r -a extra_flags <<<"$(sed -n 's|^// flags: ||p' "${misuses[$index]}" | head -n 1)"
    # Each misuse is type-checked in the background; its exit status and diagnostics land in files.
    (
        status=0
        "$FRONTEND" "${COMMON_FLAGS[@]}" -typecheck -target "${TRIPLE[$name]}" -module-name Misuse \
            -I "$OUT/$name/stubs" -I "$OUT/$name/headers" -I "$OUT/$name/debug" -D DEBUG "${extra_flags[@]}" \
            "${misuses[$index]}" \
            >"$OUT/misuses/$index.log" 2>&1 || status=$?
        echo "$status" >"$OUT/misuses/$index.status"
    ) &
    running=$((running + 1))
done
wait
for index in "${!misuses[@]}"; do
    misuse=${misuses[$index]}
    name=$(misuse_triple "$misuse")
    # The leading `// expect:` lines: each diagnostic must be among the file's.
    mapfile -t expectations < <(awk '!/^\/\/ expect: / { exit } { sub(/^\/\/ expect: /, ""); print }' "$misuse")
    output=$(<"$OUT/misuses/$index.log")
    missing=()
    for expected in "${expectations[@]}"; do
        [[ $output == *"$expected"* ]] || missing+=("$expected")
    done
    if ((${#expectations[@]} == 0)); then
        fail "$misuse does not start with \`// expect: <diagnostic>\`."
    elif [[ $(<"$OUT/misuses/$index.status") == 0 ]]; then
        fail "$misuse type-checks for $name, but it must not: ${expectations[*]}"
    elif ((${#missing[@]} > 0)); then
        printf '%s\n' "$output"
        fail "$misuse failed for $name, but not with the expected diagnostic: ${missing[*]}"
    else
        for expected in "${expectations[@]}"; do
            printf 'rejected for %-8s %s (%s)\n' "$name:" "$misuse" "$expected"
        done
    fi
done
[[ ${#misuses[@]} -gt 0 ]] || fail "found no misuse in $STUB_SOURCES/Misuses."

# --- Summary -----------------------------------------------------------------------------------------------------
step "Summary"
for name in "${TRIPLE_NAMES[@]}"; do
    extra=""
    [[ $name == ios ]] && extra="; Demo/iOS and DemoUITests/iOS at iOS $demo_ios, Tools/AppleStubs/Checks"
    [[ $name == macos ]] && extra="; Fuzz (DEBUG)"
    [[ " ${STAND_INS[$name]} " == *" XCTest "* ]] && extra+="; Tools/AppleStubs/Compiled, to a module"
    printf '%-20s %-36s %3d files, DEBUG and release\n' "${DISPLAY_NAME[$name]}" "${TRIPLE[$name]}" "${count_of[$name]}"
    # The targets compiled in both configurations; every one the triple is meant to compile must be there.
    compiled_targets=()
    for target in ${TRIPLE_TARGETS[$name]}; do
        if [[ $(grep -c "^$target \(debug\|release\)$" "$OUT/$name/targets") == 2 ]]; then
            compiled_targets+=("$target")
        else
            fail "$target was not compiled for ${TRIPLE[$name]} in both configurations."
        fi
    done
    count=${#compiled_targets[@]}
    all=""
    [[ $name == macos ]] && all=", all $count of Package.swift"
    printf '    %d targets%s: %s%s\n' "$count" "$all" "${compiled_targets[*]}" "$extra" |
        fold -s -w 116 | sed -e '2,$s/^/    /' -e 's/ *$//'
done
printf '%d files excluded from the Linux build, each type-checked for a triple above; %d misuses rejected; %ds.\n' \
    "${#excluded[@]}" "${#misuses[@]}" "$((SECONDS - started))"
if [[ $failures -gt 0 ]]; then
    printf 'FAIL: %d problems (see above).\n' "$failures"
    exit 1
fi
printf 'Apple type-check OK. Type-checked only: nothing was linked or run, and no Apple SDK was used.\n'
