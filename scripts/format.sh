#!/usr/bin/env bash
# Formats every Swift file in the package in place, following .swift-format.
#
#   scripts/format.sh
#
# Then run scripts/lint.sh: it reports what formatting cannot fix by itself.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t paths < <(bash scripts/swift-paths.sh)
echo "swift format --in-place: ${paths[*]}"
swift format --in-place --recursive --parallel "${paths[@]}"
