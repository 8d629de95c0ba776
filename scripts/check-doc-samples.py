#!/usr/bin/env python3
"""Fails when a Swift code sample of the documentation is not among the samples that are compiled.

Every ```swift block of the DocC catalogs (and of the other Markdown files given, such as CHANGELOG.md, whose
"after" samples show how to move to a change) must appear, line for line, in one of the files of the samples
folder (Tools/DocSamples), which scripts/build-docs.sh type-checks against the package. Lines are compared
without their indentation, and blank lines are ignored, so a sample may sit inside a function there.

A sample of an API that is gone, such as a CHANGELOG's "before", is fenced without a language and not checked.
Blocks that are fragments of a package manifest (their first line starts with `.`, as `.target(`) are not
Swift of this package and are skipped.

Code in a sentence is checked too, with --inline (the articles and the README, not the CHANGELOG, whose sentences
set a removed spelling beside its replacement): a `span` that calls with a value (`route(to: .settings)`,
`launchApp(app, .screen(.users))`) must appear, without its spaces, in one of the compiled samples. Symbol names
(`route(to:)`, ``double-backticked`` links) and spans that elide with `...` are not calls and are skipped. A span
that is meant not to compile (it shows an error) is listed, with the reason, in NotCompiled.txt in the samples
folder: one line each, the span in backticks, then the reason.

Usage: check-doc-samples.py --samples DIR [--inline MARKDOWN...] CATALOG...
"""

import argparse
import pathlib
import re
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


CALL_WITH_VALUE = re.compile(r"[A-Za-z_]\w*\((?:[^()]*[(,]\s*)?(?:[A-Za-z_]\w*: \S|\.[A-Za-z_])")


def inline_calls(markdown: pathlib.Path) -> list[tuple[int, str]]:
    """Each `span` of a Markdown file's sentences that calls with a value: its line number and its text."""
    spans = []
    fenced = False
    for number, line in enumerate(markdown.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        prose = re.sub(r"``[^`]+``", "", line)
        for match in re.finditer(r"`([^`]+)`", prose):
            span = match.group(1)
            if CALL_WITH_VALUE.search(span) and "..." not in span and "\u2026" not in span:
                spans.append((number, span))
    return spans


def unspaced(text: str) -> str:
    """The text without any whitespace, so that a span matches however a sample wraps it."""
    return re.sub(r"\s+", "", text)


def exempt_spans(samples: pathlib.Path) -> set[str]:
    """The spans NotCompiled.txt lists as meant not to compile, each with its reason."""
    listing = samples / "NotCompiled.txt"
    if not listing.exists():
        return set()
    spans = set()
    for line in listing.read_text(encoding="utf-8").splitlines():
        match = re.match(r"`([^`]+)`\s+\S", line)
        if match:
            spans.add(match.group(1))
    return spans


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
    parser.add_argument(
        "--inline", action="append", default=[], type=pathlib.Path,
        help="a catalog or Markdown file whose code in sentences is checked too (repeatable)"
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

    compiled = [unspaced("\n".join(lines)) for lines in samples.values()]
    exempt = exempt_spans(arguments.samples)
    missing_spans = []
    spans_checked = 0
    for catalog in arguments.inline:
        for markdown in [catalog] if catalog.suffix == ".md" else sorted(catalog.rglob("*.md")):
            for line, span in inline_calls(markdown):
                if span in exempt:
                    continue
                spans_checked += 1
                if not any(unspaced(span) in sample for sample in compiled):
                    missing_spans.append((markdown, line, span))

    for markdown, line in missing:
        print(
            f"{markdown}:{line}: error: this Swift sample is not in {arguments.samples}, where samples are compiled; "
            "add it there, unchanged, with what it needs to compile",
            file=sys.stderr,
        )
    for markdown, line, span in missing_spans:
        print(
            f"{markdown}:{line}: error: the code `{span}` in this sentence is in no sample of {arguments.samples}, "
            "where samples are compiled; add it to one, unchanged, or, if it is meant not to compile, list it "
            f"with the reason in {arguments.samples / 'NotCompiled.txt'}",
            file=sys.stderr,
        )
    if missing or missing_spans:
        return 1
    print(
        f"Code samples: all {checked} Swift samples and {spans_checked} calls in sentences of the documentation "
        f"are in {arguments.samples}."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
