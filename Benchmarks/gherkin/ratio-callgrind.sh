#!/usr/bin/env bash
# Verity against the official Python parser by instructions, which do not depend on the
# machine's load or processor: both whole commands on the same feature files under valgrind's
# callgrind, side by side, with the same output (counter ids, as the Python parser writes
# them) and with Verity's default UUID ids.
#
# Usage: Benchmarks/gherkin/ratio-callgrind.sh CORPUS   (a folder of .feature files)
#
# VERITY=PATH measures that binary instead of building the release one. The Python parser
# (gherkin-official, in Benchmarks/.venv, installed by run.sh) runs about 50 times slower
# under callgrind: a few minutes on 3 MB. Exits 1 when the pickle counts differ.
set -euo pipefail
corpus="${1:?usage: ratio-callgrind.sh CORPUS}"
benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$benchmarks/.." && pwd)"
venv="$benchmarks/.venv"
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }
[ -x "$venv/bin/python" ] || { echo "no $venv: run Benchmarks/gherkin/run.sh once to install gherkin-official" >&2; exit 1; }
if [ -n "${VERITY:-}" ]; then
    verity="$VERITY"
else
    swift build -c release --package-path "$root" --product verity 2>&1 | tail -1
    verity="$(swift build -c release --package-path "$root" --show-bin-path)/verity"
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$corpus"
mapfile -t files < <(find . -name '*.feature' | LC_ALL=C sort)
[ "${#files[@]}" -gt 0 ] || { echo "no .feature files in $corpus" >&2; exit 1; }

# instructions NAME COMMAND...: runs COMMAND under callgrind into NAME.out, prints its instructions.
instructions() {
    local name="$1"; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" > "$scratch/$name.out" 2> "$scratch/$name.err"
    awk '/Collected :/ { print $4 }' "$scratch/$name.err"
}
python=$(instructions python "$venv/bin/python" "$benchmarks/gherkin/python_gherkin_cli.py" --no-source --no-ast "${files[@]}")
counted=$(instructions counted "$verity" gherkin --no-source --no-ast --predictable-ids "${files[@]}")
uuid=$(instructions uuid "$verity" gherkin --no-source --no-ast "${files[@]}")
pickles() { grep -c '^{"pickle"' "$scratch/$1.out" || true; }

printf '%-62s %15s %8s %7s\n' "command (${#files[@]} files)" "instructions" "pickles" "ratio"
printf '%-62s %15s %8s %7s\n' "python gherkin-official (counter ids)" "$python" "$(pickles python)" "1.0x"
for row in "counted:verity gherkin --no-source --no-ast --predictable-ids" "uuid:verity gherkin --no-source --no-ast (UUID ids)"; do
    name="${row%%:*}"; label="${row#*:}"; count="${!name}"
    printf '%-62s %15s %8s %7s\n' "$label" "$count" "$(pickles "$name")" \
        "$(awk -v p="$python" -v v="$count" 'BEGIN { printf "%.1fx", p / v }')"
done
if [ "$(pickles python)" != "$(pickles counted)" ] || [ "$(pickles python)" != "$(pickles uuid)" ]; then
    echo "MISMATCH: the pickle counts differ" >&2
    exit 1
fi
