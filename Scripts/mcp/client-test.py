"""A real MCP client against `verity mcp`: the official MCP Python SDK (`mcp` on PyPI) starts
the server over stdio on a copy of Examples/PluginShop, as an agent's client would, lists the
tools, calls each one and walks the requirements-first loop as far as the server goes without
running: add a scenario, find its undefined step, paste the snippet, see the step defined.

    python client-test.py VERITY_BIN PACKAGE_DIR

PACKAGE_DIR is changed (a scenario and a step definition are added): give it a copy. One PASS or
FAIL line per check; exit status 0 when every check passed.
"""

import asyncio
import sys
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

failures = 0


def check(name, condition, detail=""):
    """Prints PASS or FAIL for one check; a failure is counted, and its detail printed."""
    global failures
    if condition:
        print(f"PASS {name}")
    else:
        failures += 1
        print(f"FAIL {name}" + (f": {detail}" if detail else ""))


def text_of(result):
    """The text content of a tool result."""
    return "\n".join(item.text for item in result.content if getattr(item, "type", "") == "text")


async def main(verity, package):
    cart = package / "Tests/ShopRequirementsTests/Features/cart.feature"
    steps_file = package / "Tests/ShopRequirementsTests/ShopSteps.swift"
    params = StdioServerParameters(command=verity, args=["mcp", "--package-path", str(package)])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            check("initialize agrees a protocol version", initialized.protocol_version in ("2025-06-18", "2025-03-26"),
                  initialized.protocol_version)
            check("the server names itself verity", initialized.server_info.name == "verity")

            tools = (await session.list_tools()).tools
            names = [tool.name for tool in tools]
            check("tools/list lists the tools", names == [
                "list_scenarios", "find_undefined_steps", "find_step_definition", "lint_features"], names)
            check("every tool has an output schema", all(tool.output_schema for tool in tools))

            # list_scenarios: the SDK validates structuredContent against the output schema.
            listed = await session.call_tool("list_scenarios", {})
            scenarios = [s for f in listed.structured_content["features"] for s in f["scenarios"]]
            locations = [s["location"] for s in scenarios]
            check("list_scenarios lists the shop's five scenarios", len(scenarios) == 5, locations)
            check("list_scenarios gives path:line",
                  "Tests/ShopRequirementsTests/Features/cart.feature:4" in locations, locations)
            check("list_scenarios names the rule", any(s.get("rule") == "Members save 10% from 100.00" for s in scenarios))
            rows = [r["location"] for s in scenarios for r in s["examples"]]
            check("list_scenarios lists the outline's three example rows", rows == [
                "Tests/ShopRequirementsTests/Features/checkout/payment.feature:10",
                "Tests/ShopRequirementsTests/Features/checkout/payment.feature:11",
                "Tests/ShopRequirementsTests/Features/checkout/payment.feature:15"], rows)
            check("list_scenarios has text for people", "Scenario: An empty cart costs nothing" in text_of(listed))

            outside = await session.call_tool("list_scenarios", {"paths": ["../.."]})
            check("a path outside the package is refused", outside.is_error and "outside the package" in text_of(outside),
                  text_of(outside))
            bad_tags = await session.call_tool("list_scenarios", {"tags": "@a and"})
            check("an invalid tag expression is a tool error", bad_tags.is_error, text_of(bad_tags))

            found = await session.call_tool("find_step_definition", {"text": "Given I add 2 apples at 50 cents"})
            definition = (found.structured_content["definitions"] or [{}])[0]
            check("find_step_definition finds the Swift definition",
                  found.structured_content["status"] == "defined"
                  and definition.get("location") == "Tests/ShopRequirementsTests/ShopSteps.swift:8"
                  and definition.get("pattern") == "I add {int} {word} at {int} cents"
                  and definition.get("parameterTypes") == ["int", "word", "int"], found.structured_content)

            clean = await session.call_tool("lint_features", {})
            check("lint_features finds nothing in the shop", clean.structured_content["findings"] == []
                  and clean.structured_content["filesChecked"] == 2, clean.structured_content)
            broken = package / "Tests/ShopRequirementsTests/Features/broken.feature"
            broken.write_text("Feature: Broken\n  Scenario: half\n    Given I am a member\n  Oops\n")
            linted = await session.call_tool("lint_features", {"paths": ["Tests/ShopRequirementsTests/Features"]})
            findings = [f["location"] for f in linted.structured_content["findings"]]
            check("lint_features reports a parse error as path:line:column",
                  findings == ["Tests/ShopRequirementsTests/Features/broken.feature:4:3"], findings)
            broken.unlink()

            none = await session.call_tool("find_undefined_steps", {})
            check("the shop has no undefined step", none.structured_content["undefined"] == [], none.structured_content)

            # The requirements-first loop: a new scenario first.
            with cart.open("a") as feature:
                feature.write("\n  @coupons\n  Scenario: A coupon\n    Given I add 1 pear at 99 cents\n"
                              "    When I apply the coupon \"SAVE10\"\n    Then I pay 89 cents\n")
            step_line = len(cart.read_text().splitlines()) - 1
            tagged = await session.call_tool("list_scenarios", {"tags": "@coupons"})
            check("the new scenario is listed by its tag", tagged.structured_content["scenarioCount"] == 1)
            undefined = await session.call_tool("find_undefined_steps", {})
            entries = undefined.structured_content["undefined"]
            check("find_undefined_steps reports the new step with its path:line",
                  len(entries) == 1 and entries[0]["locations"] == [
                      f"Tests/ShopRequirementsTests/Features/cart.feature:{step_line}"], entries)
            snippet = entries[0]["snippet"] if entries else ""
            check("the snippet is Swift for the steps file",
                  snippet.startswith('steps.when("I apply the coupon {string}") { (cart, string: String) in')
                  and "throw Pending()" in snippet, snippet)
            check("the snippet's file is suggested",
                  entries and entries[0].get("suggestedFile") == "Tests/ShopRequirementsTests/ShopSteps.swift", entries)

            # Paste the snippet after the last step definition, as an agent would.
            source = steps_file.read_text()
            end = source.index("\n}\n")
            steps_file.write_text(source[:end] + "\n" + "\n".join("    " + line for line in snippet.splitlines())
                                  + source[end:])
            after = await session.call_tool("find_undefined_steps", {})
            check("once pasted, the step is no longer undefined", after.structured_content["undefined"] == [],
                  after.structured_content)
            pasted = await session.call_tool("find_step_definition", {"text": 'I apply the coupon "SAVE10"'})
            check("find_step_definition finds the pasted definition",
                  pasted.structured_content["status"] == "defined", pasted.structured_content)

            try:
                await session.call_tool("no_such_tool", {})
                check("an unknown tool is a protocol error", False, "no error")
            except MCPError as error:
                check("an unknown tool is a protocol error", error.error.code == -32602, str(error))

            check("ping answers", (await session.send_ping()) is not None)
    print(f"{'FAIL' if failures else 'PASS'}: {failures} check(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1], Path(sys.argv[2]).resolve())))
