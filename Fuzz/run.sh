#!/usr/bin/env bash
# Runs the libFuzzer targets for a bounded time each, one worker at a time.
#
# Usage: Fuzz/run.sh [SECONDS] [TARGET...]   (default 60 s; every target)
#
# Targets: GherkinFuzzer (the parser, seeded with every input of the shared conformance data,
# found through VERITY_CONFORMANCE_DIR, default ../shared/conformance), RegexFuzzer (step
# patterns against Foundation, seeded with the conformance data's regular expressions) and
# TagExpressionFuzzer (tag expressions against a reference parser), MessageStreamFuzzer
# (any bytes as an NDJSON message stream into the decoder, every report and the living
# documentation; seeded with the fixture streams and the Compatibility Kit's),
# LanguageServerFuzzer (editor sessions into the language server's loop, against a model of the
# protocol; seeded with sessions over the repository's feature files, lsp_seeds.py) and
# SwiftScannerFuzzer (any text as a Swift file into the step scanner, and files written from
# known definitions; seeded with every Swift file of the repository and of the folders in
# VERITY_FUZZ_SWIFT_SOURCES, colon-separated, e.g. public packages checked out). Each target's working
# corpus grows in Fuzz/corpus-work/TARGET and crashing inputs land in Fuzz/artifacts/TARGET
# (both ignored by git). Prints, per target, the executions and the new crashes (crash,
# timeout, leak and OOM files) with the property each one violated.
set -euo pipefail

seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(GherkinFuzzer RegexFuzzer TagExpressionFuzzer MessageStreamFuzzer LanguageServerFuzzer SwiftScannerFuzzer)
fuzz="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$fuzz/.." && pwd)"
conformance="${VERITY_CONFORMANCE_DIR:-$(cd "$root/.." && pwd)/shared/conformance}"
# NB: the Swift runtime's crash handler reads the crashed process's memory after a property
# trap, which AddressSanitizer reports as an overflow of its own; libFuzzer has the input by then.
export SWIFT_BACKTRACE=enable=no

