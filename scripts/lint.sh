#!/usr/bin/env bash
# Checks the style of every Swift file in the package against .swift-format, and that no file in Sources/ is
# longer than 450 lines (split it by concept instead); any finding fails.
#
#   scripts/lint.sh
#
# Fix what it finds with scripts/format.sh, which rewrites the files in place; the few findings the
# formatter cannot fix (a doc comment without a one-line summary, say) it leaves for you.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t paths < <(bash scripts/swift-paths.sh)
echo "swift format lint --strict: ${paths[*]}"
swift format lint --strict --recursive --parallel "${paths[@]}"

long=$(find Sources -name '*.swift' -exec awk 'END { if (NR > 450) print FILENAME ": " NR " lines, over 450" }' {} \;)
if [[ -n $long ]]; then
    echo "$long" >&2
    exit 1
fi
echo "No style findings; no file in Sources/ over 450 lines."
