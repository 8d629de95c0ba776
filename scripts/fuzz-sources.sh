#!/usr/bin/env bash
# Prints the Swift files the fuzz target is built from, one a line, sorted: the libraries, the example options, the
# MCP server's readers and writers the fuzz run reaches, and Fuzz/. scripts/fuzz.sh builds them into one executable;
# scripts/typecheck-apple.sh type-checks the same list for macOS.
set -euo pipefail
cd "$(dirname "$0")/.."
find Sources/ScreenRouterCore Sources/ScreenRouterOptions Sources/ScreenRouter Sources/ScreenRouterNetwork \
    Tests/ExampleOptions Fuzz \
    Sources/ScreenRouterCLI/MCP/JSONRPCMessage.swift Sources/ScreenRouterCLI/MCP/JSONValue+Text.swift \
    Sources/ScreenRouterCLI/MCP/MCPArguments.swift Sources/ScreenRouterCLI/MCP/MCPAnswer.swift \
    Sources/ScreenRouterCLI/MCP/TestExport.swift \
    -name '*.swift' | LC_ALL=C sort
