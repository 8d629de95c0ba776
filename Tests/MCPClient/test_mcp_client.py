"""The official MCP Python SDK as the client of `screenrouter mcp <Demo>`, which reads the Demo's route scheme from its catalogue.

Usage: python3 -B Tests/MCPClient/test_mcp_client.py <bin directory of `swift build --show-bin-path`>

Connects over standard input and output, lists the tools, validates list_screens' result against its output
schema, opens the Demo's screens with a sample, a model, a variant and a network sample, gets tool errors carrying
`unknownScreen` and `modelMismatch`, is refused on four malformed calls with JSON-RPC errors, and checks that the
server still answers after them. Then serves a path where no executable is: the handshake succeeds and each tool
call is an error result with the reason. Exits 0 when every check holds, 1 with the failed checks otherwise.
"""

import os
import sys
import tempfile

import anyio
import jsonschema
from mcp import ClientSession, StdioServerParameters
from mcp import types
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

failures = []


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
            check(names == ["list_screens", "open_screen", "describe_screen"], f"the tools are listed: {names}")

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

    missing = StdioServerParameters(
        command=os.path.join(bin_directory, "screenrouter"),
        args=["mcp", os.path.join(bin_directory, "NoSuchApp")],
    )
    errlog = tempfile.TemporaryFile(mode="w+")
    async with stdio_client(missing, errlog=errlog) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            check(initialized.server_info.name == "screenrouter", "a server without its app answers the handshake")
            for tool, arguments in [("list_screens", {}), ("open_screen", {"screen": "settings"}), ("describe_screen", {})]:
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