# NB: FUZZ_SKIP_BUILD=1 runs the targets as last built: a build of the root package in between
# makes SwiftPM rebuild the whole fuzz package, which on 2 cores costs minutes of a long run.
echo "== building the fuzz targets (release, libFuzzer + AddressSanitizer)"
# NB: swiftc keeps only the last -sanitize= flag, and SwiftPM passes one per --sanitize, so
# the combined flag is added last; --sanitize still makes SwiftPM link both runtimes.
# NB: the build plan is not cached, because a cached one misses source files added to the
# root package since it was made (the root is a path dependency here) and the build fails.
# NB: -enable-testing lets the regex target ask whether a pattern runs on the built-in matcher.
flags=(-c release --package-path "$fuzz" --disable-build-manifest-caching
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
if [[ "${FUZZ_SKIP_BUILD:-0}" == 1 ]]; then
    echo "(FUZZ_SKIP_BUILD=1: the targets as last built)"
elif ! build_log="$(swift build "${flags[@]}" 2>&1)"; then
    echo "$build_log" | grep -E 'error:' -A3 | head -40 >&2
    echo "the fuzz targets do not build" >&2
    exit 1
else
    echo "$build_log" | tail -1
fi
binaries="$(swift build "${flags[@]}" --show-bin-path)"

seed() {  # seed TARGET CORPUS: copies or writes the target's seeds into CORPUS; prints their count
    local target="$1" corpus="$2" count=0
    case "$target" in
        GherkinFuzzer)
            for input in "$conformance"/gherkin/testdata/good/* "$conformance"/gherkin/testdata/bad/*; do
                case "$input" in
                    *.feature|*.feature.md) cp "$input" "$corpus/seed-$(basename "$input")"; count=$((count + 1)) ;;
                esac
            done
            ;;
        RegexFuzzer)
            # One seed per regular expression of the conformance data, with a text of its own
            # examples: the input is a length byte, the pattern, then the text.
            count="$(python3 "$fuzz/regex_seeds.py" "$conformance/cucumber-expressions/testdata" "$corpus")"
            ;;
        MessageStreamFuzzer)
            for input in "$root"/Tests/Fixtures/Streams/*/*.ndjson "$conformance"/cck/devkit/samples/*/*.ndjson; do
                [[ -f "$input" ]] || continue
                cp "$input" "$corpus/seed-$(basename "$(dirname "$input")")-$(basename "$input")"
                count=$((count + 1))
            done
            ;;
        TagExpressionFuzzer)
            # NB: each byte picks a token, so a few bytes are seeds enough.
            for text in "0 3 1" "5 6 0 4 1 7 3 2" "16 8 1" "12 14 0 4 5 1"; do
                printf '%b' "$(for n in $text; do printf '\\x%02x' "$n"; done)" > "$corpus/seed-$count"
                count=$((count + 1))
            done
            ;;
        LanguageServerFuzzer)
            count="$(find "$root/Tests" "$root/Examples" -name '*.feature' -not -path '*/.build/*' -print0 |
                xargs -0 python3 "$fuzz/lsp_seeds.py" "$corpus")"
            ;;
        SwiftScannerFuzzer)
            # NB: a first byte 0 reads the rest as a Swift file as it is; 1, as a file built from
            # the definitions the rest chooses.
            local sources=("$root/Sources" "$root/Tests" "$root/Examples")
            IFS=: read -r -a extra <<< "${VERITY_FUZZ_SWIFT_SOURCES:-}"
            for folder in "${sources[@]}" "${extra[@]}"; do
                [[ -d "$folder" ]] || continue
                while IFS= read -r -d '' input; do
                    { printf '\x00'; cat "$input"; } > "$corpus/seed-$(printf '%s' "$input" | md5sum | cut -c1-16)"
                    count=$((count + 1))
                done < <(find "$folder" -name '*.swift' -not -path '*/.build/*' -size -128k -print0)
            done
            for text in '\x01\x05\x01\x00\x05I eat\x00' '\x01\x03\x02\x09\x02\x09{int} "a"\x01'; do
                printf '%b' "$text" > "$corpus/seed-built-$count"
                count=$((count + 1))
            done
            ;;
    esac
    echo "$count"
}

options() {  # options TARGET: the target's own libFuzzer options
    case "$1" in
        GherkinFuzzer) echo "-dict=$fuzz/gherkin.dict -max_len=8192" ;;
        # NB: Foundation's NSRegularExpression leaks a pattern that does not compile (in
        # _CFRegularExpressionCreate), which would stop every run at the first bad pattern, so
        # leak detection is off for this target (here and in ASAN_OPTIONS below).
        RegexFuzzer) echo "-dict=$fuzz/regex.dict -max_len=96 -detect_leaks=0" ;;
        TagExpressionFuzzer) echo "-max_len=64" ;;
        # NB: a report's first rendering initializes lazy globals (HTMLNode.empty, say) that
        # LeakSanitizer reports as leaked by that input; leak detection is off for this target.
        MessageStreamFuzzer) echo "-dict=$fuzz/messages.dict -max_len=65536 -detect_leaks=0" ;;
        # NB: a session's workspace scan runs on a queue of its own and can still hold a file's
        # bytes when the session ends, which LeakSanitizer, looking between inputs, reports as a
        # leak; leak detection is off for this target.
        LanguageServerFuzzer) echo "-max_len=65536 -detect_leaks=0" ;;
        SwiftScannerFuzzer) echo "-max_len=131072" ;;
    esac
}

status=0
for target in "${targets[@]}"; do
    [[ -x "$binaries/$target" ]] || { echo "no such fuzz target: $target" >&2; exit 1; }
    corpus="$fuzz/corpus-work/$target"
    artifacts="$fuzz/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    seeded="$(seed "$target" "$corpus")"
    echo "== $target: fuzzing for $seconds s from $seeded seeds (corpus: $(ls "$corpus" | wc -l) entries)"
    count_artifacts() { find "$artifacts" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l; }
    before="$(count_artifacts)"
    log="$artifacts/last-run.log"
    asan="${ASAN_OPTIONS:-}"
    [[ "$target" == RegexFuzzer || "$target" == MessageStreamFuzzer || "$target" == LanguageServerFuzzer ]] &&
        asan="detect_leaks=0${asan:+:$asan}"
    set +e
    # shellcheck disable=SC2046
    ASAN_OPTIONS="$asan" "$binaries/$target" "$corpus" $(options "$target") \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 > "$log" 2>&1
    exit_status=$?
    set -e
    after="$(count_artifacts)"
    if ! grep -a -q 'INFO: Loaded [0-9]* module' "$log"; then
        echo "WARNING: $target reported no coverage counters; the build is not instrumented" >&2
    fi
    executions="$(grep -a -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)"
    echo "$target: executions: ${executions:-unknown}; crashes: $((after - before)) new (total artifacts: $after); exit status $exit_status"
    grep -a -E 'PROPERTY VIOLATED|ERROR: |SUMMARY' "$log" | head -5 || true
    [[ $exit_status -eq 0 ]] || status=1
done
exit $status
