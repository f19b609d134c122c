#!/usr/bin/env bash
# Lints the package's Swift sources with the toolchain's `swift format lint --strict`, using the
# repository's `.swift-format`, against a recorded baseline.
#
# Usage: Scripts/format-lint.sh [--update-baseline] [PATH...]
#
# PATH defaults to every Swift source of the repository: the manifests, Sources, Tests,
# Plugins, the Examples' and Benchmarks' Sources and Tests, and Fuzz/Sources.
#
# swift-format's pretty printer has no setting for the layout much of the code was written in
# (a call's arguments continued on the line of a nested call's opening parenthesis), so code
# written before the configuration existed has findings that only reformatting would remove.
# NB: they are not reformatted here, because reformatting thousands of lines would collide with
# every branch in flight; Scripts/format-lint-baseline.txt records, per file and rule, how many
# findings each file had instead. The script fails when a file has more findings of a rule than
# its baseline allows (a new file is allowed none), so new and changed code is held to the
# configuration while old code is reformatted file by file. Reformatting a file
# (`swift format format --in-place FILE`) and running with --update-baseline lowers its entry.
#
# Prints the findings that are over the baseline, then a summary per rule and the count of lines
# over 120 characters per folder; exits 1 on any finding over the baseline or any error of
# swift format itself (an unreadable configuration, a file it cannot parse).
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=Scripts/format-lint-baseline.txt
update=0
if [ "${1:-}" = "--update-baseline" ]; then update=1; shift; fi
if [ "$update" = 1 ] && [ "$#" -gt 0 ]; then
    echo "--update-baseline records the whole repository: give no paths" >&2
    exit 2
fi

if [ "$#" -gt 0 ]; then
    paths=("$@")
else
    paths=(Package.swift Sources Tests Plugins)
    for dir in Examples/*/ Benchmarks/ Fuzz/; do
        for part in Package.swift Sources Tests; do
            [ -e "$dir$part" ] && paths+=("$dir$part")
        done
    done
fi

findings="$(mktemp)"
trap 'rm -f "$findings"' EXIT
# NB: --strict makes every finding an error and the exit status non-zero; the status is judged
# below against the baseline, so it is not the script's.
swift format lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}" \
    > "$findings" 2>&1 || true

# Anything that is not a finding (path:line:column: error: [Rule] message) is a failure of the
# tool itself; notes that point at another declaration belong to the finding before them.
if other="$(grep -v -E '^[^:]+:[0-9]+:[0-9]+: (error|warning|note): ' "$findings")"; then
    echo "$other" >&2
    echo "swift format lint failed (above)" >&2
    exit 1
fi

counts() {
    sed -n -E 's/^([^:]+):[0-9]+:[0-9]+: (error|warning): \[([A-Za-z]+)\].*/\1\t\3/p' "$findings" |
        sort | uniq -c | awk '{ printf "%s\t%s\t%s\n", $1, $3, $2 }' | sort -t "$(printf '\t')" -k3,3 -k2,2
}

if [ "$update" = 1 ]; then
    {
        echo "# Findings of Scripts/format-lint.sh in code written before .swift-format: count, rule, file."
        echo "# A file may have at most these; regenerate with Scripts/format-lint.sh --update-baseline."
        counts
    } > "$baseline"
    echo "wrote $baseline ($(grep -c -v '^#' "$baseline") entries)"
fi

# (file, rule) pairs with more findings than the baseline allows.
over="$(counts | awk -F '\t' -v baseline="$baseline" '
    BEGIN { while ((getline line < baseline) > 0) if (line !~ /^#/) { split(line, f, "\t"); allowed[f[3] "\t" f[2]] = f[1] } }
    { key = $3 "\t" $2; if ($1 > (key in allowed ? allowed[key] : 0)) print $3 "\t" $2 "\t" $1 "\t" (key in allowed ? allowed[key] : 0) }
')"

echo "== findings per rule (all files linted)"
sed -n -E 's/^[^:]+:[0-9]+:[0-9]+: (error|warning): \[([A-Za-z]+)\].*/\2/p' "$findings" | sort | uniq -c | sort -rn
echo "== lines over 120 characters ([LineLength]) per folder"
sed -n -E 's/^([^/:]+)[^:]*:[0-9]+:[0-9]+: (error|warning): \[LineLength\].*/\1/p' "$findings" | sort | uniq -c

if [ -n "$over" ]; then
    echo "== over the baseline (file, rule, findings, allowed)"
    echo "$over"
    while IFS="$(printf '\t')" read -r file rule _ _; do
        grep -F "$file:" "$findings" | grep -F "[$rule]" || true
    done <<< "$over"
    echo "format lint: findings over the baseline (above); format the code, or run swift format format --in-place on the file" >&2
    exit 1
fi
echo "format lint: no finding over the baseline"
