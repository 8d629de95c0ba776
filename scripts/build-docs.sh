#!/usr/bin/env bash
# Builds the DocC documentation of ScreenRouter, ScreenRouterNetwork and ScreenRouterTestSupport, failing on
# any DocC warning (a broken symbol link, a parameter that does not exist) and on any public declaration
# without a doc comment.
#
#   scripts/build-docs.sh
#
# The archives land in .build-docs/<Module>.doccarchive. The modules are compiled in a build folder of
# their own (.build-docs/build), started fresh each time so the compiler writes every symbol graph anew.
#
# Those archives hold what compiles on the machine running the script; on Linux that leaves out the
# Apple-only files (wrapped whole in `#if canImport(UIKit) && !os(watchOS)`). So on Linux the script also
# takes the modules scripts/typecheck-apple.sh compiles for the iOS simulator and macOS triples (DEBUG),
# checks the doc comments of their declarations, and converts them too, merged, into
# .build-docs/apple/<Module>.doccarchive: the documentation as an Apple developer sees it, UIKit adapters
# and ProcessApplication alike, with every link in the Apple-only doc comments checked.
#
# The Swift code samples of the articles, module pages, README and CHANGELOG live once, in the Markdown files, with
# what they need to compile in HTML comments beside them (scripts/check-doc-samples.py says how). The script extracts
# them into .build-docs/samples and type-checks them against the package: on Linux, the `ios` samples for the iOS
# simulator (the modules scripts/typecheck-apple.sh compiles) and the `linux` samples, which launch a process or
# write a terminal host, for Linux (the modules compiled above).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(ScreenRouter ScreenRouterNetwork ScreenRouterTestSupport)
out=.build-docs
graphs="$PWD/$out/symbol-graphs"

step() { printf '\n==> %s\n' "$*"; }

# The toolchain's DocC: on PATH on Linux, through xcrun with Xcode.
if command -v docc >/dev/null; then docc=(docc); else docc=(xcrun docc); fi

module_flags=()
for module in "${modules[@]}"; do module_flags+=(--module "$module"); done
failed=()

# own_symbols GRAPH EARLIER_GRAPH...: prints GRAPH without the symbols an earlier module's graphs hold. A module
# that re-exports another (`@_exported import`, as ScreenRouterTestSupport re-exports ScreenRouter) carries the
# other's symbols in its graph; they are documented, with their links, in the earlier module. A type that this
# module extends stays, without its documentation, so that its new members have a page to hang on.
own_symbols() {
    python3 - "$@" <<'PYTHON'
import json, pathlib, sys
graph = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
earlier = set()
for path in sys.argv[2:]:
    earlier |= {symbol["identifier"]["precise"] for symbol in json.loads(pathlib.Path(path).read_text(encoding="utf-8"))["symbols"]}
relationships = graph.get("relationships", [])
needed = set()
frontier = {symbol["identifier"]["precise"] for symbol in graph["symbols"]} - earlier
while frontier:
    parents = {r["target"] for r in relationships if r["kind"] == "memberOf" and r["source"] in frontier} & earlier
    frontier = parents - needed
    needed |= parents
symbols = []
for symbol in graph["symbols"]:
    identifier = symbol["identifier"]["precise"]
    if identifier in needed:
        symbol.pop("docComment", None)
    if identifier not in earlier or identifier in needed:
        symbols.append(symbol)
graph["symbols"] = symbols
graph["relationships"] = [r for r in relationships if r["source"] not in earlier or r["source"] in needed]
json.dump(graph, sys.stdout)
PYTHON
}

