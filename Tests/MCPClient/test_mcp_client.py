"""The official MCP Python SDK as the client of `screenrouter mcp <Demo>`, which reads the Demo's route scheme from its catalogue.

Usage: python3 -B Tests/MCPClient/test_mcp_client.py <bin directory of `swift build --show-bin-path`>

Connects over standard input and output, lists the tools, validates list_screens' result against its output
schema, opens the Demo's screens with a sample, a model, a variant and a network sample, gets tool errors carrying
`unknownScreen` and `modelMismatch`, is refused on four malformed calls with JSON-RPC errors, and checks that the
server still answers after them. Reads the screen hash of every answer (the SHA-256 of the screen's committed
snapshot file), gets `describe_screen` answers since a hash, runs `check_snapshots` on the Demo with a label changed
(animations off: exactly the settings cells, with the old and the new label) and `export_test` (the file holds each
screen opened, with its request; scripts/check-agents-article.sh compiles and runs such a file in a package of its
own). Then serves a path where no executable is: the handshake succeeds and each tool call is an error result with
the reason. Exits 0 when every check holds, 1 with the failed checks otherwise.
"""

import hashlib
import os
import pathlib
import shutil
import sys
import tempfile

import anyio
import jsonschema
from mcp import ClientSession, StdioServerParameters
from mcp import types
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

failures = []
# The Demo's committed element snapshots, in the device's variant and in dark, AX5, right-to-left.
SNAPSHOTS = pathlib.Path(__file__).resolve().parents[2] / "DemoUITests" / "__Snapshots__" / "SnapshotUITests"


def check(condition, what):
    print(("ok      " if condition else "FAILED  ") + what)
    if not condition:
        failures.append(what)


def labels(result):
    elements = (result.structured_content or {}).get("elements", [])
    return {element["identifier"]: element["label"] for element in elements}


def text(result):
    return result.content[0].text if result.content else ""


async def refused(session, method, params):
    """Sends a request the server must refuse; returns the JSON-RPC error code, or None if it answered."""
    try:
        await session.send_request(types.Request(method=method, params=params), types.EmptyResult)
    except MCPError as error:
        return error.error.code
    return None


