#!/usr/bin/env bash
# Compares every Objective-C declaration of the stand-ins (Tools/AppleStubs: ObjectiveC, CoreGraphics, Foundation,
# UIKit, XCTest) with Apple's own headers, for each triple of the Apple check that has UIKit, and prints each
# difference as more permissive (compiles here, fails on a Mac), less permissive or mixed, with a total.
#
#   scripts/audit-apple-headers.sh <folder>
#
# <folder> holds a copy of Apple's headers: an iPhoneOS SDK (its System/Library/Frameworks and usr/include) and the
# platform's XCTest and XCUIAutomation frameworks, as in Xcode (iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk and
# iPhoneOS.platform/Developer/Library/Frameworks), anywhere below it. Apple's headers are never committed here, and CI
# does not run this script (it has no Apple headers); CONTRIBUTING.md records its last run.
#
# Both sets of headers are parsed by the toolchain's clang, for arm64 (the SDK's headers support no other
# architecture for iOS), with its textual AST dump. The script fails on a more-permissive difference, and on a
# stand-in header that does not name its source (Apple's header and the SDK version) in its opening comment.
# AUDIT_TRIPLES (ios tvos visionos watchos by default) limits the triples. Mac Catalyst is not compared: its UIKit
# headers need the macOS SDK's AppKit, which an iPhoneOS SDK lacks.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ $# == 1 && -d $1 ]] || {
    echo "usage: $0 <folder with Apple's iPhoneOS SDK headers and the XCTest and XCUIAutomation frameworks>" >&2
    exit 2
}
uikit=$(find "$1" -type d -path '*/System/Library/Frameworks/UIKit.framework' -print -quit)
xctest=$(find "$1" -type d -name XCTest.framework -not -path '*/SDKs/*' -print -quit)
[[ -n $uikit && -d $(dirname "$uikit")/../../../usr/include ]] || {
    echo "FAIL: no SDK with System/Library/Frameworks/UIKit.framework and usr/include under $1" >&2
    exit 1
}
[[ -n $xctest && -d $(dirname "$xctest")/XCUIAutomation.framework ]] || {
    echo "FAIL: no XCTest.framework beside XCUIAutomation.framework under $1" \
        "(the platform's Developer/Library/Frameworks)" >&2
    exit 1
}
sdk=$(cd "$(dirname "$uikit")/../../.." && pwd)
platform_frameworks=$(cd "$(dirname "$xctest")" && pwd)
clang=${CLANG:-$(dirname "$(readlink -f "$(command -v swiftc)")")/clang}
printf 'SDK: %s\n' "$sdk"
if [[ -f $sdk/SDKSettings.json ]]; then
    python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); print("SDK:", s.get("DisplayName"), s.get("Version"))' \
        "$sdk/SDKSettings.json"
fi
exec python3 scripts/audit_apple_headers.py "$clang" Tools/AppleStubs "$sdk" "$platform_frameworks"
