#!/usr/bin/env bash
# Fuzzes HTTPParser with libFuzzer + AddressSanitizer for a bounded time:
#   scripts/fuzz.sh [seconds]        (default 30)
#   FUZZ_ALLOW_KNOWN=request-line-cr scripts/fuzz.sh 180   (tolerate a known, reported bug; see the harness)
#
# Builds Tests/Fuzz/HTTPParserFuzz.swift together with Sources/HTTPServer/*.swift into one
# module (rebuilt only when a source changed; FUZZ_BUILD_DIR, default /tmp/stylegallery-fuzz),
# runs it on a temporary copy of Tests/Fuzz/corpus with Tests/Fuzz/http.dict and -max_len=65536,
# and prints libFuzzer's final stats and the number of executions. Nothing is written into the
# repository: new corpus units and crash artifacts go to a temporary directory.
# Exits non-zero on a crash (broken invariant, trap, ASan report), a leak, a timeout or an OOM;
# the reproducer is then kept and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || { echo "usage: scripts/fuzz.sh [seconds]" >&2; exit 2; }

build_dir=${FUZZ_BUILD_DIR:-/tmp/stylegallery-fuzz}
mkdir -p "$build_dir"
bin="$build_dir/fuzz-http-parser"
mapfile -t sources < <(find Sources/HTTPServer -name '*.swift' | sort)
harness=Tests/Fuzz/HTTPParserFuzz.swift
stamp=$(cat "${sources[@]}" "$harness" | sha256sum | cut -c1-64)
# Connection parses through the read-index API parse(_:from:) when the parser has it: fuzz it too.
defines=()
if grep -qE 'func parse\(_ buffer: \[UInt8\], from start: inout Int\)' Sources/HTTPServer/HTTPParser.swift; then
    defines=(-D FUZZ_PARSE_FROM)
    echo "fuzz: HTTPParser has parse(_:from:); fuzzing it as well as parse(&buffer)"
fi

if [[ ! -x "$bin" || "$(cat "$bin.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "fuzz: building $bin (${#sources[@]} HTTPServer sources + harness)"
    started=$(date +%s)
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 "${defines[@]}" \
        -module-name HTTPServer "${sources[@]}" "$harness" -o "$bin.new" >"$build_dir/build.log" 2>&1; then
        grep -v "ld.gold: warning: Cannot export local symbol" "$build_dir/build.log" >&2 || true
        echo "fuzz: the fuzzer did not build (log: $build_dir/build.log)" >&2
        exit 1
    fi
    mv "$bin.new" "$bin"
    echo "$stamp" >"$bin.stamp"
    echo "fuzz: built in $(($(date +%s) - started)) s"
fi

work=$(mktemp -d /tmp/stylegallery-fuzz-run.XXXXXX)
keep_work=0
cleanup() { [[ $keep_work -eq 1 ]] || rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work/corpus" "$work/artifacts"
cp Tests/Fuzz/corpus/* "$work/corpus/"
seeds=$(find "$work/corpus" -type f | wc -l)

echo "fuzz: running for $seconds s on a copy of $seeds seed(s) in $work"
status=0
(
    cd "$work"  # libFuzzer drops stray files (fuzz-*.log, crash-*) in the working directory
    SWIFT_BACKTRACE=enable=no \
        ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:symbolize=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        "$bin" -dict="$root/Tests/Fuzz/http.dict" -max_len=65536 -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$work/artifacts/" "$work/corpus" >"$work/fuzz.log" 2>&1
) || status=$?

grep -E '^Done [0-9]+ runs' "$work/fuzz.log" || true
grep -E '^stat::' "$work/fuzz.log" || true
runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$work/fuzz.log" | tail -1)
elapsed=$(sed -nE 's/^Done [0-9]+ runs in ([0-9]+) second.*/\1/p' "$work/fuzz.log" | tail -1)
corpus_now=$(find "$work/corpus" -type f | wc -l)

artifacts=$(find "$work/artifacts" -type f | sort)
if [[ $status -ne 0 || -n "$artifacts" ]]; then
    keep_work=1
    echo "fuzz: FAILED (libFuzzer exit status $status)" >&2
    grep -aE 'Fatal error|invariant broken|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY:|deadly signal|Test unit written' \
        "$work/fuzz.log" | head -20 >&2 || true
    for artifact in $artifacts; do
        echo "fuzz: reproducer $artifact ($(stat -c %s "$artifact") bytes); replay with:" >&2
        echo "      SWIFT_BACKTRACE=enable=no $bin $artifact" >&2
        echo "      minimise: $bin -minimize_crash=1 -max_total_time=60 -exact_artifact_path=/tmp/min $artifact" >&2
    done
    echo "fuzz: full log $work/fuzz.log" >&2
    exit 1
fi
echo "fuzz: OK, ${runs:-?} executions in ${elapsed:-$seconds} s, corpus $seeds -> $corpus_now units, no crash, leak or timeout"
