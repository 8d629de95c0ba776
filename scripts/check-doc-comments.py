#!/usr/bin/env python3
"""Fails when a public declaration of the named modules has no doc comment of its own.

DocC documents whatever it is given and does not warn about a public symbol without a doc comment, so
this check reads the symbol graphs the compiler emitted and lists every such declaration as
`path:line: error: ...`, the form editors and CI logs link to.

What counts:
- Every `public` or `open` symbol that has a source location in this package must carry a doc comment
  written at its declaration: types, members, enum cases and protocol requirements.
- A member that implements a protocol requirement (`description`, `init(stringLiteral:)`, an option's
  `key`) may go without one: DocC shows the requirement's documentation for it. One of its own, when
  written, takes precedence.
- Symbols without a source location are the compiler's: members it synthesized (`hashValue`,
  `hash(into:)` for `Hashable`, `init(from:)` for `Codable`) and members a type inherits from the standard
  library's default implementations (`!=`, `...`). They are skipped; DocC shows the library's own words.

Usage: check-doc-comments.py --root DIR --module NAME [--module NAME ...] GRAPH_DIR
"""

import argparse
import json
import pathlib
import sys
import urllib.parse


def local_path(uri: str) -> pathlib.Path | None:
    """The file a `file://` URI names, or None for any other URI."""
    parsed = urllib.parse.urlparse(uri)
    if parsed.scheme != "file":
        return None
    return pathlib.Path(urllib.parse.unquote(parsed.path))


def has_own_doc_comment(symbol: dict, module: str, package_modules: set[str]) -> bool:
    """Whether the symbol carries a non-empty doc comment written in this module, or in a module of this package
    that it re-exports (`@_exported import`), whose declarations it shows as its own."""
    doc = symbol.get("docComment")
    if not doc:
        return False
    if doc.get("module", module) not in {module} | package_modules:
        return False  # inherited from another module's declaration
    return any(line.get("text", "").strip() for line in doc.get("lines", []))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, type=pathlib.Path, help="the package's root directory")
    parser.add_argument("--module", action="append", required=True, help="a module to check (repeatable)")
    parser.add_argument("graphs", type=pathlib.Path, help="a directory of *.symbols.json files")
    arguments = parser.parse_args()

    root = arguments.root.resolve()
    package_modules = {path.name for path in (root / "Sources").iterdir() if path.is_dir()}
    modules = set(arguments.module)
    seen_modules: set[str] = set()
    findings: dict[tuple[str, int], str] = {}
    checked: set[tuple[str, int]] = set()

    for graph_file in sorted(arguments.graphs.rglob("*.symbols.json")):
        graph = json.loads(graph_file.read_text(encoding="utf-8"))
        module = graph["module"]["name"]
        if module not in modules:
            continue
        seen_modules.add(module)
        implementations = {
            relationship["source"]
            for relationship in graph.get("relationships", [])
            if relationship.get("kind") == "memberOf" and "sourceOrigin" in relationship
        }
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol.get("spi"):
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block; its members are checked one by one
            location = symbol.get("location")
            if location is None:
                continue  # synthesized or inherited from the standard library
            path = local_path(location.get("uri", ""))
            if path is None:
                continue
            try:
                relative = path.resolve().relative_to(root)
            except ValueError:
                continue  # declared outside this package
            line = location["position"]["line"] + 1  # symbol graphs count lines from zero
            checked.add((str(relative), line))
            if has_own_doc_comment(symbol, module, package_modules) or symbol["identifier"]["precise"] in implementations:
                continue
            kind = symbol["kind"]["displayName"].lower()
            name = ".".join(symbol["pathComponents"])
            findings.setdefault((str(relative), line), f"public {kind} `{name}` has no doc comment")

    missing = modules - seen_modules
    if missing:
        print(f"error: no symbol graph found for {', '.join(sorted(missing))} in {arguments.graphs}", file=sys.stderr)
        return 1

    for (path, line), message in sorted(findings.items()):
        print(f"{path}:{line}: error: {message}", file=sys.stderr)
    if findings:
        print(
            f"{len(findings)} public declaration(s) without a doc comment. Every public declaration needs one: "
            "a one-line summary, then the discussion, `- Parameters:`, `- Returns:` and `- Throws:` as they apply.",
            file=sys.stderr,
        )
        return 1
    print(f"Doc comments: all {len(checked)} public declarations of {', '.join(sorted(modules))} are documented.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
