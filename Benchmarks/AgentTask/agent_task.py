"""The agents' task harness: one fixed task on the Demo, done two ways by a scripted client on the official MCP Python
SDK, with calls, bytes and wall time side by side.

The task: "a label changed: which cells show it, and what do they show now?". The Demo behind the server is a copy
whose users list is titled "All users" instead of "Users" (scripts/check-snapshots.sh builds it); the folder holds the
snapshots the every-screen tests recorded before the change, each screen and sample in the device's variant and in
dark, AX5, right-to-left.

- check_snapshots: one call, whose answer names the changed cells, each with its element's old and new label.
- open_screen per cell: list_screens, then open_screen for each screen and sample in each variant the folder records
  (the cells an agent would look at), each answer compared with the cell's recorded file, which the agent reads too.

Both ways must find exactly the expected cells, each showing the new label where the old one was; check_snapshots
must answer in one call and in at least 10 times fewer bytes than opening each cell. The bytes of an answer are those
of its result as JSON (`content` and `structuredContent`, as the server writes them); tokens are bytes / 4.

Usage: python3 Benchmarks/AgentTask/agent_task.py <bin directory> <snapshot folder> <old label> <new label> <cells>
       (<cells>: the expected changed cells, comma-separated)
"""

import json
import os
import pathlib
import sys
import time

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

# A variant's name in a cell's file name, and open_screen's arguments for it.
VARIANTS = {
    "default": {},
    "dark.AX5.rtl": {"appearance": "dark", "contentSize": "accessibilityExtraExtraExtraLarge", "layoutDirection": "rightToLeft"},
}


def answer_bytes(result):
    return len(result.model_dump_json(by_alias=True, exclude_none=True).encode())


async def with_session(bin_directory, body):
    server = StdioServerParameters(
        command=os.path.join(bin_directory, "screenrouter"),
        args=["mcp", os.path.join(bin_directory, "Demo")],
        env={**os.environ, "CI": "", "SCREENROUTER_RECORD": ""},
    )
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)


async def by_check(session, folder, old, new):
    start = time.perf_counter()
    result = await session.call_tool("check_snapshots", {"directory": str(folder)})
    elapsed = time.perf_counter() - start
    found = {}
    for cell in result.structured_content["cells"]:
        for change in cell.get("changes", []):
            if change.get("label", {}).get("old") == old:
                found[cell["cell"]] = change["label"]["new"]
    return {"calls": 1, "bytes": answer_bytes(result), "files": 0, "seconds": elapsed, "found": found}


async def by_opening(session, folder, old, new):
    start = time.perf_counter()
    calls = 1
    catalogue = await session.call_tool("list_screens", {})
    total = answer_bytes(catalogue)
    files = 0
    found = {}
    for screen in catalogue.structured_content["screens"]:
        samples = [sample["name"] for sample in screen["samples"]] or [None]
        for sample in samples:
            for variant, arguments in VARIANTS.items():
                cell = f"{screen['screen']}.{sample or 'default'}.{variant}"
                recorded = folder / f"{cell}.json"
                if not recorded.exists():
                    continue
                call = {"screen": screen["screen"], **arguments}
                if sample:
                    call["sample"] = sample
                result = await session.call_tool("open_screen", call)
                calls += 1
                total += answer_bytes(result)
                text = recorded.read_bytes()
                files += len(text)
                before = {element["identifier"]: element["label"] for element in json.loads(text)["elements"]}
                for element in result.structured_content["elements"]:
                    if before.get(element["identifier"]) == old and element["label"] != old:
                        found[cell] = element["label"]
    return {"calls": calls, "bytes": total, "files": files, "seconds": time.perf_counter() - start, "found": found}


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    bin_directory, folder, old, new, cells = sys.argv[1:]
    folder = pathlib.Path(folder)
    expected = {cell: new for cell in cells.split(",")}
    check = anyio.run(with_session, bin_directory, lambda session: by_check(session, folder, old, new))
    opening = anyio.run(with_session, bin_directory, lambda session: by_opening(session, folder, old, new))
    print(f"Task: the label {old!r} changed: which cells show it, and what do they show now?\n")
    print("| way | calls | bytes of answers (tokens) | bytes of snapshot files read | wall time | cells found |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, way in [("`check_snapshots` once", check), ("`open_screen` per cell", opening)]:
        print(
            f"| {name} | {way['calls']} | {way['bytes']:,} ({way['bytes'] // 4:,}) | {way['files']:,} "
            f"| {way['seconds'] * 1000:.0f} ms | {len(way['found'])} |"
        )
    ratio = opening["bytes"] / check["bytes"]
    print(f"\ncheck_snapshots: {ratio:.1f}x fewer bytes of answers, 1 call instead of {opening['calls']}")
    failures = []
    for name, way in [("check_snapshots", check), ("open_screen per cell", opening)]:
        if way["found"] != expected:
            failures.append(f"{name} found {way['found']}, expected {expected}")
    if check["calls"] != 1:
        failures.append(f"check_snapshots took {check['calls']} calls")
    if ratio < 10:
        failures.append(f"check_snapshots' answer is only {ratio:.1f}x smaller than opening each cell (at least 10x)")
    for failure in failures:
        print("FAILED  " + failure, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