async def main(bin_directory):
    server = StdioServerParameters(
        command=os.path.join(bin_directory, "screenrouter"),
        args=["mcp", os.path.join(bin_directory, "Demo")],
    )
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            check(initialized.server_info.name == "screenrouter", f"the handshake names the server, protocol {initialized.protocol_version}")

            tools = await session.list_tools()
            names = [tool.name for tool in tools.tools]
            check(
                names == ["list_screens", "open_screen", "describe_screen", "check_snapshots", "export_test"],
                f"the tools are listed: {names}",
            )

            catalogue = await session.call_tool("list_screens", {})
            schema = next(tool.output_schema for tool in tools.tools if tool.name == "list_screens")
            try:
                jsonschema.validate(catalogue.structured_content, schema)
                valid = schema is not None
            except jsonschema.ValidationError as error:
                print(error)
                valid = False
            check(valid, "list_screens' result is valid against its outputSchema")
            screens = {screen["screen"] for screen in catalogue.structured_content["screens"]}
            check({"userDetail", "users", "profile", "settings"} <= screens, "list_screens gives the Demo's screens")
            user_detail = next(s for s in catalogue.structured_content["screens"] if s["screen"] == "userDetail")
            ada = next(sample for sample in user_detail["samples"] if sample["name"] == "ada").get("model") or {}
            own = await session.call_tool("open_screen", {"screen": "userDetail", "model": {**ada, "name": "Grace"}})
            check(labels(own).get("userName") == "Grace", "a sample's model, changed, opens as the client's own")

            sample = await session.call_tool("open_screen", {"screen": "userDetail", "sample": "ada"})
            check(not sample.is_error and labels(sample).get("userName") == "Ada Lovelace", "a sample opens")

            model = await session.call_tool("open_screen", {"screen": "users", "model": []})
            check(labels(model).get("usersEmpty") == "No users", "a model given as JSON opens")

            variant = await session.call_tool(
                "open_screen", {"screen": "userDetail", "sample": "ada", "appearance": "dark"}
            )
            check(variant.structured_content["variant"] == {"appearance": "dark"}, "a variant is applied")

            network = await session.call_tool("open_screen", {"screen": "profile", "sample": "loaded"})
            check(labels(network).get("profileName") == "Ada Lovelace", "a network sample opens with its fixture")

            described = await session.call_tool("describe_screen", {})
            check(labels(described).get("profileState") == "Loaded", "describe_screen gives the screen again")

            unknown = await session.call_tool("open_screen", {"screen": "nowhere"})
            check(unknown.is_error and "[unknownScreen]" in text(unknown), "an unknown screen is a tool error")

            mismatch = await session.call_tool("open_screen", {"screen": "userDetail", "model": {"id": "x"}})
            check(mismatch.is_error and "[modelMismatch]" in text(mismatch), "a wrong model is a tool error")

            codes = [
                await refused(session, "screens/open", {}),
                await refused(session, "tools/call", {"name": "take_screenshot", "arguments": {}}),
                await refused(session, "tools/call", {"arguments": {}}),
                await refused(session, "tools/call", {"name": "open_screen", "arguments": [1]}),
            ]
            check(codes == [-32601, -32602, -32602, -32602], f"four malformed calls are refused: {codes}")

            await session.send_ping()
            after = await session.call_tool("open_screen", {"screen": "settings"})
            check(not after.is_error and labels(after), "the server still answers after them")

            committed = SNAPSHOTS / "settings.default.default.json"
            hash = after.structured_content.get("hash")
            check(
                hash == hashlib.sha256(committed.read_bytes()).hexdigest(),
                f"the screen hash is the SHA-256 of the screen's committed snapshot file: {hash}",
            )
            since = await session.call_tool("describe_screen", {"since": hash})
            check(
                since.structured_content == {"hash": hash, "unchanged": True},
                f"describe_screen since the hash answers unchanged: {since.structured_content}",
            )
            other = await session.call_tool("describe_screen", {"since": "0" * 64})
            check(
                other.structured_content.get("hash") == hash and labels(other).get("settingsTitle") == "Settings",
                "describe_screen since another hash answers the whole screen",
            )

            folder = pathlib.Path(tempfile.mkdtemp()) / "SessionTests.swift"
            exported = await session.call_tool(
                "export_test",
                {"path": str(folder), "pages": {"settings": "DemoShared.SettingsAIP"}, "elements": ["settingsTitle", "userName"]},
            )
            source = folder.read_text() if folder.exists() else ""
            check(
                not exported.is_error and exported.structured_content.get("pages") == ["SettingsPage"]
                and '.screen("settings").parameter("strictNetwork", "true")' in source
                and '.screen("userDetail").parameter("sample", "ada").parameter("strictNetwork", "true")' in source
                and "import DemoShared" in source and 'text: "Settings"' in source,
                f"export_test writes the screens opened as a test: {exported.structured_content}",
            )
            shutil.rmtree(folder.parent, ignore_errors=True)

    # The Demo with one label changed (AutoMate's animations switch off): check_snapshots against a copy of its
    # committed snapshots names exactly the settings cells, with the old and the new label.
    copy = pathlib.Path(tempfile.mkdtemp()) / "SnapshotUITests"
    shutil.copytree(SNAPSHOTS, copy)
    relabelled = StdioServerParameters(
        command=os.path.join(bin_directory, "screenrouter"),
        args=["mcp", os.path.join(bin_directory, "Demo")],
        env={**os.environ, "AM_ANIMATION_KEY": "false", "CI": ""},
    )
    async with stdio_client(relabelled) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            result = await session.call_tool("check_snapshots", {"directory": str(copy)})
            content = result.structured_content or {}
            cells = content.get("cells", [])
            check(
                [cell["cell"] for cell in cells] == ["settings.default.dark.AX5.rtl", "settings.default.default"]
                and all(cell["status"] == "changed" for cell in cells)
                and all(
                    change.get("label") == {"old": "Animations on", "new": "Animations off"}
                    for cell in cells for change in cell["changes"]
                )
                and content.get("counts", {}).get("unchanged") == 18,
                f"check_snapshots names exactly the changed cells, with the old and the new label: {content}",
            )
    shutil.rmtree(copy.parent, ignore_errors=True)

    missing = StdioServerParameters(
        command=os.path.join(bin_directory, "screenrouter"),
        args=["mcp", os.path.join(bin_directory, "NoSuchApp")],
    )
    errlog = tempfile.TemporaryFile(mode="w+")
    async with stdio_client(missing, errlog=errlog) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            check(initialized.server_info.name == "screenrouter", "a server without its app answers the handshake")
            for tool, arguments in [
                ("list_screens", {}),
                ("open_screen", {"screen": "settings"}),
                ("describe_screen", {}),
                ("check_snapshots", {}),
                ("export_test", {"path": "Tests/Never.swift"}),
            ]:
                result = await session.call_tool(tool, arguments)
                check(
                    result.is_error and "[launchFailed]" in text(result) and "NoSuchApp" in text(result),
                    f"{tool} without the app is an error result with the reason: {text(result)}",
                )
    errlog.seek(0)
    check("no executable at" in errlog.read(), "the server without its app writes the reason to standard error")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(anyio.run(main, sys.argv[1]))
