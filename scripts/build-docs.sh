#!/usr/bin/env bash
# Builds the DocC documentation of ScreenRouter and ScreenRouterTestSupport, failing on any DocC warning
# (a broken symbol link, a parameter that does not exist) and on any public declaration without a doc
# comment.
#
#   scripts/build-docs.sh
#
# The archives land in .build-docs/<Module>.doccarchive. The modules are compiled in a build folder of
# their own (.build-docs/build), started fresh each time so the compiler writes every symbol graph anew.
# The DocC archives hold what compiles on the machine running it: on Linux, Apple-only files (wrapped in
# `#if canImport(UIKit)`) are left out. Their doc comments are still checked on Linux, from the modules
# scripts/typecheck-apple.sh compiles against stand-ins for Apple's frameworks.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ScreenRouter ScreenRouterTestSupport)
out=.build-docs
graphs="$PWD/$out/symbol-graphs"

step() { printf '\n==> %s\n' "$*"; }

# The toolchain's DocC: on PATH on Linux, through xcrun with Xcode.
if command -v docc >/dev/null; then docc=(docc); else docc=(xcrun docc); fi

rm -rf "$out/build" "$graphs"
mkdir -p "$graphs"

step "Compiling ${modules[*]} and writing their symbol graphs"
for module in "${modules[@]}"; do
    swift build --scratch-path "$out/build" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -emit-extension-block-symbols
done

step "Checking that every public declaration has a doc comment"
module_flags=()
for module in "${modules[@]}"; do module_flags+=(--module "$module"); done
failed=()
python3 scripts/check-doc-comments.py --root . "${module_flags[@]}" "$graphs" || failed+=("doc comments")

# On Linux the UIKit, SwiftUI and XCUITest files compile to nothing, so their declarations are in no graph
# above. scripts/typecheck-apple.sh compiles the modules against stand-ins for Apple's frameworks; their
# symbol graphs, extracted from those modules, hold the Apple-only declarations too.
if [[ "$(uname)" == Linux && -f scripts/typecheck-apple.sh ]]; then
    step "Checking the doc comments of the Apple-only declarations (type-checked against the stand-ins)"
    apple_graphs="$PWD/$out/symbol-graphs-apple"
    apple_modules=.build/typecheck-apple/debug
    rm -rf "$apple_graphs"
    mkdir -p "$apple_graphs"
    if bash scripts/typecheck-apple.sh >"$out/typecheck-apple.log" 2>&1; then
        triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
        for module in "${modules[@]}"; do
            swift-symbolgraph-extract -module-name "$module" -target "$triple" \
                -I .build/typecheck-apple/stubs -I "$apple_modules" \
                -minimum-access-level public -output-dir "$apple_graphs"
        done
        python3 scripts/check-doc-comments.py --root . "${module_flags[@]}" "$apple_graphs" \
            || failed+=("doc comments of Apple-only declarations")
    else
        echo "scripts/typecheck-apple.sh failed; see $out/typecheck-apple.log" >&2
        failed+=("Apple type-check, needed to check the Apple-only doc comments")
    fi
fi

# Modules are converted in dependency order. Each archive is made linkable, and the later modules resolve
# links to the earlier ones through it; such a link starts with a slash: ``/ScreenRouter/ModelCodec``.
dependencies=()
for module in "${modules[@]}"; do
    step "DocC: $module (warnings are errors)"
    # Each module's graphs (its own, and its extensions of other modules' types) in a folder of their own.
    module_graphs="$out/graphs-$module"
    rm -rf "$module_graphs" "$out/$module.doccarchive"
    mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    for extension_graph in "$graphs/$module@"*.symbols.json; do
        if [[ -e "$extension_graph" ]]; then cp "$extension_graph" "$module_graphs/"; fi
    done
    "${docc[@]}" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$module" \
        --warnings-as-errors \
        --enable-experimental-external-link-support \
        "${dependencies[@]}" \
        --output-path "$out/$module.doccarchive" || failed+=("DocC $module")
    dependencies+=(--dependency "$PWD/$out/$module.doccarchive")
done

if ((${#failed[@]})); then
    printf '\nDocumentation FAILED:\n' >&2
    printf '  - %s\n' "${failed[@]}" >&2
    exit 1
fi

step "Documentation built"
for module in "${modules[@]}"; do echo "$out/$module.doccarchive"; done
