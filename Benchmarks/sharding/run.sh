#!/usr/bin/env bash
# Sharding benchmark: how evenly a real suite splits over N machines, by count (VERITY_SHARD
# alone) and by recorded time (VERITY_SHARD_TIMINGS), against the ideal (total time / N).
#
# Usage: Benchmarks/sharding/run.sh [TIMINGS.ndjson]
# Environment:
#   SHARDS   the shard counts to try (default "2 4 8")
#
# What it does, in one run:
# 1. Builds Verity's tests (debug) and, unless a recorded run is given, records one: the
#    runner's own requirements (`--filter RequirementsFeatureTests`, every scenario, including
#    the time limits' slow ones) with VERITY_FORMAT=message:FILE.
# 2. For each N and each shard I, asks the runner which scenarios shard I/N gets, by count and
#    by time, through a dry run (VERITY_DRY_RUN=1) that writes its message stream: the split
#    is the runner's own, not a copy of it.
# 3. Prints, per N, the slowest shard's recorded seconds against the ideal, for both splits.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/Benchmarks/sharding"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"

swift build --traits SQLite --build-tests > "$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
timings="${1:-}"
if [ -z "$timings" ]; then
    timings="$work/recorded.ndjson"
    echo "== recording the runner's requirements (swift test --filter RequirementsFeatureTests)"
    VERITY_TAGS= VERITY_FORMAT="message:$timings" swift test --traits SQLite --skip-build --filter RequirementsFeatureTests \
        > "$work/record.log" 2>&1 || { tail -20 "$work/record.log"; exit 1; }
fi

for count in ${SHARDS:-2 4 8}; do
    for index in $(seq 1 "$count"); do
        for split in count time; do
            extra=()
            [ "$split" = time ] && extra=(VERITY_SHARD_TIMINGS="$timings")
            env VERITY_TAGS= VERITY_DRY_RUN=1 VERITY_SHARD="$index/$count" "${extra[@]}" \
                VERITY_FORMAT="message:$work/$split-$count-$index.ndjson" \
                swift test --traits SQLite --skip-build --filter RequirementsFeatureTests > "$work/shard.log" 2>&1 \
                || { tail -20 "$work/shard.log"; exit 1; }
        done
    done
done
python3 "$here/balance.py" "$timings" "$work" ${SHARDS:-2 4 8}
