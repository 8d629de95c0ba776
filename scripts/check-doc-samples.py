#!/usr/bin/env python3
"""Fails when a Swift code sample of the documentation is not among the samples that are compiled.

Every ```swift block of the DocC catalogs (and of the other Markdown files given, such as CHANGELOG.md, whose
"after" samples show how to move to a change) must appear, line for line, in one of the files of the samples
folder (Tools/DocSamples), which scripts/build-docs.sh type-checks against the package. Lines are compared
without their indentation, and blank lines are ignored, so a sample may sit inside a function there.

A sample of an API that is gone, such as a CHANGELOG's "before", is fenced without a language and not checked.
Blocks that are fragments of a package manifest (their first line starts with `.`, as `.target(`) are not
Swift of this package and are skipped.

Usage: check-doc-samples.py --samples DIR CATALOG...
"""

import argparse
import pathlib
import sys


def normalized(lines: list[str]) -> list[str]:
    """The lines without indentation or trailing space, blank lines left out."""
    return [line.strip() for line in lines if line.strip()]


def swift_blocks(markdown: pathlib.Path) -> list[tuple[int, list[str]]]:
    """Each ```swift block of a Markdown file: its first line's number and its lines."""
    blocks = []
    lines = markdown.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            blocks.append((start + 1, lines[start:end]))
            index = end
        index += 1
    return blocks


def contains(haystack: list[str], needle: list[str]) -> bool:
    """Whether `needle` appears as a contiguous run of `haystack`."""
    if not needle:
        return True
    first = needle[0]
    for start, line in enumerate(haystack):
        if line == first and haystack[start : start + len(needle)] == needle:
            return True
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", required=True, type=pathlib.Path, help="the folder of compiled samples")
    parser.add_argument(
        "catalogs", nargs="+", type=pathlib.Path, help="DocC catalogs (.docc folders) or Markdown files, such as CHANGELOG.md"
    )
    arguments = parser.parse_args()

    samples = {path: normalized(path.read_text(encoding="utf-8").splitlines())
               for path in sorted(arguments.samples.rglob("*.swift"))}
    missing = []
    checked = 0
    for catalog in arguments.catalogs:
        for markdown in [catalog] if catalog.suffix == ".md" else sorted(catalog.rglob("*.md")):
            for line, block in swift_blocks(markdown):
                code = normalized(block)
                if not code or code[0].startswith("."):
                    continue
                checked += 1
                if not any(contains(sample, code) for sample in samples.values()):
                    missing.append((markdown, line))

    for markdown, line in missing:
        print(
            f"{markdown}:{line}: error: this Swift sample is not in {arguments.samples}, where samples are compiled; "
            "add it there, unchanged, with what it needs to compile",
            file=sys.stderr,
        )
    if missing:
        return 1
    print(f"Code samples: all {checked} Swift samples of the documentation are in {arguments.samples}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
