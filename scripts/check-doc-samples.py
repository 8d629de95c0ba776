#!/usr/bin/env python3
"""Extracts the documentation's Swift code samples into files to compile, and checks that nothing is left out.

The samples live once, in the Markdown files themselves (the DocC articles, the README, the CHANGELOG); what a sample
needs to compile and no reader needs to see is kept beside it, in the same file, in an HTML comment, which neither
DocC nor GitHub shows. scripts/build-docs.sh compiles what this script writes: the `ios` samples for the iOS
simulator against the package as scripts/typecheck-apple.sh compiles it, the `linux` ones on Linux against the package
as `swift build` compiles it.

What a Markdown file holds, and what the script makes of it:

- Every ```swift block is a sample, compiled. The blocks of a file go, in order, into one source file per platform
  (and unit, below), with `#sourceLocation` lines, so that the compiler reports a problem at the Markdown file's line.
- `<!-- samples: linux -->` (or `ios`, the default) sets the platform of the file's blocks from there on.
- `<!-- sample: linux -->` on the line before a block sets that block's platform (`ios+linux`: both);
  `<!-- sample: ios before -->` puts it in a unit of its own, `before`, compiled apart from the file's other blocks
  (for two samples that declare the same name).
- `<!-- sample context: ios [unit]` on a line of its own, Swift code on the following lines, and `-->` at the end
  of the last (or all on one line, `<!-- sample context: ios | <code> -->`): code added to that platform's (and
  unit's) source at this point, between the blocks around it. It declares what the samples use and do not show (a
  model, a view controller), and opens and closes what a fragment sits in (`final class SceneDelegate ... {` before
  a block of statements, `}` after it). A line of it that would start with `@` is indented by four spaces: DocC
  reads such a line as a directive, even in a comment.
- `<!-- not compiled: <reason> -->` on the line before a block: a sample that is deliberately not compiled, such as a
  0.x spelling shown before its replacement. A block of another language (```sh, ```text, ```json) is no Swift
  sample; a block without a language is an error: say what it is.
- With --inline, code in a sentence that calls with a value (`route(to: .settings)`,
  `launchApp(app, .screen(.users))`) must appear, without its spaces, in the compiled source of a Markdown file
  (a sample, or its context). Symbol names (`route(to:)`, ``double-backticked`` links) and spans that elide with
  `...` are not calls and are skipped. A span meant not to compile is listed in the same file, in an HTML comment
  that starts `<!-- not compiled, in sentences:`, one span a line, in backticks, then the reason.

Usage: check-doc-samples.py --out DIR [--inline MARKDOWN...] CATALOG_OR_MARKDOWN...
"""

import argparse
import pathlib
import re
import shutil
import sys

PLATFORMS = ("ios", "linux")
CALL_WITH_VALUE = re.compile(r"[A-Za-z_]\w*\((?:[^()]*[(,]\s*)?(?:[A-Za-z_]\w*: \S|\.[A-Za-z_])")


class Problems:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, path: pathlib.Path, line: int, message: str) -> None:
        self.lines.append(f"{path}:{line}: error: {message}")


def comments(lines: list[str]) -> list[tuple[int, int, str]]:
    """The HTML comments outside fenced blocks: first line index, last line index, and the text between the marks."""
    found = []
    fenced = False
    index = 0
    while index < len(lines):
        stripped = lines[index].strip()
        if stripped.startswith("```"):
            fenced = not fenced
        elif not fenced and stripped.startswith("<!--"):
            end = index
            while "-->" not in lines[end] and end + 1 < len(lines):
                end += 1
            text = "\n".join(lines[index : end + 1]).strip()
            text = text[len("<!--") :]
            text = text[: text.rfind("-->")] if "-->" in text else text
            found.append((index, end, text))
            index = end
        index += 1
    return found


def units_of(
    words: list[str], default: str, path: pathlib.Path, line: int, problems: Problems
) -> list[tuple[str, str]]:
    """The (platform, unit) pairs a marker's words name: platforms joined by `+` (`ios+linux`), then an optional unit
    name."""
    if not words:
        return [(default, "")]
    platforms = []
    for platform in words[0].split("+"):
        if platform not in PLATFORMS:
            problems.add(path, line, f"unknown platform `{platform}`; use one of {', '.join(PLATFORMS)}")
            platform = default
        platforms.append(platform)
    return [(platform, words[1] if len(words) > 1 else "") for platform in platforms]


