#!/usr/bin/env bash
# Type-checks, on Linux, every Swift file the Linux build leaves out: the UIKit, SwiftUI and XCUITest adapters,
# the Demo's iOS app and its UI tests. They are compiled in Swift 6 mode, warnings as errors, against the
# stand-ins for UIKit, SwiftUI and XCTest in Tools/AppleStubs, which copy the iOS SDK's declarations.
#
#   1. Build the stand-in modules from Tools/AppleStubs.
#   2. Emit ScreenRouter, ScreenRouterTestSupport and DemoShared from their sources with the stand-ins on the
#      search path, so their `#if canImport(UIKit)` files compile; then type-check Demo/iOS and DemoUITests/iOS.
#      This step runs twice: with and without the DEBUG condition.
#   3. Find every file the Linux build excludes (a whole-file `#if` that is false on Linux, Demo/iOS,
#      DemoUITests/iOS) and fail unless each was type-checked above.
#   4. Prove the check bites: every file in Tools/AppleStubs/Misuses must fail with the diagnostic its first
#      line expects (`// expect: ...`).
#
# Needs only the Swift toolchain. Prints `checked: <file>` for every file it type-checks.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC="${SWIFTC:-swiftc}"
readonly STUB_SOURCES=Tools/AppleStubs
readonly OUT=.build/typecheck-apple
readonly STUBS="$OUT/stubs"
readonly COMMON_FLAGS=(-swift-version 6 -warnings-as-errors -parse-as-library -package-name ScreenRouter)

declare -A checked=()
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

mark_checked() {
    local file
    for file in "$@"; do
        if [[ -z "${checked[$file]:-}" ]]; then
            printf 'checked: %s\n' "$file"
            checked[$file]=1
        fi
    done
}

# compile DESCRIPTION SWIFTC-ARGUMENTS... -- FILES...: runs swiftc, stops the script with its diagnostics on failure.
compile() {
    local description=$1
    shift
    local arguments=()
    while [[ $1 != -- ]]; do
        arguments+=("$1")
        shift
    done
    shift
    local output
    if ! output=$("$SWIFTC" "${COMMON_FLAGS[@]}" "${arguments[@]}" "$@" 2>&1); then
        printf '%s\n' "$output"
        printf '\nFAIL: %s does not type-check against the Apple stand-ins (see above).\n' "$description"
        exit 1
    fi
    mark_checked "$@"
}

# --- 1. The stand-in modules -----------------------------------------------------------------------------------
rm -rf "$OUT"
mkdir -p "$STUBS"

step "Stand-ins for Apple's modules"
for module in UIKit SwiftUI XCTest; do
    mapfile -t files < <(swift_files "$STUB_SOURCES/$module")
    compile "the $module stand-in" -wmo -emit-module -module-name "$module" \
        -emit-module-path "$STUBS/$module.swiftmodule" -I "$STUBS" -- "${files[@]}"
done

# Linux has an XCTest of its own, without UI testing; the stand-in must be the one found.
printf 'import XCTest\n@MainActor func probe() { _ = XCUIApplication().staticTexts }\n' >"$OUT/xctest-probe.swift"
if ! "$SWIFTC" "${COMMON_FLAGS[@]}" -typecheck -I "$STUBS" "$OUT/xctest-probe.swift" >/dev/null 2>&1; then
    printf 'FAIL: `import XCTest` does not find the stand-in in %s before the toolchain'"'"'s XCTest.\n' "$STUBS"
    exit 1
fi
printf '`import XCTest` finds the stand-in, with its UI-testing types, before the toolchain'"'"'s XCTest\n'

# --- 2. The package's Apple flavour, the Demo's iOS app and UI tests --------------------------------------------
typecheck_configuration() {
    local name=$1
    shift
    local conditions=("$@")
    local modules="$OUT/$name"
    mkdir -p "$modules"
    local search=(-I "$STUBS" -I "$modules" "${conditions[@]}")

    step "Configuration: $name"
    local module folder
    for module in ScreenRouter ScreenRouterTestSupport; do
        mapfile -t files < <(swift_files "Sources/$module")
        compile "$module ($name)" -wmo -emit-module -module-name "$module" \
            -emit-module-path "$modules/$module.swiftmodule" "${search[@]}" -- "${files[@]}"
    done
    mapfile -t files < <(swift_files Demo/Shared)
    compile "DemoShared ($name)" -wmo -emit-module -module-name DemoShared \
        -emit-module-path "$modules/DemoShared.swiftmodule" "${search[@]}" -- "${files[@]}"

    mapfile -t files < <(swift_files Demo/iOS)
    compile "the Demo's iOS app ($name)" -typecheck -module-name DemoApp "${search[@]}" -- "${files[@]}"
    mapfile -t files < <(swift_files DemoUITests/iOS)
    compile "the Demo's iOS UI tests ($name)" -typecheck -module-name DemoUITests "${search[@]}" -- "${files[@]}"
    mapfile -t files < <(swift_files "$STUB_SOURCES/Checks")
    compile "the registration call sites ($name)" -typecheck -module-name Checks "${search[@]}" -- "${files[@]}"
    printf 'configuration %s: every file above type-checks\n' "$name"
}

