#!/usr/bin/env bash
# Fuzzes RESPParser (the Redis client's reply parser) with libFuzzer + AddressSanitizer for a
# bounded time:
#   scripts/fuzz-resp.sh [seconds]        (default 30)
#
# Builds Tests/Fuzz/RESP/RESPParserFuzz.swift together with Sources/RedisClient/*.swift into one
# module (in FUZZ_BUILD_DIR when set, rebuilt there only when a source changed; else in this run's
# folder), runs it on a temporary copy of Tests/Fuzz/RESP/corpus with Tests/Fuzz/RESP/resp.dict and
# -max_len=65536, and prints libFuzzer's final stats and the number of executions. Nothing is
# written into the repository: the build, new corpus units and crash artifacts go to this run's
# folder, $STYLEGALLERY_RUN_DIR/fuzz-resp when set (scripts/test-all.sh sets it), else a new
# temporary folder, removed when nothing failed.
# Exits non-zero on a crash (broken invariant, trap, ASan report), a leak, a timeout or an OOM;
# the reproducer is then kept and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || { echo "usage: scripts/fuzz-resp.sh [seconds]" >&2; exit 2; }

# shellcheck source=scripts/lib/fuzz-run.sh
source "$root/scripts/lib/fuzz-run.sh"
fuzz_scratch fuzz-resp
build_dir=${FUZZ_BUILD_DIR:-$scratch/build}
mkdir -p "$build_dir"
bin="$build_dir/fuzz-resp-parser"
mapfile -t sources < <(find Sources/RedisClient -name '*.swift' | sort)
harness=Tests/Fuzz/RESP/RESPParserFuzz.swift
stamp=$(cat "${sources[@]}" "$harness" | sha256sum | cut -c1-64)

if [[ ! -x "$bin" || "$(cat "$bin.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "fuzz-resp: building $bin (${#sources[@]} RedisClient sources + harness)"
    started=$(date +%s)
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 \
        -module-name RedisClient "${sources[@]}" "$harness" -o "$bin.new" >"$build_dir/build.log" 2>&1; then
        grep -v "ld.gold: warning: Cannot export local symbol" "$build_dir/build.log" >&2 || true
        echo "fuzz-resp: the fuzzer did not build (log: $build_dir/build.log)" >&2
        exit 1
    fi
    mv "$bin.new" "$bin"
    echo "$stamp" >"$bin.stamp"
    echo "fuzz-resp: built in $(($(date +%s) - started)) s"
fi

run_fuzzer fuzz-resp "$bin" Tests/Fuzz/RESP/corpus "$root/Tests/Fuzz/RESP/resp.dict" 65536 "$seconds" \
    "minimise: $bin -minimize_crash=1 -max_total_time=60 -exact_artifact_path=/tmp/min"