class Document:
    """One Markdown file's samples: its units' pieces, its blocks not compiled, and its exempt spans."""

    def __init__(self, path: pathlib.Path, problems: Problems) -> None:
        self.path = path
        self.units: dict[tuple[str, str], list[tuple[int, str, bool]]] = {}
        self.skipped: list[tuple[int, str]] = []
        self.exempt: set[str] = set()
        self.blocks = 0
        lines = path.read_text(encoding="utf-8").splitlines()
        marks = {start: (end, text) for start, end, text in comments(lines)}
        default = "ios"
        pending: tuple[int, str] | None = None  # the marker on the line before a fence: its line and text
        index = 0
        while index < len(lines):
            stripped = lines[index].strip()
            if index in marks:
                end, text = marks[index]
                header, _, body = text.partition("\n")
                if " | " in header and not body:
                    header, _, body = header.partition(" | ")
                header = header.strip()
                number = index + 1
                if header.startswith("samples:"):
                    words = header[len("samples:") :].split()
                    default = units_of(words, default, path, number, problems)[0][0]
                elif header.startswith("sample context:"):
                    for offset, code in enumerate(body.split("\n"), start=1):
                        if re.match(r" {0,3}@", code):
                            problems.add(
                                path, number + offset,
                                "DocC reads a line that starts with `@` as a directive, even in a comment: indent it "
                                "by four spaces",
                            )
                    for key in units_of(header[len("sample context:") :].split(), default, path, number, problems):
                        self.units.setdefault(key, []).append((number + 1, body.rstrip() + "\n", False))
                elif header.startswith("not compiled, in sentences:"):
                    for span in re.findall(r"^\s*`([^`]+)`\s+\S", body, flags=re.MULTILINE):
                        self.exempt.add(span)
                elif header.startswith(("sample:", "not compiled:")):
                    pending = (number, header)
                index = end + 1
                continue
            if stripped.startswith("```"):
                language = stripped[3:].strip()
                end = index + 1
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                block = "\n".join(lines[index + 1 : end]) + "\n"
                marker = pending[1] if pending else ""
                if pending and pending[0] != index:
                    problems.add(path, pending[0], "a sample marker must be on the line right before its block")
                if not language:
                    problems.add(
                        path, index + 1,
                        "a code block without a language: say what it is (```swift, ```text, ```sh, ```json), and mark "
                        "a Swift sample that is not meant to compile with `<!-- not compiled: <reason> -->` before it",
                    )
                elif marker.startswith("not compiled:"):
                    reason = marker[len("not compiled:") :].strip()
                    if not reason:
                        problems.add(path, pending[0], "say why the block is not compiled")
                    self.skipped.append((index + 1, reason))
                elif language == "swift":
                    words = marker[len("sample:") :].split() if marker.startswith("sample:") else []
                    for key in units_of(words, default, path, index + 1, problems):
                        self.units.setdefault(key, []).append((index + 2, block, True))
                    self.blocks += 1
                elif marker:
                    problems.add(path, pending[0], f"a sample marker before a ```{language} block, which is not Swift")
                pending = None
                index = end + 1
                continue
            if stripped and pending:
                problems.add(path, pending[0], "a sample marker must be on the line right before its block")
                pending = None
            index += 1

    def source(self, key: tuple[str, str], shown: pathlib.Path) -> str:
        """A unit's Swift source: its pieces in order, each under a `#sourceLocation` of the Markdown file.

        Swift allows `#sourceLocation` only between statements and declarations, so a piece that continues the one
        before it is joined to it without one: a block after context that ends in an attribute (`@available(...)`
        for the block's declaration) or opens a list (`[`, `(`, a `,` at the end), and context after a block that
        closes one (`]`, `)`) or that ends in a `,`. Context joined to the block after it is counted as the lines
        before the block.
        """

        def last(text: str) -> str:
            lines = [line.strip() for line in text.splitlines() if line.strip()]
            return lines[-1] if lines else ""

        def first(text: str) -> str:
            lines = [line.strip() for line in text.splitlines() if line.strip()]
            return lines[0] if lines else ""

        def continues(before: str, after: str) -> bool:
            end, start = last(before), first(after)
            return end.startswith("@") or end.endswith(("[", "(", ",")) or start.startswith(("]", ")"))

        parts = ["// Extracted by scripts/check-doc-samples.py; edit the Markdown file, not this one.\n"]
        pieces = self.units[key]
        for index, (line, text, is_block) in enumerate(pieces):
            joined_before = index > 0 and continues(pieces[index - 1][1], text)
            following = pieces[index + 1] if index + 1 < len(pieces) else None
            joined_after = following is not None and following[2] and not is_block and continues(text, following[1])
            if joined_after and not joined_before:
                line = following[0] - text.count("\n")
            if not joined_before:
                parts.append(f'#sourceLocation(file: "{shown}", line: {line})\n')
            parts.append(text)
        parts.append("#sourceLocation()\n")
        return "".join(parts)


