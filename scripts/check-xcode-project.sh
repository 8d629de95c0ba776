#!/usr/bin/env bash
# Generates the Demo's Xcode project from Demo/project.yml with XcodeGen, into a temporary folder, and checks what it
# makes. Proves that the spec generates without an error or warning and that the project is consistent with the
# package and the sources; it builds and runs nothing (there is no Xcode here).
#
#   scripts/check-xcode-project.sh
#
#   1. XcodeGen: `xcodegen` from PATH if there is one; otherwise it is built once per clone, offline, into
#      .build-xcodegen/ with ../shared/recipes/build-xcodegen.sh (about 30 s; beside this repository or beside the
#      one it was cloned from) and reused after that. Without either, the check fails in CI (CI=true) and is
#      skipped, loudly, elsewhere.
#   2. `xcodegen generate` into a temporary folder; any output beyond its progress lines (a warning such as
#      'No "base" settings found') fails the check, like a non-zero exit.
#   3. Tools/ProjectCheck (compiled with swiftc) reads the generated project.pbxproj and shared schemes and checks,
#      for every target and configuration: an Info.plist; SDKROOT and deployment targets at least the package's
#      minimums (`swift package dump-package`); SWIFT_VERSION 6; package products that this package has; the UI
#      tests' TEST_TARGET_NAME, target dependency and shared scheme; and that every Swift file under Demo/iOS,
#      Demo/Shared and DemoUITests/iOS is compiled by exactly its target.
#
# Environment: XCODEGEN (a binary to use instead of looking), CI.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

readonly SPEC=Demo/project.yml
readonly LOCAL_XCODEGEN=.build-xcodegen
# The recipe sits in the shared tools beside the repository, or beside the repository this one was cloned from
# (a CI clone in a temporary folder).
RECIPE=../shared/recipes/build-xcodegen.sh
origin=$(git config --get remote.origin.url 2>/dev/null || true)
if [[ ! -f "$RECIPE" && -n "$origin" && -d "$origin" && -f "$origin/../shared/recipes/build-xcodegen.sh" ]]; then
    RECIPE="$(cd "$origin/.." && pwd)/shared/recipes/build-xcodegen.sh"
fi
readonly RECIPE

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- 1. XcodeGen -------------------------------------------------------------------------------------------------
xcodegen=${XCODEGEN:-}
if [[ -z "$xcodegen" ]]; then
    if command -v xcodegen >/dev/null 2>&1; then
        xcodegen=$(command -v xcodegen)
    elif [[ -x "$LOCAL_XCODEGEN/bin/xcodegen" && -d "$LOCAL_XCODEGEN/share/xcodegen/SettingPresets" ]]; then
        xcodegen="$root/$LOCAL_XCODEGEN/bin/xcodegen"
    elif [[ -f "$RECIPE" ]]; then
        echo "Building XcodeGen into $LOCAL_XCODEGEN/ with $RECIPE (once per clone)"
        start=$SECONDS
        if ! bash "$RECIPE" "$LOCAL_XCODEGEN" >"$work/build.log" 2>&1 \
            || ! xcodegen=$(tail -1 "$work/build.log") || [[ ! -x "$xcodegen" ]]; then
            echo "FAIL: could not build XcodeGen with $RECIPE:"
            sed 's/^/    /' "$work/build.log"
            exit 1
        fi
        echo "Built $xcodegen in $((SECONDS - start)) s"
    elif [[ "${CI:-}" == "true" ]]; then
        echo "FAIL: no xcodegen on PATH and no $RECIPE to build it with; CI must check the Xcode project"
        exit 1
    else
        echo "SKIPPED: the Xcode project was NOT checked: no xcodegen on PATH and no $RECIPE to build it with."
        echo "Install XcodeGen (brew install xcodegen) or put the shared tools beside the repository."
        exit 0
    fi
fi
echo "XcodeGen: $xcodegen ($("$xcodegen" --version 2>/dev/null | tail -1))"

# --- 2. Generate -------------------------------------------------------------------------------------------------
# XcodeGen needs USER ("Couldn't find current username" otherwise); a container's CI may not set it.
export USER="${USER:-$(id -un 2>/dev/null || echo ci)}"
status=0
"$xcodegen" generate --spec "$SPEC" --project "$work/generated" >"$work/xcodegen.log" 2>&1 || status=$?
# Its only expected output is progress; anything else is a warning or an error. Colour codes are stripped.
unexpected=$(sed -e $'s/\x1b\\[[0-9;]*m//g' "$work/xcodegen.log" \
    | grep -v -e '^⚙️  Generating plists\.\.\.$' -e '^⚙️  Generating project\.\.\.$' \
        -e '^⚙️  Writing project\.\.\.$' -e '^Created project at ' -e '^$' || true)
if [[ $status -ne 0 || -n "$unexpected" ]]; then
    echo "FAIL: xcodegen generate --spec $SPEC (exit $status):"
    sed 's/^/    /' "$work/xcodegen.log"
    exit 1
fi
project=$(find "$work/generated" -maxdepth 1 -name '*.xcodeproj' | head -1)
echo "Generated $(basename "$project") from $SPEC"

# --- 3. Check ----------------------------------------------------------------------------------------------------
swift package dump-package >"$work/package.json"
swiftc -swift-version 6 -warnings-as-errors Tools/ProjectCheck/main.swift -o "$work/ProjectCheck"
"$work/ProjectCheck" --project "$project" --spec-dir "$(dirname "$SPEC")" --package-root . \
    --package-json "$work/package.json" \
    --folder Demo/iOS=DemoApp --folder Demo/Shared=DemoShared --folder DemoUITests/iOS=DemoUITests \
    --ui-tests DemoUITests=DemoApp