# convert GRAPHS OUTPUT: converts each module's catalog with its symbol graphs from GRAPHS, or from its
# subfolders, one per platform (the module's own, and its extensions of other modules' types), into
# OUTPUT/<Module>.doccarchive. Modules are converted
# in dependency order; each archive is made linkable, and the later modules resolve links to the earlier
# ones through it. Such a link starts with a slash: ``/ScreenRouter/ModelCodec``.
convert() {
    local graph_dir=$1 output=$2 module module_graphs extension_graph source target earlier
    local dependencies=() converted=() earlier_graphs=()
    mkdir -p "$output"
    for module in "${modules[@]}"; do
        if ((${#dependencies[@]})) && [[ ! -d "${dependencies[-1]}" ]]; then
            echo "skipped DocC for $module: the documentation it links to failed above" >&2
            continue
        fi
        step "DocC: $module into $output (warnings are errors)"
        module_graphs="$output/graphs-$module"
        rm -rf "$module_graphs" "$output/$module.doccarchive"
        mkdir -p "$module_graphs"
        # The graphs of one platform lie in GRAPHS, those of several in one subfolder each; DocC merges a
        # module's graphs of several platforms into one page per symbol.
        for source in "$graph_dir" "$graph_dir"/*/; do
            source=${source%/}
            [[ -e "$source/$module.symbols.json" ]] || continue
            target="$module_graphs/${source#"$graph_dir"}"
            mkdir -p "$target"
            earlier_graphs=()
            for earlier in "${converted[@]}"; do
                for extension_graph in "$source/$earlier.symbols.json" "$source/$earlier@"*.symbols.json; do
                    if [[ -e "$extension_graph" ]]; then earlier_graphs+=("$extension_graph"); fi
                done
            done
            for extension_graph in "$source/$module.symbols.json" "$source/$module@"*.symbols.json; do
                if [[ -e "$extension_graph" ]]; then
                    own_symbols "$extension_graph" "${earlier_graphs[@]}" >"$target/${extension_graph##*/}"
                fi
            done
        done
        "${docc[@]}" convert "Sources/$module/$module.docc" \
            --additional-symbol-graph-dir "$module_graphs" \
            --fallback-display-name "$module" \
            --fallback-bundle-identifier "$module" \
            --warnings-as-errors \
            --enable-experimental-external-link-support \
            "${dependencies[@]}" \
            --output-path "$output/$module.doccarchive" || {
            failed+=("DocC $module ($output)")
            rm -rf "$output/$module.doccarchive"
        }
        dependencies+=(--dependency "$PWD/$output/$module.doccarchive")
        converted+=("$module")
    done
}

# --- The modules as this machine builds them -----------------------------------------------------------
rm -rf "$out/build" "$graphs"
mkdir -p "$graphs"

step "Compiling ${modules[*]} and writing their symbol graphs"
for module in "${modules[@]}"; do
    swift build --scratch-path "$out/build" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -emit-extension-block-symbols
done

step "Checking that every public declaration has a doc comment"
python3 scripts/check-doc-comments.py --root . "${module_flags[@]}" "$graphs" || failed+=("doc comments")

step "Extracting the documentation's Swift samples, each with the context its Markdown file keeps for it"
samples="$PWD/$out/samples"
catalogs=()
for module in "${modules[@]}"; do catalogs+=("Sources/$module/$module.docc"); done
inline=()
for catalog in "${catalogs[@]}" README.md; do inline+=(--inline "$catalog"); done
python3 scripts/check-doc-samples.py --out "$samples" "${inline[@]}" "${catalogs[@]}" README.md CHANGELOG.md \
    || failed+=("code samples")
frontend="$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend"

# typecheck_samples PLATFORM COMPILER ARGUMENTS...: type-checks each extracted source of a platform.
typecheck_samples() {
    local platform=$1 compiler=$2 sample
    shift 2
    for sample in "$samples/$platform"/*.swift; do
        [[ -e "$sample" ]] || continue
        if "$compiler" -typecheck "$@" -module-name DocSample "$sample"; then
            echo "ok ($platform): ${sample#"$PWD/"}"
        else
            failed+=("code sample ${sample#"$PWD/"} ($platform)")
        fi
    done
}

if [[ "$(uname)" == Linux ]]; then
    step "Type-checking the documentation's Linux samples against the package"
    bin=$(swift build --scratch-path "$out/build" --show-bin-path)
    typecheck_samples linux swiftc -swift-version 6 -warnings-as-errors -parse-as-library -I "$bin/Modules" -D DEBUG
fi

convert "$graphs" "$out"

# --- On Linux, the modules with their Apple-only files, compiled for Apple triples ---------------------
if [[ "$(uname)" == Linux && -f scripts/typecheck-apple.sh ]]; then
    step "Compiling the package for Apple triples (scripts/typecheck-apple.sh)"
    apple_graphs="$PWD/$out/symbol-graphs-apple"
    rm -rf "$apple_graphs"
    mkdir -p "$apple_graphs"
    if bash scripts/typecheck-apple.sh >"$out/typecheck-apple.log" 2>&1; then
        echo "ok; its output is in $out/typecheck-apple.log"
        # iOS has the UIKit, SwiftUI and XCUITest adapters, macOS has ProcessApplication: together, everything.
        for triple_name in ios macos; do
            mapfile -t search < ".build/typecheck-apple/$triple_name/search-debug.args"
            mkdir -p "$apple_graphs/$triple_name"
            for module in "${modules[@]}"; do
                # ScreenRouter re-exports ScreenRouterCore and ScreenRouterOptions (`@_exported import`): their
                # symbols are ScreenRouter's, documented and linked in its archive.
                swift-symbolgraph-extract -module-name "$module" "${search[@]}" -minimum-access-level public \
                    -emit-extension-block-symbols \
                    -experimental-allowed-reexported-modules=ScreenRouterCore,ScreenRouterOptions \
                    -output-dir "$apple_graphs/$triple_name"
            done
        done

        step "Checking the doc comments again, with the Apple-only declarations"
        python3 scripts/check-doc-comments.py --root . "${module_flags[@]}" "$apple_graphs" \
            || failed+=("doc comments (the modules with their Apple-only files)")

        convert "$apple_graphs" "$out/apple"

        step "Type-checking the documentation's iOS samples against the package, for the iOS simulator"
        mapfile -t typecheck_args < ".build/typecheck-apple/ios/typecheck-debug.args"
        typecheck_samples ios "$frontend" "${typecheck_args[@]}"
    else
        echo "scripts/typecheck-apple.sh failed; see $out/typecheck-apple.log" >&2
        failed+=("Apple type-check, needed to check the Apple-only documentation")
    fi
fi

if ((${#failed[@]})); then
    printf '\nDocumentation FAILED:\n' >&2
    printf '  - %s\n' "${failed[@]}" >&2
    exit 1
fi

step "Documentation built"
for module in "${modules[@]}"; do
    echo "$out/$module.doccarchive"
    if [[ -d "$out/apple/$module.doccarchive" ]]; then echo "$out/apple/$module.doccarchive"; fi
done

step "Public surface (scripts/count-public-symbols.py: Linux graphs, then the Apple triples' graphs)"
count_dirs=("$out/symbol-graphs")
if [[ -d "$out/apple" ]]; then count_dirs+=("$out/apple"); fi
python3 scripts/count-public-symbols.py "${count_dirs[@]}"
