#!/usr/bin/env bash
# Runs the tests with code coverage and prints the line coverage of the package's own sources: the modules
# under Sources/ (ScreenRouterCore, ScreenRouterOptions, ScreenRouter, ScreenRouterNetwork, ScreenRouterProcess,
# ScreenRouterTestSupport and the CLI), per file and in total. Tests, the Demo and probe apps are not counted; neither are Apple-only files, which do not compile on Linux. Code the tests
# run in the executables they launch (the Demo, the probes) counts too: those processes inherit the
# profile path from `swift test` and their profiles are merged with the test binary's.
#
#   scripts/coverage.sh [--min PERCENT] [-- SWIFT_TEST_ARGUMENTS...]
#
#   --min PERCENT   fail when the total line coverage is below PERCENT (for example 90), or when one of
#                   the modules is not measured at all (no test target links it)
#   -- ...          passed on to `swift test`, for example `-- -Xswiftc -warnings-as-errors`
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(
    ScreenRouterCore ScreenRouterOptions ScreenRouter ScreenRouterNetwork ScreenRouterProcess ScreenRouterTestSupport
    ScreenRouterCLI
)
minimum=""
test_arguments=()
while (($#)); do
    case "$1" in
    --min)
        minimum="${2:?--min needs a percentage, such as --min 90}"
        shift 2
        ;;
    --)
        shift
        test_arguments=("$@")
        break
        ;;
    *)
        echo "usage: scripts/coverage.sh [--min PERCENT] [-- SWIFT_TEST_ARGUMENTS...]" >&2
        exit 2
        ;;
    esac
done

# The toolchain's llvm-cov, which reads the profiles its compiler writes: beside `swift`, or through xcrun.
toolchain_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
if [[ -x "$toolchain_bin/llvm-cov" ]]; then
    llvm_cov=("$toolchain_bin/llvm-cov")
elif command -v xcrun >/dev/null; then
    llvm_cov=(xcrun llvm-cov)
else
    llvm_cov=(llvm-cov)
fi

swift test --enable-code-coverage "${test_arguments[@]}"

codecov_json="$(swift test --show-codecov-path "${test_arguments[@]}")"
profile="$(dirname "$codecov_json")/default.profdata"
bin_path="$(swift build --show-bin-path "${test_arguments[@]}")"
bundle="$(find "$bin_path" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)"
if [[ -d "$bundle" ]]; then
    # macOS: a bundle, whose executable is inside.
    test_binary="$bundle/Contents/MacOS/$(basename "$bundle" .xctest)"
else
    test_binary="$bundle"
fi
if [[ ! -f "$profile" || ! -f "$test_binary" ]]; then
    echo "error: no coverage data: expected $profile and the test binary in $bin_path" >&2
    exit 1
fi

"${llvm_cov[@]}" export -summary-only -instr-profile "$profile" "$test_binary" \
    | python3 scripts/coverage-report.py --root . ${minimum:+--min "$minimum"} "${modules[@]}"
