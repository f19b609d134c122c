#!/usr/bin/env bash
# Benchmarks/lsp/run.sh: how fast `verity lsp` is where issue 21 sets goals, debug and release.
#
#   bash Benchmarks/lsp/run.sh            # builds both, about 2-5 minutes on 2 cores
#   LSP_BENCH_RUNS=15 bash Benchmarks/lsp/run.sh
#   VERITY_DEBUG_BIN=… VERITY_RELEASE_BIN=… bash Benchmarks/lsp/run.sh   # skip the builds
#
# lsp_bench.py (standard library only) writes a workspace of 1,000 Swift files of about 100
# lines (41 hold 200 step definitions and a custom parameter type; the rest is ordinary app
# code) and a feature file of about 6,000 lines (540 scenarios of 8 steps, data tables, 40
# outlines, 33 undefined steps), then drives each server over stdio, LSP_BENCH_RUNS times
# (default 7; a fresh server each time) and prints medians:
#   - the workspace scan: the figure the server logs (`Verity: scanned N Swift files in X ms…`)
#     and the wall time from sending `initialized` until that log line arrives; goal 1 s;
#   - diagnostics for the 6,000-line file: from sending `didOpen` until its
#     `publishDiagnostics` arrives, and the same after a one-character `didChange` (four per
#     run: a digit typed into a step's number and taken back, then a letter that makes the
#     step undefined and taken back); goal 100 ms.
#
# The peer. Cucumber's own language server (@cucumber/language-server) is on npm, which this
# machine cannot reach. PyPI has one Gherkin language server: pytest-bdd-language-server
# (Python step definitions, found with `ast`; the official Gherkin parser; pygls). It runs on the
# same feature file against the same 200 definitions written for pytest-bdd in 1,000 Python
# files (its scan ends at its `$/progress` end; peer_server.py says why it is started through a
# shim). It expands no outline, so it reports the outlines' `<placeholder>` steps as undefined
# too. The official Python parser alone (gherkin-official) parsing the same file is the floor
# for the parsing part. Both are installed with pip into Benchmarks/.venv (gitignored); without
# PyPI their columns are left out.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
runs="${LSP_BENCH_RUNS:-7}"
cd "$repo"

if [ -z "${VERITY_DEBUG_BIN:-}" ]; then
  echo "== swift build --product verity (debug)"
  swift build --product verity 2>&1 | tail -1
  VERITY_DEBUG_BIN="$repo/.build/debug/verity"
fi
if [ -z "${VERITY_RELEASE_BIN:-}" ]; then
  echo "== swift build -c release --product verity"
  swift build -c release --product verity 2>&1 | tail -1
  VERITY_RELEASE_BIN="$repo/.build/release/verity"
fi

venv="$repo/Benchmarks/.venv"
peer=1
if ! "$venv/bin/python" -c "import gherkin, pytest_bdd_language_server" 2> /dev/null; then
  echo "== pip install gherkin-official pytest-bdd-language-server into Benchmarks/.venv"
  { [ -x "$venv/bin/python" ] || python3 -m venv "$venv"; } &&
    "$venv/bin/pip" install --quiet "gherkin-official==42.0.1" "pytest-bdd-language-server==1.0.0" "pygls==2.1.1" ||
    { peer=0; echo "(PyPI cannot be reached: the peer's and the floor's columns are left out)"; }
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/verity-lsp-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
python3 "$here/lsp_bench.py" generate "$work/corpus"

echo "== timing: $runs runs each (load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores)"
results=()
for build in debug release; do
  bin="$VERITY_DEBUG_BIN"; [ "$build" = release ] && bin="$VERITY_RELEASE_BIN"
  python3 "$here/lsp_bench.py" measure --label "verity $build" --kind verity --runs "$runs" \
    --workspace "$work/corpus/swift" --stderr "$work/verity-$build.stderr" -- "$bin" lsp > "$work/$build.json" ||
    { echo "verity $build failed; its stderr:"; tail -20 "$work/verity-$build.stderr"; exit 1; }
  results+=("$work/$build.json")
done
if [ "$peer" = 1 ]; then
  python3 "$here/lsp_bench.py" measure --label "pytest-bdd-ls" --kind pytest-bdd --runs "$runs" \
    --workspace "$work/corpus/python" --stderr "$work/peer.stderr" -- "$venv/bin/python" "$here/peer_server.py" > "$work/peer.json" &&
    results+=("$work/peer.json") || { echo "(the peer failed; its stderr:)"; tail -5 "$work/peer.stderr"; }
  "$venv/bin/python" "$here/lsp_bench.py" gherkin-parse --runs "$runs" "$work/corpus/swift/Features/office.feature" > "$work/floor.json" &&
    results+=("$work/floor.json")
fi

echo
python3 "$here/lsp_bench.py" table "${results[@]}"
