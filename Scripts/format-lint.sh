#!/usr/bin/env bash
# Lints the package's Swift sources with the toolchain's `swift format lint --strict`, using the
# repository's `.swift-format`.
#
# Usage: Scripts/format-lint.sh [PATH...]
#
# PATH defaults to every Swift source of the repository: the manifests, Sources, Tests,
# Plugins, the Examples' and Benchmarks' Sources and Tests, and Fuzz/Sources.
#
# Prints every finding, then exits 1 if there is any, or if swift format itself fails (an
# unreadable configuration, a file it cannot parse). `swift format format --in-place FILE` fixes
# nearly every finding; what it cannot (a name, an ambiguous overload) it names.
set -euo pipefail
cd "$(dirname "$0")/.."

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

if swift format lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}"; then
    echo "format lint: no finding"
else
    echo "format lint: findings above; run swift format format --in-place --configuration .swift-format FILE" >&2
    exit 1
fi
