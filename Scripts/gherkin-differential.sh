#!/usr/bin/env bash
# Differential test of `verity gherkin` against the official Python parser (gherkin-official).
# Usage: Scripts/gherkin-differential.sh [count] [seed]
# Prints the number of mutated files whose envelopes differ; exits non-zero if any do.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
conformance="${VERITY_CONFORMANCE_DIR:-$root/../shared/conformance}"
venv="$root/.build-differential/venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "gherkin-official>=42,<43"
fi
swift build -c release --product verity --package-path "$root" >/dev/null
"$venv/bin/python" "$root/Scripts/gherkin-differential.py" \
  --verity "$root/.build/release/verity" --testdata "$conformance/gherkin/testdata" \
  --work "$root/.build-differential/mutants" --count "${1:-3000}" --seed "${2:-1}"
