#!/usr/bin/env bash
# Living-documentation benchmark: `verity docs` over 1,000 generated feature files and the
# message stream of a run over them.
#
# Usage: Benchmarks/docs/run.sh [FEATURES]   (default 1000)
#
# 1. Generates FEATURES feature files in Benchmarks/docs/work/features (once per generator
#    version): 25 folders, tags, descriptions, a Background, rules, scenarios and outlines.
# 2. Makes a run's messages over them: the documents and pickles `verity gherkin` prints, then
#    step definitions, test cases, results (about 90% passed), suggestions and screenshots
#    (generate.py run).
# 3. Builds `verity` in release mode and times `verity docs FEATURES --messages RUN --output
#    SITE`, best of 3 (wall clock; CPU time beside it, since the machine is shared), and prints
#    the largest page.
#
# Goals (issue 20): the site builds in under 5 s, and no page is over 2 MB. There is no peer
# figure: Cucumber's own report (@cucumber/html-formatter) renders one page per run and could
# not be installed here; see README.md beside this script.
set -euo pipefail

count="${1:-1000}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$here/work"
features="$work/features"
mkdir -p "$work"

echo "== building verity (release)"
swift build -c release --package-path "$root" --product verity 2>&1 | tail -1
verity="$(swift build -c release --package-path "$root" --show-bin-path)/verity"

stamp="$work/.generated-$count-$(sha1sum "$here/generate.py" | cut -c1-12)"
if [ ! -f "$stamp" ]; then
    echo "== generating $count feature files and a run over them in $work"
    rm -rf "$features" "$work"/.generated-*
    python3 "$here/generate.py" features "$features" "$count"
    mapfile -t files < <(find "$features" -name '*.feature' | LC_ALL=C sort)
    "$verity" gherkin --no-source --predictable-ids "${files[@]}" > "$work/gherkin.ndjson"
    python3 "$here/generate.py" run "$work/gherkin.ndjson" "$work/run.ndjson"
    touch "$stamp"
fi

files_count="$(find "$features" -name '*.feature' | wc -l)"
examples="$(grep -c '"pickle"' "$work/run.ndjson")"
steps="$(grep -c '"testStepFinished"' "$work/run.ndjson")"
stream_mb="$(wc -c < "$work/run.ndjson" | awk '{ printf "%.1f", $1 / 1000000 }')"
echo "== input: $files_count feature files, $examples examples, $steps step results, a $stream_mb MB message stream"

best=""
best_cpu=""
for attempt in 1 2 3; do
    rm -rf "$work/site"
    start="$(date +%s.%N)"
    cpu_before="$(awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat)"
    "$verity" docs "$features" --messages "$work/run.ndjson" --output "$work/site" > "$work/docs.out"
    end="$(date +%s.%N)"
    # NB: the children's CPU time (utime + stime of waited-for children), in clock ticks.
    cpu_after="$(awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat)"
    seconds="$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", e - s }')"
    cpu="$(awk -v a="$cpu_before" -v b="$cpu_after" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", (b - a) / hz }')"
    echo "   run $attempt: $seconds s wall, $cpu s CPU"
    if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$seconds"; best_cpu="$cpu"; fi
done

pages="$(find "$work/site" -name '*.html' -not -path '*/attachments/*' | wc -l)"
read -r largest_bytes largest_page < <(find "$work/site" -name '*.html' -not -path '*/attachments/*' -printf '%s %P\n' | sort -n | tail -1)
largest_mb="$(awk -v b="$largest_bytes" 'BEGIN { printf "%.2f", b / 1000000 }')"
load="$(cut -d' ' -f1-3 /proc/loadavg)"

echo
echo "| $files_count feature files, $examples examples, $stream_mb MB of messages | verity docs | goal |"
echo "| --- | ---: | ---: |"
echo "| site build, best of 3 (wall) | $best s | < 5 s |"
echo "| CPU time of that run | $best_cpu s | |"
echo "| largest page ($largest_page) | $largest_mb MB | < 2 MB |"
echo "| pages written | $pages | |"
echo "(load average $load; $(nproc) cores)"
