#!/usr/bin/env bash
# Checks the style of every Swift file in the package against .swift-format; any finding fails.
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
echo "No style findings."
