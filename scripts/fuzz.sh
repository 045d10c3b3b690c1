#!/usr/bin/env bash
# Fuzzes HTTPParser with libFuzzer + AddressSanitizer for a bounded time:
#   scripts/fuzz.sh [seconds]        (default 30)
#   FUZZ_ALLOW_KNOWN=request-line-cr scripts/fuzz.sh 180   (tolerate a known, reported bug; see the harness)
#
# Builds Tests/Fuzz/HTTPParserFuzz.swift together with Sources/HTTPServer/*.swift into one
# module (in FUZZ_BUILD_DIR when set, rebuilt there only when a source changed; else in this run's
# folder), runs it on a temporary copy of Tests/Fuzz/corpus with Tests/Fuzz/http.dict and
# -max_len=65536, and prints libFuzzer's final stats and the number of executions. Nothing is
# written into the repository: the build, new corpus units and crash artifacts go to this run's
# folder, $STYLEGALLERY_RUN_DIR/fuzz when set (scripts/test-all.sh sets it), else a new temporary
# folder, removed when nothing failed.
# Exits non-zero on a crash (broken invariant, trap, ASan report), a leak, a timeout or an OOM;
# the reproducer is then kept and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || { echo "usage: scripts/fuzz.sh [seconds]" >&2; exit 2; }

# shellcheck source=scripts/lib/fuzz-run.sh
source "$root/scripts/lib/fuzz-run.sh"
fuzz_scratch fuzz
build_dir=${FUZZ_BUILD_DIR:-$scratch/build}
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

run_fuzzer fuzz "$bin" Tests/Fuzz/corpus "$root/Tests/Fuzz/http.dict" 65536 "$seconds" "minimise: $bin -minimize_crash=1 -max_total_time=60 -exact_artifact_path=/tmp/min"
