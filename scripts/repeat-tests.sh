#!/usr/bin/env bash
# Runs the whole test suite (`swift test`) many times in a row and tells which tests failed how often: a flaky
# test is a bug, and one green run proves little.
#
#   scripts/repeat-tests.sh N [--coverage] [--load K] [-- SWIFT_TEST_ARGUMENTS...]
#
#   N            how many runs
#   --coverage   run each time with `--enable-code-coverage`, as the coverage step of CI does
#   --load K     keep K busy processes (one spinning core each) running beside the suite
#   -- ...       passed on to every `swift test`, for example `-- -Xswiftc -warnings-as-errors`
#
# It builds once before the first run, then prints one line per run, then, for each test that failed, in how
# many runs it failed and its first message, and last the line `N runs, M failed`. It exits 1 when a run failed.
# The logs of failed runs are kept; the last line before the summary says where.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: scripts/repeat-tests.sh N [--coverage] [--load K] [-- SWIFT_TEST_ARGUMENTS...]" >&2
    exit 2
}

[[ "${1:-}" =~ ^[1-9][0-9]*$ ]] || usage
runs=$1
shift
coverage=()
load=0
test_arguments=()
while (($#)); do
    case "$1" in
    --coverage)
        coverage=(--enable-code-coverage)
        shift
        ;;
    --load)
        [[ "${2:-}" =~ ^[0-9]+$ ]] || usage
        load=$2
        shift 2
        ;;
    --)
        shift
        test_arguments=("$@")
        break
        ;;
    *) usage ;;
    esac
done

logs=$(mktemp -d "${TMPDIR:-/tmp}/repeat-tests.XXXXXX")
busy=()
stop_load() {
    if ((${#busy[@]})); then
        kill "${busy[@]}" 2>/dev/null || true
        wait "${busy[@]}" 2>/dev/null || true
    fi
    busy=()
}
trap stop_load EXIT

echo "Building the tests once${coverage:+ with code coverage}..."
swift build --build-tests ${coverage[@]+"${coverage[@]}"} ${test_arguments[@]+"${test_arguments[@]}"} \
    >"$logs/build.log" 2>&1 || {
    tail -40 "$logs/build.log" >&2
    exit 1
}

for ((k = 0; k < load; k++)); do
    bash -c 'while :; do :; done' &
    busy+=($!)
done
((load == 0)) || echo "Load: $load busy processes beside the suite."

failed=0
started=$SECONDS
for ((run = 1; run <= runs; run++)); do
    log="$logs/run-$run.log"
    begin=$SECONDS
    if swift test ${coverage[@]+"${coverage[@]}"} ${test_arguments[@]+"${test_arguments[@]}"} >"$log" 2>&1; then
        status=passed
        rm -f "$log"
    else
        status=FAILED
        failed=$((failed + 1))
    fi
    printf 'run %d of %d: %s in %d s\n' "$run" "$runs" "$status" $((SECONDS - begin))
done
stop_load

if ((failed)); then
    echo
    echo "Failing tests (runs failed, first message):"
    # Swift Testing: `✘ Test name() recorded an issue at File.swift:12:5: message`;
    # XCTest: `/path/File.swift:12: error: Suite.testName : message`.
    for log in "$logs"/run-*.log; do
        grep -hE '✘ Test .* recorded an issue|: error: [A-Za-z0-9_.]+ : ' "$log" | sed -E \
            -e 's/^.*✘ Test ([^ ]+) recorded an issue at ([^ ]+): (.*)$/\1\t\2: \3/' \
            -e 's/^(.*): error: ([A-Za-z0-9_.]+) : (.*)$/\2\t\1: \3/' | sort -u -t $'\t' -k1,1 || true
    done | awk -F '\t' '{ count[$1]++; if (!($1 in first)) first[$1] = $2 }
        END { for (name in count) printf "  %s: failed in %d run(s); first: %s\n", name, count[name], first[name] }' |
        sort
    echo "Logs of the failed runs: $logs"
else
    rm -rf "$logs"
fi
echo "Wall time: $((SECONDS - started)) s"
echo "$runs runs, $failed failed"
((failed == 0))