typecheck_configuration debug -D DEBUG
typecheck_configuration release

# --- 3. Every file the Linux build excludes was checked ----------------------------------------------------------
step "Files the Linux build excludes"

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

# Whether a compilation condition holds, as the compiler decides it: on Linux alone, or with the stand-ins.
declare -A condition_cache=()
condition_holds() {
    local condition=$1 with=$2 key="$1|$2"
    if [[ -z "${condition_cache[$key]:-}" ]]; then
        local probe="$OUT/condition-probe.swift" search=() output
        printf '#if %s\n#error("ScreenRouterConditionHolds")\n#endif\n' "$condition" >"$probe"
        [[ $with == stand-ins ]] && search=(-I "$STUBS")
        output=$("$SWIFTC" "${COMMON_FLAGS[@]}" -D DEBUG -typecheck "${search[@]}" "$probe" 2>&1 || true)
        if [[ $output == *ScreenRouterConditionHolds* ]]; then
            condition_cache[$key]=yes
        else
            condition_cache[$key]=no
        fi
    fi
    [[ ${condition_cache[$key]} == yes ]]
}

excluded=()
while IFS= read -r file; do
    file=${file#./}
    case $file in
        Demo/iOS/* | DemoUITests/iOS/*)
            excluded+=("$file")
            continue
            ;;
    esac
    first=$(first_code_line "$file")
    [[ $first == '#if '* ]] || continue
    condition=${first#\#if }
    condition_holds "$condition" linux && continue
    excluded+=("$file")
    if [[ $(last_code_line "$file") != '#endif' ]]; then
        fail "$file starts with \`#if $condition\` but does not end with its \`#endif\`: wrap Apple-only files whole."
    fi
    if ! condition_holds "$condition" stand-ins; then
        fail "$file is wrapped in \`#if $condition\`, which stays false against the stand-ins, so nothing here" \
            "can type-check it: use \`canImport(UIKit)\` (or SwiftUI, XCTest) rather than \`os(...)\`."
    fi
done < <(find . \( -path ./.git -o -path './.build*' -o -path ./.swiftpm -o -path "./$STUB_SOURCES" \) -prune \
    -o -name '*.swift' -type f -print | LC_ALL=C sort)

for file in "${excluded[@]}"; do
    if [[ -n "${checked[$file]:-}" ]]; then
        printf 'excluded from the Linux build, type-checked here: %s\n' "$file"
    else
        fail "$file is excluded from the Linux build but this script does not type-check it; add its folder to" \
            "scripts/typecheck-apple.sh."
    fi
done
[[ ${#excluded[@]} -gt 0 ]] || fail "found no Apple-only file at all; the search for them is broken."

# --- 4. The check bites ------------------------------------------------------------------------------------------
step "Misuses that must not type-check"
search=(-I "$STUBS" -I "$OUT/debug" -D DEBUG)
mapfile -t misuses < <(swift_files "$STUB_SOURCES/Misuses")
mkdir -p "$OUT/misuses"
for index in "${!misuses[@]}"; do
    # Each misuse is type-checked in the background; its exit status and diagnostics land in files.
    (
        status=0
        "$SWIFTC" "${COMMON_FLAGS[@]}" -typecheck "${search[@]}" "${misuses[$index]}" \
            >"$OUT/misuses/$index.log" 2>&1 || status=$?
        echo "$status" >"$OUT/misuses/$index.status"
    ) &
done
wait
for index in "${!misuses[@]}"; do
    misuse=${misuses[$index]}
    expected=$(sed -n '1s|^// expect: ||p' "$misuse")
    output=$(<"$OUT/misuses/$index.log")
    if [[ -z $expected ]]; then
        fail "$misuse does not start with \`// expect: <diagnostic>\`."
    elif [[ $(<"$OUT/misuses/$index.status") == 0 ]]; then
        fail "$misuse type-checks, but it must not: $expected"
    elif [[ $output != *"$expected"* ]]; then
        printf '%s\n' "$output"
        fail "$misuse failed, but not with the expected diagnostic: $expected"
    else
        printf 'rejected as expected: %s (%s)\n' "$misuse" "$expected"
    fi
done
[[ ${#misuses[@]} -gt 0 ]] || fail "found no misuse in $STUB_SOURCES/Misuses."

step "Summary"
printf '%d files type-checked against the Apple stand-ins; %d of them excluded from the Linux build; ' \
    "${#checked[@]}" "${#excluded[@]}"
printf '%d misuses rejected.\n' "${#misuses[@]}"
if [[ $failures -gt 0 ]]; then
    printf 'FAIL: %d problems (see above).\n' "$failures"
    exit 1
fi
printf 'Apple type-check OK. Nothing was run: no iOS device or simulator exists here.\n'
