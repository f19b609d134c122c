#!/usr/bin/env bash
# Scripts/mcp/run-client-test.sh: the official MCP Python SDK against `verity mcp`, as an agent's
# client would use it (see client-test.py for the checks). It makes a virtual environment under
# .build/mcp-venv with `mcp` from PyPI (MCP_SDK_VERSION, default 2.3.0), copies
# Examples/PluginShop to a temporary folder (the test edits it; its dependency on Verity points
# at this checkout) and runs the client there. run_scenarios builds that copy with swift test:
# the first run compiles the runner, a few minutes on two cores.
#
#   bash Scripts/mcp/run-client-test.sh                     # builds: swift build --product verity
#   VERITY_BIN=.build/debug/verity bash Scripts/mcp/run-client-test.sh
#
# Exit status 0 when every check passed. Needs python3 (3.10 or later) with venv, and PyPI.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

if [ -z "${VERITY_BIN:-}" ]; then
  echo "== swift build --product verity"
  (cd "$repo" && swift build --product verity)
  VERITY_BIN="$repo/.build/debug/verity"
fi
[ -x "$VERITY_BIN" ] || { echo "FAIL no verity binary at $VERITY_BIN" >&2; exit 1; }
VERITY_BIN="$(cd "$(dirname "$VERITY_BIN")" && pwd)/$(basename "$VERITY_BIN")"

venv="$repo/.build/mcp-venv"
sdk="${MCP_SDK_VERSION:-2.3.0}"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('mcp') != '$sdk')" 2> /dev/null; then
  echo "== python3 -m venv $venv; pip install mcp==$sdk"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "mcp==$sdk"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/verity-mcp.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Examples/PluginShop" "$work/PluginShop"
rm -rf "$work/PluginShop/.build"
sed -i.orig "s|path: \"../..\"|path: \"$repo\"|" "$work/PluginShop/Package.swift"
grep -q "path: \"$repo\"" "$work/PluginShop/Package.swift" || { echo "FAIL cannot point the copy at $repo" >&2; exit 1; }
rm -f "$work/PluginShop/Package.swift.orig"

echo "== the MCP Python SDK $sdk against $VERITY_BIN mcp"
"$venv/bin/python" "$here/client-test.py" "$VERITY_BIN" "$work/PluginShop"
