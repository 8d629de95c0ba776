#!/usr/bin/env bash
# Prints the paths that hold the package's Swift code, one per line, for scripts/lint.sh and
# scripts/format.sh: every top-level folder with a Swift file in it (Sources, Tests, Demo, DemoUITests,
# Fuzz, Benchmarks, ... whichever exist) and the Swift files at the top level, such as Package.swift.
#
# Inside a git checkout the list comes from git, so ignored files and build folders never appear and
# a new folder is picked up as soon as it has a Swift file. A file that must not be formatted (generated
# code) opts out with a `// swift-format-ignore-file` comment.
set -euo pipefail
cd "$(dirname "$0")/.."

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files --cached --others --exclude-standard -- '*.swift' \
        | awk -F/ '{ print (NF > 1 ? $1 : $0) }' \
        | sort -u \
        | while read -r path; do if [[ -e "$path" ]]; then echo "$path"; fi; done
else
    for path in Package.swift Sources Tests Demo DemoUITests Fuzz Benchmarks Tools; do
        if [[ -e "$path" ]]; then echo "$path"; fi
    done
fi