def inline_calls(markdown: pathlib.Path) -> list[tuple[int, str]]:
    """Each `span` of a Markdown file's sentences that calls with a value: its line number and its text."""
    spans = []
    fenced = False
    in_comment = False
    for number, line in enumerate(markdown.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip().startswith("```") and not in_comment:
            fenced = not fenced
            continue
        if fenced:
            continue
        if in_comment or line.strip().startswith("<!--"):
            in_comment = "-->" not in line
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


def markdown_files(paths: list[pathlib.Path]) -> list[pathlib.Path]:
    files = []
    for path in paths:
        files.extend([path] if path.suffix == ".md" else sorted(path.rglob("*.md")))
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=pathlib.Path, help="where to write the sources, by platform")
    parser.add_argument(
        "catalogs", nargs="+", type=pathlib.Path, help="DocC catalogs (.docc folders) or Markdown files, such as CHANGELOG.md"
    )
    parser.add_argument(
        "--inline", action="append", default=[], type=pathlib.Path,
        help="a catalog or Markdown file whose code in sentences is checked too (repeatable)",
    )
    arguments = parser.parse_args()

    problems = Problems()
    documents = [Document(path, problems) for path in markdown_files(arguments.catalogs)]
    shutil.rmtree(arguments.out, ignore_errors=True)
    written: dict[str, list[pathlib.Path]] = {platform: [] for platform in PLATFORMS}
    compiled: list[str] = []
    exempt: dict[pathlib.Path, set[str]] = {}
    for document in documents:
        exempt[document.path.resolve()] = document.exempt
        stem = document.path.stem
        for key in sorted(document.units):
            platform, unit = key
            name = stem + (f".{unit}" if unit else "") + ".swift"
            target = arguments.out / platform / name
            if target in written[platform]:
                problems.add(document.path, 1, f"two Markdown files named {stem} write the same sample file")
            target.parent.mkdir(parents=True, exist_ok=True)
            source = document.source(key, document.path.resolve())
            target.write_text(source, encoding="utf-8")
            written[platform].append(target)
            compiled.append(unspaced(source))

    spans_checked = 0
    for markdown in markdown_files(arguments.inline):
        for line, span in inline_calls(markdown):
            if span in exempt.get(markdown.resolve(), set()):
                continue
            spans_checked += 1
            if not any(unspaced(span) in source for source in compiled):
                problems.add(
                    markdown, line,
                    f"the code `{span}` in this sentence is in no compiled sample; add it to a sample or its context "
                    "(`<!-- sample context: ... -->`), unchanged, or, if it is meant not to compile, list it with the "
                    "reason in the file's `<!-- not compiled, in sentences:` comment",
                )

    for line in problems.lines:
        print(line, file=sys.stderr)
    if problems.lines:
        return 1
    blocks = sum(document.blocks for document in documents)
    skipped = sum(len(document.skipped) for document in documents)
    units = sum(len(files) for files in written.values())
    print(
        f"Code samples: {blocks} Swift samples in {units} sources ("
        + ", ".join(f"{len(files)} {platform}" for platform, files in written.items())
        + f") written to {arguments.out}; {skipped} blocks marked not compiled; {spans_checked} calls in sentences "
        "found in compiled code."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
