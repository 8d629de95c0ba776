#!/usr/bin/env bash
# Fuzzes the launch-argument parser, the payload decoders, the routing path, the MCP server's JSON-RPC
# reader and its agent tools' arguments, answers' pages and exported tests with libFuzzer.
#
#   scripts/fuzz.sh                               # 45 seconds of fuzzing (the CI default)
#   scripts/fuzz.sh --seconds 600                 # a longer run
#   scripts/fuzz.sh --runs 1000000 --optimized    # a fixed number of inputs, target built with -O
#
# Builds the library sources and Fuzz/*.swift into one executable with the toolchain's libFuzzer and
# AddressSanitizer, in .build-fuzz/. The default build is unoptimised: it builds in about half the time,
# which suits short runs; --optimized builds with -O, which runs about 1.5 times as fast, for long runs.
# The committed seed corpus (Fuzz/corpus) is copied to a scratch folder first and never modified.
# Exits non-zero when the target crashes, traps, leaks or hangs; libFuzzer saves the input that did it in
# .build-fuzz/artifacts/, and passing that file to the executable replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

limit=(-max_total_time=45)
optimization=-Onone
name=screenrouter-fuzz
while (($#)); do
    case "$1" in
        --seconds) limit=("-max_total_time=${2:?--seconds needs a number}"); shift 2 ;;
        --runs) limit=("-runs=${2:?--runs needs a number}"); shift 2 ;;
        --optimized) optimization=-O; name=screenrouter-fuzz-optimized; shift ;;
        -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "fuzz.sh: unknown argument \`$1\`; use --seconds S, --runs N or --optimized" >&2; exit 2 ;;
    esac
done

build=.build-fuzz
binary="$build/$name"
corpus="$build/corpus-$name"
artifacts="$build/artifacts"
log="$build/$name.log"
mkdir -p "$build"
originals=()
mapfile -t sources < <(bash scripts/fuzz-sources.sh)
# The core, the options, the network library and the example options are modules of their own in the package; here
# everything is one module, so the copies of the files that import them drop those imports.
for index in "${!sources[@]}"; do
    if grep -qE '^(@_exported )?import ScreenRouter(Core|Network|Options)?$' "${sources[$index]}"; then
        copy="$build/$(basename "${sources[$index]}")"
        sed -E '/^(@_exported )?import ScreenRouter(Core|Network|Options)?$/d' "${sources[$index]}" >"$copy.tmp"
        cmp -s "$copy.tmp" "$copy" 2>/dev/null && rm "$copy.tmp" || mv "$copy.tmp" "$copy"
        originals+=("${sources[$index]}")
        sources[$index]=$copy
    fi
done

# Rebuild only when a source, or this script, is newer than the executable.
if [[ ! -x "$binary" ]] || [[ -n "$(find "${sources[@]}" "${originals[@]}" "$0" -newer "$binary" | head -n 1)" ]]; then
    echo "==> Building the fuzz target ($optimization, ${#sources[@]} files)"
    start=$SECONDS
    # -D DEBUG: routing is on, as in the debug builds that UI tests launch. -wmo: one compiler process
    # for the whole module, which builds it in two thirds of the time of one process per file.
    # The compiler runs in $build: the module files it writes beside an optimised executable
    # (ScreenRouterFuzz-1.swiftmodule, .swiftdoc, .swiftsourceinfo) go to its working directory.
    root=$PWD
    (cd "$build" && swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -warnings-as-errors \
        -use-ld=lld -wmo "$optimization" -g -D DEBUG -module-name ScreenRouterFuzz -package-name ScreenRouter \
        "${sources[@]/#/$root/}" -o "$root/$binary")
    echo "    built in $((SECONDS - start)) s"
fi

rm -rf "$corpus"
mkdir -p "$corpus" "$artifacts"
cp Fuzz/corpus/* "$corpus/"

echo "==> Fuzzing (${limit[*]}) from $(find Fuzz/corpus -type f | wc -l | tr -d ' ') seeds"
start=$SECONDS
status=0
# The Swift runtime's own crash handler reads the stack in a way AddressSanitizer reports as an error of
# its own, hiding the real one; libFuzzer and AddressSanitizer print the crash instead.
# Leaks are checked once, when the run ends (a leak fails the run), except Foundation's own listed in
# Fuzz/lsan-suppressions.txt. Checking after every input (-detect_leaks=1) would run a full leak scan for
# each input that meets a suppressed leak, which made the run four times slower.
SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=Fuzz/lsan-suppressions.txt:print_suppressions=0" \
    "$binary" "$corpus" -dict=Fuzz/fuzz.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 "${limit[@]}" >"$log" 2>&1 || status=$?

if ((status != 0)); then
    tail -n 120 "$log"
    saved=$(sed -n 's/.*Test unit written to \([^ ]*\).*/\1/p' "$log" | tail -n 1)
    echo "==> FAILED: the fuzz target exited with status $status after $((SECONDS - start)) s." >&2
    echo "    Full log: $log" >&2
    [[ -n "$saved" ]] && echo "    Replay the input that did it: $binary $saved" >&2
    exit "$status"
fi
grep -E '^(Done|stat::)|DONE' "$log" || tail -n 5 "$log"
echo "==> Passed: no crash in $((SECONDS - start)) s of fuzzing. Full log: $log"
